// The accountant staff mistakes register (spec 2 sections 2.3, 3.5, 4.5, 6, 7.3; document 4 "Staff
// mistakes sheet"): the row, what counts as a change, totals per currency, who may edit, the file name.
import { ACC_VIEW_ROLES } from './acc-rules';
import { CURRENCY_DECIMALS, roundTo, sumMoney } from './money';
import { ROLE, type Role } from './roles';

export type StaffLogAction = 'add' | 'edit' | 'delete' | 'restore';
/** A line of a row's log: when, who, what was done and which fields changed. */
export interface StaffLog {
  at: string;
  by: string;
  action: StaffLogAction;
  fields: string[];
}

/** A staff mistake (spec 2 section 3.5). `version` is 0 until the row is stored, then rises on every change. */
export interface StaffRow {
  ID: string;
  date: string;
  /** The hotel invoice (HI) the mistake is about. */
  invoice: string;
  name: string;
  department: string;
  mistake: string;
  owesVND: number;
  owesUSD: number;
  overVND: number;
  overUSD: number;
  processing: string;
  note: string;
  log: StaffLog[];
  deleted: boolean;
  version: number;
}

export const STAFF_TEXT_FIELDS = ['date', 'invoice', 'name', 'department', 'mistake', 'processing', 'note'] as const;
export const STAFF_MONEY_FIELDS = ['owesVND', 'owesUSD', 'overVND', 'overUSD'] as const;
export type StaffMoneyField = (typeof STAFF_MONEY_FIELDS)[number];
/** The fields a user changes (log, version and ID are the register's own). */
export const STAFF_FIELDS = [...STAFF_TEXT_FIELDS, ...STAFF_MONEY_FIELDS, 'deleted'] as const;
export type StaffField = (typeof STAFF_FIELDS)[number];

/** Owes and Over are kept in VND (whole) and USD (cents). */
export const staffDecimals = (field: StaffMoneyField): number =>
  CURRENCY_DECIMALS[field.endsWith('USD') ? 'USD' : 'VND'];

/** Departments offered while typing (the chain's departments, document 4); any other text is kept. */
export const STAFF_DEPARTMENTS = ['Reception', 'Azuman', 'Kitchen', 'HouseKeeping', 'Roten', 'Massage'] as const;

/** "roles 4 and 5 edit the staff mistakes register" (spec 2 section 6). */
export const STAFF_WRITE_ROLES: readonly Role[] = [ROLE.ACCOUNTANT, ROLE.ACC_LEADER];
/**
 * Who reads it. The spec shows no gate and a [VIEW] title for everyone but the accountant: the
 * accountant-sum readers (4, 5, 7, 8) and the people who run the staff of a branch or area (branch
 * manager 2, supervisor 3, area manager 6). Reception (the staff it is about) and admin (IT) do not.
 */
export const STAFF_VIEW_ROLES: readonly Role[] = [
  ROLE.MANAGER,
  ROLE.SUPERVISOR,
  ...ACC_VIEW_ROLES,
  ROLE.AREA_MANAGER,
].sort((a, b) => a - b);

/** "Title [EDIT] for accountant, otherwise [VIEW]" (role 5 still adds, deletes and saves). */
export const staffTitleTag = (role: Role): '[EDIT]' | '[VIEW]' => (role === ROLE.ACCOUNTANT ? '[EDIT]' : '[VIEW]');
export const staffMayEdit = (role: Role): boolean => STAFF_WRITE_ROLES.includes(role);
export const staffMayView = (role: Role): boolean => STAFF_VIEW_ROLES.includes(role);

export const NO_DATA_CHANGE = 'HAVE NOT DATA CHANGE';
export const SUCCESS_LOAD = 'SUCCESS LOAD DATA FROM SERVER';

/** A period is a year 'YYYY' (the whole year) or a month 'YYYY-MM'. */
export const STAFF_PERIOD = /^\d{4}(-(0[1-9]|1[0-2]))?$/;

/** The first and last day a period covers, as texts that compare in order ('YYYY-MM-31' is past any day of the month). */
export function staffPeriodRange(period: string): { from: string; to: string } {
  return period.length === 4
    ? { from: `${period}-01-01`, to: `${period}-12-31` }
    : { from: `${period}-01`, to: `${period}-31` };
}

/** acc_staff_{year}_{month}.xlsx for a month 'YYYY-MM'. */
export const staffFileName = (month: string): string => `acc_staff_${month.slice(0, 4)}_${month.slice(5, 7)}.xlsx`;

