// `npm test`: the whole suite in three phases, each timed. First the independent one-core steps side by side
// (type-check, lint, format check, unit tests, build: the 2-core machine runs them in the time of the longest),
// then the API tests (both databases), then the browser tests, which need the build. A step run beside others
// prints its output as one block when it ends, the API and browser tests print as they go, and each step's time
// follows it. A failed phase stops the run. The phases' times and the total are kept in
// node_modules/.cache/sumbook/npm-test.json, which `npm run bench` prints beside the goal.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

export const SUITE_TIME_FILE = 'node_modules/.cache/sumbook/npm-test.json';

/** Runs an npm script; its output comes as one block at its end, or as it goes when `live` (a phase of one). */
function run(script: string, live: boolean): Promise<boolean> {
  const t0 = performance.now();
  const child = spawn('npm', ['run', '-s', script], {
    stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      const s = ((performance.now() - t0) / 1000).toFixed(1);
      const status = code === 0 ? 'ok' : `FAILED (${code ?? signal})`;
      process.stdout.write(`${out}${out && !out.endsWith('\n') ? '\n' : ''}> ${script}: ${status} in ${s} s\n`);
      resolve(code === 0);
    });
  });
}

const PHASES = [['typecheck', 'lint:code', 'lint:format', 'test:unit', 'build'], ['test:api'], ['test:e2e']];

if (process.argv[1]?.endsWith('suite.ts')) {
  const t0 = performance.now();
  const phases: { steps: string[]; s: number }[] = [];
  let ok = true;
  for (const steps of PHASES) {
    const p0 = performance.now();
    ok = (await Promise.all(steps.map((step) => run(step, steps.length === 1)))).every(Boolean);
    phases.push({ steps, s: Math.round((performance.now() - p0) / 100) / 10 });
    if (!ok) break;
  }
  const total = Math.round((performance.now() - t0) / 100) / 10;
  console.log(
    `> npm test: ${ok ? 'ok' : 'FAILED'} in ${total} s (${phases.map((p) => `${p.steps.join('+')} ${p.s} s`).join(', ')})`,
  );
  if (ok) {
    mkdirSync('node_modules/.cache/sumbook', { recursive: true });
    writeFileSync(SUITE_TIME_FILE, JSON.stringify({ at: new Date().toISOString(), total, phases }, null, 2));
  }
  process.exitCode = ok ? 0 : 1;
}
