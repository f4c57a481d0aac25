// Demo bookings of the booking system (table `bookings`) for every branch, from the 1st of the month 13
// months ago to the end of next month: per room a run of stays and empty nights around the branch's
// occupancy (higher in the cool season, lower ahead of today), plus cancelled and waiting-list bookings
// that hold no room. Channels are the branch's OTAs (spec 3 section 9), the website, the app, walk-ins
// and companies. Deterministic: one generator per branch (prng.ts), dates relative to the seed's `now`.
import { BRANCHES, branchToday, type BranchInfo } from '../../../domain/branches';
import { dayNumber, fromDayNumber, nextMonth, previousMonth } from '../../../domain/dates';
import { otaChannelsOf, type Device, type Language } from '../../../domain/dashboard';
import { dateOf, monthDays } from '../../../domain/expected';
import { runCompiled } from '../../db/compiled';
import type { Db } from '../../db/connection';
import type { BookingTable } from '../../db/schema';
import type { DemoSeed } from '../../db/seed/index';
import { COMPANIES, guestName } from '../../db/seed/people';
import { rng, type Rng } from '../../db/seed/prng';
import { roomsFor } from '../../db/seed/rooms';

type Row = Omit<BookingTable, 'id'>;
export const DEMO_BOOKING_MONTHS_BACK = 13;

/** The demo span: the 1st of the month 13 months before today's to the last day of next month. */
export function demoSpan(today: string): { from: string; to: string } {
  let first = today.slice(0, 7);
  for (let i = 0; i < DEMO_BOOKING_MONTHS_BACK; i++) first = previousMonth(first);
  const next = nextMonth(today.slice(0, 7));
  return { from: dateOf(first, 1), to: dateOf(next, monthDays(next)) };
}

function pickChannel(r: Rng, branchId: number): string {
  const x = r.next();
  if (x < 0.5) return r.pick(otaChannelsOf(branchId));
  if (x < 0.62) return 'website';
  if (x < 0.72) return 'app';
  if (x < 0.83) return 'walk-in';
  return 'company';
}

const LANGS: [Language, number][] = [
  ['ja', 0.45],
  ['vi', 0.7],
  ['en', 0.9],
  ['ko', 1],
];
const pickLanguage = (r: Rng): Language => {
  const x = r.next();
  return LANGS.find(([, p]) => x < p)?.[0] ?? 'ja';
};
function pickDevice(r: Rng, channel: string): Device {
  if (channel === 'app') return 'app';
  if (channel === 'walk-in' || channel === 'company') return 'pc';
  const x = r.next();
  return x < 0.45 ? 'pc' : x < 0.9 ? 'phone' : 'tablet';
}

/** Occupancy wished for a night: the branch's base, +10 points from November to March, x0.6 ahead of today. */
function occupancy(base: number, date: string, today: string): number {
  const m = Number(date.slice(5, 7));
  const season = m >= 11 || m <= 3 ? 0.1 : m >= 6 && m <= 8 ? -0.08 : 0;
  return Math.min(0.97, base + season) * (date > today ? 0.6 : 1);
}

/** Mean nights of a stay (nine in ten of 2-6 nights, one in ten of 7-20). */
const MEAN_STAY = 0.9 * 4 + 0.1 * 13.5;

/**
 * The chance that a free night starts a stay, for each day of the span (by day number from `from`): a
 * free night starts one with chance p, so rooms are occupied p·L / (p·L + 1 - p) of the nights; p is
 * chosen so that this is the wished occupancy o: p = o / (o + L·(1 - o)).
 */
function occupancies(base: number, from: number, to: number, today: string, day: (d: number) => string): number[] {
  const out: number[] = [];
  for (let d = from; d <= to; d++) {
    const o = occupancy(base, day(d), today);
    out.push(o / (o + MEAN_STAY * (1 - o)));
  }
  return out;
}

