// The yearly chart (spec 3 sections 2, 3 and 9): per branch and year, SALE and MASSAGE as 12 monthly
// numbers (Jan-Dec), each change kept as a history line under its month. Who writes: the accounting roles.
import { amountDecimals, formatAmount, roundTo, sumMoney } from './money';
import { ROLE_SET, type Role } from './roles';

export const CHART_TYPES = ['sale', 'massage'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const CHART_TYPE_LABELS: Record<ChartType, string> = { sale: 'SALE', massage: 'MASSAGE' };

/** "Chart has 12 months". */
export const CHART_MONTHS = 12;
export const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Largest monthly figure accepted (a chain's month of sales in VND is far below it). */
export const CHART_MAX = 1e13;

/** The roles that open the chart and save it (accountant, leader, CEO, chief). */
export function mayEditChart(role: Role): boolean {
  return ROLE_SET.accounting.includes(role);
}

/** Twelve figures rounded to the branch's decimals (whole VND; cents at branch 11); missing months are 0. */
export function normalizeMonths(values: readonly number[], branchId: number): number[] {
  const d = amountDecimals(branchId);
  return Array.from({ length: CHART_MONTHS }, (_, i) => roundTo(Number(values[i]) || 0, d));
}

/** One changed month: what the history keeps. month is 1-12. */
export interface ChartChange {
  type: ChartType;
  month: number;
  before: number;
  after: number;
}

/** The months of `after` that differ from `before` (both already normalised), in month order. */
export function chartChanges(type: ChartType, before: readonly number[], after: readonly number[]): ChartChange[] {
  const out: ChartChange[] = [];
  for (let i = 0; i < CHART_MONTHS; i++)
    if ((before[i] ?? 0) !== (after[i] ?? 0))
      out.push({ type, month: i + 1, before: before[i] ?? 0, after: after[i] ?? 0 });
  return out;
}

/** A history entry as stored: the change, when (ISO) and by whom. */
export interface ChartLogEntry extends ChartChange {
  at: string;
  user: string;
}

/** "2026-11-26 09:41 Do Van Long: Mar 1,200,000 -> 1,500,000" (time in the chain's UTC+7). */
export function chartHistoryLine(e: ChartLogEntry, branchId: number): string {
  const local = new Date(Date.parse(e.at) + 7 * 3600 * 1000).toISOString();
  const when = `${local.slice(0, 10)} ${local.slice(11, 16)}`;
  const label = MONTH_LABELS[e.month - 1] ?? String(e.month);
  return `${when} ${e.user}: ${label} ${formatAmount(e.before, branchId)} -> ${formatAmount(e.after, branchId)}`;
}

/** Total of a year's months at the branch's decimals (exact, in minor units). */
export function chartYearTotal(values: readonly number[], branchId: number): number {
  return sumMoney(values, amountDecimals(branchId));
}
