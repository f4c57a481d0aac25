// The trail's filters as one query (so the count and the page read the same rows), and a page of it with
// the author's name (as kept on the row, else today's) and e-mail. Each filter has an index ending with `at` (migration 017).
import type { Db } from '../../db/connection';

export interface TrailFilter {
  userId?: number;
  branchId?: number;
  kind?: string;
  /** ISO bounds of `at`: start inclusive, end exclusive. */
  start?: string;
  end?: string;
}

export function filteredTrail(db: Db, f: TrailFilter) {
  let q = db.selectFrom('audit');
  if (f.userId !== undefined) q = q.where('audit.user_id', '=', f.userId);
  if (f.branchId !== undefined) q = q.where('audit.branch_id', '=', f.branchId);
  if (f.kind !== undefined) q = q.where('audit.kind', '=', f.kind);
  if (f.start !== undefined) q = q.where('audit.at', '>=', f.start);
  if (f.end !== undefined) q = q.where('audit.at', '<', f.end);
  return q;
}

export function trailRows(db: Db, f: TrailFilter, page: number, size: number) {
  return filteredTrail(db, f)
    .leftJoin('users', 'users.id', 'audit.user_id')
    .select((eb) => [
      'audit.id',
      'audit.at',
      'audit.user_id',
      'audit.action',
      'audit.target',
      'audit.detail',
      'audit.kind',
      'audit.branch_id',
      // The name kept on the row (migration 023) is the name at the time; older rows show today's name.
      eb.fn.coalesce('audit.user_name', 'users.name').as('user_name'),
      'users.email as user_email',
    ])
    .orderBy('audit.at', 'desc')
    .orderBy('audit.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}
