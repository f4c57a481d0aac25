// The accountant sum's .xlsx (document 4): a title row, two header rows with the groups merged over their
// columns, one line per invoice row with its style's fill and text colours, live formulas for Nights,
// Amount and Sub (with their values cached), a pink SUB row per day of a multi-day sheet and one at the
// end, frozen header rows and key columns. Written with exceljs's streaming writer, row by row, straight
// into the answer: nothing is kept on disk and a month of 150-row days stays small in memory.
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type ExcelJS from 'exceljs';
import { accSheetColumns, cellFormula, columnLetter, type AccSheetColumn } from '../../../domain/acc-sheet';
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { Totals } from '../../../domain/totals';
import { columnFormat, excel, headerWidth, paintSub, StyleCache, writeHeaders } from '../../lib/xlsx';

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
  /** The days in order: a list, or read one at a time while the file is written. */
  days: Iterable<SheetDay> | AsyncIterable<SheetDay>;
  /** A SUB row after each day (multi-day sheets). */
  subPerDay: boolean;
  /** The last SUB row (a function when it is known only once every day is written). */
  total: Totals | (() => Totals);
  totalLabel: string;
}

/** 'YYYY-MM-DD' as a spreadsheet date (UTC midnight: the serial is the whole day). */
function dateCell(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

const REF = /\[([A-Za-z0-9_:]+)\]/g;
/** A formula split at its column keys: [text, 0, text, 0, ..., text], 0 standing for the row number; null when a key has no column. */
function compile(formula: string, letters: ReadonlyMap<string, string>): (string | 0)[] | null {
  const parts: (string | 0)[] = [];
  let at = 0;
  for (const m of formula.matchAll(REF)) {
    const letter = letters.get(m[1]);
    if (!letter) return null;
    parts.push(formula.slice(at, m.index) + letter, 0);
    at = (m.index ?? 0) + m[0].length;
  }
  parts.push(formula.slice(at));
  return parts;
}

/** The formulas of one sheet, each split once (a sheet has a handful of distinct ones). */
class Formulas {
  private compiled = new Map<string, (string | 0)[] | null>();
  constructor(private letters: ReadonlyMap<string, string>) {}

  /** The formula with its column keys turned into this row's cell references; null when a key has no column. */
  resolve(formula: string, rowNumber: number): string | null {
    let parts = this.compiled.get(formula);
    if (parts === undefined) {
      parts = compile(formula, this.letters);
      this.compiled.set(formula, parts);
    }
    if (!parts) return null;
    let text = '';
    for (const p of parts) text += p === 0 ? rowNumber : p;
    return text;
  }
}

function cellValue(
  c: AccSheetColumn,
  row: InvoiceRow,
  day: string,
  book: AccBook,
  formulas: Formulas,
  rowNumber: number,
): ExcelJS.CellValue {
  const f = cellFormula(c.key, row, book.branchId, book.month);
  if (f) {
    const formula = formulas.resolve(f.formula, rowNumber);
    if (formula) return { formula, result: f.result };
  }
  const v = c.value(row, day);
  if (c.kind === 'date') return dateCell(String(v)) ?? (v === '' ? null : v);
  // Zero amounts and package counts are left blank (as accountants keep their sheets): a row shows what it
  // has, and the formulas read a blank as 0. Discount and rate keep their 0; the SUB rows show every total.
  return v === '' || (v === 0 && (c.kind === 'money' || c.key.startsWith('pkg:'))) ? null : v;
}

/** Rows written between two turns of the event loop: other requests are served while a month is written. */
const ROWS_PER_TURN = 100;

/**
 * The .xlsx of the book as a stream (the caller sends it). It is written while it is read, a hundred rows
 * at a time, so the server neither holds the whole sheet nor stops answering others; a failure while
 * writing ends the stream with the error.
 */
export async function accXlsxStream(book: AccBook): Promise<Readable> {
  const Excel = await excel();
  const out = new PassThrough();
  const wb = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: true });
  writeBook(wb, book).catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

async function writeBook(wb: ExcelJS.stream.xlsx.WorkbookWriter, book: AccBook): Promise<void> {
  wb.creator = 'Sumbook';
  const cols = accSheetColumns(book.branchId);
  const keyColumns = cols.findIndex((c) => c.key === 'name') + 1;
  const ws = wb.addWorksheet(book.sheetName, { views: [{ state: 'frozen', xSplit: keyColumns, ySplit: 3 }] });
  ws.columns = cols.map((c) => ({ width: headerWidth(c.header) }));
  const formats = cols.map(columnFormat);
  const formulas = new Formulas(new Map(cols.map((c, i) => [c.key, columnLetter(i)])));
  for (const r of writeHeaders(ws, book.title, cols)) r.commit();
  // Rows are committed as they are written (a streaming sheet forgets them): their numbers are counted here.
  let last = 3;

  const sub = (label: string, second: string, totals: Totals) => {
    const values = cols.map((c, i) => (i === 0 ? label : i === 1 ? second : c.total ? (totals[c.total] ?? 0) : null));
    const line = ws.addRow(values);
    last += 1;
    paintSub(line, formats);
    line.commit();
  };

  const styles = new StyleCache();
  for await (const d of book.days) {
    for (const row of d.rows) {
      last += 1;
      const values = cols.map((c) => cellValue(c, row, d.day, book, formulas, last));
      const line = ws.addRow(values);
      cols.forEach((c, i) => {
        line.getCell(i + 1).style = styles.get(
          values[i] === null ? undefined : formats[i],
          c.style ? row.style[c.style] : undefined,
        );
      });
      line.commit();
      if (last % ROWS_PER_TURN === 0) await setImmediate();
    }
    if (book.subPerDay) sub('SUB', d.day, d.totals);
  }
  sub('SUB', book.totalLabel, typeof book.total === 'function' ? book.total() : book.total);
  ws.commit();
  await wb.commit();
}

/** The whole file in memory (a mail attachment: one day, small). */
export async function accXlsxBuffer(book: AccBook): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await accXlsxStream(book)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
