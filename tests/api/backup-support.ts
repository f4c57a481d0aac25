// Helpers of the backup and crash tests: a new empty PostgreSQL database on the cluster of a test server,
// and the backup command line run as a user runs it.
import { spawn } from 'node:child_process';
import pg from 'pg';

/** postgres://…/db -> postgres://…/ (the cluster's base URL). */
export const clusterBase = (url: string): string => url.replace(/[^/?]+(\?.*)?$/, '');

let counter = 0;

/** An empty database on the cluster of `someUrl`: its URL and how to drop it. */
export async function emptyPgDatabase(someUrl: string, prefix = 'r'): Promise<{ url: string; drop(): Promise<void> }> {
  const base = clusterBase(someUrl);
  const name = `${prefix}_${process.pid}_${++counter}_${Date.now().toString(36)}`;
  const admin = async (text: string): Promise<void> => {
    const c = new pg.Client({ connectionString: `${base}postgres` });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  return { url: `${base}${name}`, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup|restore -- args` (the script behind it) with the server's environment variables. */
export function runBackupCli(
  command: 'backup' | 'restore',
  args: string[],
  env: { DATA_DIR: string; DATABASE_URL?: string },
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/tools/backup-cli.ts', command, ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
