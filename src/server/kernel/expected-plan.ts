// Where the expected occupancy plan lives and how other reports read it (the manager report needs the
// month's plan to exist and the plan's figures of its day). The plan is the grid of kind 'expected': a
// room's cell of a day (field 'plan') holds the rate as its value and the comment as its note, with its
// rev (grid-rev.ts); the month row holds the closed days, and in its flags the plan's first source and
// the day figures stored by update_report. The expected module owns the writing.
import { dayFigures, monthDays, type ExpectedCell } from '../../domain/expected';
import { previousMonth } from '../../domain/dates';
import type { ExpectedDay } from '../../domain/manager-source';
import { amountDecimals } from '../../domain/money';
import type { Db } from '../db/connection';
import { findGridMonth } from './grid';
import type { RevCell, RevKey } from './grid-rev';

export const EXPECTED_KIND = 'expected';
const FIELD = 'plan';

export interface PlanKey {
  branchId: number;
  month: string;
}

/** The plan's month as a grid. */
export const planGrid = (key: PlanKey): RevKey => ({
  kind: EXPECTED_KIND,
  field: FIELD,
  branchId: key.branchId,
  month: key.month,
});

/** A stored grid cell as a cell of the plan (with its rev). */
export const planCell = (c: RevCell): ExpectedCell & { rev: number } => ({
  room: c.row,
  day: c.day,
  rate: c.value,
  comment: c.note,
  rev: c.rev,
});

/** True when the branch has a plan for the month (a month row, made by its first write or import). */
export async function expectedMonthExists(db: Db, branchId: number, month: string): Promise<boolean> {
  return (await findGridMonth(db, planGrid({ branchId, month }))) !== null;
}

/**
 * The plan's figures of a day 'YYYY-MM-DD': rooms with a rate, the sum of their rates (branch currency) and
 * the rooms whose stay starts that day (on the 1st, the previous month's last day tells who stayed on).
 */
export async function expectedDayFigures(db: Db, branchId: number, day: string): Promise<ExpectedDay> {
  const month = day.slice(0, 7);
  const d = Number(day.slice(8, 10));
  const before =
    d === 1 ? { month: previousMonth(month), day: monthDays(previousMonth(month)) } : { month, day: d - 1 };
  const lines = await db
    .selectFrom('grid_cells')
    .select(['month', 'row_key', 'day', 'value', 'note'])
    .where('kind', '=', EXPECTED_KIND)
    .where('branch_id', '=', branchId)
    .where('field', '=', FIELD)
    .where((eb) =>
      eb.or([
        eb.and([eb('month', '=', month), eb('day', '=', d)]),
        eb.and([eb('month', '=', before.month), eb('day', '=', before.day)]),
      ]),
    )
    .execute();
  const cells: ExpectedCell[] = lines.map((l) => ({
    room: l.row_key,
    day: l.month === month && l.day === d ? d : d - 1,
    rate: l.value,
    comment: l.note,
  }));
  return dayFigures(cells, d, amountDecimals(branchId));
}
