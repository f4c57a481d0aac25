// The breakfast report (spec 3 sections 2, 3, 4, 6 and 9): per day of a month the breakfast guests of
// each room, the OUTSIDE, HAN + Friend and ONIGIRI counts, the guests in house (from the reception
// sums), Guests have BF, TOTAL and Capacity % = guests with breakfast / guests in house, 2 decimals.
//
// Choices where the spec is silent:
// - Guests in house on a day are the rooms that stayed the night before (the guests at breakfast that
//   morning), from the sent reception sums (guest-number.ts); the sums carry no head count.
// - TOTAL = Guests have BF + OUTSIDE + HAN + Friend + ONIGIRI (every breakfast served that day).
// - Counts are whole numbers from 0 to 999; only the supervisor (role 3) of the branch writes, and a day
//   closed for editing (X) refuses every write on the server.
import { ROLE } from './roles';
import { roundTo } from './money';

export const BREAKFAST_FIELDS = ['outSide', 'other', 'onigiri'] as const;
export type BreakfastField = (typeof BREAKFAST_FIELDS)[number];
export const BREAKFAST_LABELS: Record<BreakfastField, string> = {
  outSide: 'OUTSIDE',
  other: 'HAN + Friend',
  onigiri: 'ONIGIRI',
};
/** The row a day's own counts are stored under (rooms are stored under their number). */
export const DAY_ROW = '_day';
/** The field a room's breakfast guests are stored under. */
export const ROOM_FIELD = 'bf';
export const COUNT_MAX = 999;

export interface BreakfastDay {
  day: number;
  outSide: number;
  other: number;
  onigiri: number;
  guestInHouse: number;
  guestHaveBF: number;
  total: number;
  /** Guests with breakfast / guests in house x 100, 2 decimals (0 with nobody in house). */
  capacity: number;
}

export const isBreakfastField = (v: string): v is BreakfastField => (BREAKFAST_FIELDS as readonly string[]).includes(v);

export function breakfastCapacity(guestHaveBF: number, guestInHouse: number): number {
  return guestInHouse > 0 ? roundTo((guestHaveBF / guestInHouse) * 100, 2) : 0;
}

/** A day's rows from its rooms' counts, its own counts and the guests in house. */
export function breakfastDay(
  day: number,
  roomCounts: readonly number[],
  own: Partial<Record<BreakfastField, number>>,
  guestInHouse: number,
): BreakfastDay {
  const guestHaveBF = roomCounts.reduce((a, b) => a + b, 0);
  const outSide = own.outSide ?? 0;
  const other = own.other ?? 0;
  const onigiri = own.onigiri ?? 0;
  return {
    day,
    outSide,
    other,
    onigiri,
    guestInHouse,
    guestHaveBF,
    total: guestHaveBF + outSide + other + onigiri,
    capacity: breakfastCapacity(guestHaveBF, guestInHouse),
  };
}

/** The month's totals line; its capacity is over the month's guests in house. */
export function breakfastTotals(days: readonly BreakfastDay[]): Omit<BreakfastDay, 'day'> {
  const sum = (k: keyof BreakfastDay) => days.reduce((a, d) => a + d[k], 0);
  const guestHaveBF = sum('guestHaveBF');
  const guestInHouse = sum('guestInHouse');
  return {
    outSide: sum('outSide'),
    other: sum('other'),
    onigiri: sum('onigiri'),
    guestInHouse,
    guestHaveBF,
    total: sum('total'),
    capacity: breakfastCapacity(guestHaveBF, guestInHouse),
  };
}

/** "Only supervisor (3) edits breakfast days." */
export const mayEditBreakfast = (role: number): boolean => role === ROLE.SUPERVISOR;

/** A count a person may type: a whole number from 0 to 999. */
export const isCount = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= COUNT_MAX;
