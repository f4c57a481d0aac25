// The reception sum as the mail and the .xlsx show it (document 4): the columns of rc-columns.ts without
// the screen-only ones; the mail joins the package counts into one 'Service' text cell.
import type { InvoiceRow } from './invoice-row';
import { formatNumber } from './money';
import { cellValue, rcColumns, shownDecimals, type RcColumn } from './rc-columns';

export interface SheetColumn extends Pick<
  RcColumn,
  'key' | 'header' | 'group' | 'kind' | 'decimals' | 'total' | 'style'
> {
  value(row: InvoiceRow): string | number;
}

/** The packages of a row as text: 'BF, MS 70P x2'. */
export function packagesText(row: Pick<InvoiceRow, 'packages'>): string {
  return Object.entries(row.packages)
    .filter(([, n]) => n > 0)
    .map(([p, n]) => (n === 1 ? p : `${p} x${n}`))
    .join(', ');
}

const sheetColumn = (c: RcColumn): SheetColumn => {
  const text = c.sheetText;
  const { key, header, group, kind, decimals, total, style } = c;
  return { key, header, group, kind, decimals, total, style, value: text ? (r) => text(r) : (r) => cellValue(r, key) };
};

const PACKAGES_CELL: SheetColumn = {
  key: 'packages',
  header: 'Service',
  group: 'Packages',
  kind: 'text',
  decimals: 0,
  style: 'Service',
  value: packagesText,
};

/** The columns of the mail ('joined' runs become one text cell) or of the .xlsx (one column each). */
export function sheetColumns(branchId: number, target: 'mail' | 'xlsx'): SheetColumn[] {
  const out: SheetColumn[] = [];
  for (const c of rcColumns(branchId)) {
    if (c.sheet === 'screen') continue;
    if (c.sheet === 'joined' && target === 'mail') {
      if (out.at(-1) !== PACKAGES_CELL) out.push(PACKAGES_CELL);
      continue;
    }
    out.push(sheetColumn(c));
  }
  return out;
}

/** A cell's text in the mail: numbers with separators and the column's decimals; money 0 left blank, counts shown. */
export function mailCellText(c: Pick<RcColumn, 'kind' | 'decimals'>, value: string | number): string {
  if (typeof value !== 'number') return value;
  if (value === 0 && c.kind !== 'count') return '';
  return formatNumber(value, shownDecimals(c, value));
}