/** Day strings by day number around the span (fromDayNumber is slow enough to matter here). */
function dayTexts(from: number, to: number): (d: number) => string {
  const first = from - 61;
  const texts: string[] = [];
  for (let d = first; d <= to + 21; d++) texts.push(fromDayNumber(d));
  return (d) => texts[d - first];
}

function booking(
  r: Rng,
  b: BranchInfo,
  room: string,
  d: number,
  nights: number,
  today: string,
  day: (d: number) => string,
): Row {
  const channel = pickChannel(r, b.id);
  const lead = channel === 'walk-in' ? 0 : r.int(0, 60);
  const checkin = day(d);
  const created = day(d - lead);
  const rate = b.id === 11 ? r.int(45, 120) : r.int(9, 25) * 100_000;
  return {
    code: '',
    branch_id: b.id,
    room,
    checkin,
    checkout: day(d + nights),
    rate,
    guest_name: guestName(r, b.id),
    company: channel === 'company' ? r.pick(COMPANIES) : '',
    channel,
    language: pickLanguage(r),
    device: pickDevice(r, channel),
    pick_up: r.chance(0.15) ? 1 : 0,
    drop_off: r.chance(0.12) ? 1 : 0,
    waiting_list: 0,
    cancelled: 0,
    membership: r.chance(channel === 'app' ? 0.7 : channel === 'website' ? 0.3 : 0.04) ? 1 : 0,
    female: r.chance(0.35) ? 1 : 0,
    created_at: created > today ? today : created,
  };
}

/** The demo bookings of one branch (codes BK<branch>-<n>). */
export function demoBookings(b: BranchInfo, today: string): Row[] {
  const r = rng(9000 + b.id);
  const span = demoSpan(today);
  const from = dayNumber(span.from) ?? 0;
  const to = dayNumber(span.to) ?? 0;
  const day = dayTexts(from, to);
  const occ = occupancies(0.55 + (b.id % 5) * 0.07, from, to, today, day);
  const rows: Row[] = [];
  for (const room of roomsFor(b)) {
    let d = from;
    while (d <= to) {
      // A free night, or a stay of 2-6 nights (one in ten a long stay of 7-20).
      if (!r.chance(occ[d - from])) {
        d += 1;
        continue;
      }
      const nights = r.chance(0.1) ? r.int(7, 20) : r.int(2, 6);
      rows.push(booking(r, b, room.number, d, nights, today, day));
      if (r.chance(0.06)) rows.push({ ...booking(r, b, room.number, d, r.int(1, 3), today, day), cancelled: 1 });
      if (r.chance(0.03)) rows.push({ ...booking(r, b, room.number, d, r.int(1, 3), today, day), waiting_list: 1 });
      d += nights;
    }
  }
  return rows.map((row, i) => ({ ...row, code: `BK${b.id}-${i + 1}` }));
}

/** A row of placeholders: the shape of the insert compiled once (its values are replaced per row). */
const BLANK: Row = {
  code: '',
  branch_id: 0,
  room: '',
  checkin: '',
  checkout: '',
  rate: 0,
  guest_name: '',
  company: '',
  channel: '',
  language: '',
  device: '',
  pick_up: 0,
  drop_off: 0,
  waiting_list: 0,
  cancelled: 0,
  membership: 0,
  female: 0,
  created_at: '',
};
const COLUMNS = Object.keys(BLANK) as (keyof Row)[];
const BATCH = 100;

/**
 * About 50,000 rows, in inserts of 100 rows compiled once (Kysely compiles a big insert slower than
 * SQLite runs it) and a last shorter one.
 */
export async function seedDashboard(db: Db, demo: DemoSeed): Promise<void> {
  const insert = (rows: Row[]) =>
    runCompiled(
      db,
      `seed.bookings.${rows.length}`,
      (d) => d.insertInto('bookings').values(rows.map(() => BLANK)),
      rows.flatMap((row) => COLUMNS.map((c) => row[c])),
    );
  for (const b of BRANCHES) {
    const rows = demoBookings(b, branchToday(b.id, demo.now));
    for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
  }
}
