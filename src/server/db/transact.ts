// Every transaction of the server goes through here, so both databases give it the same guarantee.
// SQLite runs one transaction at a time (its writes are serialized), so a transaction's reads stay true
// until it commits. PostgreSQL runs them side by side: there a transaction runs SERIALIZABLE, and when
// PostgreSQL refuses one because another changed what it read (40001) or a deadlock (40P01), it is run
// again from the start (a callback only touches the database; mails and events are sent after commit).
import type { Transaction } from 'kysely';
import { changesOf, touchedDuring } from './changes';
import type { Db } from './connection';
import { dialectOf } from './dialect';
import type { Database } from './schema';

export type Trx = Transaction<Database>;

const ATTEMPTS = 8;

function mustRetry(err: unknown): boolean {
  const code = typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : '';
  return code === '40001' || code === '40P01';
}

export async function transact<T>(db: Db, run: (trx: Trx) => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres') return db.transaction().execute(run);
  const changes = changesOf(db);
  if (!changes) return serializable(db, run);
  // The read caches are emptied when a write is sent; again after the commit, so a read made meanwhile
  // (which saw the rows before the commit) is not kept (db/read-cache.ts).
  const written = new Set<string>();
  try {
    return await touchedDuring(written, () => serializable(db, run));
  } finally {
    for (const t of written) changes.changed(t);
  }
}

async function serializable<T>(db: Db, run: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(run);
    } catch (err) {
      if (attempt >= ATTEMPTS || !mustRetry(err)) throw err;
      // A short random pause, growing with each attempt, so the clashing transactions do not meet again.
      await new Promise((r) => setTimeout(r, Math.random() * 5 * 2 ** attempt));
    }
  }
}
