// Which branches a report-total request covers (spec 3 section 6: "calendar branch selection as in the
// first bullet": roles 1, 5, 6, 7, 8 choose a branch, 5 and 6 within their area, the others are fixed to
// their own branch). Branch 0 is the whole area (area named) or the whole chain (area 'all') for the roles
// that choose a branch (the chain for 1, 7 and 8 only); for the others it is their own branch (section 9).
import { branchById, branchesInArea, isArea, type BranchInfo, BRANCHES } from './branches';
import { ROLE } from './roles';
import { checkArea, checkBranch, MISTAKE_BRANCH_AREA, picksArea, picksBranch, type ScopeSubject } from './scope';

export const CHAIN_AREA = 'all';

export type ReportScope =
  | { ok: true; scope: 'branch'; branches: BranchInfo[]; area: string; branchId: number }
  | { ok: true; scope: 'area'; branches: BranchInfo[]; area: string; branchId: 0 }
  | { ok: true; scope: 'chain'; branches: BranchInfo[]; area: typeof CHAIN_AREA; branchId: 0 }
  | { ok: false; code: 400 | 403; msg: string };

export function reportScope(user: ScopeSubject, branchId: number, area: string): ReportScope {
  if (area !== CHAIN_AREA && !isArea(area)) return { ok: false, code: 400, msg: MISTAKE_BRANCH_AREA };
  const wide = picksBranch(user) && user.role !== 4;
  if (branchId === 0 && wide) {
    if (area === CHAIN_AREA) {
      return picksArea(user.role)
        ? { ok: true, scope: 'chain', branches: [...BRANCHES], area: CHAIN_AREA, branchId: 0 }
        : { ok: false, code: 403, msg: MISTAKE_BRANCH_AREA };
    }
    if (!checkArea(user, area)) return { ok: false, code: 403, msg: MISTAKE_BRANCH_AREA };
    return { ok: true, scope: 'area', branches: branchesInArea(area), area, branchId: 0 };
  }
  const check = checkBranch(user, branchId);
  if (!check.ok) return { ok: false, code: 403, msg: check.msg };
  const branch = branchById(check.branchId);
  if (!branch) return { ok: false, code: 403, msg: MISTAKE_BRANCH_AREA };
  if (area !== CHAIN_AREA && area !== branch.area) return { ok: false, code: 400, msg: MISTAKE_BRANCH_AREA };
  return { ok: true, scope: 'branch', branches: [branch], area: branch.area, branchId: branch.id };
}

export type ReportTotalTab = 'branch' | 'calendar' | 'calendar2' | 'membership';

/** The tabs of /report-total a role sees: the supervisor (3) has no View Branch and no Member Ship. */
export function reportTotalTabs(role: number): ReportTotalTab[] {
  return role === ROLE.SUPERVISOR ? ['calendar', 'calendar2'] : ['branch', 'calendar', 'calendar2', 'membership'];
}
