// The .xlsx of a reception sum day: a title row, two header rows (groups over columns), one line per
// invoice row with the row's style colours as cell fills, and a pink SUB totals row (document 4).
import type ExcelJS from 'exceljs';
import type { RcSum } from '../../../contract/rc';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { sheetColumns as domainColumns, type SheetColumn as DomainColumn } from '../../../domain/rc-sheet';

const PINK = 'FFF4B6C2';
const HEADER = 'FFD9E1F2';

/** '#ad7ae2' or '#fff' -> 'FFAD7AE2'; anything else -> null. */
export function argb(color: string | undefined): string | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((color ?? '').trim());
  if (!m) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return `FF${hex.toUpperCase()}`;
}

export function xlsxFileName(code: string, day: string, version: number): string {
  return `${code}_RC SUM ${day} v${version}.xlsx`;
}

interface SheetColumn {
  header: string;
  group: string;
  numFmt?: string;
  value(r: InvoiceRow): string | number;
  total?(sum: RcSum): number;
  style?: DomainColumn['style'];
}

function numFmt(decimals: number): string {
  return decimals === 0 ? '#,##0' : `#,##0.${'0'.repeat(decimals)}`;
}

/** The sum's columns (domain rc-sheet.ts), one per package count, with their number formats. */
function sheetColumns(branchId: number): SheetColumn[] {
  return domainColumns(branchId, 'xlsx').map((c) => ({
    header: c.header,
    group: c.group,
    style: c.style,
    value: c.value,
    // Money with separators and its decimals; nights and package counts as whole numbers; rates and discounts as typed.
    numFmt: c.kind === 'money' ? numFmt(c.decimals) : c.kind === 'count' && c.decimals === 0 ? '0' : undefined,
    total: c.total ? (sum) => Number(sum.totals[c.total as string]) || 0 : undefined,
  }));
}

export async function buildSumXlsx(sum: RcSum, branch: { code: string; name: string }): Promise<Buffer> {
  // Loaded on the first send: exceljs is a third of the server's start time.
  const { default: Excel } = await import('exceljs');
  const wb: ExcelJS.Workbook = new Excel.Workbook();
  wb.creator = 'Sumbook';
  const ws = wb.addWorksheet(`RC SUM ${sum.day}`, { views: [{ state: 'frozen', xSplit: 2, ySplit: 3 }] });
  const cols = sheetColumns(sum.branchId);
  ws.addRow([`RC SUM ${branch.code} ${branch.name} ${sum.day} - version ${sum.version} - maker ${sum.maker}`]).font = {
    bold: true,
    size: 13,
  };
  const groups = ws.addRow(cols.map((c, i) => (i === 0 || cols[i - 1].group !== c.group ? c.group : '')));
  const headers = ws.addRow(cols.map((c) => c.header));
  let start = 1;
  for (let i = 1; i <= cols.length; i++) {
    if (i === cols.length || cols[i].group !== cols[i - 1].group) {
      if (i > start) ws.mergeCells(2, start, 2, i);
      start = i + 1;
    }
  }
  for (const r of [groups, headers]) {
    r.font = { bold: true };
    r.eachCell((cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER } };
      cell.alignment = { horizontal: 'center', wrapText: true };
    });
  }
  for (const row of sum.content) {
    const line = ws.addRow(cols.map((c) => c.value(row)));
    cols.forEach((c, i) => {
      const cell = line.getCell(i + 1);
      if (c.numFmt && typeof cell.value === 'number') cell.numFmt = c.numFmt;
      const style = c.style ? row.style[c.style] : undefined;
      const fill = argb(style?.background);
      const font = argb(style?.color);
      if (fill) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: fill } };
      if (font) cell.font = { color: { argb: font } };
    });
  }
  const sub = ws.addRow(cols.map((c, i) => (i === 0 ? 'SUB' : c.total ? c.total(sum) : '')));
  sub.font = { bold: true };
  cols.forEach((c, i) => {
    const cell = sub.getCell(i + 1);
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: PINK } };
    if (c.numFmt && typeof cell.value === 'number') cell.numFmt = c.numFmt;
  });
  cols.forEach((c, i) => {
    ws.getColumn(i + 1).width = Math.max(8, Math.min(28, c.header.length + 4));
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
