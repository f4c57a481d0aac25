// Accountant periods (spec 2 section 2.2, 9): a day, the whole month, or days 1 to 10 / 1 to 20, and the
// month view of a period's day reports: nights counted inside the month (document 4), per-day SUB totals
// and the period's totals, which are the sum of its days.
import { carryTotals } from './acc-totals';
import { monthNights } from './carry';
import { addDays, daysInMonth, nextMonth } from './dates';
import { halfMonthOf } from './rc-sum-rules';
import type { InvoiceRow } from './invoice-row';
import { amountOf, subOf } from './row-rules';
import { computeTotals, type Totals } from './totals';

export type PeriodRange = 'month' | '10' | '20';
export interface Period {
  /** The text as in the path: 'YYYY-MM' (month), 'YYYY-MM-10' (days 1 to 10), 'YYYY-MM-20' (days 1 to 20). */
  text: string;
  month: string;
  range: PeriodRange;
  from: string;
  to: string;
}

export const PERIOD_PATTERN = /^(\d{4}-(?:0[1-9]|1[0-2]))(?:-(10|20))?$/;

/** Reads a period text; null when it is not one. */
export function parsePeriod(text: string): Period | null {
  const m = PERIOD_PATTERN.exec(text);
  if (!m) return null;
  const month = m[1] as string;
  const range = (m[2] ?? 'month') as PeriodRange;
  const last = range === 'month' ? daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7))) : Number(range);
  return { text, month, range, from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** check_version's days: the half-month of a day ('YYYY-MM-DD': 1-15 or 16 to the end), or a whole month ('YYYY-MM'). */
export function versionRange(dayOrMonth: string): { from: string; to: string } {
  if (dayOrMonth.length === 10) return halfMonthOf(dayOrMonth);
  const y = Number(dayOrMonth.slice(0, 4));
  const m = Number(dayOrMonth.slice(5, 7));
  return { from: `${dayOrMonth}-01`, to: `${dayOrMonth}-${String(daysInMonth(y, m)).padStart(2, '0')}` };
}

/** Every day of a period, in order. */
export function periodDays(p: Pick<Period, 'from' | 'to'>): string[] {
  const days: string[] = [];
  for (let d = p.from; d <= p.to; d = addDays(d, 1)) days.push(d);
  return days;
}

/**
 * A row as a month view shows it: nights inside the month, amount = unit price x those nights and the sub
 * that holds that amount; rows with no nights or without both dates stay as they are.
 */
export function monthViewRow(row: InvoiceRow, month: string, branchId: number): InvoiceRow {
  if (!row.checkin || !row.checkout || row.nights === 0) return row;
  const nights = monthNights(row.checkin, row.checkout, month);
  if (nights === null || nights === row.nights) return row;
  const next = { ...row, nights, amount: amountOf(row.unit_price, nights, branchId) };
  next.sub = subOf(next, branchId);
  return next;
}

export interface PeriodDay {
  day: string;
  version: number;
  edit: boolean;
  rows: InvoiceRow[];
  /** The day's SUB row: the totals of its rows as the month view counts them. */
  totals: Totals;
}

/**
 * True when every check-in and check-out date given lies inside the month (check-out may be the 1st of the
 * next month): the month view then shows the day's rows as they are (every stay's nights are inside it).
 */
export function datesInsideMonth(dates: Iterable<string>, month: string): boolean {
  const first = `${month}-01`;
  const next = `${nextMonth(month)}-01`;
  for (const d of dates) if (d < first || d > next) return false;
  return true;
}

/**
 * One day report in month-view form. `changed` is false when no row changes (no stay crosses the month's
 * edges): the rows are then the day's own, and so are its totals when the stored ones are given (they were
 * computed from these very rows when the day was saved).
 */
export function monthViewDay(
  rows: readonly InvoiceRow[],
  day: string,
  month: string,
  branchId: number,
  stored?: Totals,
): { rows: InvoiceRow[]; totals: Totals; changed: boolean } {
  let changed = false;
  const out = rows.map((r) => {
    const v = monthViewRow(r, month, branchId);
    if (v !== r) changed = true;
    return v;
  });
  if (!changed && stored) return { rows: out, totals: stored, changed };
  return { rows: out, totals: computeTotals(out, day), changed };
}

/** The days of a period (each day's latest rows) in month-view form, with the period totals = sum of the days' SUB rows. */
export function periodView(
  period: Period,
  days: readonly { day: string; version: number; edit: boolean; rows: readonly InvoiceRow[] }[],
  branchId: number,
): { days: PeriodDay[]; totals: Totals } {
  const out = days.map((d) => {
    const { rows, totals } = monthViewDay(d.rows, d.day, period.month, branchId);
    return { day: d.day, version: d.version, edit: d.edit, rows, totals };
  });
  return {
    days: out,
    totals: carryTotals(
      out.map((d) => d.totals),
      period.text,
    ),
  };
}
