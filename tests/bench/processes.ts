// Server processes for the benches: a Sumbook instance (`node --import tsx src/server/main.ts`, the current
// source) or another script, each its own process on a free port, stopped with SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, startPostgres, type PgCluster } from '../support/postgres';

export interface ServerProcess {
  base: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx <script>` with env PORT (a free port) and waits until `readyPath` answers 200.
 * BENCH_PROF=<folder> has each process write a CPU profile there when it stops (`--cpu-prof`).
 */
export async function spawnScript(
  script: string,
  env: Record<string, string>,
  readyPath: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const prof = process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}${readyPath}`);
      await res.arrayBuffer();
      if (res.ok) return { base, port, stop };
    } catch {
      /* not up yet */
    }
    if (Date.now() - t0 > 90_000) {
      await stop();
      throw new Error(`${script} did not answer in 90 s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A Sumbook instance on `database` (an SQLite file's folder when undefined), with its own data folder. */
export async function spawnSumbook(database?: string): Promise<ServerProcess & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-bench-proc-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, SEED: 'demo' };
  if (database) env.DATABASE_URL = database;
  try {
    const proc = await spawnScript('src/server/main.ts', env, '/api/guider/get_all_guider');
    return {
      ...proc,
      dataDir,
      async stop() {
        await proc.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** A throw-away cluster with one empty database `name`: its URL, and the cluster to stop. */
export async function benchPostgres(name: string): Promise<{ cluster: PgCluster; url: string }> {
  const cluster = await startPostgres();
  try {
    const client = new pg.Client({ connectionString: cluster.url('postgres') });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    return { cluster, url: cluster.url(name) };
  } catch (err) {
    cluster.stop();
    throw err;
  }
}
