// Reading an uploaded .xls or .xlsx into a preview (spec 2 section 5.6): the bytes say what it is, an
// .xlsx's zip is checked before the parser (SheetJS) sees it, only the first sheet is read and only as far
// as the row limit, formulas are refused, and the rows are built by domain/acc-import.ts. Nothing is stored.
import { randomUUID } from 'node:crypto';
import type { CellObject, WorkSheet } from '@e965/xlsx';
import { columnLetter } from '../../../domain/acc-sheet';
import {
  importRows,
  matchHeader,
  MAX_IMPORT_ROWS,
  type ImportCell,
  type ImportLoadType,
  type ImportResult,
  type ImportTemplate,
} from '../../../domain/acc-import';
import { ONLY_EXCEL } from '../../../domain/acc-rules';
import { checkZip, countSheetRows, isXlsxPackage, sniffExcel, type ExcelFormat } from '../../lib/excel-file';
import { HttpError } from '../../lib/util';

/** An .xlsx may unpack to at most this much (its zip directory and its real sizes are both checked). */
export const MAX_UNPACKED = 20 * 1024 * 1024;
const MAX_PARTS = 2000;
const TOO_MANY_ROWS = `Too many rows: at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows can be imported at once`;

type Sheetjs = typeof import('@e965/xlsx');
let sheetjs: Promise<Sheetjs> | null = null;
/** SheetJS, loaded on the first import or template. */
export function loadSheetjs(): Promise<Sheetjs> {
  sheetjs ??= import('@e965/xlsx');
  return sheetjs;
}

function checkFile(X: Sheetjs, body: Buffer): ExcelFormat {
  const format = sniffExcel(body);
  if (!format) throw new HttpError(415, ONLY_EXCEL);
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
    if (!isXlsxPackage(zip.entries)) throw new HttpError(415, ONLY_EXCEL);
    // A sheet far over the limit is refused before the parser reads it (the count below is exact).
    if (rows > MAX_IMPORT_ROWS + 100) throw new HttpError(422, TOO_MANY_ROWS);
  } else {
    let workbook = false;
    try {
      const cfb = X.CFB.read(body, { type: 'buffer' });
      workbook = Boolean(X.CFB.find(cfb, 'Workbook') ?? X.CFB.find(cfb, 'Book'));
    } catch {
      throw new HttpError(422, 'The file is not a readable Excel workbook');
    }
    if (!workbook) throw new HttpError(415, ONLY_EXCEL);
  }
  return format;
}

function cellOf(c: CellObject | null | undefined): ImportCell {
  if (!c) return null;
  if (c.t === 'n' || c.t === 's' || c.t === 'b') return c.v as ImportCell;
  if (c.t === 'd') return c.v instanceof Date ? c.v.toISOString().slice(0, 10) : String(c.v ?? '');
  if (c.t === 'e') return String(c.w ?? '#ERROR');
  return null;
}

export interface Preview extends ImportResult {
  format: ExcelFormat;
  template: ImportTemplate;
  sheet: string;
}

/** The preview of an uploaded file, or an HttpError with the reason (415, 413, 422). */
export async function readImport(body: unknown, type: ImportLoadType, branchId: number): Promise<Preview> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(415, ONLY_EXCEL);
  const X = await loadSheetjs();
  const format = checkFile(X, body);
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
      sheetRows: MAX_IMPORT_ROWS + 2,
      WTF: false,
    });
  } catch {
    throw new HttpError(422, 'The file is not a readable Excel workbook');
  }
  const sheet = wb.SheetNames[0];
  const ws: WorkSheet | undefined = sheet ? wb.Sheets[sheet] : undefined;
  const data = ((ws as { '!data'?: (CellObject | null | undefined)[][] } | undefined)?.['!data'] ?? []).map(
    (r) => r ?? [],
  );
  data.forEach((cells, r) =>
    cells.forEach((c, col) => {
      if (c?.f) throw new HttpError(422, `Formulas are not accepted: cell ${columnLetter(col)}${r + 1} holds =${c.f}`);
    }),
  );
  const grid = data.map((cells) => Array.from(cells, cellOf));
  const header = matchHeader(grid[0] ?? [], type);
  if (!header.ok) throw new HttpError(422, header.msg);
  const lines = grid.slice(1);
  const filled = lines.filter((l) => l.some((c) => String(c ?? '').trim() !== '')).length;
  if (filled > MAX_IMPORT_ROWS) throw new HttpError(422, TOO_MANY_ROWS);
  const batch = randomUUID().slice(0, 8);
  const result = importRows(lines, header.columns, type, branchId, (n) => `xl-${batch}-${n + 1}`);
  return { ...result, format, template: header.template, sheet: sheet ?? '' };
}
