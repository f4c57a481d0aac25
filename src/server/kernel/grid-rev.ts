// Grid cells that hold a note beside their value and are written from the rev their writer read (the
// expected plan: a room's rate and comment on a day; grid.ts has the month row and the keyed writes). A
// change based on another rev is refused (409 with the cell as it now is). A cell emptied (no value, no
// note) keeps its line, so its rev goes on rising and a change based on an older rev is still refused.
import { CLOSED_DAY } from '../../domain/cells';
import { staleRefusal } from '../../domain/messages';
import { runCompiled } from '../db/compiled';
import type { Db } from '../db/connection';
import { HttpError, nowIso } from '../lib/util';
import { gridScope, type GridKey } from './grid';

/** A grid and the one field of its cells that carries revs. */
export interface RevKey extends GridKey {
  field: string;
}
export interface RevCell {
  row: string;
  day: number;
  value: number;
  note: string;
  rev: number;
}
interface RevChange {
  row: string;
  day: number;
  /** Undefined: kept as it is. */
  value?: number;
  /** Undefined: kept as it is. */
  note?: string;
  /** The rev the change was based on (0 for an empty cell); undefined: not checked. */
  baseRev?: number;
}

const STALE_CELL = staleRefusal('SAVE');

/** A change refused because the cell moved on since the caller read it: answered 409 with the cell as it is. */
export class StaleGridCell extends HttpError {
  constructor(public readonly current: RevCell) {
    super(409, STALE_CELL);
  }
}

const emptyCell = (row: string, day: number): RevCell => ({ row, day, value: 0, note: '', rev: 0 });
const isEmpty = (c: RevCell): boolean => !(c.value > 0) && c.note === '';
const cellOf = (r: { row_key: string; day: number; value: number; note: string; rev: number }): RevCell => ({
  row: r.row_key,
  day: r.day,
  value: r.value,
  note: r.note,
  rev: r.rev,
});
const COLUMNS = ['row_key', 'day', 'value', 'note', 'rev'] as const;

/** The stored cells of the key's field. */
const fieldCells = (db: Db, key: RevKey) =>
  db
    .selectFrom('grid_cells')
    .select(COLUMNS)
    .where('kind', '=', key.kind)
    .where('branch_id', '=', key.branchId)
    .where('month', '=', key.month)
    .where('field', '=', key.field);

/** Every stored cell of the field (emptied ones too, for their rev), by row then day. */
export async function readRevCells(db: Db, key: RevKey): Promise<RevCell[]> {
  const rows = await fieldCells(db, key).orderBy('row_key').orderBy('day').execute();
  return rows.map(cellOf);
}

async function readRevCell(db: Db, key: RevKey, row: string, day: number): Promise<RevCell | null> {
  const r = await fieldCells(db, key).where('row_key', '=', row).where('day', '=', day).executeTakeFirst();
  return r ? cellOf(r) : null;
}

