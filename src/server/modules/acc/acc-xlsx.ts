// The accountant sum's .xlsx (document 4): a title row, two header rows with the groups merged over their
// columns, one line per invoice row with its style's fill and text colours, live formulas for Nights,
// Amount and Sub (with their values cached), a pink SUB row per day of a multi-day sheet and one at the
// end, frozen header rows and key columns. Written with exceljs's streaming writer, row by row, straight
// into the answer: nothing is kept on disk and a month of 150-row days stays small in memory.
import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { accSheetColumns, cellFormula, columnLetter, type AccSheetColumn } from '../../../domain/acc-sheet';
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { Totals } from '../../../domain/totals';
import { columnFormat, excel, headerWidth, paint, paintSub, writeHeaders } from '../../lib/xlsx';

export interface SheetDay {
  day: string;
  rows: readonly InvoiceRow[];
  /** The day's SUB row. */
  totals: Totals;
}

export interface AccBook {
  branchId: number;
  title: string;
  sheetName: string;
  /** The month of a month view (Nights counted inside it), null for a day as it is. */
  month: string | null;
  days: readonly SheetDay[];
  /** A SUB row after each day (multi-day sheets). */
  subPerDay: boolean;
  /** The last SUB row. */
  total: Totals;
  totalLabel: string;
}

/** 'YYYY-MM-DD' as a spreadsheet date (UTC midnight: the serial is the whole day). */
function dateCell(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

const REF = /\[([A-Za-z0-9_:]+)\]/g;

/** The formula with its column keys turned into this row's cell references; null when a key has no column. */
function resolve(formula: string, letters: ReadonlyMap<string, string>, rowNumber: number): string | null {
  let missing = false;
  const text = formula.replace(REF, (_, key: string) => {
    const letter = letters.get(key);
    if (!letter) missing = true;
    return `${letter}${rowNumber}`;
  });
  return missing ? null : text;
}

function cellValue(
  c: AccSheetColumn,
  row: InvoiceRow,
  day: string,
  book: AccBook,
  letters: ReadonlyMap<string, string>,
  rowNumber: number,
): ExcelJS.CellValue {
  const f = cellFormula(c.key, row, book.branchId, book.month);
  if (f) {
    const formula = resolve(f.formula, letters, rowNumber);
    if (formula) return { formula, result: f.result };
  }
  const v = c.value(row, day);
  if (c.kind === 'date') return dateCell(String(v)) ?? (v === '' ? null : v);
  // Package counts of 0 are left blank: a row shows the packages it has.
  return v === '' || (v === 0 && c.key.startsWith('pkg:')) ? null : v;
}

/** The .xlsx of the book as a stream (the caller sends it); a failure while writing ends the stream with the error. */
export async function accXlsxStream(book: AccBook): Promise<Readable> {
  const Excel = await excel();
  const out = new PassThrough();
  const wb = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: true });
  wb.creator = 'Sumbook';
  const cols = accSheetColumns(book.branchId);
  const keyColumns = cols.findIndex((c) => c.key === 'name') + 1;
  const ws = wb.addWorksheet(book.sheetName, { views: [{ state: 'frozen', xSplit: keyColumns, ySplit: 3 }] });
  ws.columns = cols.map((c) => ({ width: headerWidth(c.header) }));
  const formats = cols.map(columnFormat);
  const letters = new Map(cols.map((c, i) => [c.key, columnLetter(i)]));
  for (const r of writeHeaders(ws, book.title, cols)) r.commit();

  const sub = (label: string, second: string, totals: Totals) => {
    const values = cols.map((c, i) => (i === 0 ? label : i === 1 ? second : c.total ? (totals[c.total] ?? 0) : null));
    const line = ws.addRow(values);
    paintSub(line, formats);
    line.commit();
  };

  for (const d of book.days) {
    for (const row of d.rows) {
      const line = ws.addRow([]);
      cols.forEach((c, i) => {
        const cell = line.getCell(i + 1);
        cell.value = cellValue(c, row, d.day, book, letters, line.number);
        const fmt = formats[i];
        if (fmt && cell.value !== null) cell.numFmt = fmt;
        if (c.style) paint(cell, row.style[c.style]);
      });
      line.commit();
    }
    if (book.subPerDay) sub('SUB', d.day, d.totals);
  }
  sub('SUB', book.totalLabel, book.total);
  ws.commit();
  wb.commit().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

/** The whole file in memory (a mail attachment: one day, small). */
export async function accXlsxBuffer(book: AccBook): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await accXlsxStream(book)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
