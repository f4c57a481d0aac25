// Backup and restore of the SQLite database. Backup is SQLite's online backup (a consistent copy, also while
// the server runs and writes); restore puts a checked copy in place of the database of a stopped server.
import { chmodSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import SQLite from 'better-sqlite3';

/** integrity_check's answer for a database file: 'ok' or the first problems found. */
export function sqliteIntegrity(file: string): string {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    const problems = rows.map((r) => r.integrity_check);
    if (problems.join() !== 'ok') return problems.slice(0, 5).join('; ');
    const keys = db.pragma('foreign_key_check') as unknown[];
    return keys.length ? `${keys.length} rows break a foreign key` : 'ok';
  } finally {
    db.close();
  }
}

function isSumbookFile(file: string): boolean {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get();
  } finally {
    db.close();
  }
}

/** Copies `from` into `to` through SQLite's backup (written beside, then renamed: never a half file). */
async function copyDatabase(from: string, to: string): Promise<void> {
  const part = `${to}.part`;
  rmSync(part, { force: true });
  const src = new SQLite(from, { readonly: true, fileMustExist: true });
  try {
    await src.backup(part);
  } finally {
    src.close();
  }
  // The copy is one self-contained file (rollback journal, not WAL: reading it leaves no -wal/-shm beside
  // it); the server turns WAL on again when it opens a restored copy.
  const out = new SQLite(part, { fileMustExist: true });
  try {
    out.pragma('journal_mode = DELETE');
  } finally {
    out.close();
  }
  chmodSync(part, 0o600);
  renameSync(part, to);
}

export async function backupSqlite(database: string, file: string, force: boolean): Promise<string> {
  if (!existsSync(database)) throw new Error(`no database at ${database} (check DATA_DIR / DATABASE_URL)`);
  if (existsSync(file) && !force) throw new Error(`${file} exists: choose another name or add --force`);
  await copyDatabase(database, file);
  const check = sqliteIntegrity(file);
  if (check !== 'ok') throw new Error(`the copy in ${file} fails its integrity check: ${check}`);
  return `SQLite ${database} backed up to ${file} (${statSync(file).size} bytes, integrity ok)`;
}

/** Whether another connection (a running server) has the database open. */
function inUse(database: string): boolean {
  const db = new SQLite(database, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (err) {
    if ((err as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw err;
  } finally {
    db.close();
  }
}

export async function restoreSqlite(database: string, file: string, force: boolean): Promise<string> {
  if (!existsSync(file)) throw new Error(`no backup at ${file}`);
  const check = sqliteIntegrity(file);
  if (check !== 'ok') throw new Error(`the backup ${file} fails its integrity check: ${check}`);
  if (!isSumbookFile(file)) throw new Error(`${file} is not a Sumbook database`);
  if (existsSync(database)) {
    if (!force) throw new Error(`${database} exists: stop the server and add --force to replace it`);
    if (inUse(database)) throw new Error(`${database} is in use: stop the server first`);
  }
  const part = `${database}.restore`;
  await copyDatabase(file, part);
  // The replaced database's journal must not be replayed onto the restored one.
  for (const extra of ['-wal', '-shm', '-journal']) rmSync(`${database}${extra}`, { force: true });
  renameSync(part, database);
  return `SQLite ${database} restored from ${file} (${statSync(database).size} bytes, integrity ok)`;
}
