// The month's total of services as .xlsx (document 4's manager total sheet): a column per day with its day,
// version and edit flag, then one row per service (TOTAL_ROWS; the rows a branch lacks hidden), then the
// month's count and amount columns (branch 11: USD only). Made for each request, never kept on disk.
import type ExcelJS from 'exceljs';
import { dateParts } from '../../../domain/dates';
import { excel, HEADER_FILL, numFmt, solid } from '../../lib/xlsx';
import type { MonthTotal } from './total';

export const totalFileName = (code: string, month: string): string => `${code}_${month}_ManagerTotal.xlsx`;

/** Edit flag of a day: EDIT while being edited, SENT when locked, blank without a report. */
const editFlag = (version: number, edit: boolean): string => (version === 0 ? '' : edit ? 'EDIT' : 'SENT');

export async function buildTotalXlsx(
  branch: { id: number; code: string; name: string },
  month: string,
  total: MonthTotal,
): Promise<Buffer> {
  const Excel = await excel();
  const wb: ExcelJS.Workbook = new Excel.Workbook();
  wb.creator = 'Sumbook';
  const ws = wb.addWorksheet('Manager Total', { views: [{ state: 'frozen', xSplit: 1, ySplit: 4 }] });
  const amounts = branch.id === 11 ? (['USD'] as const) : (['VND', 'USD'] as const);
  const n = total.days.length;
  ws.addRow([`Total Summarization of service ${month} - ${branch.code} ${branch.name}`]).font = {
    bold: true,
    size: 13,
  };
  const head = [
    ws.addRow([
      'Day',
      ...total.days.map((d) => dateParts(d.day).day),
      'Month count',
      ...amounts.map((c) => `Amount ${c}`),
    ]),
    ws.addRow(['Version', ...total.days.map((d) => d.version || '')]),
    ws.addRow(['Edit', ...total.days.map((d) => editFlag(d.version, d.edit))]),
  ];
  for (const r of head) {
    r.font = { bold: true };
    r.eachCell((cell) => {
      cell.fill = solid(HEADER_FILL);
      cell.alignment = { horizontal: 'center' };
    });
  }
  for (const t of total.rows) {
    const money = amounts.map((c) => (c === 'VND' ? t.amountVnd : t.amountUsd));
    const row = ws.addRow([t.label, ...t.perDay, t.count, ...money]);
    amounts.forEach((c, i) => {
      row.getCell(n + 3 + i).numFmt = numFmt(c === 'USD' ? 2 : 0);
    });
    row.getCell(n + 2).font = { bold: true };
    row.hidden = t.hidden;
  }
  ws.getColumn(1).width = 30;
  for (let i = 2; i <= n + 1; i++) ws.getColumn(i).width = 5;
  for (let i = n + 2; i <= n + 2 + amounts.length; i++) ws.getColumn(i).width = 16;
  return Buffer.from(await wb.xlsx.writeBuffer());
}
