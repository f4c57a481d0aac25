// The monthly total of services (spec 3 sections 2 and 3; document 4's manager total sheet): one column
// per day (day, version, edit flag, then the counts) and a row per service, then the month's count and
// amount. Rows a branch does not have are hidden.
import { linesFor } from './manager-lines';
import type { LineValues, ManagerReport } from './manager-report';
import { roundTo, sumMoney } from './money';

type Part = readonly [line: string, col: 'customers' | 'guests' | 'free'];
export interface TotalRowDef {
  key: string;
  label: string;
  parts: readonly Part[];
  /** Whether the amount column sums the parts' lines' sales (counts-only rows have none). */
  priced: boolean;
}

const c = (line: string): Part => [line, 'customers'];
const g = (line: string): Part => [line, 'guests'];
const f = (line: string): Part => [line, 'free'];

/** The rows of the sheet, in its order. */
export const TOTAL_ROWS: readonly TotalRowDef[] = [
  { key: 'm100_customers', label: 'Massage 100 min (customers)', parts: [c('m100'), c('m100ws')], priced: true },
  { key: 'm100_guests', label: 'Massage 100 min (guests)', parts: [g('m100'), g('m100ws')], priced: true },
  { key: 'm70_customers', label: 'Massage 70 min (customers)', parts: [c('m70'), c('m70ws')], priced: true },
  { key: 'm70_guests', label: 'Massage 70 min (guests)', parts: [g('m70'), g('m70ws')], priced: true },
  { key: 'm40', label: 'Massage 40 min', parts: [c('m40'), g('m40')], priced: true },
  {
    key: 'sets',
    label: 'Rotenburo + massage sets',
    parts: ['set40', 'set70', 'set100', 'set70ws', 'set100ws'].flatMap((l) => [c(l), g(l)]),
    priced: true,
  },
  { key: 'm_free', label: 'Massage free', parts: [c('m_free')], priced: false },
  { key: 'bf', label: 'Breakfast', parts: [c('bf'), c('bf_set'), c('bf_coupon')], priced: true },
  { key: 'roten', label: 'Rotenburo', parts: [c('roten'), c('roten_buffet'), c('roten_fer')], priced: true },
  { key: 'roten_set', label: 'Rotenburo set', parts: [c('roten_set'), c('roten_fer_set')], priced: true },
  {
    key: 'service_free',
    label: 'Free',
    parts: ['bf', 'bf_set', 'bf_coupon', 'roten', 'roten_set', 'roten_buffet', 'roten_fer', 'roten_fer_set'].map(f),
    priced: false,
  },
  { key: 'private', label: 'Private bath', parts: [c('private')], priced: true },
  { key: 'checkin', label: 'Check-in turns', parts: [c('checkin')], priced: false },
  { key: 'checkout', label: 'Check-out turns', parts: [c('checkout')], priced: false },
  { key: 'late', label: 'Late out', parts: [c('late')], priced: true },
  { key: 'short', label: 'Short time', parts: [c('short')], priced: true },
  { key: 'other_hotel', label: 'Other hotel', parts: [c('other_hotel')], priced: true },
];

export interface TotalDay {
  day: string;
  version: number;
  edit: boolean;
  report: ManagerReport | null;
}

export interface TotalRow {
  key: string;
  label: string;
  hidden: boolean;
  /** One count per day of `days`, in order. */
  perDay: number[];
  count: number;
  /** The month's sales of the row's lines: VND, USD. */
  amountVnd: number;
  amountUsd: number;
}

const lineOf = (r: ManagerReport | null, key: string): LineValues | undefined => r?.lines[key];

/**
 * The part of a line's sale a row counts: all of it, except for a massage line whose customers and guests
 * are two rows (Massage 70 / 100 min): each row takes its side's share (customers pay 90 % of the rate),
 * so the line's sale is not counted twice.
 */
function saleShare(def: TotalRowDef, line: string, v: LineValues): number {
  const cols = new Set(def.parts.filter(([l]) => l === line).map(([, col]) => col));
  if (cols.has('customers') === cols.has('guests')) return 1;
  const weight = v.customers * 0.9 + v.guests;
  const guests = weight > 0 ? v.guests / weight : 0;
  return cols.has('guests') ? guests : 1 - guests;
}

/** The month table: hidden rows are the ones none of whose lines the branch has. */
export function monthTotal(days: readonly TotalDay[], branchId: number): TotalRow[] {
  const has = new Set(linesFor(branchId).map((l) => l.key));
  return TOTAL_ROWS.map((def) => {
    const perDay = days.map((d) => def.parts.reduce((s, [line, col]) => s + (lineOf(d.report, line)?.[col] ?? 0), 0));
    const lines = [...new Set(def.parts.map(([line]) => line))];
    const sales = (col: 'vnd' | 'usd') =>
      def.priced
        ? days.flatMap((d) =>
            lines.map((l) => {
              const v = lineOf(d.report, l);
              return v ? roundTo(v[col] * saleShare(def, l, v), col === 'vnd' ? 0 : 2) : 0;
            }),
          )
        : [];
    return {
      key: def.key,
      label: def.label,
      hidden: !lines.some((l) => has.has(l)),
      perDay,
      count: perDay.reduce((s, n) => s + n, 0),
      amountVnd: sumMoney(sales('vnd'), 0),
      amountUsd: sumMoney(sales('usd'), 2),
    };
  });
}
