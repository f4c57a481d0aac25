// The accountants' waiting list (spec 2 sections 2.2, 4.3): per branch and month, the rows of the previous
// month's accountant sums that carry into it: "rows with checkout past the date or marked MOVE TO NEXT
// MONTH go to the next month's waiting list". LOAD WAITING on the 1st returns them to a day: "returning
// a waiting row sets action 'return Sum {MM-DD}'", and the mark stays, so a row is never returned twice.
import { goesToWaitingList, returnSumAction } from './carry';
import { daysInMonth, nextMonth, pad2 } from './dates';
import type { InvoiceRow } from './invoice-row';

/** The last day of a date's month: '2026-02-10' -> '2026-02-28'. */
export function monthEnd(date: string): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  return `${date.slice(0, 7)}-${pad2(daysInMonth(y, m))}`;
}

/** The month whose waiting list receives rows of a day: the next month. */
export function waitingMonthFor(day: string): string {
  return nextMonth(day.slice(0, 7));
}

/** A row of a day's accountant sum carries into the next month: checkout past the month's end, or MOVE TO NEXT MONTH. */
export function carriesToNextMonth(row: Pick<InvoiceRow, 'checkout' | 'action'>, day: string): boolean {
  return goesToWaitingList(row, monthEnd(day));
}

const RETURNED = /^return Sum \d{2}-\d{2}$/i;
/** True when the waiting row was already returned to a day. */
export function isReturned(row: Pick<InvoiceRow, 'action'>): boolean {
  return RETURNED.test(row.action.trim());
}

export interface AddResult {
  list: InvoiceRow[];
  added: string[];
  duplicates: string[];
  notCarried: string[];
  missing: string[];
}

/** Adds the chosen rows (by ID) of a day's sum to a waiting list: no duplicates by ID, only rows that carry over. */
export function addToWaiting(
  list: readonly InvoiceRow[],
  dayRows: readonly InvoiceRow[],
  ids: readonly string[],
  day: string,
): AddResult {
  const have = new Set(list.map((r) => r.ID));
  const byId = new Map(dayRows.map((r) => [r.ID, r]));
  const out: AddResult = { list: [...list], added: [], duplicates: [], notCarried: [], missing: [] };
  for (const id of new Set(ids)) {
    const row = byId.get(id);
    if (!row) out.missing.push(id);
    else if (have.has(id)) out.duplicates.push(id);
    else if (!carriesToNextMonth(row, day)) out.notCarried.push(id);
    else {
      out.list.push(row);
      out.added.push(id);
      have.add(id);
    }
  }
  return out;
}

/**
 * A waiting list saved whole keeps what was returned: a stored row marked "return Sum MM-DD" keeps that
 * action and its import_to in the saved list, whatever the incoming row says.
 */
export function keepReturnMarks(stored: readonly InvoiceRow[], incoming: readonly InvoiceRow[]): InvoiceRow[] {
  const marks = new Map(stored.filter(isReturned).map((r) => [r.ID, r]));
  return incoming.map((r) => {
    const mark = marks.get(r.ID);
    return mark && (mark.action !== r.action || mark.import_to !== r.import_to)
      ? { ...r, action: mark.action, import_to: mark.import_to }
      : r;
  });
}

/**
 * LOAD WAITING: the chosen rows (by ID, or every row not yet returned) return to a day. The list marks them
 * "return Sum {MM-DD}" with import_to the day; the copies for the day carry the same action. Rows already
 * returned are listed in `already` and not returned again.
 */
export function returnFromWaiting(
  list: readonly InvoiceRow[],
  day: string,
  ids?: readonly string[],
): { list: InvoiceRow[]; rows: InvoiceRow[]; already: string[] } {
  const wanted = ids ? new Set(ids) : null;
  const action = returnSumAction(day);
  const rows: InvoiceRow[] = [];
  const already: string[] = [];
  const next = list.map((r) => {
    if (wanted && !wanted.has(r.ID)) return r;
    if (isReturned(r)) {
      if (wanted) already.push(r.ID);
      return r;
    }
    const marked = { ...r, action, import_to: day };
    rows.push(marked);
    return marked;
  });
  return { list: next, rows, already };
}

/** Counts of a waiting list: rows, returned and still waiting. */
export function waitingTotals(list: readonly Pick<InvoiceRow, 'action'>[]): {
  rows: number;
  returned: number;
  waiting: number;
} {
  const returned = list.filter(isReturned).length;
  return { rows: list.length, returned, waiting: list.length - returned };
}

/** Duplicate IDs of a list (a saved list holds each row once). */
export function duplicateIds(list: readonly Pick<InvoiceRow, 'ID'>[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const r of list) (seen.has(r.ID) ? dupes : seen).add(r.ID);
  return [...dupes];
}
