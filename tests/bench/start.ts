import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What `npm start` runs: the bundled server when built, else the TypeScript source through tsx. */
export function serverArgs(): string[] {
  return existsSync('dist-server/main.mjs') ? ['dist-server/main.mjs'] : ['--import', 'tsx', 'src/server/main.ts'];
}

/** One start: ms to the first answer, and the server's own "ready in N ms" (after its modules were loaded). */
interface Start {
  answerMs: number;
  readyMs: number;
}

async function startOnce(dataDir: string, port: number): Promise<Start> {
  const t0 = performance.now();
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('server exited');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/guider/get_all_guider`);
        if (res.ok) {
          const answerMs = performance.now() - t0;
          // The server logs its ready line after listen: the first answer can come before it is read here.
          const ready = () => /ready at \S+ in (\d+) ms/.exec(out)?.[1];
          for (let i = 0; i < 200 && !ready(); i++) await new Promise((r) => setTimeout(r, 10));
          return { answerMs, readyMs: Number(ready()) };
        }
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 10));
      if (performance.now() - t0 > 30000) throw new Error('server did not start in 30 s');
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/**
 * Server start to first answer (`npm start` after its build, SEED=demo): three first starts, each on an empty
 * data folder (migrate + demo seed), then three starts on the last one's seeded database.
 */
export async function benchStart(): Promise<{ first: Start[]; seeded: Start[] }> {
  const dirs: string[] = [];
  try {
    const first: Start[] = [];
    for (let i = 0; i < 3; i++) {
      dirs.push(mkdtempSync(join(tmpdir(), 'sumbook-bench-')));
      first.push(await startOnce(dirs[i], 18931 + i));
    }
    const seeded: Start[] = [];
    for (let i = 0; i < 3; i++) seeded.push(await startOnce(dirs[2], 18934 + i));
    return { first, seeded };
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
