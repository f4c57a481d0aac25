// The accountants' cash register of a month (spec 2 section 3.4): the "Reception kept fund" opening row,
// then for each day a PT row (the collection of the day's accountant sum: cash VND/USD/YEN, card and
// transfer) and a PC row (the spending of the day's cost sheet, per currency), with running balances.
import { dateParts, pad2 } from './dates';
import { textMatches } from './text-search';
import {
  accountantBalances,
  costTotals,
  OPENING_FUND,
  type Balance,
  type BalancedRow,
  type CostLine,
  type Totals,
} from './totals';
import { minSearchOk } from './validation';

export const KEPT_FUND = 'Reception kept fund';

/** The totals of a day's accountant sum the register collects. */
export type CollectedTotals = Pick<
  Totals,
  'sum_vnd' | 'sum_usd' | 'sum_yen' | 'sum_vcb' | 'sum_vcb_usd' | 'sum_vcb_other' | 'sum_vcb_other_usd'
>;

export interface CashDay {
  day: string;
  /** The day's accountant sum totals; null when the day has no accountant sum. */
  totals: CollectedTotals | null;
  /** The day's cost lines; empty when it has no cost sheet. */
  cost: readonly CostLine[];
}

export interface CashRegisterRow {
  ID: string;
  sum_credit: string;
  PT: string;
  PC: string;
  sum_name: string;
  sum_vnd: number;
  sum_usd: number;
  sum_yen: number;
  sum_exp_vnd: number;
  sum_exp_usd: number;
  sum_exp_yen: number;
  sum_vcb: number;
  sum_vcb_usd: number;
  sum_vcb_other: number;
  sum_vcb_other_usd: number;
  note: string;
  action: string;
}

const blank = (ID: string, day: string, name: string): CashRegisterRow => ({
  ID,
  sum_credit: day,
  PT: '',
  PC: '',
  sum_name: name,
  sum_vnd: 0,
  sum_usd: 0,
  sum_yen: 0,
  sum_exp_vnd: 0,
  sum_exp_usd: 0,
  sum_exp_yen: 0,
  sum_vcb: 0,
  sum_vcb_usd: 0,
  sum_vcb_other: 0,
  sum_vcb_other_usd: 0,
  note: '',
  action: '',
});

/** 'PT-0601-01': the voucher of a day (MMDD) and its number in the month. */
function voucher(prefix: 'PT' | 'PC', day: string, n: number): string {
  const { month, day: d } = dateParts(day);
  return `${prefix}-${pad2(month)}${pad2(d)}-${pad2(n)}`;
}

const MAX_NAME = 200;
function costName(lines: readonly CostLine[]): string {
  const names = lines.map((l) => l.name.trim()).filter(Boolean);
  const text = `Cost this day: ${names.join(', ') || `${lines.length} line(s)`}`;
  return text.length > MAX_NAME ? `${text.slice(0, MAX_NAME - 3)}...` : text;
}

/**
 * The register rows of the given days (in day order): the opening row, then per day a PT row when it has an
 * accountant sum and a PC row when its cost sheet has lines; the balances run from the opening fund.
 */
export function cashRegister(
  days: readonly CashDay[],
  opening: Balance = OPENING_FUND,
): BalancedRow<CashRegisterRow>[] {
  const rows: CashRegisterRow[] = [
    { ...blank('fund', '', KEPT_FUND), sum_vnd: opening.vnd, sum_usd: opening.usd, sum_yen: opening.yen },
  ];
  let pt = 0;
  let pc = 0;
  for (const d of [...days].sort((a, b) => a.day.localeCompare(b.day))) {
    if (d.totals) {
      const t = d.totals;
      pt += 1;
      rows.push({
        ...blank(`PT-${d.day}`, d.day, `Collection ACC SUM ${d.day}`),
        PT: voucher('PT', d.day, pt),
        sum_vnd: t.sum_vnd,
        sum_usd: t.sum_usd,
        sum_yen: t.sum_yen,
        sum_vcb: t.sum_vcb,
        sum_vcb_usd: t.sum_vcb_usd,
        sum_vcb_other: t.sum_vcb_other,
        sum_vcb_other_usd: t.sum_vcb_other_usd,
      });
    }
    if (d.cost.length > 0) {
      const spent = costTotals(d.cost);
      pc += 1;
      rows.push({
        ...blank(`PC-${d.day}`, d.day, costName(d.cost)),
        PC: voucher('PC', d.day, pc),
        sum_exp_vnd: spent.VND,
        sum_exp_usd: spent.USD,
        sum_exp_yen: spent.YEN,
      });
    }
  }
  // The opening row carries the fund as its collection, so the balances start from zero.
  return accountantBalances(rows, { vnd: 0, usd: 0, yen: 0 });
}

/** The balances after the last row (the opening fund when there is none). */
export function closingBalance(
  rows: readonly BalancedRow<CashRegisterRow>[],
  opening: Balance = OPENING_FUND,
): Balance {
  const last = rows.at(-1);
  return last ? { vnd: last.totalVND, usd: last.totalUSD, yen: last.totalYEN } : { ...opening };
}

/** The register's text filter: rows whose description holds every word of the text, from 3 characters on. */
export function filterCashRows<T extends { sum_name: string }>(rows: readonly T[], text: string): T[] {
  if (!minSearchOk(text)) return [...rows];
  return rows.filter((r) => textMatches([r.sum_name], text));
}
