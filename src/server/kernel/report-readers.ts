// Who reads a branch's reports by mail: its managers (role 2), the area managers (role 6) of its area and
// the CEO (role 7), not blocked, in user order. Each report kind picks from them (docs/send.ts, the survey
// report, the daily report).
import { branchById } from '../../domain/branches';
import { ROLE } from '../../domain/roles';
import type { Db } from '../db/connection';

export interface ReportReader {
  email: string;
  /** Role 2 of this branch. */
  branchManager: boolean;
  /** Role 6 of the branch's area. */
  areaManager: boolean;
  ceo: boolean;
}

export async function reportReaders(db: Db, branchId: number): Promise<ReportReader[]> {
  const area = branchById(branchId)?.area ?? '';
  const users = await db
    .selectFrom('users')
    .innerJoin('branches', 'branches.id', 'users.branch_id')
    .select(['users.email', 'users.role', 'users.branch_id', 'branches.area'])
    .where('users.blocked', '=', 0)
    .where('users.role', 'in', [ROLE.MANAGER, ROLE.AREA_MANAGER, ROLE.CEO])
    .execute();
  return users.map((u) => ({
    email: u.email,
    branchManager: u.role === ROLE.MANAGER && u.branch_id === branchId,
    areaManager: u.role === ROLE.AREA_MANAGER && u.area === area,
    ceo: u.role === ROLE.CEO,
  }));
}

/** The e-mails of the readers that pass `pick`. */
export const emailsOf = (readers: readonly ReportReader[], pick: (r: ReportReader) => boolean): string[] =>
  readers.filter(pick).map((r) => r.email);
