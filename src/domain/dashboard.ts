// The dashboard's counting rules (spec 3 sections 2, 3 and 9: report total, reservation report): room
// nights inside a month, capacity, OTA totals per channel and the other booking totals. Pure: the server
// reads the bookings (src/server/kernel/bookings.ts) and hands them here.
//
// Choices where the spec is silent:
// - A booking on the waiting list or cancelled holds no room: it counts only in waitingListTotal or
//   cancelListTotal. The other bookings are "confirmed".
// - Room nights (roomTotal, companyTotal) are the nights inside the month (a stay crossing a month end
//   gives each month its own nights). Booking counts (female, OTA, membership, website, app, pick-up,
//   drop-off, waiting, cancel) count a booking in the month of its check-in, so it counts once.
// - Capacity of a month = room nights / (rooms x days of the month) x 100, two decimals (section 9's
//   "rooms sold / room count x 100" over the month's days).
// - percent = the change of roomTotal against the previous month, in %, two decimals (0 without one).
import { dayNumber, previousMonth } from './dates';
import { dateOf, monthDays } from './expected';
import { roundTo } from './money';

/** The OTA channel names; the spec's {host} is booking.com. */
export const OTA = ['agoda', 'expedia', 'booking.com', 'rakuten', 'hafh'] as const;
export type OtaChannel = (typeof OTA)[number];
export const LANGUAGES = ['ja', 'en', 'vi', 'ko'] as const;
export const DEVICES = ['pc', 'phone', 'tablet', 'app'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Device = (typeof DEVICES)[number];

/** OTA channels per branch (spec 3 section 9; a repeated {host} is listed once). */
export function otaChannelsOf(branchId: number): OtaChannel[] {
  switch (branchId) {
    case 1:
    case 4:
    case 9:
      return ['agoda', 'booking.com', 'hafh'];
    case 13:
      return ['expedia', 'booking.com', 'agoda', 'rakuten'];
    case 7:
      return ['expedia', 'booking.com', 'agoda', 'rakuten', 'hafh'];
    case 11:
      return ['expedia', 'agoda', 'booking.com'];
    default:
      // 3, 8, 12, 16, 15 (expedia, {host}, agoda, {host}) and every other branch.
      return ['expedia', 'booking.com', 'agoda'];
  }
}

export const isOta = (channel: string): channel is OtaChannel => (OTA as readonly string[]).includes(channel);

/** What the counting rules read of a booking (kernel/bookings.ts Booking has these). */
export interface CountedBooking {
  room: string;
  checkin: string;
  checkout: string;
  channel: string;
  language: string;
  device: string;
  company: string;
  cancelled: boolean;
  pickUp?: boolean;
  dropOff?: boolean;
  waitingList?: boolean;
  membership?: boolean;
  female?: boolean;
}

export const isConfirmed = (b: CountedBooking): boolean => !b.cancelled && !b.waitingList;
export const inMonth = (day: string, month: string): boolean => day.slice(0, 7) === month;

/** Nights of the stay inside the month: nights from check-in up to the day before check-out. */
export function nightsInMonth(b: Pick<CountedBooking, 'checkin' | 'checkout'>, month: string): number {
  const first = dateOf(month, 1);
  // Most bookings of a year's list miss the month: two string comparisons tell.
  if (b.checkout <= first || b.checkin > dateOf(month, 31)) return 0;
  const start = dayNumber(b.checkin);
  const end = dayNumber(b.checkout);
  const from = dayNumber(first);
  if (start === null || end === null || from === null || end <= start) return 0;
  const afterLast = from + monthDays(month);
  return Math.max(0, Math.min(end, afterLast) - Math.max(start, from));
}

/** Confirmed room nights inside each of the months, in one pass over the bookings. */
export function roomNightsByMonth(bookings: readonly CountedBooking[], months: readonly string[]): number[] {
  const bounds = months.map((m) => {
    const from = dayNumber(dateOf(m, 1)) ?? 0;
    return [from, from + monthDays(m)] as const;
  });
  const out = months.map(() => 0);
  const first = months.length ? dateOf(months[0], 1) : '';
  for (const b of bookings) {
    if (!isConfirmed(b) || b.checkout <= first) continue;
    const start = dayNumber(b.checkin);
    const end = dayNumber(b.checkout);
    if (start === null || end === null || end <= start) continue;
    for (let i = 0; i < bounds.length; i++) {
      const n = Math.min(end, bounds[i][1]) - Math.max(start, bounds[i][0]);
      if (n > 0) out[i] += n;
    }
  }
  return out;
}

/** Capacity % = room nights / (rooms x days) x 100, two decimals; 0 without rooms. */
export function monthCapacity(nights: number, rooms: number, month: string): number {
  const available = rooms * monthDays(month);
  return available > 0 ? roundTo((nights / available) * 100, 2) : 0;
}

/** Confirmed room nights inside the month. */
export function roomNights(bookings: readonly CountedBooking[], month: string): number {
  let n = 0;
  for (const b of bookings) if (isConfirmed(b)) n += nightsInMonth(b, month);
  return n;
}

/** Change from `before` to `now` in %, two decimals; 0 when there is nothing before. */
export function percentChange(now: number, before: number): number {
  return before > 0 ? roundTo(((now - before) / before) * 100, 2) : 0;
}

export interface MonthTotals {
  roomTotal: number;
  capacity: number;
  femaleTotal: number;
  OTATotal: number;
  OTATotalDetails: Record<string, number>;
  memberShipTotal: number;
  companyTotal: number;
  fromAzWebTotal: number;
  fromAzAppTotal: number;
  pickUpTotal: number;
  dropOffTotal: number;
  waitingListTotal: number;
  cancelListTotal: number;
}

/**
 * The month's totals of a set of bookings over `rooms` rooms; OTATotalDetails lists `channels` (the
 * branch's OTAs) first, with 0 when none came, then any other OTA that brought a booking.
 */
export function monthTotals(
  bookings: readonly CountedBooking[],
  month: string,
  rooms: number,
  channels: readonly string[],
): MonthTotals {
  const t: MonthTotals = {
    roomTotal: 0,
    capacity: 0,
    femaleTotal: 0,
    OTATotal: 0,
    OTATotalDetails: Object.fromEntries(channels.map((c) => [c, 0])),
    memberShipTotal: 0,
    companyTotal: 0,
    fromAzWebTotal: 0,
    fromAzAppTotal: 0,
    pickUpTotal: 0,
    dropOffTotal: 0,
    waitingListTotal: 0,
    cancelListTotal: 0,
  };
  for (const b of bookings) {
    const confirmed = isConfirmed(b);
    const nights = confirmed ? nightsInMonth(b, month) : 0;
    t.roomTotal += nights;
    if (b.channel === 'company') t.companyTotal += nights;
    if (!inMonth(b.checkin, month)) continue;
    if (b.cancelled) t.cancelListTotal++;
    else if (b.waitingList) t.waitingListTotal++;
    if (!confirmed) continue;
    if (b.female) t.femaleTotal++;
    if (b.membership) t.memberShipTotal++;
    if (b.pickUp) t.pickUpTotal++;
    if (b.dropOff) t.dropOffTotal++;
    if (b.channel === 'website') t.fromAzWebTotal++;
    if (b.channel === 'app') t.fromAzAppTotal++;
    if (isOta(b.channel)) {
      t.OTATotal++;
      t.OTATotalDetails[b.channel] = (t.OTATotalDetails[b.channel] ?? 0) + 1;
    }
  }
  t.capacity = monthCapacity(t.roomTotal, rooms, month);
  return t;
}

/** The 12 months ending with `month`, oldest first. */
export function twelveMonths(month: string): string[] {
  const out = [month];
  while (out.length < 12) out.unshift(previousMonth(out[0]));
  return out;
}

/** Capacity of each of the 12 months ending with `month`. */
export function capacityByMonth(
  bookings: readonly CountedBooking[],
  month: string,
  rooms: number,
): { month: string; capacity: number }[] {
  const months = twelveMonths(month);
  const nights = roomNightsByMonth(bookings, months);
  return months.map((m, i) => ({ month: m, capacity: monthCapacity(nights[i], rooms, m) }));
}

export interface ReservationCounts {
  booking: number;
  roomAmount: number;
  language: Record<Language, number>;
  deviceType: Record<Device, number>;
}

export const emptyReservation = (): ReservationCounts => ({
  booking: 0,
  roomAmount: 0,
  language: { ja: 0, en: 0, vi: 0, ko: 0 },
  deviceType: { pc: 0, phone: 0, tablet: 0, app: 0 },
});

/**
 * The reservation report of a branch for a month: bookings made (not cancelled) that check in in the
 * month, their room nights (the whole stay), and their guests' languages and booking devices.
 */
export function reservationCounts(bookings: readonly CountedBooking[], month: string): ReservationCounts {
  const r = emptyReservation();
  for (const b of bookings) {
    if (b.cancelled || !inMonth(b.checkin, month)) continue;
    r.booking++;
    r.roomAmount += Math.max(0, (dayNumber(b.checkout) ?? 0) - (dayNumber(b.checkin) ?? 0));
    if (b.language in r.language) r.language[b.language as Language]++;
    if (b.device in r.deviceType) r.deviceType[b.device as Device]++;
  }
  return r;
}

/** The sum of several branches' reservation counts (an area's total). */
export function addReservations(list: readonly ReservationCounts[]): ReservationCounts {
  const out = emptyReservation();
  for (const r of list) {
    out.booking += r.booking;
    out.roomAmount += r.roomAmount;
    for (const k of LANGUAGES) out.language[k] += r.language[k];
    for (const k of DEVICES) out.deviceType[k] += r.deviceType[k];
  }
  return out;
}

/** The sum of several branches' month totals; capacity over their rooms together. */
export function addTotals(list: readonly MonthTotals[], rooms: number, month: string): MonthTotals {
  const out = monthTotals([], month, rooms, []);
  for (const t of list) {
    for (const k of NUMBER_KEYS) out[k] += t[k];
    for (const [c, n] of Object.entries(t.OTATotalDetails)) out.OTATotalDetails[c] = (out.OTATotalDetails[c] ?? 0) + n;
  }
  out.capacity = monthCapacity(out.roomTotal, rooms, month);
  return out;
}

const NUMBER_KEYS = [
  'roomTotal',
  'femaleTotal',
  'OTATotal',
  'memberShipTotal',
  'companyTotal',
  'fromAzWebTotal',
  'fromAzAppTotal',
  'pickUpTotal',
  'dropOffTotal',
  'waitingListTotal',
  'cancelListTotal',
] as const satisfies readonly (keyof MonthTotals)[];