export function blankStaffRow(ID: string, date: string): StaffRow {
  return {
    ID,
    date,
    invoice: '',
    name: '',
    department: '',
    mistake: '',
    owesVND: 0,
    owesUSD: 0,
    overVND: 0,
    overUSD: 0,
    processing: '',
    note: '',
    log: [],
    deleted: false,
    version: 0,
  };
}

/** A row as it is stored: texts trimmed, money rounded to its currency (whole VND, USD cents). */
export function normalizeStaffRow(row: StaffRow): StaffRow {
  const out = { ...row };
  for (const f of STAFF_TEXT_FIELDS) out[f] = String(row[f] ?? '').trim();
  for (const f of STAFF_MONEY_FIELDS) out[f] = roundTo(Number(row[f]) || 0, staffDecimals(f));
  out.deleted = !!row.deleted;
  return out;
}

/** The fields that differ between the stored row and the edited one (every field set, for a new row). */
export function changedFields(before: StaffRow | undefined, after: StaffRow): StaffField[] {
  const a = normalizeStaffRow(after);
  if (!before) return STAFF_FIELDS.filter((f) => (f === 'deleted' ? a.deleted : a[f] !== '' && a[f] !== 0));
  const b = normalizeStaffRow(before);
  return STAFF_FIELDS.filter((f) => a[f] !== b[f]);
}

/** Whether saving `after` changes anything: a new row deleted before it was saved changes nothing. */
export function isChange(before: StaffRow | undefined, after: StaffRow): boolean {
  if (!before) return !after.deleted;
  return changedFields(before, after).length > 0;
}

/** The IDs of the edited rows that differ from the stored list, in the edited list's order. */
export function changedIds(stored: readonly StaffRow[], work: readonly StaffRow[]): string[] {
  const byId = new Map(stored.map((r) => [r.ID, r]));
  return work.filter((r) => isChange(byId.get(r.ID), r)).map((r) => r.ID);
}

/** What a change does, for the row's log. */
export function logAction(before: StaffRow | undefined, after: StaffRow): StaffLogAction {
  if (!before) return 'add';
  if (after.deleted && !before.deleted) return 'delete';
  if (!after.deleted && before.deleted) return 'restore';
  return 'edit';
}

export type StaffTotals = Record<StaffMoneyField, number> & { rows: number };

/** Owes and Over per currency over the rows not deleted, summed exactly (money.ts). */
export function staffTotals(rows: readonly StaffRow[]): StaffTotals {
  const live = rows.filter((r) => !r.deleted);
  const sum = (f: StaffMoneyField) =>
    sumMoney(
      live.map((r) => r[f]),
      staffDecimals(f),
    );
  return {
    owesVND: sum('owesVND'),
    owesUSD: sum('owesUSD'),
    overVND: sum('overVND'),
    overUSD: sum('overUSD'),
    rows: live.length,
  };
}

/** What a screen keeps of unsaved work: every row as shown, and the IDs of the rows the user changed. */
export interface StaffDraft {
  rows: StaffRow[];
  changed: string[];
}

/**
 * A kept draft put back over the rows just loaded. A row the user changed is taken when the stored row
 * is still the one the change started from (same version); one someone else changed meanwhile keeps the
 * stored copy and is answered in `conflicts` (the screen sets the draft's copy aside), as is one stored
 * before but no longer in this period. Every other row is the stored one; rows added by others are kept.
 */
export function mergeDraft(
  stored: readonly StaffRow[],
  draft: StaffDraft,
): { rows: StaffRow[]; conflicts: StaffRow[] } {
  const byId = new Map(stored.map((r) => [r.ID, r]));
  const changed = new Set(draft.changed);
  const conflicts: StaffRow[] = [];
  const rows = draft.rows.flatMap((d) => {
    const s = byId.get(d.ID);
    byId.delete(d.ID);
    if (!changed.has(d.ID) || (s && !isChange(s, d))) return s ? [s] : [];
    if ((!s && d.version === 0) || s?.version === d.version) return [d];
    conflicts.push(d);
    return s ? [s] : [];
  });
  return { rows: [...rows, ...byId.values()], conflicts };
}

/** A set-aside copy put back on purpose: its rows now stand on the stored versions (one no longer in the period stays aside). */
export function rebaseRows(stored: readonly StaffRow[], copy: readonly StaffRow[]) {
  const byId = new Map(stored.map((r) => [r.ID, r]));
  const rebased = copy.map((c) => ({ ...c, version: byId.get(c.ID)?.version ?? c.version }));
  return mergeDraft(stored, { rows: rebased, changed: rebased.map((r) => r.ID) });
}
