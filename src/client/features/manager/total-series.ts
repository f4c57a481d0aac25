import type { ManTotalAnswer, TotalRowAnswer } from '../../../contract/manager';
import { manKey } from './man-words';

export type TotalData = Extract<ManTotalAnswer, { msg: 'ok' }>['data'];

/** The chart's lines: a service (its English name, translated where shown) and the total rows it adds up. */
const SERIES: readonly { label: string; rows: readonly string[]; color: string }[] = [
  {
    label: manKey('Massage'),
    rows: ['m100_customers', 'm100_guests', 'm70_customers', 'm70_guests', 'm40', 'sets'],
    color: '#662a82',
  },
  { label: manKey('Breakfast'), rows: ['bf'], color: '#e08a00' },
  { label: manKey('Rotenburo'), rows: ['roten', 'roten_set'], color: '#1e88a8' },
];

export interface Series {
  label: string;
  color: string;
  perDay: number[];
}

/** Per-day counts of the services the branch has (a service whose rows are all hidden is left out). */
export function chartSeries(rows: readonly TotalRowAnswer[], days: number): Series[] {
  return SERIES.map((s) => {
    const parts = rows.filter((r) => s.rows.includes(r.key) && !r.hidden);
    const perDay = Array.from({ length: days }, (_, i) => parts.reduce((sum, r) => sum + (r.perDay[i] ?? 0), 0));
    return parts.length ? { label: s.label, color: s.color, perDay } : null;
  }).filter((s): s is Series => s !== null);
}

/** The rows the branch has, in the sheet's order. */
export const visibleRows = (d: TotalData) => d.rows.filter((r) => !r.hidden);
