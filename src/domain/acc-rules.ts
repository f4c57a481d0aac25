// The accountant sum (spec 2 sections 1, 4.1-4.3, 5, 6, 8): who may do what, and its messages.
// The server enforces these sets; the screen uses them to show or hide buttons.
import { ROLE, type Role } from './roles';
import { picksArea, picksBranch } from './scope';

/** Open /acc_make and read accountant sums: accounting, accounting leader, chief and the CEO. */
export const ACC_VIEW_ROLES: readonly Role[] = [ROLE.ACCOUNTANT, ROLE.ACC_LEADER, ROLE.CEO, ROLE.ACC_CHIEF];
/** "Accountants (roles 4 and 5) build the accountant sum": save, send, waiting list, debit on sum, cost sheet. */
export const ACC_WRITE_ROLES: readonly Role[] = [ROLE.ACCOUNTANT, ROLE.ACC_LEADER];
/** Make a new version of a sent accountant sum directly: the leader and the chief. Role 4 asks with REQUEST EDIT. */
export const ACC_VERSION_ROLES: readonly Role[] = [ROLE.ACC_LEADER, ROLE.ACC_CHIEF];
/** Correct a sent accountant sum in place (update_sum_after_edit). */
export const ACC_AFTER_EDIT_ROLES: readonly Role[] = [ROLE.ACC_LEADER, ROLE.ACC_CHIEF];
/** An accountant's edit request goes to the accountant leader of the area (and the chief), who answer it. */
export const ACC_EDIT_REQUEST_TO: readonly Role[] = [ROLE.ACC_LEADER, ROLE.ACC_CHIEF];
export const ACC_EDIT_ANSWER_ROLES: readonly Role[] = [ROLE.ACC_LEADER, ROLE.ACC_CHIEF];
/** "role 4 alone edits the breakfast count" (up_numberBF). */
export const BF_COUNT_ROLES: readonly Role[] = [ROLE.ACCOUNTANT];

/** Accountants may edit past days: the accountant sum has no past-day block for its writers. */
export function accPastBlocked(role: Role): boolean {
  return !ACC_WRITE_ROLES.includes(role) && role !== ROLE.ACC_CHIEF;
}

/**
 * A past day (or month) of an accountant report being edited is closed to the roles accPastBlocked names
 * (they get "Editing this report day"), unless its version was opened on purpose. Today and the current
 * month are open; a month 'YYYY-MM' is compared with today's month.
 */
export function accPastDayBlocked(role: Role, period: string, today: string, opened = false): boolean {
  return !opened && period < today.slice(0, period.length) && accPastBlocked(role);
}

export const RC_EDITING_CANT_MAKE = "Reception Editing Sum - Can't make report";
export const RC_MISSING_CANT_MAKE = "Not Find Reception Sum - Can't make report";
export const CANT_SAVE_DATA = "Can't save data";
export const MAKE_DEBIT_ON_SUM = 'PLEASE MAKE DEBIT ON SUM';
export const DEBIT_COPY_DONE = 'Complete Copy list Debit to DEBIT AREA';
/** A second CONFIRM END MONTH (the spec has no text: nothing is copied again). */
export const DEBIT_ALREADY_COPIED = 'The list Debit of this month is already in DEBIT AREA';
export const UPDATE_SUCCESS = 'Update Success';
export const DOUBLE_DEBIT = 'Have Double Debit Bill';
export const DEBIT_UPDATE_ERROR = 'Error when update Debit';
export const ONLY_EXCEL = 'Please select only excel file types';
export const SELECT_AREA_BRANCH = 'PLEASE SELECT AREA / BRANCH';
export const SELECT_MONTH_VIEW = 'PLEASE SELECT MONTH VIEW';

/** "Accountant load: area or branch missing gives 'PLEASE SELECT AREA / BRANCH'" (for the roles that pick them). */
export function areaBranchCheck(
  user: { role: Role; branchID: number },
  pick: { area: string; branch: number },
): string | null {
  if (picksArea(user.role) && !pick.area) return SELECT_AREA_BRANCH;
  if (picksBranch(user) && !pick.branch) return SELECT_AREA_BRANCH;
  return null;
}
export const NO_MONTH_DATA = 'Have not data this Month';
export const WAITING_LOAD_ERROR = 'Error when load data Waiting Area';
/** Move-to-debit outside days 01-03 (the spec has no text for it; the button is hidden then). */
export const MOVE_DAYS_ONLY = 'Rows can be moved to Debit only on days 01, 02 and 03';
