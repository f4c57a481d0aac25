// Who may do what on a reception sum (spec 1 sections 1, 4.3; spec 2 sections 1, 5.4, 6).
// The server enforces these sets; the screen uses them to show or hide buttons.
import { ROLE, type Role } from './roles';
import { isAccountant } from './versions';

/** Save and send: reception builds; managers, supervisors, area managers, executives and accountants edit. Not the administrator (IT). */
export const RC_WRITE_ROLES: readonly Role[] = [
  ROLE.RECEPTION,
  ROLE.MANAGER,
  ROLE.SUPERVISOR,
  ROLE.ACCOUNTANT,
  ROLE.ACC_LEADER,
  ROLE.AREA_MANAGER,
  ROLE.CEO,
  ROLE.ACC_CHIEF,
];
/** Make a new version directly. Reception asks for one with REQUEST EDIT instead. */
export const RC_VERSION_ROLES: readonly Role[] = [
  ROLE.MANAGER,
  ROLE.SUPERVISOR,
  ROLE.ACCOUNTANT,
  ROLE.ACC_LEADER,
  ROLE.AREA_MANAGER,
  ROLE.CEO,
  ROLE.ACC_CHIEF,
];
/** Correct a sent sum in place (update_sum_after_edit): accountants. */
export const RC_AFTER_EDIT_ROLES: readonly Role[] = [ROLE.ACCOUNTANT, ROLE.ACC_LEADER];
/** Answer a reception edit request (Agree / Refuse). */
export const RC_EDIT_ANSWER_ROLES: readonly Role[] = [ROLE.MANAGER, ROLE.SUPERVISOR, ROLE.AREA_MANAGER, ROLE.CEO];
/** An edit request goes to the branch manager and the supervisor. */
export const RC_EDIT_REQUEST_TO: readonly Role[] = [ROLE.MANAGER, ROLE.SUPERVISOR];

/** "Telephone and the other charge fields can be edited only by roles 4 and 5." */
export function mayEditCharges(role: number): boolean {
  return isAccountant(role);
}

/**
 * "For a reception report, the edit flag on a past day blocks non-accountants": a day before the
 * branch's today cannot be opened for editing, saved or sent by anyone but roles 4 and 5 — unless
 * the version was opened on purpose (a new version made by a manager or an agreed edit request),
 * which is what REQUEST EDIT is for.
 */
export function pastDayBlocked(role: number, day: string, today: string, opened = false): boolean {
  return !opened && !isAccountant(role) && day < today;
}
