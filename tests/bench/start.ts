import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What `npm start` runs: the bundled server when built, else the TypeScript source through tsx. */
export function serverArgs(): string[] {
  return existsSync('dist-server/main.mjs') ? ['dist-server/main.mjs'] : ['--import', 'tsx', 'src/server/main.ts'];
}

async function startOnce(dataDir: string, port: number): Promise<number> {
  const t0 = performance.now();
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('server exited');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/guider/get_all_guider`);
        if (res.ok) return performance.now() - t0;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 20));
      if (performance.now() - t0 > 30000) throw new Error('server did not start in 30 s');
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** Server start to first answer: a first start (migrate + seed) and three starts on the seeded database. */
export async function benchStart(): Promise<{ firstStartMs: number; seededStartMs: number[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-bench-'));
  try {
    const firstStartMs = await startOnce(dataDir, 18931);
    const seededStartMs: number[] = [];
    for (let i = 0; i < 3; i++) seededStartMs.push(await startOnce(dataDir, 18932 + i));
    return { firstStartMs, seededStartMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
