// One-command backup and restore of the database the server is configured for (DATA_DIR / DATABASE_URL):
// SQLite or PostgreSQL. `npm run backup -- <file>` and `npm run restore -- <file>` (src/server/db/README.md, "Backup and restore").
import { resolve } from 'node:path';
import { isPostgresUrl } from '../db/dialect';
import { backupPostgres, restorePostgres } from './backup-pg';
import { backupSqlite, restoreSqlite } from './backup-sqlite';

export interface BackupOptions {
  /** Overwrite an existing backup file / replace an existing database. */
  force?: boolean;
}

function checkTarget(database: string): void {
  if (database === ':memory:') throw new Error('an in-memory database has nothing to back up or restore');
}

/** Writes a backup of `database` (an SQLite file or a PostgreSQL URL) to `file`; answers a one-line result. */
export async function backupDatabase(database: string, file: string, opts: BackupOptions = {}): Promise<string> {
  checkTarget(database);
  const out = resolve(file);
  return isPostgresUrl(database)
    ? backupPostgres(database, out, !!opts.force)
    : backupSqlite(database, out, !!opts.force);
}

/** Puts the backup in `file` in place of `database` (no server may be using it); answers a one-line result. */
export async function restoreDatabase(database: string, file: string, opts: BackupOptions = {}): Promise<string> {
  checkTarget(database);
  const from = resolve(file);
  return isPostgresUrl(database)
    ? restorePostgres(database, from, !!opts.force)
    : restoreSqlite(database, from, !!opts.force);
}
