// The expected occupancy plan (spec 3 sections 2, 3, 4 and 9; document 4 "Expected"): a rate per room
// and day with comments, days closed for editing, the day figures, capacity by week and month, the
// month report, and the plan made from stays ("a room staying from day 1 to day 2 fills that room's cell
// on day 1 with its rate").
import { capacityUtilisation } from './manager';
import { addDays, dateParts, daysInMonth, pad2 } from './dates';
import { roundTo, sumMoney } from './money';

export interface ExpectedCell {
  room: string;
  /** Day of the month, 1..31. */
  day: number;
  rate: number;
  comment: string;
}

/** A stay of a room (from the booking system or a sent reception sum). */
export interface Stay {
  room: string;
  checkin: string;
  checkout: string;
  /** Rate per night, branch currency. */
  rate: number;
}

/** The figures of one day of the month report. */
export interface ExpectedDayReport {
  day: number;
  sumRate: number;
  sumRoom: number;
  sumShort: number;
  sumLate: number;
  sumRateLate: number;
  sumRateShort: number;
  /** Rooms sold / rooms x 100, 2 decimals. */
  capacity: number;
}
export type DayExtras = Pick<ExpectedDayReport, 'sumShort' | 'sumLate' | 'sumRateLate' | 'sumRateShort'>;
export const NO_EXTRAS: DayExtras = { sumShort: 0, sumLate: 0, sumRateLate: 0, sumRateShort: 0 };

export const EXPECTED_CLOSED_DAY = 'This day is closed for editing';
export const EXPECTED_MISSING = "Please check again Expected, can't find data this month";
export const COMMENT_MAX = 300;

export function monthDays(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return daysInMonth(y, m);
}
export const dateOf = (month: string, day: number): string => `${month}-${pad2(day)}`;

/** Rooms with a rate on the day, the sum of those rates, and the rooms whose stay starts that day. */
export function dayFigures(cells: readonly ExpectedCell[], day: number, decimals = 0) {
  const today = cells.filter((c) => c.day === day && c.rate > 0);
  const before = new Set(cells.filter((c) => c.day === day - 1 && c.rate > 0).map((c) => c.room));
  return {
    rooms: today.length,
    sale: sumMoney(
      today.map((c) => c.rate),
      decimals,
    ),
    checkins: today.filter((c) => !before.has(c.room)).length,
  };
}

/** Weeks of a month as the plan's header shows them: 1-7, 8-14, 15-21, 22-28, then 29 to the end (if any). */
export function monthWeeks(month: string): { week: number; from: number; to: number }[] {
  const last = monthDays(month);
  const out = [];
  for (let w = 0; w * 7 + 1 <= last; w++) out.push({ week: w + 1, from: w * 7 + 1, to: Math.min(last, w * 7 + 7) });
  return out;
}

/** Capacity by week and for the month: rooms sold over room-nights available; guests = rooms sold; average rate. */
export function expectedCapacity(cells: readonly ExpectedCell[], rooms: number, month: string, decimals = 0) {
  const sold = (from: number, to: number) => cells.filter((c) => c.rate > 0 && c.day >= from && c.day <= to);
  const weeks = monthWeeks(month).map((w) => {
    const list = sold(w.from, w.to);
    return { ...w, roomsSold: list.length, capacity: capacityUtilisation(list.length, rooms * (w.to - w.from + 1)) };
  });
  const all = sold(1, monthDays(month));
  const revenue = sumMoney(
    all.map((c) => c.rate),
    decimals,
  );
  return {
    weeks,
    capacityMonth: capacityUtilisation(all.length, rooms * monthDays(month)),
    guestMonth: all.length,
    averageExpected: all.length > 0 ? roundTo(revenue / all.length, decimals) : 0,
    revenue,
  };
}

/** Every day's figures (rates from the cells, short and late from what was stored per day) and the month totals. */
export function expectedMonthReport(
  cells: readonly ExpectedCell[],
  extras: ReadonlyMap<number, DayExtras>,
  rooms: number,
  month: string,
  decimals = 0,
) {
  const days: ExpectedDayReport[] = [];
  for (let d = 1; d <= monthDays(month); d++) {
    const f = dayFigures(cells, d, decimals);
    days.push({
      day: d,
      sumRate: f.sale,
      sumRoom: f.rooms,
      ...(extras.get(d) ?? NO_EXTRAS),
      capacity: capacityUtilisation(f.rooms, rooms),
    });
  }
  const total = (k: keyof DayExtras | 'sumRate' | 'sumRoom', dec: number) =>
    sumMoney(
      days.map((d) => d[k]),
      dec,
    );
  return {
    days,
    totals: {
      sumRate: total('sumRate', decimals),
      sumRoom: total('sumRoom', 0),
      sumShort: total('sumShort', 0),
      sumLate: total('sumLate', 0),
      sumRateLate: total('sumRateLate', decimals),
      sumRateShort: total('sumRateShort', decimals),
      capacity: capacityUtilisation(total('sumRoom', 0), rooms * monthDays(month)),
    },
  };
}

/** The cells of the month a stay fills: each night from check-in up to the day before check-out. */
export function cellsFromStays(stays: readonly Stay[], month: string): ExpectedCell[] {
  const first = dateOf(month, 1);
  const last = dateOf(month, monthDays(month));
  const out = new Map<string, ExpectedCell>();
  for (const s of stays) {
    if (!s.room || !s.checkin || !s.checkout || s.checkout <= s.checkin || !(s.rate > 0)) continue;
    let night = s.checkin < first ? first : s.checkin;
    let guard = 0;
    while (night < s.checkout && night <= last && guard++ < 62) {
      const day = dateParts(night).day;
      out.set(`${s.room}|${day}`, { room: s.room, day, rate: s.rate, comment: '' });
      night = addDays(night, 1);
    }
  }
  return [...out.values()];
}

/** True when the day is closed for editing (marked X). */
export function isClosedDay(closedDays: readonly number[], day: number): boolean {
  return closedDays.includes(day);
}

/** Rooms grouped by room type, in room order within a type (the plan's rows and the .xlsx's side). */
export function roomsByType<R extends { number: string; type: string }>(
  rooms: readonly R[],
): { type: string; rooms: R[] }[] {
  const groups = new Map<string, R[]>();
  for (const r of [...rooms].sort((a, b) => a.number.localeCompare(b.number, 'en', { numeric: true })))
    groups.set(r.type, [...(groups.get(r.type) ?? []), r]);
  return [...groups.entries()].map(([type, list]) => ({ type, rooms: list }));
}
