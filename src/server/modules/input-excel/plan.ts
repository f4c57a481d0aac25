// What each kind of /input_excel answers: the rows it will write (as shown), the refusals per sheet row, what
// the write needs, and what the hash covers (the rows and what they were checked against), so the confirm
// writes only what the preview showed.
import { createHash } from 'node:crypto';
import type { ExcelRefusal } from '../../../domain/input-excel';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../../kernel/auth-user';

export interface Plan<W> {
  columns: string[];
  rows: { row: number; cells: string[] }[];
  refusals: ExcelRefusal[];
  write: W;
  /** What the confirm must find again (the rows without their fresh ids, the area's state they were checked against). */
  hashed: unknown;
}

export interface Written {
  count: number;
  list?: unknown;
}

/** A kind on the server: reading writes nothing; writing is the area's own write path. */
export interface ServerKind<P, W> {
  read(db: Db, me: AuthUser, place: P, body: unknown): Promise<Plan<W>>;
  write(db: Db, me: AuthUser, place: P, plan: Plan<W>, hash: string): Promise<Written>;
}

export const hashOf = (kind: string, place: unknown, plan: Plan<unknown>): string =>
  createHash('sha256')
    .update(JSON.stringify({ kind, place, hashed: plan.hashed, refusals: plan.refusals }))
    .digest('hex');
