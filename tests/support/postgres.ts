// A throw-away PostgreSQL cluster for tests and benchmarks: Debian's server binaries, a temporary data
// directory on a free port, run as the `postgres` user when we are root (PostgreSQL refuses root).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgBinDir } from '../../src/server/tools/pg-bin';

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:PORT/ (no database name: add one). */
  baseUrl: string;
  port: number;
  dir: string;
  url(database: string): string;
  stop(): void;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function postgresIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/** Runs a PostgreSQL binary, as `postgres` when we are root. */
function runPg(bin: string, args: string[], ids: { uid: number; gid: number } | undefined): void {
  const res = spawnSync(bin, args, { uid: ids?.uid, gid: ids?.gid, stdio: 'pipe', cwd: '/tmp', encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed: ${res.stderr || res.stdout || res.error}`);
}

/**
 * Starts a fresh cluster (C collation, so text sorts byte-wise as on SQLite). fsync is on, as in production,
 * unless `durable: false` (the API tests): then a commit still writes its WAL before it answers, so a killed
 * server loses nothing, but nothing waits for the disk (only a crash of the machine would lose data).
 * Throws when Debian's postgresql is not installed.
 */
export async function startPostgres(opts: { durable?: boolean } = {}): Promise<PgCluster> {
  const bin = pgBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found: apt-get install postgresql (or set PG_BIN)');
  const dir = mkdtempSync(join(tmpdir(), 'sumbook-pg-'));
  const ids = postgresIds();
  chmodSync(dir, 0o700);
  if (ids) chownSync(dir, ids.uid, ids.gid);
  const data = join(dir, 'data');
  runPg(
    join(bin, 'initdb'),
    ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'],
    ids,
  );
  const port = await freePort();
  const settings = [
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c shared_buffers=64MB`,
    ...(opts.durable === false ? ['-c fsync=off -c full_page_writes=off'] : []),
  ].join(' ');
  runPg(join(bin, 'pg_ctl'), ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start'], ids);
  const baseUrl = `postgres://postgres@127.0.0.1:${port}/`;
  let stopped = false;
  return {
    baseUrl,
    port,
    dir,
    url: (database) => `${baseUrl}${database}`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        runPg(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], ids);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
