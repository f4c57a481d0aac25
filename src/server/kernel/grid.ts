// The month grids (breakfast, storage, the expected plan) cell by cell: reads, the month row (closed days,
// flags) and the keyed writes of breakfast and storage with the rules of domain/cells.ts. Each keyed write
// is looked up by its key first: a replay is answered with its first outcome and applied nothing. Writes
// run inside the caller's transaction, so a refused request (a closed day) stores nothing. Every stored
// change raises the cell's rev; the plan's writes check it (grid-rev.ts, cells with a value and a note).
import { sql } from 'kysely';
import { applyCellWrite, CLOSED_DAY, type CellOutcome, type CellWrite } from '../../domain/cells';
import type { Db } from '../db/connection';
import { HttpError, nowIso, parseJson } from '../lib/util';

export interface GridKey {
  kind: string;
  branchId: number;
  month: string;
}
export interface GridCell {
  row: string;
  day: number;
  field: string;
  value: number;
}
export interface GridWriteIn {
  key: string;
  row: string;
  day: number;
  field: string;
  write: CellWrite;
}
export type GridResult = CellOutcome & { key: string; row: string; day: number; field: string; replayed: boolean };
export interface GridMonth {
  closedDays: number[];
  flags: Record<string, unknown>;
}

/** The columns naming a grid's month. */
export const gridScope = (key: GridKey) => ({ kind: key.kind, branch_id: key.branchId, month: key.month }) as const;

export async function readGridCells(db: Db, key: GridKey): Promise<GridCell[]> {
  const rows = await db
    .selectFrom('grid_cells')
    .select(['row_key', 'day', 'field', 'value'])
    .where('kind', '=', key.kind)
    .where('branch_id', '=', key.branchId)
    .where('month', '=', key.month)
    .execute();
  return rows.map((r) => ({ row: r.row_key, day: r.day, field: r.field, value: r.value }));
}

/** The month row, or null while the grid's month has none. */
export async function findGridMonth(db: Db, key: GridKey): Promise<GridMonth | null> {
  const row = await db
    .selectFrom('grid_months')
    .select(['closed_days', 'flags'])
    .where('kind', '=', key.kind)
    .where('branch_id', '=', key.branchId)
    .where('month', '=', key.month)
    .executeTakeFirst();
  if (!row) return null;
  return {
    closedDays: parseJson<number[]>(row.closed_days, []),
    flags: parseJson<Record<string, unknown>>(row.flags, {}),
  };
}

/** The month row (no closed days and no flags while it has none). */
export async function readGridMonth(db: Db, key: GridKey): Promise<GridMonth> {
  return (await findGridMonth(db, key)) ?? { closedDays: [], flags: {} };
}

/** The month row, made with `flags` when the month has none yet. */
export async function openGridMonth(
  trx: Db,
  key: GridKey,
  flags: Record<string, unknown>,
  by: string,
): Promise<GridMonth> {
  await trx
    .insertInto('grid_months')
    .values({
      ...gridScope(key),
      closed_days: '[]',
      flags: JSON.stringify(flags),
      updated_at: nowIso(),
      updated_by: by,
    })
    .onConflict((oc) => oc.columns(['kind', 'branch_id', 'month']).doNothing())
    .execute();
  return readGridMonth(trx, key);
}

/** Stores the month row's closed days and/or flags (made on first use; flags are merged by name). */
export async function saveGridMonth(trx: Db, key: GridKey, change: Partial<GridMonth>, by: string): Promise<GridMonth> {
  const now = nowIso();
  const before = await openGridMonth(trx, key, {}, by);
  const next = { closedDays: change.closedDays ?? before.closedDays, flags: { ...before.flags, ...change.flags } };
  await trx
    .updateTable('grid_months')
    .set({
      closed_days: JSON.stringify(next.closedDays),
      flags: JSON.stringify(next.flags),
      updated_at: now,
      updated_by: by,
    })
    .where('kind', '=', key.kind)
    .where('branch_id', '=', key.branchId)
    .where('month', '=', key.month)
    .execute();
  return next;
}

async function cellValue(trx: Db, key: GridKey, w: GridWriteIn): Promise<number | null> {
  const row = await trx
    .selectFrom('grid_cells')
    .select('value')
    .where('kind', '=', key.kind)
    .where('branch_id', '=', key.branchId)
    .where('month', '=', key.month)
    .where('row_key', '=', w.row)
    .where('day', '=', w.day)
    .where('field', '=', w.field)
    .executeTakeFirst();
  return row ? row.value : null;
}

async function storeValue(trx: Db, key: GridKey, w: GridWriteIn, value: number, existed: boolean, by: string) {
  const at = nowIso();
  if (existed) {
    await trx
      .updateTable('grid_cells')
      .set({ value, rev: sql<number>`rev + 1`, updated_at: at, updated_by: by })
      .where('kind', '=', key.kind)
      .where('branch_id', '=', key.branchId)
      .where('month', '=', key.month)
      .where('row_key', '=', w.row)
      .where('day', '=', w.day)
      .where('field', '=', w.field)
      .execute();
  } else {
    await trx
      .insertInto('grid_cells')
      .values({
        ...gridScope(key),
        row_key: w.row,
        day: w.day,
        field: w.field,
        value,
        rev: 1,
        updated_at: at,
        updated_by: by,
      })
      .execute();
  }
}

/**
 * Applies writes in order (inside the caller's transaction). A write whose key this user sent before is
 * answered with its first outcome (`replayed`); a write to a closed day refuses the whole request (409).
 */
export async function applyGridWrites(
  trx: Db,
  key: GridKey,
  writes: readonly GridWriteIn[],
  me: { id: number; name: string },
  closedDays: readonly number[],
): Promise<GridResult[]> {
  const out: GridResult[] = [];
  for (const w of writes) {
    const done = await trx
      .selectFrom('grid_writes')
      .select('outcome')
      .where('user_id', '=', me.id)
      .where('write_key', '=', w.key)
      .executeTakeFirst();
    if (done) {
      out.push({ ...parseJson<CellOutcome>(done.outcome, { result: 'same', value: 0 }), ...place(w), replayed: true });
      continue;
    }
    if (w.day > 0 && closedDays.includes(w.day)) throw new HttpError(409, CLOSED_DAY);
    const stored = await cellValue(trx, key, w);
    const outcome = applyCellWrite(stored ?? 0, w.write);
    if (outcome.result === 'applied') await storeValue(trx, key, w, outcome.value, stored !== null, me.name);
    await trx
      .insertInto('grid_writes')
      .values({
        ...gridScope(key),
        user_id: me.id,
        write_key: w.key,
        row_key: w.row,
        day: w.day,
        field: w.field,
        outcome: JSON.stringify(outcome),
        at: nowIso(),
        by_name: me.name,
      })
      .execute();
    out.push({ ...outcome, ...place(w), replayed: false });
  }
  return out;
}

const place = (w: GridWriteIn) => ({ key: w.key, row: w.row, day: w.day, field: w.field });

/** Demo data: stores cells as they are (no write log), in chunks. */
export async function seedGridCells(trx: Db, key: GridKey, cells: readonly GridCell[], by: string): Promise<void> {
  const at = nowIso();
  const rows = cells.map((c) => ({
    ...gridScope(key),
    row_key: c.row,
    day: c.day,
    field: c.field,
    value: c.value,
    updated_at: at,
    updated_by: by,
  }));
  for (let i = 0; i < rows.length; i += 200)
    await trx
      .insertInto('grid_cells')
      .values(rows.slice(i, i + 200))
      .execute();
}
