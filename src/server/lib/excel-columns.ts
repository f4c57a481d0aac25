// What the new parsers (storage items, members) share: the first sheet through the shared reader
// (lib/excel-read.ts: bytes, zip, row limit, formulas), its header matched to named columns in any order and
// any case, and each filled row after it handed over with its sheet row number.
import { ONLY_EXCEL } from '../../domain/acc-rules';
import { readFirstSheet, type SheetCell } from './excel-read';
import { HttpError } from './util';

export { numberOf } from '../../domain/acc-import';
export const MAX_ROWS = 5000;
const TOO_MANY = `Too many rows: at most ${MAX_ROWS.toLocaleString('en-US')} rows can be imported at once`;

export const cellText = (c: SheetCell): string => String(c ?? '').trim();
const norm = (c: SheetCell): string => cellText(c).replace(/\s+/g, ' ').toLowerCase();

export interface SheetLine<C extends string> {
  row: number;
  get: (column: C) => SheetCell;
}

/** The sheet's filled rows under a header naming every column of `need` (others in `optional` may be there). */
export async function readColumns<C extends string>(
  body: unknown,
  need: readonly C[],
  optional: readonly C[] = [],
): Promise<SheetLine<C>[]> {
  const { grid } = await readFirstSheet(body, { notExcel: ONLY_EXCEL, maxRows: MAX_ROWS, tooManyRows: TOO_MANY });
  const header = (grid[0] ?? []).map(norm);
  const expected = `expected the columns ${[...need, ...optional].join(' | ')}`;
  const at = new Map<C, number>();
  for (const c of [...need, ...optional]) {
    const i = header.indexOf(c.toLowerCase());
    if (i >= 0) at.set(c, i);
    else if (need.includes(c)) throw new HttpError(422, `Wrong columns: no '${c}' column; ${expected}`);
  }
  return grid
    .slice(1)
    .map((cells, i) => ({ row: i + 2, cells }))
    .filter(({ cells }) => cells.some((c) => cellText(c) !== ''))
    .map(({ row, cells }) => ({ row, get: (c: C) => (at.has(c) ? cells[at.get(c) ?? -1] : null) }));
}
