import { pricingOf, type LineColumn, type ManagerLine } from '../../../domain/manager-lines';
import { branchCurrency } from '../../../domain/money';

// How a line's columns show on the screen: labels, which are typed and which are worked out.

export const COLUMN_LABELS: Record<LineColumn, string> = {
  customers: 'Customers',
  guests: 'Guests',
  free: 'Free',
  vnd: 'VND',
  usd: 'USD',
  bill: 'Bill No.',
  note: 'Note',
};

export const COUNT_COLUMNS = ['customers', 'guests', 'free'] as const;
export type CountColumn = (typeof COUNT_COLUMNS)[number];
export type MoneyColumn = 'vnd' | 'usd';

/** A count's label: hotel lines count rooms and turns ('Count'); services count customers. */
export const countLabel = (line: ManagerLine, col: CountColumn): string =>
  line.section === 'hotel' && col === 'customers' ? 'Count' : COLUMN_LABELS[col];

/** The sale columns a branch types: USD only at the USD branch (11), both elsewhere. */
export const moneyColumns = (branchId: number): MoneyColumn[] =>
  branchCurrency(branchId) === 'USD' ? ['usd'] : ['vnd', 'usd'];

/** The line's sale is typed (hotel sales, private bath, minibar...), not priced from its counts. */
export const salesTyped = (line: ManagerLine, branchId: number): boolean => pricingOf(line, branchId) === 'entered';

/** The line has a sale at all (counts-only lines such as check-in turns have none). */
export const hasSale = (line: ManagerLine, branchId: number): boolean => pricingOf(line, branchId) !== 'none';

const ORDER: readonly LineColumn[] = ['customers', 'guests', 'free', 'vnd', 'usd', 'bill', 'note'];

/**
 * The columns of a section's table: the counts and texts its lines have; VND where sales are in VND;
 * USD at the USD branch, or where a typed sale may be in USD (hotel, minibar...).
 */
export function sectionColumns(lines: readonly ManagerLine[], branchId: number): LineColumn[] {
  const has = new Set(lines.flatMap((l) => l.columns));
  const sold = lines.some((l) => hasSale(l, branchId));
  const usdBranch = branchCurrency(branchId) === 'USD';
  const typedUsd = lines.some((l) => salesTyped(l, branchId) && l.columns.includes('usd'));
  const show = (c: LineColumn): boolean => {
    if (c === 'vnd') return sold && !usdBranch;
    if (c === 'usd') return sold && (usdBranch || typedUsd);
    return has.has(c);
  };
  return ORDER.filter(show);
}

/** The sale columns a line's card shows, and whether each is typed. */
export function lineMoney(line: ManagerLine, branchId: number): { col: MoneyColumn; typed: boolean }[] {
  if (!hasSale(line, branchId)) return [];
  const typed = salesTyped(line, branchId);
  const usdBranch = branchCurrency(branchId) === 'USD';
  if (!typed) return [{ col: usdBranch ? 'usd' : 'vnd', typed: false }];
  return moneyColumns(branchId)
    .filter((c) => line.columns.includes(c))
    .map((col) => ({ col, typed: true }));
}
