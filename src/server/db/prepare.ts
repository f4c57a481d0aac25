// Brings a database up to date at start: migrations, then reference and demo data. On PostgreSQL several
// instances may start at once: one at a time holds an advisory lock while it does this, and id sequences
// are moved past rows inserted with explicit ids.
import { sql } from 'kysely';
import { migrate, type Db } from './connection';
import { dialectOf, syncIdSequences } from './dialect';

/** Any constant: the key of the advisory lock held while a database is prepared. */
const PREPARE_LOCK = 73_617_001;

export async function prepareDatabase(db: Db, seed: (db: Db) => Promise<void>): Promise<void> {
  if (dialectOf(db) !== 'postgres') {
    await migrate(db);
    await seed(db);
    return;
  }
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(conn);
    try {
      await migrate(conn);
      await seed(conn);
      await syncIdSequences(conn);
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK})`.execute(conn);
    }
  });
}
