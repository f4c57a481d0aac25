// Reading an uploaded .xls or .xlsx of invoice rows into a preview (spec 2 section 5.6; the accountant sum's
// INPUT FORM EXCEL and /input_excel's accountant and reception sums): the shared reader (lib/excel-read.ts)
// checks the bytes and the zip, reads only the first sheet as far as the row limit and refuses formulas; the
// rows are built by domain/acc-import.ts. Nothing is stored.
import { randomUUID } from 'node:crypto';
import {
  importRows,
  matchHeader,
  MAX_IMPORT_ROWS,
  type ImportLoadType,
  type ImportResult,
  type ImportTemplate,
} from '../../domain/acc-import';
import { ONLY_EXCEL } from '../../domain/acc-rules';
import type { ExcelFormat } from '../lib/excel-file';
import { filledRows, readFirstSheet } from '../lib/excel-read';
import { HttpError } from '../lib/util';

const TOO_MANY_ROWS = `Too many rows: at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows can be imported at once`;

export interface Preview extends ImportResult {
  format: ExcelFormat;
  template: ImportTemplate;
  sheet: string;
  /** The sheet row of each row (rows skip blank lines). */
  sheetRows: number[];
}

/** The preview of an uploaded file, or an HttpError with the reason (415, 413, 422). */
export async function readImport(body: unknown, type: ImportLoadType, branchId: number): Promise<Preview> {
  const { format, sheet, grid } = await readFirstSheet(body, {
    notExcel: ONLY_EXCEL,
    maxRows: MAX_IMPORT_ROWS,
    tooManyRows: TOO_MANY_ROWS,
  });
  const header = matchHeader(grid[0] ?? [], type);
  if (!header.ok) throw new HttpError(422, header.msg);
  const lines = grid.slice(1);
  if (filledRows(lines) > MAX_IMPORT_ROWS) throw new HttpError(422, TOO_MANY_ROWS);
  const batch = randomUUID().slice(0, 8);
  const result = importRows(lines, header.columns, type, branchId, (n) => `xl-${batch}-${n + 1}`);
  const sheetRows = lines.flatMap((cells, i) => (cells.some((c) => String(c ?? '').trim() !== '') ? [i + 2] : []));
  return { ...result, format, template: header.template, sheet, sheetRows };
}
