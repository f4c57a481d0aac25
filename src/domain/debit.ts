// Debit items: states, guarded transitions, log lines, debit types (spec 1 sections 4.1, 5, 9; spec 2 section 4.4).
import { hasGuestPayment, type InvoiceRow, type PaidState } from './invoice-row';
import { SELECT_AREA, SELECT_BRANCH } from './messages';
import { ROLE } from './roles';
import { debitOptionStyle } from './row-style';

export type DebitTransition = 'paid' | 'nonPaid' | 'debit' | 'delete';
export type DebitError = 'needsPayment' | 'notAllowed' | 'badState';
export type DebitResult = { ok: true; row: InvoiceRow } | { ok: false; error: DebitError };

/** Log wording per transition. */
export const DEBIT_LOG: Record<DebitTransition, string> = {
  paid: 'Change Paid by',
  nonPaid: 'Change Non-Debit by',
  debit: 'Change Debit by',
  delete: 'Change Delete by',
};
const TARGET: Record<DebitTransition, PaidState> = {
  paid: 'Paid',
  nonPaid: 'Non Paid',
  debit: 'Debit',
  delete: 'Delete',
};

export type DebitType = 'RC' | 'ACC';
export const DEBIT_TYPES: Record<DebitType, readonly string[]> = {
  RC: ['DEBIT PAY', 'DEBIT CHECK IN'],
  ACC: ['DEBIT NOSHOW', 'DEBIT CANCEL', 'DEBIT DEPOSIT', 'DEBIT COMPANY'],
};
const squash = (s: string): string => s.toUpperCase().replace(/[\s_]+/g, '');

/** RC or ACC for a debit action ('DEBIT NO SHOW' and 'Debit Company' included); null otherwise. */
export function debitTypeOf(action: string): DebitType | null {
  const a = squash(action);
  for (const type of ['RC', 'ACC'] as const) if (DEBIT_TYPES[type].some((m) => a.startsWith(squash(m)))) return type;
  return null;
}

/** Accountant, accountant leader and chief: the roles that settle debits. */
const ACC_ROLES: readonly number[] = [ROLE.ACCOUNTANT, ROLE.ACC_LEADER, ROLE.ACC_CHIEF];

/** Debit-type radio default: ACC for roles 4, 5, 8; RC for 0 and 3; ALL otherwise. */
export function defaultDebitType(role: number): DebitType | 'ALL' {
  if (ACC_ROLES.includes(role)) return 'ACC';
  if (role === ROLE.RECEPTION || role === ROLE.SUPERVISOR) return 'RC';
  return 'ALL';
}

/** Rows of one debit type (ALL keeps every row). */
export function filterByDebitType<T extends { action: string }>(rows: readonly T[], type: DebitType | 'ALL'): T[] {
  return type === 'ALL' ? [...rows] : rows.filter((r) => debitTypeOf(r.action) === type);
}

/** Reception may act on company, cancel, noshow or deposit debits. */
const RECEPTION_KINDS = ['DEBITCOMPANY', 'DEBITCANCEL', 'DEBITNOSHOW', 'DEBITDEPOSIT'];

/** Who may do a transition: role 4 marks paid / non paid; roles 5 and 8 (and reception on company/cancel/noshow/deposit) return to debit; roles 4, 5, 8 delete. */
export function mayTransition(role: number, t: DebitTransition, action: string): boolean {
  if (t === 'paid' || t === 'nonPaid') return role === ROLE.ACCOUNTANT;
  if (t === 'debit')
    return (
      role === ROLE.ACC_LEADER ||
      role === ROLE.ACC_CHIEF ||
      (role === ROLE.RECEPTION && RECEPTION_KINDS.some((k) => squash(action).startsWith(k)))
    );
  return ACC_ROLES.includes(role);
}

/** States a transition may start from: Debit -> Paid, Paid -> Non Paid, any -> Debit, any -> Delete. */
export function validFrom(t: DebitTransition, from: PaidState): boolean {
  if (t === 'paid') return from === 'Debit';
  if (t === 'nonPaid') return from === 'Paid';
  return from !== TARGET[t];
}

