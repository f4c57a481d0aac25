// Totals of a sum (spec 2 section 3.2), accountant cash balances (section 3.4) and cost lines.
import { type InvoiceRow, isExcludedFromTotals } from './invoice-row';
import { parseNumber, subtractMoney, sumMoney, toMinor, fromMinor, assertSafe } from './money';

/** Row fields summed into sum_<field>. */
export const SUMMED_FIELDS = [
  'nights',
  'amount',
  'sub',
  'serviceTotal',
  'telephone',
  'laundry',
  'minibar',
  'transfer',
  'other_hotel',
  'dinning',
  'AzOther',
  'breakfast',
  'sauna',
  'massage',
  'vnd',
  'usd',
  'yen',
  'vcb',
  'vcb_other',
  'vcb_other_usd',
  'vcb_usd',
  'otherPay',
  'freeLD',
  'cafe',
  'paiddebit',
  'exp_rate',
] as const;
export type SummedField = (typeof SUMMED_FIELDS)[number];
export type Totals = { sum_credit: string } & { [K in SummedField as `sum_${K}`]: number };

/** Totals keep cents for every field so USD, branch 11 and whole-VND sums are all exact. */
export const TOTAL_DECIMALS = 2;

/** Rows that count in the running totals (not debit, "paid at" or cancel). */
export function countedRows<T extends { action: string }>(rows: readonly T[]): T[] {
  return rows.filter((r) => !isExcludedFromTotals(r.action));
}

/** Every sum_* field over all the rows given (no action is left out); sum_credit is the label. */
export function totalsOf(rows: readonly InvoiceRow[], label: string): Totals {
  const totals = { sum_credit: label } as Totals;
  for (const f of SUMMED_FIELDS) {
    // A text telephone note counts as 0; a positive telephone charge counts.
    totals[`sum_${f}`] = sumMoney(
      rows.map((r) => parseNumber(r[f])),
      TOTAL_DECIMALS,
    );
  }
  return totals;
}

/** Every sum_* field of a day; sum_credit is the date; rows with debit, "paid at" or cancel actions are left out. */
export function computeTotals(rows: readonly InvoiceRow[], date: string): Totals {
  return totalsOf(countedRows(rows), date);
}

export interface Balance {
  vnd: number;
  usd: number;
  yen: number;
}
/** Opening "Reception kept fund": 2,000,000 VND, 100 USD, 0 JPY. */
export const OPENING_FUND: Balance = { vnd: 2_000_000, usd: 100, yen: 0 };

export interface CashRow {
  action?: string;
  sum_vnd: number;
  sum_usd: number;
  sum_yen: number;
  sum_exp_vnd: number;
  sum_exp_usd: number;
  sum_exp_yen: number;
}
export type BalancedRow<T> = T & { totalVND: number; totalUSD: number; totalYEN: number };

/** Running totalVND/USD/YEN = previous + collection - spending, from the opening fund; excluded actions carry the balance. */
export function accountantBalances<T extends CashRow>(
  rows: readonly T[],
  opening: Balance = OPENING_FUND,
): BalancedRow<T>[] {
  let vnd = toMinor(opening.vnd, 0);
  let usd = toMinor(opening.usd, 2);
  let yen = toMinor(opening.yen, 0);
  return rows.map((r) => {
    if (!isExcludedFromTotals(r.action ?? '')) {
      vnd = assertSafe(vnd + toMinor(parseNumber(r.sum_vnd), 0) - toMinor(parseNumber(r.sum_exp_vnd), 0));
      usd = assertSafe(usd + toMinor(parseNumber(r.sum_usd), 2) - toMinor(parseNumber(r.sum_exp_usd), 2));
      yen = assertSafe(yen + toMinor(parseNumber(r.sum_yen), 0) - toMinor(parseNumber(r.sum_exp_yen), 0));
    }
    return { ...r, totalVND: fromMinor(vnd, 0), totalUSD: fromMinor(usd, 2), totalYEN: fromMinor(yen, 0) };
  });
}

export interface CostLine {
  name: string;
  rate: number | string;
  type: string;
}
export interface CurrencyTotals {
  VND: number;
  USD: number;
  YEN: number;
}

/** Cost-line bucket: VND, USD, anything else counts as YEN (spec 2 section 3.3). */
export function costBucket(type: string): keyof CurrencyTotals {
  const t = type.trim().toUpperCase();
  return t === 'VND' ? 'VND' : t === 'USD' ? 'USD' : 'YEN';
}

/** Totals of the cost-this-day table per currency. */
export function costTotals(lines: readonly CostLine[]): CurrencyTotals {
  const pick = (c: keyof CurrencyTotals) => lines.filter((l) => costBucket(l.type) === c).map((l) => l.rate);
  return { VND: sumMoney(pick('VND'), 0), USD: sumMoney(pick('USD'), 2), YEN: sumMoney(pick('YEN'), 0) };
}

/** "An expense without a chosen currency is VND" (document 4); otherwise as a cost line. */
export function expenseCurrency(type: string | undefined | null): keyof CurrencyTotals {
  const text = (type ?? '').trim();
  return text === '' ? 'VND' : costBucket(text);
}

/** Row expenses (exp_rate with exp_rate_type) totalled per currency. */
export function expenseTotals(rows: readonly Pick<InvoiceRow, 'exp_rate' | 'exp_rate_type'>[]): CurrencyTotals {
  return costTotals(rows.map((r) => ({ name: '', rate: r.exp_rate, type: expenseCurrency(r.exp_rate_type) })));
}

/** Cash left = collection - spending for one currency, exact at the given decimals. */
export function netCash(collection: number, spending: number, decimals: number): number {
  return subtractMoney(collection, spending, decimals);
}
