// `npm test`: the whole suite in three phases, each timed. First the independent one-core steps side by side
// (type-check, lint, format check, unit tests, build: the 2-core machine runs them in the time of the longest),
// then the API tests (both databases), then the browser tests, which need the build. A step run beside others
// prints its output as one block when it ends, the API and browser tests print as they go, and each step's time
// follows it. A failed phase stops the run. The phases' times and the total are kept in
// node_modules/.cache/sumbook/npm-test.json, which `npm run bench` prints beside the goal.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';

export const SUITE_TIME_FILE = 'node_modules/.cache/sumbook/npm-test.json';

const TMPFS_MAGIC = 0x01021994;

/**
 * The tests' temporary folder (TMPDIR of every step): a fresh folder in /dev/shm when that is a memory file
 * system with 4 GB free, else the system's. Every test server's data folder, the PostgreSQL cluster and the
 * browsers' profiles are made in it: a test database copied from its template, its writes and its fsyncs then
 * cost no disk work (the API tests on SQLite: 117 -> 106 CPU-s; on PostgreSQL, where each test file copies a
 * 56 MB template: 200 -> 170 CPU-s). Open to every user, as /tmp is: the cluster runs as `postgres`.
 */
function testTmpDir(): string | undefined {
  try {
    const fs = statfsSync('/dev/shm');
    if (fs.type !== TMPFS_MAGIC || fs.bavail * fs.bsize < 4 * 2 ** 30) return undefined;
    const dir = mkdtempSync('/dev/shm/sumbook-test-');
    chmodSync(dir, 0o1777);
    return dir;
  } catch {
    return undefined;
  }
}

/** Runs an npm script; its output comes as one block at its end, or as it goes when `live` (a phase of one). */
function run(script: string, live: boolean, tmp: string | undefined): Promise<boolean> {
  const t0 = performance.now();
  const child = spawn('npm', ['run', '-s', script], {
    stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
    env: tmp ? { ...process.env, TMPDIR: tmp } : process.env,
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
  const tmp = testTmpDir();
  if (tmp) process.once('exit', () => rmSync(tmp, { recursive: true, force: true }));
  let ok = true;
  for (const steps of PHASES) {
    const p0 = performance.now();
    ok = (await Promise.all(steps.map((step) => run(step, steps.length === 1, tmp)))).every(Boolean);
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
