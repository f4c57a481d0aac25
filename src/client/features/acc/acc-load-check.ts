import { areaBranchCheck, SELECT_MONTH_VIEW } from '../../../domain/acc-rules';
import type { Role } from '../../../domain/roles';
import { modeInfo, type AccLoadMode } from './acc-modes';

/**
 * "Accountant load: area or branch missing gives 'PLEASE SELECT AREA / BRANCH'"; a day needs a date
 * ("PLEASE SELECT DATE SUM"), a month view a month ("PLEASE SELECT MONTH VIEW"). Null when it can load.
 */
export function accLoadCheck(
  user: { role: Role; branchID: number },
  pick: { area: string; branch: number; mode: AccLoadMode; day: string; month: string },
): string | null {
  const choice = areaBranchCheck(user, pick);
  if (choice) return choice;
  if (modeInfo(pick.mode).input === 'date') return pick.day ? null : 'PLEASE SELECT DATE SUM';
  return pick.month ? null : SELECT_MONTH_VIEW;
}
