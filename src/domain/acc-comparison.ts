// The month-on-month sales comparison (spec 2 sections 2.3, 3.6, 4.5, 5.5): each day's sums of the
// accountant sums, the month totals per field, and for each field the difference and the percentage,
// rounded to 2 decimals and 0 % when the old value is 0.
import { formatNumber, roundTo, subtractMoney, sumMoney } from './money';
import { TOTAL_DECIMALS, type Totals } from './totals';

/** The fields listCost holds for each day (spec 2 section 3.6), in the table's order. */
export const COMPARISON_FIELDS = [
  'nights',
  'amount',
  'telephone',
  'laundry',
  'minibar',
  'transfer',
  'other_hotel',
  'dinning',
  'AzOther',
  'sub',
  'breakfast',
  'sauna',
  'massage',
] as const;
export type ComparisonField = (typeof COMPARISON_FIELDS)[number];
export type DaySums = Record<ComparisonField, number>;

export const COMPARISON_LABELS: Record<ComparisonField, string> = {
  nights: 'Nights',
  amount: 'Amount',
  telephone: 'Telephone',
  laundry: 'Laundry',
  minibar: 'Minibar',
  transfer: 'Transfer',
  other_hotel: 'Other hotel',
  dinning: 'Dinning',
  AzOther: 'Other',
  sub: 'Sub',
  breakfast: 'Breakfast',
  sauna: 'Sauna',
  massage: 'Massage',
};

/** A day's listCost entry: its SUB totals (as the month view counts them) for the compared fields. */
export function daySums(totals: Totals): DaySums {
  const out = {} as DaySums;
  for (const f of COMPARISON_FIELDS) out[f] = totals[`sum_${f}`] ?? 0;
  return out;
}

/** The month's totals per field: the exact sum of its days. */
export function monthSums(days: Iterable<DaySums>): DaySums {
  const list = [...days];
  const out = {} as DaySums;
  for (const f of COMPARISON_FIELDS)
    out[f] = sumMoney(
      list.map((d) => d[f] ?? 0),
      TOTAL_DECIMALS,
    );
  return out;
}

/** totalDebit: what the month's debit on sum holds (its sub plus its service total); 0 without one. */
export function debitTotal(totals: Pick<Totals, 'sum_sub' | 'sum_serviceTotal'> | null | undefined): number {
  return totals ? sumMoney([totals.sum_sub, totals.sum_serviceTotal], TOTAL_DECIMALS) : 0;
}

/** Change from old to current in percent of the old value, 2 decimals; 0 when the old value is 0. */
export function percentChange(old: number, current: number): number {
  if (old === 0) return 0;
  return roundTo(((current - old) / Math.abs(old)) * 100, 2);
}

export interface ComparisonLine {
  key: string;
  label: string;
  old: number;
  current: number;
  difference: number;
  percent: number;
}

/** One line of the table: both values, current - old, and the percentage. */
export function compareLine(key: string, label: string, old: number, current: number): ComparisonLine {
  return {
    key,
    label,
    old,
    current,
    difference: subtractMoney(current, old, TOTAL_DECIMALS),
    percent: percentChange(old, current),
  };
}

export interface MonthFigures {
  listCost: Record<string, DaySums>;
  numberBF: number;
  totalDebit: number;
}

/** The comparison table: a line per field of the month totals, then the breakfast count and the total debit. */
export function compareMonths(old: MonthFigures, current: MonthFigures): ComparisonLine[] {
  const a = monthSums(Object.values(old.listCost));
  const b = monthSums(Object.values(current.listCost));
  return [
    ...COMPARISON_FIELDS.map((f) => compareLine(f, COMPARISON_LABELS[f], a[f], b[f])),
    compareLine('numberBF', 'Breakfast count', old.numberBF, current.numberBF),
    compareLine('totalDebit', 'Total debit', old.totalDebit, current.totalDebit),
  ];
}

/** Signed percentage text: '+12.50 %', '-3.00 %', '0.00 %', '+1,250.00 %'. */
export function percentText(p: number): string {
  return `${p > 0 ? '+' : ''}${formatNumber(p, 2)} %`;
}

/** The figures the per-day comparison shows for each day (nights, room amount, the day's sub total). */
export const DAY_FIELDS = ['nights', 'amount', 'sub'] as const satisfies readonly ComparisonField[];
export type DayField = (typeof DAY_FIELDS)[number];

export interface DayLine {
  /** Day of the month, 1 to 31. */
  day: number;
  /** null when that month has no accountant sum on that day (or no such day). */
  old: Pick<DaySums, DayField> | null;
  current: Pick<DaySums, DayField> | null;
  /** current - old of the sub total (a missing day counts 0). */
  subDifference: number;
}

const dayOf = (date: string) => Number(date.slice(8, 10));

/** The days of both months side by side by day of the month: every day either month has a sum for. */
export function compareDays(old: Record<string, DaySums>, current: Record<string, DaySums>): DayLine[] {
  const pick = (d: DaySums | undefined) =>
    d ? { nights: d.nights ?? 0, amount: d.amount ?? 0, sub: d.sub ?? 0 } : null;
  const byDay = (list: Record<string, DaySums>) => new Map(Object.entries(list).map(([k, v]) => [dayOf(k), v]));
  const a = byDay(old);
  const b = byDay(current);
  const days = [...new Set([...a.keys(), ...b.keys()])].filter((d) => d >= 1 && d <= 31).sort((x, y) => x - y);
  return days.map((day) => {
    const o = pick(a.get(day));
    const c = pick(b.get(day));
    return { day, old: o, current: c, subDifference: subtractMoney(c?.sub ?? 0, o?.sub ?? 0, TOTAL_DECIMALS) };
  });
}
