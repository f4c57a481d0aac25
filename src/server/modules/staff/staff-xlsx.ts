// The month's staff mistakes as .xlsx (document 4 "Staff mistakes sheet"): a title row, two header rows
// (Owes and Over over their VND and USD columns, the other headings over both rows), one line per row
// not deleted, and a pink TOTAL line. Made for each request, nothing kept on disk.
import type ExcelJS from 'exceljs';
import { staffDecimals, staffTotals, type StaffMoneyField, type StaffRow } from '../../../domain/acc-staff';
import { DATE_FMT, excel, headerWidth, numFmt, paintSub, writeHeaders } from '../../lib/xlsx';

interface Column {
  group: string;
  header: string;
  value(r: StaffRow): string | number | Date | null;
  money?: StaffMoneyField;
  width?: number;
}

const day = (text: string) => new Date(`${text}T00:00:00.000Z`);
const money = (group: string, currency: 'VND' | 'USD', field: StaffMoneyField): Column => ({
  group,
  header: currency,
  // Zero amounts are left blank; the TOTAL line shows every total.
  value: (r) => r[field] || null,
  money: field,
  width: 13,
});

export const STAFF_COLUMNS: readonly Column[] = [
  { group: 'Date', header: 'Date', value: (r) => day(r.date), width: 12 },
  { group: 'Invoice', header: 'Invoice', value: (r) => r.invoice },
  { group: 'Name', header: 'Name', value: (r) => r.name, width: 22 },
  { group: 'Department', header: 'Department', value: (r) => r.department },
  { group: 'Mistakes', header: 'Mistakes', value: (r) => r.mistake, width: 36 },
  money('Owes', 'VND', 'owesVND'),
  money('Owes', 'USD', 'owesUSD'),
  money('Over', 'VND', 'overVND'),
  money('Over', 'USD', 'overUSD'),
  { group: 'Processing', header: 'Processing', value: (r) => r.processing, width: 28 },
  { group: 'Note', header: 'Note', value: (r) => r.note, width: 28 },
];

const formatOf = (c: Column) => (c.money ? numFmt(staffDecimals(c.money)) : c.group === 'Date' ? DATE_FMT : undefined);

export async function staffXlsx(title: string, rows: readonly StaffRow[]): Promise<Buffer> {
  const Excel = await excel();
  const wb: ExcelJS.Workbook = new Excel.Workbook();
  wb.creator = 'Sumbook';
  const ws = wb.addWorksheet('Staff mistakes', { views: [{ state: 'frozen', ySplit: 3 }] });
  writeHeaders(ws, title, STAFF_COLUMNS);
  // A heading with no group above it fills both header rows.
  STAFF_COLUMNS.forEach((c, i) => {
    if (c.group === c.header) ws.mergeCells(2, i + 1, 3, i + 1);
  });
  const formats = STAFF_COLUMNS.map(formatOf);
  for (const r of rows) {
    const line = ws.addRow(STAFF_COLUMNS.map((c) => c.value(r)));
    formats.forEach((fmt, i) => {
      if (fmt) line.getCell(i + 1).numFmt = fmt;
    });
  }
  const totals = staffTotals(rows);
  const total = ws.addRow(STAFF_COLUMNS.map((c, i) => (c.money ? totals[c.money] : i === 0 ? 'TOTAL' : '')));
  paintSub(total, formats);
  STAFF_COLUMNS.forEach((c, i) => {
    ws.getColumn(i + 1).width = c.width ?? headerWidth(c.header);
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