/** Stores `cell` over the line of rev `baseRev`; false when the line moved on meanwhile. */
async function updateCell(trx: Db, key: RevKey, cell: RevCell, baseRev: number, by: string): Promise<boolean> {
  const res = await trx
    .updateTable('grid_cells')
    .set({ value: cell.value, note: cell.note, rev: cell.rev, updated_at: nowIso(), updated_by: by })
    .where('kind', '=', key.kind)
    .where('branch_id', '=', key.branchId)
    .where('month', '=', key.month)
    .where('field', '=', key.field)
    .where('row_key', '=', cell.row)
    .where('day', '=', cell.day)
    .where('rev', '=', baseRev)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Makes the cell's line; false when another write made it meanwhile. */
async function insertCell(trx: Db, key: RevKey, cell: RevCell, by: string): Promise<boolean> {
  const res = await trx
    .insertInto('grid_cells')
    .values(lineOf(key, cell, nowIso(), by))
    .onConflict((oc) => oc.columns(['kind', 'branch_id', 'month', 'row_key', 'day', 'field']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Writes one cell inside the caller's transaction: a closed day refuses (409), a rev other than `baseRev`
 * refuses (409 with the cell). Answers the cell as it now is, what it was, and whether anything was written.
 */
export async function writeRevCell(
  trx: Db,
  key: RevKey,
  closedDays: readonly number[],
  change: RevChange,
  by: string,
): Promise<{ cell: RevCell; before: RevCell; changed: boolean }> {
  if (closedDays.includes(change.day)) throw new HttpError(409, CLOSED_DAY);
  const stored = await readRevCell(trx, key, change.row, change.day);
  const before = stored ?? emptyCell(change.row, change.day);
  if (change.baseRev !== undefined && change.baseRev !== before.rev) throw new StaleGridCell(before);
  const same = { cell: before, before, changed: false };
  const cell = {
    ...before,
    value: change.value ?? before.value,
    note: change.note ?? before.note,
    rev: before.rev + 1,
  };
  if (cell.value === before.value && cell.note === before.note) return same;
  if (!stored && isEmpty(cell)) return same;
  const done = stored ? await updateCell(trx, key, cell, before.rev, by) : await insertCell(trx, key, cell, by);
  if (!done) throw new StaleGridCell((await readRevCell(trx, key, change.row, change.day)) ?? before);
  return { cell, before, changed: true };
}

/**
 * Puts values into the empty cells (no value, no note) of open days; a cell already filled, or on a closed
 * day, is kept. Each filled cell's rev rises. Answers the counts.
 */
export async function fillEmptyRevCells(
  trx: Db,
  key: RevKey,
  closedDays: readonly number[],
  values: readonly { row: string; day: number; value: number }[],
  by: string,
): Promise<{ filled: number; kept: number }> {
  const stored = new Map((await readRevCells(trx, key)).map((c) => [`${c.row}|${c.day}`, c]));
  const at = nowIso();
  let kept = 0;
  let refilled = 0;
  const fresh = [];
  for (const v of values) {
    const was = stored.get(`${v.row}|${v.day}`);
    if (closedDays.includes(v.day) || (was && !isEmpty(was))) {
      kept += 1;
      continue;
    }
    const cell = { row: v.row, day: v.day, value: v.value, note: '', rev: (was?.rev ?? 0) + 1 };
    if (!was) {
      fresh.push(lineOf(key, cell, at, by));
      continue;
    }
    refilled += 1;
    await updateCell(trx, key, cell, was.rev, by);
  }
  await insertLines(trx, fresh);
  return { filled: fresh.length + refilled, kept };
}

const lineOf = (key: RevKey, c: RevCell, at: string, by: string) => ({
  ...gridScope(key),
  row_key: c.row,
  day: c.day,
  field: key.field,
  value: c.value,
  note: c.note,
  rev: c.rev,
  updated_at: at,
  updated_by: by,
});
type Line = ReturnType<typeof lineOf>;
const LINE_COLUMNS = [
  'kind',
  'branch_id',
  'month',
  'row_key',
  'day',
  'field',
  'value',
  'note',
  'rev',
  'updated_at',
  'updated_by',
] as const satisfies readonly (keyof Line)[];
/** Rows per insert: 512 at a time, the rest in halving sizes, so a handful of SQL texts serve every count. */
const CHUNKS = [512, 256, 128, 64, 32, 16, 8, 4, 2, 1];

/** New lines in chunks, each chunk size's SQL compiled once (an import or the demo seed writes thousands). */
async function insertLines(trx: Db, lines: readonly Line[]): Promise<void> {
  let i = 0;
  for (const size of CHUNKS) {
    for (; i + size <= lines.length; i += size) {
      const chunk = lines.slice(i, i + size);
      const params = chunk.flatMap((l) => LINE_COLUMNS.map((c) => l[c]));
      const ordered = chunk.map((l) => Object.fromEntries(LINE_COLUMNS.map((c) => [c, l[c]])) as Line);
      await runCompiled(
        trx,
        `grid_cells.insert_rev.${size}`,
        (d) => d.insertInto('grid_cells').values(ordered),
        params,
      );
    }
  }
}
