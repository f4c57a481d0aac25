// Waiting list and debit carry rules (spec 2 section 4.3; spec 1 section 4.2) and month-view nights (document 4).
import { addDays, dateParts, dayNumber, daysInMonth, lastDayOfPreviousMonth, pad2 } from './dates';
import { type InvoiceRow, isDebitAction } from './invoice-row';
import { recomputeRow } from './row-rules';
import { withDebitPrefix } from './row-style';

export const MOVE_TO_NEXT_MONTH = 'MOVE TO NEXT MONTH';

/** "Rows with checkout past the date or marked MOVE TO NEXT MONTH go to the next month's waiting list." */
export function goesToWaitingList(row: Pick<InvoiceRow, 'checkout' | 'action'>, reportDate: string): boolean {
  if (row.action.toUpperCase().includes(MOVE_TO_NEXT_MONTH)) return true;
  const out = dayNumber(row.checkout);
  const day = dayNumber(reportDate);
  return out !== null && day !== null && out > day;
}

/** True for a DEBIT CHECK IN row (the guest checks in the next day). */
export function isDebitCheckIn(action: string): boolean {
  return isDebitAction(action) && /check\s*in/i.test(action);
}

/** "Debit check-in rows are imported to the next day": the rows and the day they go to. */
export function nextDayImports<T extends Pick<InvoiceRow, 'action'>>(
  rows: readonly T[],
  reportDate: string,
): { date: string; rows: T[] } {
  return { date: addDays(reportDate, 1), rows: rows.filter((r) => isDebitCheckIn(r.action)) };
}

/** True when the row ends the day after the report date but checked in before it. */
export function needsSplit(row: Pick<InvoiceRow, 'checkin' | 'checkout'>, reportDate: string): boolean {
  const inn = dayNumber(row.checkin);
  const out = dayNumber(row.checkout);
  const day = dayNumber(reportDate);
  return inn !== null && out !== null && day !== null && out === day + 1 && inn < day;
}

/** Split such a row in two. Choice: the first part (check-in to the report date) keeps charges and payments; the second (report date to check-out, new id) carries only the room. */
export function splitRow(
  row: InvoiceRow,
  reportDate: string,
  newId: string,
  branchId: number,
): [InvoiceRow, InvoiceRow] | null {
  if (!needsSplit(row, reportDate)) return null;
  const first = recomputeRow({ ...row, checkout: reportDate }, branchId);
  const zeroed = {
    telephone: 0,
    laundry: 0,
    minibar: 0,
    transfer: 0,
    other_hotel: 0,
    dinning: 0,
    AzOther: 0,
    others: 0,
    breakfast: 0,
    sauna: 0,
    massage: 0,
    freeLD: 0,
    cafe: 0,
    paiddebit: 0,
    vnd: 0,
    usd: 0,
    yen: 0,
    vcb: 0,
    vcb_other: 0,
    vcb_other_usd: 0,
    vcb_usd: 0,
    exp_rate: 0,
    otherPay: 0,
    exp: '',
    packages: {},
  };
  const second = recomputeRow(
    {
      ...row,
      ...zeroed,
      rcCharges: undefined,
      ID: newId,
      checkin: reportDate,
      log: [],
      note: { telephone: [], otherPay: [] },
    },
    branchId,
  );
  return [first, second];
}

/** "Returning a waiting row sets action 'return Sum {MM-DD}'." */
export function returnSumAction(date: string): string {
  const { month, day } = dateParts(date);
  return `return Sum ${pad2(month)}-${pad2(day)}`;
}

/** "Selected rows can be moved to Debit only when the report day is 01, 02 or 03, and not in month views." */
export function canMoveToDebit(reportDate: string, monthView: boolean): boolean {
  if (monthView || dayNumber(reportDate) === null) return false;
  return dateParts(reportDate).day <= 3;
}

/** A row moved to the previous month's DEBIT: DEBIT_ prefix, and its date is the last day of the previous month. */
export function moveToDebit(row: InvoiceRow, reportDate: string): { date: string; row: InvoiceRow } {
  return { date: lastDayOfPreviousMonth(reportDate), row: { ...row, name: withDebitPrefix(row.name) } };
}

/** Nights inside a month 'YYYY-MM' for a stay; 0 when wholly outside; null ("empty") when check-in is after check-out or a date is missing. */
export function monthNights(checkin: string, checkout: string, month: string): number | null {
  const inn = dayNumber(checkin);
  const out = dayNumber(checkout);
  if (inn === null || out === null || inn > out) return null;
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const first = dayNumber(`${month}-01`) as number;
  const nextFirst = first + daysInMonth(y, m);
  const from = Math.max(inn, first);
  const to = Math.min(out, nextFirst);
  return Math.max(0, to - from);
}
