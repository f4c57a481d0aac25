import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import * as m001 from './migrations/001-foundation';
import * as m002 from './migrations/002-idempotency';
import type { Database } from './schema';

const MIGRATIONS: Record<string, Migration> = { '001-foundation': m001, '002-idempotency': m002 };

/** Migrations are listed in code so they ship inside the bundle and run in order at start. */
class CodeMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

export type Db = Kysely<Database>;

export function openDatabase(file: string): Db {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: new CodeMigrations() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration failed: ${failed?.migrationName ?? ''} ${String(error ?? '')}`);
}
