// What the breakfast screen reads (get_data): the rooms, each room's counts, the day rows worked out by
// src/domain/breakfast.ts with the guests in house from the sent reception sums, the closed days and the
// branch's room cards (so a tablet reads a scanned card offline).
import type { BreakfastMonth } from '../../../contract/breakfast';
import { addDays } from '../../../domain/dates';
import {
  breakfastDay,
  breakfastTotals,
  DAY_ROW,
  isBreakfastField,
  mayEditBreakfast,
  ROOM_FIELD,
  type BreakfastField,
} from '../../../domain/breakfast';
import { dateOf, monthDays } from '../../../domain/expected';
import { billedDays, roomsStaying, stayRowsOf, type StayRow } from '../../../domain/guest-number';
import { receptionDataBranch } from '../../../domain/branches';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../../kernel/auth-user';
import { readGridCells, readGridMonth, type GridCell, type GridKey } from '../../kernel/grid';
import { sentSumRows } from '../../docs/reception';
import { roomsOf } from '../../kernel/rooms';
import { roomCards } from '../../kernel/survey-codes';

export const KIND = 'breakfast';
export const gridKey = (branchId: number, month: string): GridKey => ({ kind: KIND, branchId, month });

/** The month's stays: from the sums of the day before the month's first to 62 days after its end. */
export async function monthStays(db: Db, branchId: number, month: string): Promise<StayRow[]> {
  const span = billedDays(month);
  return stayRowsOf(await sentSumRows(db, receptionDataBranch(branchId), addDays(span.from, -1), span.to));
}

/** Guests in house on a day: the rooms that stayed the night before. */
export const guestsInHouse = (stays: readonly StayRow[], month: string, day: number): number =>
  roomsStaying(stays, addDays(dateOf(month, day), -1)).length;

/** The day rows of the given days from the cells. */
export function dayRows(cells: readonly GridCell[], stays: readonly StayRow[], month: string, days: number[]) {
  const byDay = new Map<number, { rooms: number[]; own: Partial<Record<BreakfastField, number>> }>();
  for (const c of cells) {
    const d = byDay.get(c.day) ?? { rooms: [], own: {} };
    if (c.row === DAY_ROW && isBreakfastField(c.field)) d.own[c.field] = c.value;
    else if (c.field === ROOM_FIELD) d.rooms.push(c.value);
    byDay.set(c.day, d);
  }
  return days.map((day) => {
    const d = byDay.get(day) ?? { rooms: [], own: {} };
    return breakfastDay(day, d.rooms, d.own, guestsInHouse(stays, month, day));
  });
}

/** Who opened a closed day again, and when (kept in the month's flags by day). */
export interface Reopened {
  by: string;
  at: string;
}

/** The open days that were reopened after a close, each with its last reopening. */
function reopenedDays(flags: Record<string, unknown>, closedDays: readonly number[]) {
  return Object.entries((flags.reopened ?? {}) as Record<string, Reopened>)
    .map(([day, r]) => ({ day: Number(day), by: r.by, at: r.at }))
    .filter((r) => !closedDays.includes(r.day))
    .sort((a, b) => a.day - b.day);
}

export async function breakfastMonth(db: Db, me: AuthUser, branchId: number, month: string): Promise<BreakfastMonth> {
  const key = gridKey(branchId, month);
  const [branch, rooms, cells, row, stays, cards] = await Promise.all([
    db.selectFrom('branches').select('name').where('id', '=', branchId).executeTakeFirst(),
    roomsOf(db, branchId),
    readGridCells(db, key),
    readGridMonth(db, key),
    monthStays(db, branchId, month),
    roomCards(db, branchId),
  ]);
  const roomSet = new Set(rooms.map((r) => r.number));
  const days = dayRows(
    cells.filter((c) => c.row === DAY_ROW || roomSet.has(c.row)),
    stays,
    month,
    Array.from({ length: monthDays(month) }, (_, i) => i + 1),
  );
  return {
    branchId,
    branchName: branch?.name ?? '',
    month,
    rooms,
    listRoom: cells
      .filter((c) => c.field === ROOM_FIELD && roomSet.has(c.row) && c.value !== 0)
      .map((c) => ({ room: c.row, day: c.day, value: c.value })),
    days,
    totals: breakfastTotals(days),
    listSaveDay: row.closedDays,
    reopened: reopenedDays(row.flags, row.closedDays),
    roomCards: cards,
    canEdit: mayEditBreakfast(me.role),
  };
}
