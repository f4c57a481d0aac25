// What the mail and the .xlsx of a manager report show: the header figures and, per section, the branch's
// lines with their counts and sales (branch 11 has no VND column: its sales are in USD).
import { linesFor, MANAGER_SECTIONS, type ManagerLine } from '../../../domain/manager-lines';
import { blankLine, type LineValues, type ManagerReport, type ManagerTotals } from '../../../domain/manager-report';
import { formatNumber } from '../../../domain/money';

export type Cell = string | number;
export interface ViewColumn {
  key: keyof LineValues;
  header: string;
  money?: number;
}

export function viewColumns(branchId: number): ViewColumn[] {
  const cols: ViewColumn[] = [
    { key: 'customers', header: 'Customers' },
    { key: 'guests', header: 'Guests' },
    { key: 'free', header: 'Free' },
    { key: 'vnd', header: 'VND', money: 0 },
    { key: 'usd', header: 'USD', money: 2 },
    { key: 'bill', header: 'Bill' },
    { key: 'note', header: 'Note' },
  ];
  return branchId === 11 ? cols.filter((c) => c.key !== 'vnd') : cols;
}

/** The header block: label and value (money rounded to its currency). */
export function headerFigures(t: ManagerTotals, branchId: number): [string, number, number][] {
  const money = branchId === 11 ? 2 : 0;
  return [
    ["Today's Sales VND", t.todaySalesVnd, 0],
    ["Today's Sales USD", t.todaySalesUsd, 2],
    ['Fixed expense (day)', t.fixedExpense, money],
    ['Total profit', t.totalProfit, money],
    ['Customers', t.customers, 1],
    ['Capacity utilisation %', t.capacity, 2],
    ['Hotel capacity %', t.hotelCapacity, 2],
    ['Massage capacity %', t.massageCapacity, 2],
    ['Other-service capacity %', t.otherCapacity, 2],
    ['Rooms', t.rooms, 0],
  ];
}

export const figureText = ([, value, decimals]: [string, number, number]): string =>
  formatNumber(value, decimals === 1 ? (Number.isInteger(value) ? 0 : 1) : decimals);

export interface SectionView {
  title: string;
  lines: { line: ManagerLine; values: LineValues }[];
  vnd: number;
  usd: number;
}

/** The branch's lines grouped by section, with each section's sales from the totals. */
export function sectionsOf(r: ManagerReport, t: ManagerTotals, branchId: number): SectionView[] {
  const lines = linesFor(branchId);
  const sums = {
    hotel: [t.hotelVnd, t.hotelUsd],
    massage: [t.massageVnd, t.massageUsd],
    other: [t.otherVnd, t.otherUsd],
  } as const;
  return MANAGER_SECTIONS.map((s) => ({
    title: s.title,
    lines: lines.filter((l) => l.section === s.key).map((line) => ({ line, values: r.lines[line.key] ?? blankLine() })),
    vnd: sums[s.key][0] ?? 0,
    usd: sums[s.key][1] ?? 0,
  })).filter((s) => s.lines.length > 0);
}

/** A line's cell: counts only where the line has the column, blank otherwise. */
export function cellOf(line: ManagerLine, v: LineValues, c: ViewColumn): Cell {
  if (c.key === 'vnd' || c.key === 'usd') return line.pricing === 'none' ? '' : v[c.key];
  if (c.key === 'bill' || c.key === 'note') return v[c.key];
  return line.columns.includes(c.key) ? v[c.key] : '';
}