/** One log line: '{timestamp} Change Paid by {user}' (timestamp passed in). */
export function debitLogLine(t: DebitTransition, user: string, timestamp: string): string {
  return `${timestamp} ${DEBIT_LOG[t]} ${user}`;
}

/** Apply a transition with its guards; "Debit to Paid needs at least one guest payment field filled"; to Debit gives the violet style. */
export function transitionDebit(
  row: InvoiceRow,
  t: DebitTransition,
  by: { role: number; user: string; timestamp: string },
): DebitResult {
  if (!mayTransition(by.role, t, row.action)) return { ok: false, error: 'notAllowed' };
  if (!validFrom(t, row.paid)) return { ok: false, error: 'badState' };
  if (t === 'paid' && !hasGuestPayment(row)) return { ok: false, error: 'needsPayment' };
  const style = t === 'debit' ? debitOptionStyle(1, row.style) : row.style;
  return {
    ok: true,
    row: { ...row, paid: TARGET[t], style, log: [...row.log, debitLogLine(t, by.user, by.timestamp)] },
  };
}

/** "Debit rows split into unpaid (paid not 'Paid') and paid"; deleted rows are dropped. */
export function splitDebitRows<T extends { paid: PaidState }>(rows: readonly T[]): { unpaid: T[]; paid: T[] } {
  const live = rows.filter((r) => r.paid !== 'Delete');
  return { unpaid: live.filter((r) => r.paid !== 'Paid'), paid: live.filter((r) => r.paid === 'Paid') };
}

/** Debit OK: 'PLEASE SELECT AREA' for role 7 without area; 'PLEASE SELECT BRANCH' for roles 5 and above without branch. */
export function debitLoadCheck(
  role: number,
  area: string | null | undefined,
  branch: number | null | undefined,
): string | null {
  if (role === ROLE.CEO && !area) return SELECT_AREA;
  if (role >= ROLE.ACC_LEADER && !branch) return SELECT_BRANCH;
  return null;
}

/** "delete needs a selection ('No item selected')". */
export function selectionCheck(selected: readonly unknown[]): string | null {
  return selected.length === 0 ? 'No item selected' : null;
}

/** "Only one debit row can be copied at a time." */
export function canCopy(selected: readonly unknown[]): boolean {
  return selected.length === 1;
}

const VERB: Record<DebitTransition, string> = {
  paid: 'mark this debit Paid',
  nonPaid: 'mark this debit Non Paid',
  debit: 'return this item to Debit',
  delete: 'delete this debit',
};
const WHO: Record<DebitTransition, string> = {
  paid: 'Only the accountant may',
  nonPaid: 'Only the accountant may',
  debit: 'Only the accountant leader or chief (reception on company, cancel, no show and deposit debits) may',
  delete: 'Only an accountant, accountant leader or chief may',
};

/** "Debit to Paid needs at least one guest payment field filled; otherwise a dialog asks for a guest payment." */
export const GUEST_PAYMENT_NEEDED = 'Please input a guest payment (cash, card or transfer) before Paid';

/** The server's words for a refused transition. */
export function debitRefusal(error: DebitError, t: DebitTransition, from: PaidState): string {
  if (error === 'needsPayment') return GUEST_PAYMENT_NEEDED;
  if (error === 'notAllowed') return `${WHO[t]} ${VERB[t]}`;
  return `This item is ${from}: can't ${VERB[t]}`;
}

/** HTTP status of a refusal: 403 role, 409 state, 422 missing payment. */
export function refusalStatus(error: DebitError): number {
  return error === 'notAllowed' ? 403 : error === 'badState' ? 409 : 422;
}

/** History wording of the other changes (note, company, a free log line). */
export const DEBIT_EDIT_LOG = { note: 'Change Note by', company: 'Change Company by', log: 'Log by' } as const;
