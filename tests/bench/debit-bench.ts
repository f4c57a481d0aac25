// Issue 10's debit targets, measured in-process (app.inject: the server's own time, no network): a
// branch with 10,000 debit lines, a page of 50 with a text filter <= 30 ms; the aging view of the whole
// chain (every branch, the demo book plus the 10,000 lines) <= 100 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { branchToday } from '../../src/domain/branches';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';
import { generateLines, writeLines } from '../../src/server/modules/debit/seed/lines';

const BRANCH = 4;
const LINES = 10_000;
const RUNS = 40;

const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const round = (n: number): number => Math.round(n * 10) / 10;

export async function runDebitBench(runs = RUNS): Promise<Record<string, { p50: number; p90: number; max: number }>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-debit-bench-'));
  const { app, db } = await buildApp(loadConfig({ SEED: 'demo' }, { dataDir }), { serveClient: false });
  try {
    const today = branchToday(BRANCH, new Date());
    await db.transaction().execute((trx) => writeLines(trx, BRANCH, 'rc', generateLines(BRANCH, LINES, today, 365)));
    const login = async (email: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      return { authorization: `Bearer ${String(res.json().access_token)}` };
    };
    const ceo = await login('ceo@sumbook.test');
    const year = today.slice(0, 4);
    const cases: [string, string][] = [
      ['page of 50, text filter "TANAKA", year', `/api/rc/${BRANCH}/view_debit/ALL/${year}?limit=50&q=TANAKA`],
      [
        'page of 50, text filter "HINODE", sorted by amount',
        `/api/rc/${BRANCH}/view_debit/ALL/${year}?limit=50&q=HINODE&sort=amount`,
      ],
      ['page of 50, no filter, page 40', `/api/rc/${BRANCH}/view_debit/ALL/${year}?limit=50&page=40`],
      [
        'page of 50, month, type ACC, loadBy DEBIT',
        `/api/rc/${BRANCH}/view_debit/ACC/${today.slice(0, 7)}?limit=50&loadBy=DEBIT`,
      ],
      ['aging, whole chain', '/api/debit/aging'],
    ];
    const out: Record<string, { p50: number; p90: number; max: number }> = {};
    for (const [name, url] of cases) {
      const lat: number[] = [];
      for (let i = 0; i < runs + 5; i++) {
        const t0 = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: ceo });
        const ms = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`${url} ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (i >= 5) lat.push(ms);
      }
      lat.sort((a, b) => a - b);
      out[name] = { p50: round(pct(lat, 50)), p90: round(pct(lat, 90)), max: round(lat.at(-1) ?? 0) };
      const goal = name.startsWith('aging') ? 100 : 30;
      console.log(
        `debit ${name}, branch of ${LINES} lines, ${runs} requests: p50 ${out[name].p50} ms, p90 ${out[name].p90} ms (goal <= ${goal}), max ${out[name].max} ms`,
      );
    }
    return out;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runDebitBench();
