// Reading the first sheet of an uploaded .xls or .xlsx safely, for every Excel import (the accountant sum's
// INPUT FORM EXCEL, the support mail's recipient list): the bytes say what the file is (never its name), an
// .xlsx's zip is checked before the parser (SheetJS) sees it (declared and real sizes, so a zip bomb stops
// at the cap), a sheet far over the row limit is refused before parsing, only the first sheet is read and
// only as far as the limit (a sheet with more rows than the header and the limit is refused, never cut), and
// a formula cell is refused (422 naming the cell): an import takes typed values only.
import type { CellObject, WorkSheet } from '@e965/xlsx';
import { columnLetter } from '../../domain/acc-sheet';
import { checkZip, countSheetRows, isXlsxPackage, sniffExcel, type ExcelFormat } from './excel-file';
import { HttpError } from './util';

/** A cell as the parser gives it: a number, a text, a boolean, or empty. */
export type SheetCell = string | number | boolean | null | undefined;

/** An .xlsx may unpack to at most this much (its zip directory and its real sizes are both checked). */
export const MAX_UNPACKED = 20 * 1024 * 1024;
const MAX_PARTS = 2000;
const UNREADABLE = 'The file is not a readable Excel workbook';

type Sheetjs = typeof import('@e965/xlsx');
let sheetjs: Promise<Sheetjs> | null = null;
/** SheetJS, loaded on the first import or template. */
export function loadSheetjs(): Promise<Sheetjs> {
  sheetjs ??= import('@e965/xlsx');
  return sheetjs;
}

export interface SheetReadOptions {
  /** The refusal of anything that is not an Excel workbook (the spec's "Please select only excel file types"). */
  notExcel: string;
  /** Most rows below the first one (the header); a longer sheet, blank rows included, is refused with tooManyRows. */
  maxRows: number;
  tooManyRows: string;
}

export interface SheetRead {
  format: ExcelFormat;
  sheet: string;
  /** Row by row from the sheet's first row (the header, when it has one). */
  grid: SheetCell[][];
}

function checkFile(X: Sheetjs, body: Buffer, opts: SheetReadOptions): ExcelFormat {
  const format = sniffExcel(body);
  if (!format) throw new HttpError(415, opts.notExcel);
  if (format === 'xlsx') {
    let rows = 0;
    const zip = checkZip(body, {
      maxUnpacked: MAX_UNPACKED,
      maxEntries: MAX_PARTS,
      onEntry: (name, data) => {
        if (/^xl\/worksheets\/[^/]+\.xml$/.test(name)) rows = Math.max(rows, countSheetRows(data));
      },
    });
    if (!zip.ok) throw new HttpError(zip.reason === 'bomb' ? 413 : 422, zip.msg);
    if (!isXlsxPackage(zip.entries)) throw new HttpError(415, opts.notExcel);
    // A sheet far over the limit is refused before the parser reads it (the count after parsing is exact).
    if (rows > opts.maxRows + 100) throw new HttpError(422, opts.tooManyRows);
  } else {
    let workbook = false;
    try {
      const cfb = X.CFB.read(body, { type: 'buffer' });
      workbook = Boolean(X.CFB.find(cfb, 'Workbook') ?? X.CFB.find(cfb, 'Book'));
    } catch {
      throw new HttpError(422, UNREADABLE);
    }
    if (!workbook) throw new HttpError(415, opts.notExcel);
  }
  return format;
}

function cellOf(c: CellObject | null | undefined): SheetCell {
  if (!c) return null;
  if (c.t === 'n' || c.t === 's' || c.t === 'b') return c.v as SheetCell;
  if (c.t === 'd') return c.v instanceof Date ? c.v.toISOString().slice(0, 10) : String(c.v ?? '');
  if (c.t === 'e') return String(c.w ?? '#ERROR');
  return null;
}

/** The first sheet of an uploaded workbook as a grid, or an HttpError with the reason (415, 413, 422). */
export async function readFirstSheet(body: unknown, opts: SheetReadOptions): Promise<SheetRead> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(415, opts.notExcel);
  const X = await loadSheetjs();
  const format = checkFile(X, body, opts);
  let wb;
  try {
    wb = X.read(body, {
      type: 'buffer',
      dense: true,
      cellFormula: true,
      cellHTML: false,
      cellNF: false,
      cellStyles: false,
      cellDates: false,
      sheets: 0,
      // The header, the most rows taken, and one more to know there are more.
      sheetRows: opts.maxRows + 2,
      WTF: false,
    });
  } catch {
    throw new HttpError(422, UNREADABLE);
  }
  const sheet = wb.SheetNames[0] ?? '';
  const ws: WorkSheet | undefined = sheet ? wb.Sheets[sheet] : undefined;
  // A dense sheet leaves blank rows as holes: each becomes an empty row (map would keep the holes).
  const data = Array.from(
    (ws as { '!data'?: (CellObject | null | undefined)[][] } | undefined)?.['!data'] ?? [],
    (r) => r ?? [],
  );
  // The parser stopped at sheetRows: a sheet longer than that (its full range, '!fullref', reaches further
  // than the rows read), or with a row read after the header and the most rows, is refused whole rather
  // than silently cut (blank rows count: the sheet's rows, from its first, are what is limited).
  if (ws?.['!fullref'] !== undefined || data.length > opts.maxRows + 1) throw new HttpError(422, opts.tooManyRows);
  data.forEach((cells, r) =>
    cells.forEach((c, col) => {
      if (c?.f) throw new HttpError(422, `Formulas are not accepted: cell ${columnLetter(col)}${r + 1} holds =${c.f}`);
    }),
  );
  return { format, sheet, grid: data.map((cells) => Array.from(cells, cellOf)) };
}

/** Rows with at least one non-blank cell. */
export function filledRows(rows: readonly SheetCell[][]): number {
  return rows.filter((l) => l.some((c) => String(c ?? '').trim() !== '')).length;
}
