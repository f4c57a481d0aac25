// `npm run bench -- concurrency`: issue 17's concurrency scenario (tests/support/concurrency.ts) for 60 s
// (CONCURRENCY_SECONDS) against two Sumbook processes on one throw-away PostgreSQL cluster.
import { runConcurrencyScenario, scenarioLine, type ScenarioResult } from '../support/concurrency';
import { benchPostgres, spawnSumbook } from './processes';

export async function runConcurrencyBench(opts: { seconds?: number } = {}): Promise<ScenarioResult> {
  const seconds = opts.seconds ?? Number(process.env.CONCURRENCY_SECONDS ?? 60);
  const { cluster, url } = await benchPostgres('bench_concurrency');
  try {
    // One after the other: the first migrates and seeds the empty database.
    const a = await spawnSumbook(url);
    try {
      const b = await spawnSumbook(url);
      try {
        const r = await runConcurrencyScenario({ bases: [a.base, b.base], seconds });
        console.log(`${scenarioLine(r)} (two processes on PostgreSQL; goal: 0 problems)`);
        for (const p of r.problems) console.log(`  problem: ${p}`);
        if (r.problems.length) process.exitCode = 1;
        return r;
      } finally {
        await b.stop();
      }
    } finally {
      await a.stop();
    }
  } finally {
    cluster.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runConcurrencyBench();
