import type { TFunction } from '../../lib/i18n';
import type { BreakfastMonth } from '../../../contract/breakfast';
import type { Catalogs } from '../../../locales/catalogs';
import {
  BREAKFAST_FIELDS,
  BREAKFAST_LABELS,
  breakfastDay,
  isBreakfastField,
  type BreakfastDay,
} from '../../../domain/breakfast';
import { branchToday } from '../../../domain/branches';

// What the breakfast screens show, worked out from the month, the values waiting and src/domain (pure).
export const cellId = (branchId: number, month: string, colum: string, day: number) =>
  `${branchId}:${month}:${colum}|${day}`;

/** The server's values of a month's cells by id (rooms from listRoom, a day's own counts from its row). */
export function knownOf(m: BreakfastMonth): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of m.listRoom) out[cellId(m.branchId, m.month, c.room, c.day)] = c.value;
  for (const d of m.days) for (const f of BREAKFAST_FIELDS) if (d[f]) out[cellId(m.branchId, m.month, f, d.day)] = d[f];
  return out;
}

export interface Shown {
  known: Record<string, number>;
  pending: Record<string, number>;
  adds: Record<string, number>;
}

/** A cell as shown: what was typed while it waits, else the server's, plus scans on their way. */
export function shownValue(m: { branchId: number; month: string }, s: Shown, colum: string, day: number): number {
  const id = cellId(m.branchId, m.month, colum, day);
  return Math.max(0, (s.pending[id] ?? s.known[id] ?? 0) + (s.adds[id] ?? 0));
}

/** Every day's rows from the shown values (guests in house as the server worked them out). */
export function shownDays(m: BreakfastMonth, s: Shown): BreakfastDay[] {
  return m.days.map((d) => {
    const rooms = m.rooms.map((r) => shownValue(m, s, r.number, d.day));
    const own = Object.fromEntries(BREAKFAST_FIELDS.map((f) => [f, shownValue(m, s, f, d.day)]));
    return breakfastDay(d.day, rooms, own, d.guestInHouse);
  });
}
/** A text of src/domain shown on the breakfast screens (BREAKFAST_LABELS, room-code refusals): a key of its catalog. */
export type BfKey = keyof Catalogs['breakfast'];
export type BfT = TFunction<'breakfast'>;

/** A row's name: a day's own count (OUTSIDE, HAN + Friend, ONIGIRI) or a room. */
export const columLabel = (colum: string, t: BfT) =>
  isBreakfastField(colum) ? t(BREAKFAST_LABELS[colum] as BfKey) : t('Room {{room}}', { room: colum });

/** The branch's today when it falls in the month, else null (scans count for today). */
export function todayIn(branchId: number, month: string): number | null {
  const today = branchToday(branchId);
  return today.startsWith(month) ? Number(today.slice(8, 10)) : null;
}

export { weekdayOf as weekday } from '../../lib/i18n/format';
