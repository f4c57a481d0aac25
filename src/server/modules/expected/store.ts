// The plan in tables expected_months (closed days, stored day figures, first source) and expected_cells
// (rate and comment per room and day, with a rev that rises on every change). A cell cleared to rate 0
// and no comment keeps its line (an empty cell whose rev goes on rising), so a change based on an older
// rev is still refused and the client always holds the rev to send.
import type { ExpectedCellAnswer } from '../../../contract/expected';
import { EXPECTED_CLOSED_DAY, isClosedDay, NO_EXTRAS, type DayExtras } from '../../../domain/expected';
import { staleRefusal } from '../../../domain/messages';
import type { Db } from '../../db/connection';
import { cellOfLine } from '../../kernel/expected-plan';
import { HttpError, nowIso, parseJson } from '../../lib/util';

export interface MonthRow {
  closedDays: number[];
  dayReports: Record<string, DayExtras>;
  source: string;
}
export interface PlanKey {
  branchId: number;
  month: string;
}

export const STALE_CELL = staleRefusal('SAVE');

/** A change refused because the cell moved on since the caller read it: answered 409 with the cell as it is. */
export class StaleCell extends HttpError {
  constructor(public readonly current: ExpectedCellAnswer) {
    super(409, STALE_CELL);
  }
}

const emptyCell = (room: string, day: number): ExpectedCellAnswer => ({ room, day, rate: 0, comment: '', rev: 0 });
export const isEmptyCell = (c: { rate: number; comment: string }): boolean => !(c.rate > 0) && c.comment === '';

export async function readMonthRow(db: Db, { branchId, month }: PlanKey): Promise<MonthRow | null> {
  const row = await db
    .selectFrom('expected_months')
    .select(['closed_days', 'day_reports', 'source'])
    .where('branch_id', '=', branchId)
    .where('month', '=', month)
    .executeTakeFirst();
  if (!row) return null;
  return {
    closedDays: parseJson<number[]>(row.closed_days, []),
    dayReports: parseJson<Record<string, DayExtras>>(row.day_reports, {}),
    source: row.source,
  };
}

/** The month's row, made (with `source`) by the first write of the month. */
export async function ensureMonth(trx: Db, key: PlanKey, source: string, by: string): Promise<MonthRow> {
  const at = nowIso();
  await trx
    .insertInto('expected_months')
    .values({
      branch_id: key.branchId,
      month: key.month,
      closed_days: '[]',
      day_reports: '{}',
      source,
      created_at: at,
      updated_at: at,
      updated_by: by,
    })
    .onConflict((oc) => oc.columns(['branch_id', 'month']).doNothing())
    .execute();
  return (await readMonthRow(trx, key)) ?? { closedDays: [], dayReports: {}, source };
}

export async function saveMonthRow(
  trx: Db,
  key: PlanKey,
  change: Partial<Pick<MonthRow, 'closedDays' | 'dayReports'>>,
  by: string,
): Promise<void> {
  await trx
    .updateTable('expected_months')
    .set({
      ...(change.closedDays ? { closed_days: JSON.stringify(change.closedDays) } : {}),
      ...(change.dayReports ? { day_reports: JSON.stringify(change.dayReports) } : {}),
      updated_at: nowIso(),
      updated_by: by,
    })
    .where('branch_id', '=', key.branchId)
    .where('month', '=', key.month)
    .execute();
}

/** The day figures stored by update_report, by day. */
export const extrasOf = (row: MonthRow | null): Map<number, DayExtras> =>
  new Map(Object.entries(row?.dayReports ?? {}).map(([d, x]) => [Number(d), { ...NO_EXTRAS, ...x }]));

/** Every stored cell of the month (emptied ones too, for their rev), by room then day. */
export async function readCells(db: Db, { branchId, month }: PlanKey): Promise<ExpectedCellAnswer[]> {
  const lines = await db
    .selectFrom('expected_cells')
    .select(['room', 'day', 'rate', 'comment', 'rev'])
    .where('branch_id', '=', branchId)
    .where('month', '=', month)
    .orderBy('room')
    .orderBy('day')
    .execute();
  return lines.map(cellOfLine);
}

export interface CellChange {
  room: string;
  day: number;
  /** Undefined: kept as it is (update_expected with type 'comment'). */
  rate?: number;
  /** Undefined: kept as it is (update_expected with type 'rate'). */
  comment?: string;
  /** The rev the change was based on; undefined: not checked (the old screen sent none). */
  baseRev?: number;
}

/**
 * Writes one cell after the checks: a closed day refuses (409), a rev other than `baseRev` refuses (409
 * with the cell). Answers the cell as it now is, what it was, and whether anything was written.
 */
export async function writeCell(
  trx: Db,
  key: PlanKey,
  closedDays: readonly number[],
  change: CellChange,
  by: string,
): Promise<{ cell: ExpectedCellAnswer; before: ExpectedCellAnswer; changed: boolean }> {
  if (isClosedDay(closedDays, change.day)) throw new HttpError(409, EXPECTED_CLOSED_DAY);
  const line = await trx
    .selectFrom('expected_cells')
    .select(['room', 'day', 'rate', 'comment', 'rev'])
    .where('branch_id', '=', key.branchId)
    .where('month', '=', key.month)
    .where('room', '=', change.room)
    .where('day', '=', change.day)
    .executeTakeFirst();
  const before = line ? cellOfLine(line) : emptyCell(change.room, change.day);
  if (change.baseRev !== undefined && change.baseRev !== before.rev) throw new StaleCell(before);
  const same = { cell: before, before, changed: false };
  const rate = change.rate ?? before.rate;
  const comment = change.comment ?? before.comment;
  if (before.rate === rate && before.comment === comment) return same;
  const cell = { room: change.room, day: change.day, rate, comment, rev: before.rev + 1 };
  const values = { rate: cell.rate, comment: cell.comment, rev: cell.rev, updated_at: nowIso(), updated_by: by };
  if (line) {
    const res = await trx
      .updateTable('expected_cells')
      .set(values)
      .where('branch_id', '=', key.branchId)
      .where('month', '=', key.month)
      .where('room', '=', change.room)
      .where('day', '=', change.day)
      .where('rev', '=', before.rev)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new StaleCell(before);
  } else {
    if (isEmptyCell(cell)) return same;
    try {
      await trx
        .insertInto('expected_cells')
        .values({ branch_id: key.branchId, month: key.month, room: change.room, day: change.day, ...values })
        .execute();
    } catch (err) {
      // Another write made the cell meanwhile (unique branch, month, room, day).
      if (/unique/i.test(String(err))) throw new StaleCell(before);
      throw err;
    }
  }
  return { cell, before, changed: true };
}
