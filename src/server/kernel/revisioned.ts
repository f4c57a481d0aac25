// The revisioned write: a stored thing is inserted once, or updated only from the revision the caller
// read. A stale revision or a lost race (two inserts of the same key, two updates from the same revision)
// is refused with 409, the spec's "Can't SAVE/EDIT report, please reload page and check again." and the
// current value, read after the refused transaction rolled back: `{ status: 0, msg, current }`.
import type { Kysely } from 'kysely';
import { staleRefusal, type StaleAction } from '../../domain/messages';
import type { Db } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { transact, type Trx } from '../db/transact';
import { HttpError } from '../lib/util';

/** Thrown inside a revisioned write: another write came first. `msg` replaces the spec's refusal when set. */
export class Stale extends Error {
  constructor(readonly msg?: string) {
    super(msg ?? 'stale revision');
  }
}

/** Refuses the write when the stored revision is not the one the caller read. */
export function expectRevision(stored: number, read: number): void {
  if (stored !== read) throw new Stale();
}

export interface RevisionedRow {
  table: keyof Database & string;
  /** The columns naming the row (a unique key). */
  key: Record<string, string | number>;
  /** The revision column ('revision' unless named). */
  column?: string;
  /** The revision the caller read; 0: not stored yet, so the row is inserted (unless `updateOnly`). */
  read: number;
  /** The row exists already (made elsewhere): never inserted, a revision not stored is stale. */
  updateOnly?: boolean;
  /** The columns written. */
  set: Record<string, unknown>;
  /** Columns only an insert writes (created_at). */
  created?: Record<string, unknown>;
}

type Loose = Kysely<Record<string, Record<string, unknown>>>;

/** Inserts the row (read 0) or updates it from the revision read; answers the new revision. Throws Stale. */
export async function putRevisioned(trx: Trx | Db, row: RevisionedRow): Promise<number> {
  const db = trx as unknown as Loose;
  const column = row.column ?? 'revision';
  const next = row.read + 1;
  if (row.read === 0 && !row.updateOnly) {
    try {
      await db
        .insertInto(row.table)
        .values({ ...row.key, ...row.created, ...row.set, [column]: next })
        .execute();
    } catch (err) {
      if (isUniqueViolation(err)) throw new Stale();
      throw err;
    }
    return next;
  }
  let update = db.updateTable(row.table).set({ ...row.set, [column]: next });
  for (const [name, value] of Object.entries(row.key)) update = update.where(name, '=', value);
  const res = await update.where(column, '=', row.read).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new Stale();
  return next;
}

/**
 * Runs a revisioned write in one transaction. A Stale thrown inside (by putRevisioned, expectRevision or
 * the caller) rolls it back and answers 409 with the refusal of `action` and `current()` as it is now.
 */
export async function revisioned<T>(
  db: Db,
  action: StaleAction,
  current: () => Promise<unknown>,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  try {
    return await transact(db, work);
  } catch (err) {
    if (!(err instanceof Stale)) throw err;
    throw new HttpError(409, err.msg ?? staleRefusal(action), { current: await current() });
  }
}
