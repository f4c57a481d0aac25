import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type Migration,
  type MigrationProvider,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import { ALL_TABLES, ChangesPlugin, registerChanges, TableChanges } from './changes';
import { isPostgresUrl, PostgresTypesPlugin } from './dialect';
import { registerPool } from './pools';
import * as m001 from './migrations/001-foundation';
import * as m002 from './migrations/002-idempotency';
import * as m003 from './migrations/003-reception-sums';
import * as m004 from './migrations/004-notification-ref';
import * as m005 from './migrations/005-documents';
import * as m006 from './migrations/006-login-devices';
import * as m007 from './migrations/007-idempotency-request';
import * as m008 from './migrations/008-acc-debit';
import * as m009 from './migrations/009-acc-cost';
import * as m010 from './migrations/010-debit-book';
import * as m011 from './migrations/011-acc-staff';
import * as m012 from './migrations/012-expected';
import * as m013 from './migrations/013-survey';
import * as m014 from './migrations/014-cells';
import * as m015membership from './migrations/015-membership';
import * as m016supportMail from './migrations/016-support-mail';
import * as m017contentAudit from './migrations/017-content-audit';
import * as m018 from './migrations/018-education-recruitment';
import * as m019 from './migrations/019-notices';
import * as m020bookings from './migrations/020-bookings';
import * as m021accChart from './migrations/021-acc-chart';
import * as m022dailyReport from './migrations/022-daily-report';
import * as m023trail from './migrations/023-trail';
import * as m024sharedState from './migrations/024-shared-state';
import * as m025mailSender from './migrations/025-mail-sender';
import * as m026changeNotify from './migrations/026-change-notify';
import * as m027expectedGrid from './migrations/027-expected-grid';
import * as m028revisionsMailed from './migrations/028-revisions-mailed';
import * as m029importLegacyIds from './migrations/029-import-legacy-ids';
import * as m030debitReminders from './migrations/030-debit-reminders';
import * as m031pushSubscriptions from './migrations/031-push-subscriptions';
import * as m032userLang from './migrations/032-user-lang';
import * as m033offlineSurveySendId from './migrations/033-offline-survey-send-id';
import type { Database } from './schema';

const MIGRATIONS: Record<string, Migration> = {
  '001-foundation': m001,
  '002-idempotency': m002,
  '003-reception-sums': m003,
  '004-notification-ref': m004,
  '005-documents': m005,
  '006-login-devices': m006,
  '007-idempotency-request': m007,
  '008-acc-debit': m008,
  '009-acc-cost': m009,
  '010-debit-book': m010,
  '011-acc-staff': m011,
  '012-expected': m012,
  '013-survey': m013,
  '014-cells': m014,
  '015-membership': m015membership,
  '016-support-mail': m016supportMail,
  '017-content-audit': m017contentAudit,
  '018-education-recruitment': m018,
  '019-notices': m019,
  '020-bookings': m020bookings,
  '021-acc-chart': m021accChart,
  '022-daily-report': m022dailyReport,
  '023-trail': m023trail,
  '024-shared-state': m024sharedState,
  '025-mail-sender': m025mailSender,
  '026-change-notify': m026changeNotify,
  '027-expected-grid': m027expectedGrid,
  '028-revisions-mailed': m028revisionsMailed,
  '029-import-legacy-ids': m029importLegacyIds,
  '030-debit-reminders': m030debitReminders,
  '031-push-subscriptions': m031pushSubscriptions,
  '032-user-lang': m032userLang,
  '033-offline-survey-send-id': m033offlineSurveySendId,
};

/** Migrations are listed in code so they ship inside the bundle and run in order at start. */
class CodeMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

export type Db = Kysely<Database>;

/**
 * Opens the database: a PostgreSQL URL (postgres://…) through a pool, otherwise an SQLite file (the embedded
 * default) or ':memory:'.
 */
export function openDatabase(target: string, opts: { poolSize?: number } = {}): Db {
  if (isPostgresUrl(target)) return openPostgres(target, opts.poolSize ?? 10);
  return openSqlite(target);
}

