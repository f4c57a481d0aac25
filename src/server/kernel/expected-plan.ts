// The expected occupancy plan as other reports read it (the manager report needs the month's plan to exist
// and the plan's figures of its day). Reads expected_months / expected_cells; the expected module owns
// the writing.
import type { Selectable } from 'kysely';
import { dayFigures, monthDays, type ExpectedCell } from '../../domain/expected';
import { previousMonth } from '../../domain/dates';
import type { ExpectedDay } from '../../domain/manager-source';
import { amountDecimals } from '../../domain/money';
import type { Db } from '../db/connection';
import type { ExpectedCellTable } from '../db/schema';

export type ExpectedCellLine = Selectable<ExpectedCellTable>;

/** A stored line as a cell of the plan (with its rev). */
export const cellOfLine = (l: Pick<ExpectedCellLine, 'room' | 'day' | 'rate' | 'comment' | 'rev'>) => ({
  room: l.room,
  day: l.day,
  rate: l.rate,
  comment: l.comment,
  rev: l.rev,
});

/** True when the branch has a plan for the month (a month row, made by its first write or import). */
export async function expectedMonthExists(db: Db, branchId: number, month: string): Promise<boolean> {
  const row = await db
    .selectFrom('expected_months')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('month', '=', month)
    .executeTakeFirst();
  return row !== undefined;
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
    .selectFrom('expected_cells')
    .select(['month', 'room', 'day', 'rate', 'comment'])
    .where('branch_id', '=', branchId)
    .where((eb) =>
      eb.or([
        eb.and([eb('month', '=', month), eb('day', '=', d)]),
        eb.and([eb('month', '=', before.month), eb('day', '=', before.day)]),
      ]),
    )
    .execute();
  const cells: ExpectedCell[] = lines.map((l) => ({
    room: l.room,
    day: l.month === month && l.day === d ? d : d - 1,
    rate: l.rate,
    comment: l.comment,
  }));
  return dayFigures(cells, d, amountDecimals(branchId));
}
