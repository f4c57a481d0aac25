// Reception-sum load checks (spec 2 section 5.1).
import { SELECT_AREA, SELECT_BRANCH } from './messages';
import { ROLE, type Role } from './roles';
import { picksArea } from './scope';

export interface SumSelection {
  area?: string | null;
  branch?: number | null;
  date?: string | null;
}

/** "Reception load needs a date, an area for roles that pick areas, and a branch for role 5 and above." */
export function sumLoadCheck(role: Role, sel: SumSelection): string | null {
  if (!sel.date) return 'PLEASE SELECT DATE SUM';
  if (picksArea(role) && !sel.area) return SELECT_AREA;
  if (role >= ROLE.ACC_LEADER && !sel.branch) return SELECT_BRANCH;
  return null;
}
