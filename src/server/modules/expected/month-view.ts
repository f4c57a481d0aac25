// What the plan's screen reads: the branch's rooms grouped by type, the month's cells, closed days, the
// month report and the capacity (src/domain/expected.ts), and whether the caller may edit.
import type { ExpectedCellAnswer, ExpectedMonth } from '../../../contract/expected';
import { expectedCapacity, expectedMonthReport, monthDays } from '../../../domain/expected';
import { mayEditExpected } from '../../../domain/manager-roles';
import { amountDecimals } from '../../../domain/money';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../../kernel/auth-user';
import { HttpError } from '../../lib/util';
import { roomsOf, type Room } from '../../kernel/rooms';
import type { PlanKey } from '../../kernel/expected-plan';
import { extrasOf, readCells, readMonthRow, type MonthRow } from './store';

export { roomsOf, type Room };

/** 400 unless the room is one of the branch's and the day one of the month's. */
export function checkCellKey(rooms: readonly Room[], key: PlanKey, room: string, day: number): void {
  if (!rooms.some((r) => r.number === room)) throw new HttpError(400, `Room ${room} is not a room of this branch`);
  if (day > monthDays(key.month)) throw new HttpError(400, `Day ${day} is not a day of ${key.month}`);
}

export function planReport(cells: readonly ExpectedCellAnswer[], row: MonthRow | null, rooms: number, key: PlanKey) {
  return expectedMonthReport(cells, extrasOf(row), rooms, key.month, amountDecimals(key.branchId));
}

export function planCapacity(cells: readonly ExpectedCellAnswer[], rooms: number, key: PlanKey) {
  return expectedCapacity(cells, rooms, key.month, amountDecimals(key.branchId));
}

/** The plan's figures read from the tables: cells, month row and room list. */
export async function readPlan(db: Db, key: PlanKey) {
  const [rooms, cells, row] = await Promise.all([roomsOf(db, key.branchId), readCells(db, key), readMonthRow(db, key)]);
  return { rooms, cells, row };
}

/** get_expected's answer: msg 'null' when the month has no plan yet (rooms still come, so the grid can be filled). */
export async function monthView(
  db: Db,
  key: PlanKey,
  me: AuthUser,
): Promise<{ msg: 'ok' | 'null'; data: ExpectedMonth }> {
  const { rooms, cells, row } = await readPlan(db, key);
  return {
    msg: row ? 'ok' : 'null',
    data: {
      branchId: key.branchId,
      month: key.month,
      rooms,
      cells,
      listSaveDay: row?.closedDays ?? [],
      source: row?.source ?? '',
      report: planReport(cells, row, rooms.length, key),
      capacity: planCapacity(cells, rooms.length, key),
      canEdit: mayEditExpected(me),
    },
  };
}