// bigint (count, sum of integers, ids) and numeric come back as JS numbers, as SQLite's do; the values
// Sumbook keeps (minor units, counters, ids) stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

function openPostgres(url: string, max: number): Db {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client's error (the server restarted) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const changes = new TableChanges();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new PostgresTypesPlugin(), new ChangesPlugin(changes)],
  });
  registerPool(db, pool);
  registerChanges(db, changes);
  return db;
}

/** The size an SQLite WAL file is cut back to after a checkpoint (db/README.md). */
const WAL_LIMIT_BYTES = 8 * 1024 * 1024;

/** SQLite's auto_vacuum value for INCREMENTAL. */
const INCREMENTAL = 2;

/** Each SQLite database's own handle for `PRAGMA incremental_vacuum` (run through Kysely it frees one page only). */
const vacuums = new WeakMap<Db, () => void>();

/** SQLite: gives the file's free pages back (auto_vacuum is incremental). PostgreSQL's autovacuum does this itself. */
export async function reclaimSpace(db: Db): Promise<void> {
  vacuums.get(db)?.();
}

function openSqlite(file: string): Db {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // The WAL file keeps the size of its largest burst (the demo seed left 42 MB) unless limited: past this it is
  // cut back when a checkpoint restarts it.
  sqlite.pragma(`journal_size_limit = ${WAL_LIMIT_BYTES}`);
  // Pages freed by deletes (expired throttle rows, old idempotency keys) go back to the file system with
  // reclaimSpace(), so the file does not keep its largest size. A file made before this needs one VACUUM.
  if (sqlite.pragma('auto_vacuum', { simple: true }) !== INCREMENTAL) {
    sqlite.pragma('auto_vacuum = INCREMENTAL');
    sqlite.exec('VACUUM');
  }
  const changes = fileChanges(sqlite);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new ChangesPlugin(changes)],
  });
  registerChanges(db, changes);
  vacuums.set(db, () => sqlite.pragma('incremental_vacuum'));
  return db;
}

/**
 * The change feed of an SQLite file (db/changes.ts): this process's writes are heard by the Kysely plugin, and
 * those of other programs (another process, the import tool, the sqlite3 shell) through `PRAGMA data_version`,
 * which changes when another connection commits. It is read before a kept value is answered, once per request
 * (a read transaction: a few microseconds, three system calls): a look made after a request arrived serves its
 * other reads, and is dropped when the next request arrives or the event loop turns. While this connection is in
 * a transaction its snapshot may be older than the file: kept values are not answered then (the read waits for
 * the connection as any query does).
 */
function fileChanges(sqlite: SQLite.Database): TableChanges {
  const changes = new TableChanges();
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  let seen = dataVersion.get();
  let looked = false;
  const forget = () => {
    looked = false;
  };
  changes.listening = true;
  changes.requestArrived = forget;
  changes.verify = () => {
    if (sqlite.inTransaction || !sqlite.open) return false;
    if (looked) return true;
    const now = dataVersion.get();
    looked = true;
    setImmediate(forget);
    if (now !== seen) {
      seen = now;
      changes.changed(ALL_TABLES);
    }
    return true;
  };
  return changes;
}

const CACHED_SQL_MAX = 2000;
const CACHE_ENTRIES = 500;

/**
 * Kysely prepares every query again; preparing costs more than running the small indexed reads of a
 * request (token user, sum head). Statements of short SQL texts are kept and reused (better-sqlite3
 * runs them synchronously, and re-prepares them itself after a schema change); long ones (multi-row
 * inserts) are prepared each time.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql) => {
      if (sql.length > CACHED_SQL_MAX) return sqlite.prepare(sql);
      let stmt = cache.get(sql);
      if (!stmt) {
        if (cache.size >= CACHE_ENTRIES) cache.clear();
        stmt = sqlite.prepare(sql);
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}

/** Runs the migrations not run yet, up to `to` (by name) or all of them. */
export async function migrate(db: Db, to?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: new CodeMigrations() });
  const { error, results } = await (to === undefined ? migrator.migrateToLatest() : migrator.migrateTo(to));
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration failed: ${failed?.migrationName ?? ''} ${String(error ?? '')}`);
}
