// The plan on the grid kernel (kernel/expected-plan.ts says where it lives): the month row (closed days,
// and in its flags the first source and the day figures stored by update_report) and the cells (rate and
// comment per room and day, with a rev that rises on every change; kernel/grid-rev.ts).
import type { ExpectedCellAnswer } from '../../../contract/expected';
import { NO_EXTRAS, type DayExtras } from '../../../domain/expected';
import type { Db } from '../../db/connection';
import { planCell, planGrid, type PlanKey } from '../../kernel/expected-plan';
import { findGridMonth, openGridMonth, saveGridMonth, type GridMonth } from '../../kernel/grid';
import { readRevCells, writeRevCell } from '../../kernel/grid-rev';

export interface MonthRow {
  closedDays: number[];
  dayReports: Record<string, DayExtras>;
  source: string;
}

const monthRowOf = (m: GridMonth): MonthRow => ({
  closedDays: m.closedDays,
  dayReports: (m.flags.dayReports ?? {}) as Record<string, DayExtras>,
  source: typeof m.flags.source === 'string' ? m.flags.source : '',
});

export async function readMonthRow(db: Db, key: PlanKey): Promise<MonthRow | null> {
  const month = await findGridMonth(db, planGrid(key));
  return month && monthRowOf(month);
}

/** The month's row, made (with `source`) by the first write of the month. */
export async function ensureMonth(trx: Db, key: PlanKey, source: string, by: string): Promise<MonthRow> {
  return monthRowOf(await openGridMonth(trx, planGrid(key), { source, dayReports: {} }, by));
}

export async function saveMonthRow(
  trx: Db,
  key: PlanKey,
  change: Partial<Pick<MonthRow, 'closedDays' | 'dayReports'>>,
  by: string,
): Promise<void> {
  const flags = change.dayReports ? { dayReports: change.dayReports } : {};
  await saveGridMonth(trx, planGrid(key), { closedDays: change.closedDays, flags }, by);
}

/** The day figures stored by update_report, by day. */
export const extrasOf = (row: MonthRow | null): Map<number, DayExtras> =>
  new Map(Object.entries(row?.dayReports ?? {}).map(([d, x]) => [Number(d), { ...NO_EXTRAS, ...x }]));

/** Every stored cell of the month (emptied ones too, for their rev), by room then day. */
export async function readCells(db: Db, key: PlanKey): Promise<ExpectedCellAnswer[]> {
  return (await readRevCells(db, planGrid(key))).map(planCell);
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
 * with the cell, kernel/grid-rev.ts). Answers the cell as it now is, what it was, and whether anything was written.
 */
export async function writeCell(
  trx: Db,
  key: PlanKey,
  closedDays: readonly number[],
  change: CellChange,
  by: string,
): Promise<{ cell: ExpectedCellAnswer; before: ExpectedCellAnswer; changed: boolean }> {
  const { room: row, day, rate: value, comment: note, baseRev } = change;
  const res = await writeRevCell(trx, planGrid(key), closedDays, { row, day, value, note, baseRev }, by);
  return { cell: planCell(res.cell), before: planCell(res.before), changed: res.changed };
}
