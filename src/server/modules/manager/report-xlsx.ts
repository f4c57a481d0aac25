// The day's manager report as .xlsx (the send mail's attachment): the title, the header figures, then
// per section a heading row, the branch's lines and a pink total row. Made for each mail, never kept.
import type ExcelJS from 'exceljs';
import { excel, headerWidth, HEADER_FILL, numFmt, paintSub, solid } from '../../lib/xlsx';
import type { ReportMailInput } from './report-mail';
import { cellOf, headerFigures, sectionsOf, viewColumns } from './report-view';

export const reportFileName = (code: string, day: string, version: number): string =>
  `${code}_${day}_ManagerSum_v${version}.xlsx`;

export async function buildReportXlsx(m: ReportMailInput): Promise<Buffer> {
  const Excel = await excel();
  const wb: ExcelJS.Workbook = new Excel.Workbook();
  wb.creator = 'Sumbook';
  const ws = wb.addWorksheet('Manager Sum');
  const cols = viewColumns(m.branchId);
  const formats = [undefined, ...cols.map((c) => (c.money === undefined ? undefined : numFmt(c.money)))];
  ws.addRow([`MANAGER SUM ${m.branch.code} ${m.branch.name} ${m.day} version ${m.version}`]).font = {
    bold: true,
    size: 13,
  };
  ws.addRow(['Maker', m.maker]);
  for (const [label, value, decimals] of headerFigures(m.totals, m.branchId)) {
    const row = ws.addRow([label, value]);
    row.getCell(2).numFmt = numFmt(decimals === 1 ? 1 : decimals);
  }
  ws.addRow(['Hotel invoices', m.report.listHI]);
  ws.addRow(['Service invoices', m.report.listSI]);
  for (const s of sectionsOf(m.report, m.totals, m.branchId)) {
    ws.addRow([]);
    const head = ws.addRow([s.title, ...cols.map((c) => c.header)]);
    head.font = { bold: true };
    head.eachCell((cell) => {
      cell.fill = solid(HEADER_FILL);
    });
    for (const { line, values } of s.lines) {
      const row = ws.addRow([line.label, ...cols.map((c) => cellOf(line, values, c))]);
      formats.forEach((fmt, i) => {
        if (fmt) row.getCell(i + 1).numFmt = fmt;
      });
    }
    const total = ws.addRow(['Total', ...cols.map((c) => (c.key === 'vnd' ? s.vnd : c.key === 'usd' ? s.usd : ''))]);
    paintSub(total, formats);
  }
  ws.getColumn(1).width = 30;
  cols.forEach((c, i) => {
    ws.getColumn(i + 2).width = c.key === 'note' || c.key === 'bill' ? 24 : headerWidth(c.header) + 4;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
