// Branch and area scope (spec 1 section 6, spec 2 section 6, spec 3 section 6).
import { BRANCHES, branchById, receptionDataBranch, resolveSelectedBranch, type BranchInfo } from './branches';
import { ROLE, type Role } from './roles';

export interface ScopeSubject {
  role: Role;
  branchID: number;
  area: string;
}

export const MISTAKE_BRANCH = 'Mistake Branch';
export const MISTAKE_BRANCH_AREA = 'Mistake Branch Area';

/** Roles that reach every area: admin (1), CEO (7), accountant chief (8). */
const ANY_AREA: readonly Role[] = [ROLE.ADMIN, ROLE.CEO, ROLE.ACC_CHIEF];
/** Roles limited to their own area's branches: accountant leader (5), area manager (6). */
const OWN_AREA: readonly Role[] = [ROLE.ACC_LEADER, ROLE.AREA_MANAGER];

/** Roles that pick an area in selectors (spec 1 section 6: 7, 1 and 8). */
export function picksArea(role: Role): boolean {
  return ANY_AREA.includes(role);
}

/** Roles that pick a branch: 1, 5, 6, 7, 8, and 4 when the user's branch is 1. */
export function picksBranch(user: Pick<ScopeSubject, 'role' | 'branchID'>): boolean {
  return (
    ANY_AREA.includes(user.role) ||
    OWN_AREA.includes(user.role) ||
    (user.role === ROLE.ACCOUNTANT && user.branchID === 1)
  );
}

/** Branches an accountant of branch 1 may pick: Thai Van Lung 1 and Annex. */
const TVL1_PAIR = [1, 2];

/** The branches a user may reach. */
export function reachableBranches(user: ScopeSubject): BranchInfo[] {
  if (ANY_AREA.includes(user.role)) return [...BRANCHES];
  if (OWN_AREA.includes(user.role)) return BRANCHES.filter((b) => b.area === user.area);
  if (user.role === ROLE.ACCOUNTANT && user.branchID === 1) return BRANCHES.filter((b) => TVL1_PAIR.includes(b.id));
  return BRANCHES.filter((b) => b.id === user.branchID);
}

/** The branches a selector offers for an area (roles that pick an area choose it; others use their own). */
export function selectableBranches(user: ScopeSubject, area?: string): BranchInfo[] {
  const reachable = reachableBranches(user);
  if (picksArea(user.role) && area) return reachable.filter((b) => b.area === area);
  return reachable;
}

export type BranchCheck =
  { ok: true; branchId: number } | { ok: false; msg: typeof MISTAKE_BRANCH | typeof MISTAKE_BRANCH_AREA };

/**
 * Checks a branch taken from a URL or a body against the user's scope. Branch 0 means the user's own
 * branch; ids 99 and 91 are read as 12 and 15 (reception data). An area mismatch gives
 * 'Mistake Branch Area'; another branch in the user's area, for a branch-bound role, 'Mistake Branch'.
 */
export function checkBranch(user: ScopeSubject, requested: number): BranchCheck {
  const id = receptionDataBranch(resolveSelectedBranch(requested, user.branchID));
  const branch = branchById(id);
  if (!branch) return { ok: false, msg: MISTAKE_BRANCH };
  if (ANY_AREA.includes(user.role)) return { ok: true, branchId: id };
  if (branch.area !== user.area) return { ok: false, msg: MISTAKE_BRANCH_AREA };
  if (OWN_AREA.includes(user.role)) return { ok: true, branchId: id };
  const allowed = user.role === ROLE.ACCOUNTANT && user.branchID === 1 ? TVL1_PAIR : [user.branchID];
  return allowed.includes(id) ? { ok: true, branchId: id } : { ok: false, msg: MISTAKE_BRANCH };
}

/** Checks an area name against the user's scope. */
export function checkArea(user: ScopeSubject, area: string): boolean {
  return ANY_AREA.includes(user.role) || area === user.area;
}
