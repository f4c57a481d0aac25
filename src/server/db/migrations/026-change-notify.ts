import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Issue 17. PostgreSQL only (SQLite runs one instance, which sees its own writes): a write to a table whose
// reads the instances cache (users, sessions, branches, documents) tells every instance, through pg_notify on
// `sumbook_changes` with the table's name. PostgreSQL delivers it when the transaction commits (never for a
// rolled-back one) and sends one notification per table and transaction.
/** As db/changes.ts named them when this migration was written (a frozen copy: migrations import no app code). */
const CHANGES_CHANNEL = 'sumbook_changes';
const WATCHED_TABLES = ['users', 'sessions', 'branches', 'documents'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION sumbook_changed() RETURNS trigger LANGUAGE plpgsql AS ` +
        `$$ BEGIN PERFORM pg_notify('${CHANGES_CHANNEL}', TG_TABLE_NAME); RETURN NULL; END $$`,
    )
    .execute(db);
  for (const table of WATCHED_TABLES)
    await sql
      .raw(
        `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} ` +
          `FOR EACH STATEMENT EXECUTE FUNCTION sumbook_changed()`,
      )
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of WATCHED_TABLES) await sql.raw(`DROP TRIGGER ${table}_changed ON ${table}`).execute(db);
  await sql.raw('DROP FUNCTION sumbook_changed()').execute(db);
}
