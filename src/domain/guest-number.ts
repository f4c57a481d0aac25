// Guest numbers (spec 3 sections 2, 3 and 9): per day of a month the staying guests, the short-time and
// late-out guests with their lists, and the capacity (red at 50 % or more), worked out from the hotel
// invoices of the sent reception sums. Breakfast's "Guests in house" reads the same stays.
//
// Choices where the spec is silent:
// - A hotel invoice row (HI) is one stay of its room; the sums carry no head count, so a "guest" is a
//   staying room, as in document 4's capacity formulas.
// - A stay (or a late check-out) occupies the nights from check-in up to the day before check-out. A
//   short-time stay counts on its check-in day, a late check-out on its check-out day (stayKind, as the
//   manager report counts them).
// - Capacity follows the manager customers formula: (staying + late / 2 + short / 2) / rooms x 100.
import { addDays, dayNumber } from './dates';
import { monthDays, dateOf } from './expected';
import type { InvoiceRow } from './invoice-row';
import { capacityUtilisation, managerCustomers } from './manager';
import { stayKind, type StayKind } from './manager-source';

export const GUEST_CAPACITY_RED = 50;
export const GUEST_NUMBER_EMPTY = 'Have note data this Month';

export interface StayRow {
  id: string;
  room: string;
  name: string;
  checkin: string;
  checkout: string;
  kind: StayKind;
}

const SKIPPED = /CANCEL|NO\s*SHOW|CHECK\s*IN/i;

/** The stays of reception sum rows: hotel invoices with a room and dates, not deleted, cancelled or no-show; one per invoice and room. */
export function stayRowsOf(rows: readonly InvoiceRow[]): StayRow[] {
  const out = new Map<string, StayRow>();
  for (const r of rows) {
    const id = r.HI.trim();
    const room = r.room.trim();
    if (!id || !room || r.paid === 'Delete' || SKIPPED.test(r.action)) continue;
    const checkout = dayNumber(r.checkout) !== null ? r.checkout : '';
    const checkin = dayNumber(r.checkin) !== null ? r.checkin : checkout;
    if (!checkin || !checkout || checkout < checkin) continue;
    out.set(`${id}|${room}`, { id, room, name: r.name, checkin, checkout, kind: stayKind(r) });
  }
  return [...out.values()];
}

/** Rooms staying the night of `date` (check-in on or before it, check-out after it; short stays excluded). */
export function roomsStaying(stays: readonly StayRow[], date: string): StayRow[] {
  return stays.filter((s) => s.kind !== 'short' && s.checkin <= date && s.checkout > date);
}

export interface GuestDay {
  day: number;
  date: string;
  guestNumber: number;
  short_time: number;
  list_short: string[];
  late_out: number;
  list_lateOut: string[];
  capacity: number;
}

/** The load modes: 1 = days 1-15, 2 = 16 to the end, 3 = the month. */
export type GuestPart = 1 | 2 | 3;

export function partDays(month: string, part: GuestPart): { from: number; to: number } {
  const last = monthDays(month);
  if (part === 1) return { from: 1, to: Math.min(15, last) };
  if (part === 2) return { from: 16, to: last };
  return { from: 1, to: last };
}

/** The default mode: 1-15 when today is the 15th or before, else 16-end. */
export const defaultPart = (today: string): GuestPart => (Number(today.slice(8, 10)) <= 15 ? 1 : 2);

const roomsOf = (list: readonly StayRow[]) =>
  [...list].map((s) => s.room).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

/** Each day of the part: staying rooms, short-time and late-out with their rooms, and the capacity. */
export function guestNumberDays(stays: readonly StayRow[], month: string, part: GuestPart, rooms: number): GuestDay[] {
  const { from, to } = partDays(month, part);
  const out: GuestDay[] = [];
  for (let day = from; day <= to; day++) {
    const date = dateOf(month, day);
    const staying = roomsStaying(stays, date).length;
    const short = stays.filter((s) => s.kind === 'short' && s.checkin === date);
    const late = stays.filter((s) => s.kind === 'late' && s.checkout === date);
    const customers = managerCustomers({ day: staying, late: late.length, short: short.length, otherHotel: 0 });
    out.push({
      day,
      date,
      guestNumber: staying,
      short_time: short.length,
      list_short: roomsOf(short),
      late_out: late.length,
      list_lateOut: roomsOf(late),
      capacity: capacityUtilisation(customers, rooms),
    });
  }
  return out;
}

/** True when the capacity is shown red (50 or more). */
export const capacityRed = (capacity: number): boolean => capacity >= GUEST_CAPACITY_RED;

/** The reception sum days a month's stays can be billed on: the month and the 62 days after it. */
export function billedDays(month: string): { from: string; to: string } {
  return { from: dateOf(month, 1), to: addDays(dateOf(month, monthDays(month)), 62) };
}
