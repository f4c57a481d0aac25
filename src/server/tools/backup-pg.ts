// Backup and restore of a PostgreSQL database with PostgreSQL's own tools: pg_dump's custom format (a
// consistent snapshot, also while servers run), and pg_restore into a database no server is using.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import pg from 'pg';
import { pgTool } from './pg-bin';

/** The URL without its password, for messages. */
export function shownUrl(url: string): string {
  return url.replace(/(\/\/[^:/@]+):[^@]*@/, '$1:***@');
}

function run(tool: string, args: string[]): string {
  const bin = pgTool(tool);
  const res = spawnSync(bin, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (res.error)
    throw new Error(`${tool} could not run (${res.error.message}): install postgresql-client or set PG_BIN`);
  if (res.status !== 0) throw new Error(`${tool} failed: ${(res.stderr || res.stdout).trim()}`);
  return res.stdout;
}

/** The number of entries in a custom-format dump; throws when the file is not one. */
function dumpEntries(file: string): number {
  return run('pg_restore', ['--list', file])
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith(';')).length;
}

async function withClient<T>(url: string, use: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export async function backupPostgres(url: string, file: string, force: boolean): Promise<string> {
  if (existsSync(file) && !force) throw new Error(`${file} exists: choose another name or add --force`);
  const part = `${file}.part`;
  rmSync(part, { force: true });
  try {
    run('pg_dump', ['--format=custom', `--file=${part}`, `--dbname=${url}`]);
    const entries = dumpEntries(part);
    chmodSync(part, 0o600);
    renameSync(part, file);
    return `PostgreSQL ${shownUrl(url)} backed up to ${file} (${statSync(file).size} bytes, ${entries} entries)`;
  } finally {
    rmSync(part, { force: true });
  }
}

export async function restorePostgres(url: string, file: string, force: boolean): Promise<string> {
  if (!existsSync(file)) throw new Error(`no backup at ${file}`);
  const entries = dumpEntries(file);
  const { tables, others } = await withClient(url, async (c) => {
    const t = await c.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const o = await c.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return { tables: t.rows[0].n, others: o.rows[0].n };
  });
  if (tables > 0 && !force)
    throw new Error(`${shownUrl(url)} holds ${tables} tables: stop the servers and add --force to replace them`);
  if (others > 0) throw new Error(`${shownUrl(url)} has ${others} other connections: stop the servers first`);
  run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
  return `PostgreSQL ${shownUrl(url)} restored from ${file} (${entries} entries)`;
}
