import type { InvoiceRow } from '../../../domain/invoice-row';
import { formatNumber } from '../../../domain/money';
import { cellValue, rcColumns, shownDecimals, type RcColumn } from '../../../domain/rc-columns';
import type { Totals } from '../../../domain/totals';
import type { Block } from '../../lib/image/sheet-layout';
import { totalItems } from '../../ui/sheet/totals-items';

// PRINT TOTAL and PRINT SUM as images (spec 2 sections 2.1 and 9: image scale 3 or 5). Pure.
export const TOTAL_SCALE = 3;
export const SUM_SCALE = 5;

/** A cell of the printed sum: numbers with thousand separators, blank for 0. */
export function printCell(row: InvoiceRow, c: RcColumn): string {
  const v = cellValue(row, c.key);
  if (typeof v !== 'number') return v;
  return v ? formatNumber(v, shownDecimals(c, v)) : '';
}

/** The words of the image (headings, labels, TOTAL / SUM) in the user's language; English as written by default. */
export type Words = (english: string) => string;
const asWritten: Words = (english) => english;

function totalsBlock(totals: Totals, branchId: number, rows: InvoiceRow[], w: Words): Block {
  const { key, more } = totalItems(totals, rcColumns(branchId), rows);
  return {
    kind: 'pairs',
    items: [...key, ...more].map((i) => ({ label: w(i.label), value: formatNumber(i.value, i.decimals) })),
    columns: 2,
    cellWidth: 240,
  };
}

export function totalSheet(
  title: string,
  totals: Totals,
  branchId: number,
  rows: InvoiceRow[],
  w: Words = asWritten,
): Block[] {
  return [{ kind: 'title', text: `${title} · ${w('TOTAL')}` }, totalsBlock(totals, branchId, rows, w)];
}

export function sumSheet(
  title: string,
  totals: Totals,
  branchId: number,
  rows: InvoiceRow[],
  columns: RcColumn[],
  w: Words = asWritten,
): Block[] {
  const table: Block = {
    kind: 'table',
    columns: columns.map((c) => ({
      label: w(c.label),
      width: c.width,
      align: c.kind === 'text' || c.kind === 'date' ? 'left' : 'right',
    })),
    rows: rows.map((r) => columns.map((c) => printCell(r, c))),
  };
  return [{ kind: 'title', text: `${title} · ${w('SUM')}` }, totalsBlock(totals, branchId, rows, w), table];
}

/** "HBT1_2026-05-01_v2_TOTAL.png" */
export const imageFileName = (title: string, what: 'total' | 'sum') =>
  `${title.trim().replace(/[^\w.-]+/g, '_')}_${what.toUpperCase()}.png`;
