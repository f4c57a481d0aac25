// Who may read and write the manager reports (spec 3 sections 2 and 6). The server checks every call with
// these; screens use them to show pickers and buttons.
import { RIGHT, gateFor, passesGate, userRights, type AccessSubject } from './access';
import { ROLE } from './roles';

const opens = (path: string, user: AccessSubject): boolean => {
  const gate = gateFor(path);
  return !!gate && passesGate(gate, user);
};

/** Opens /manager_sum: manager, area manager, CEO, or the manager-sum right. */
export const mayViewManagerSum = (user: AccessSubject): boolean => opens('/manager_sum', user);
/** Opens /manager_expected: manager, area manager, CEO, the expected right, or (settled) the manager-sum right. */
export const mayViewExpected = (user: AccessSubject): boolean => opens('/manager_expected', user);
/** Opens /manager_total: manager, area manager, CEO, the expected or manager-total right. */
export const mayViewManagerTotal = (user: AccessSubject): boolean => opens('/manager_total', user);

/** SAVE REPORT, SEND REPORT and REQUEST EDIT: a manager (isManage flag or role 2), or role 3 with the manager-sum right. */
export function mayWriteManagerSum(user: AccessSubject): boolean {
  if (user.isManage || user.role === ROLE.MANAGER) return true;
  return user.role === ROLE.SUPERVISOR && userRights(user).has(RIGHT.managerSum);
}

/**
 * Editing the expected plan: the branch manager (role 2, or the isManage flag) and a supervisor holding the
 * manager-sum access (spec 3 section 6; the expected right counts the same). Roles 1, 5, 6, 7 view.
 */
export function mayEditExpected(user: AccessSubject): boolean {
  if (user.isManage || user.role === ROLE.MANAGER) return true;
  const rights = userRights(user);
  return user.role === ROLE.SUPERVISOR && (rights.has(RIGHT.managerSum) || rights.has(RIGHT.managerExpected));
}
