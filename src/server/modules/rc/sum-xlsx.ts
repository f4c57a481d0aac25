// The .xlsx of a reception sum day: a title row, two header rows (groups over columns), one line per
// invoice row with the row's style colours as cell fills, and a pink SUB totals row (document 4). The
// pieces every report's .xlsx shares are in lib/xlsx.ts.
import type ExcelJS from 'exceljs';
import type { RcSum } from '../../../contract/rc';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { sheetColumns as domainColumns, type SheetColumn as DomainColumn } from '../../../domain/rc-sheet';
import { excel, headerWidth, numFmt, paint, paintSub, writeHeaders } from '../../lib/xlsx';

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
  const Excel = await excel();
  const wb: ExcelJS.Workbook = new Excel.Workbook();
  wb.creator = 'Sumbook';
  const ws = wb.addWorksheet(`RC SUM ${sum.day}`, { views: [{ state: 'frozen', xSplit: 2, ySplit: 3 }] });
  const cols = sheetColumns(sum.branchId);
  writeHeaders(
    ws,
    `RC SUM ${branch.code} ${branch.name} ${sum.day} - version ${sum.version} - maker ${sum.maker}`,
    cols,
  );
  for (const row of sum.content) {
    const line = ws.addRow(cols.map((c) => c.value(row)));
    cols.forEach((c, i) => {
      const cell = line.getCell(i + 1);
      if (c.numFmt && typeof cell.value === 'number') cell.numFmt = c.numFmt;
      paint(cell, c.style ? row.style[c.style] : undefined);
    });
  }
  const sub = ws.addRow(cols.map((c, i) => (i === 0 ? 'SUB' : c.total ? c.total(sum) : '')));
  paintSub(
    sub,
    cols.map((c) => c.numFmt),
  );
  cols.forEach((c, i) => {
    ws.getColumn(i + 1).width = headerWidth(c.header);
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
