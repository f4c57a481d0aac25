// The 'calendar' view of GET /report/:branchId/take_guest_number/:area/:month/:view (spec 3 sections 2, 3,
// 7 and 9): the occupancy of every day of the month and the next (content, content2), and for Calendar 2
// the predicted rows of both months from the same days one and two years before (content3). Occupancy,
// colours and the prediction are the rules of src/domain/guest-number.ts and src/domain/calendar.ts; the
// stays come from the sent reception sums (docs/reception.ts). The route's policy and the guard
// have checked the role and the branch (branch 99 reads 12's sums, 91 reads 15's).
import type { CalendarData } from '../../../contract/calendar';
import { branchToday, receptionDataBranch } from '../../../domain/branches';
import {
  calendarColour,
  comparedDate,
  HISTORY_YEARS,
  monthDates,
  predictedDays,
  type CompareBy,
} from '../../../domain/calendar';
import { addDays, nextMonth } from '../../../domain/dates';
import { dateOf, monthDays } from '../../../domain/expected';
import { guestNumberDays, stayRowsOf, type GuestDay, type StayRow } from '../../../domain/guest-number';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/connection';
import { sentSumDates, sentSumRows } from '../../docs/reception';
import { HttpError } from '../../lib/util';

export interface CalendarParams {
  /** The checked branch (the guard's). */
  branchId: number;
  /** YYYY-MM: the first of the two months. */
  month: string;
  /** Calendar 2: add the predicted rows. */
  predict?: boolean;
  /** Compare the same date (default) or the same weekday. */
  same?: CompareBy;
}

/** Stays billed by the sent sums that can hold nights from `from` to `to` (a stay is billed up to 62 days after). */
async function staysAround(db: Db, branchId: number, from: string, to: string): Promise<StayRow[]> {
  return stayRowsOf(await sentSumRows(db, branchId, addDays(from, -1), addDays(to, 62)));
}

/** The months (YYYY-MM) from the month of `from` to the month of `to`. */
function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from.slice(0, 7); m <= to.slice(0, 7); m = nextMonth(m)) out.push(m);
  return out;
}

/** Each day's guest-number figures of the months from `from` to `to`, by date. */
function daysByDate(stays: readonly StayRow[], from: string, to: string, rooms: number): Map<string, GuestDay> {
  const out = new Map<string, GuestDay>();
  for (const m of monthsBetween(from, to)) for (const d of guestNumberDays(stays, m, 3, rooms)) out.set(d.date, d);
  return out;
}

const calendarDay = (d: GuestDay) => ({
  date: d.date,
  day: d.day,
  percent: d.capacity,
  colour: calendarColour(d.capacity),
  guestNumber: d.guestNumber,
  short_time: d.short_time,
  late_out: d.late_out,
});

/** Occupancy of the compared days `years` years before `dates` (null for a day without a sent sum). */
async function historyOf(
  db: Db,
  branchId: number,
  dates: readonly string[],
  years: number,
  by: CompareBy,
  rooms: number,
): Promise<Map<string, number | null>> {
  const compared = dates.map((d) => comparedDate(d, years, by)).sort();
  const from = compared[0];
  const to = compared[compared.length - 1];
  const [stays, sent] = await Promise.all([staysAround(db, branchId, from, to), sentSumDates(db, branchId, from, to)]);
  const days = daysByDate(stays, from, to, rooms);
  return new Map(compared.map((d) => [d, sent.has(d) ? (days.get(d)?.capacity ?? 0) : null]));
}

export async function calendarView(ctx: Pick<ServerContext, 'db'>, params: CalendarParams): Promise<CalendarData> {
  const { db } = ctx;
  const { month, branchId } = params;
  const branch = await db
    .selectFrom('branches')
    .select(['name', 'rooms'])
    .where('id', '=', branchId)
    .executeTakeFirst();
  if (!branch) throw new HttpError(404, 'Branch not found');
  const dataBranch = receptionDataBranch(branchId);
  const month2 = nextMonth(month);
  const first = dateOf(month, 1);
  const last = dateOf(month2, monthDays(month2));
  const stays = await staysAround(db, dataBranch, first, last);
  const days = daysByDate(stays, first, last, branch.rooms);
  const content = monthDates(month).map((d) => calendarDay(days.get(d) as GuestDay));
  const content2 = monthDates(month2).map((d) => calendarDay(days.get(d) as GuestDay));

  const by: CompareBy | null = params.predict ? (params.same ?? 'date') : null;
  let content3: CalendarData['content3'] = [];
  if (by) {
    const dates = [...monthDates(month), ...monthDates(month2)];
    const history = await Promise.all(HISTORY_YEARS.map((y) => historyOf(db, dataBranch, dates, y, by, branch.rooms)));
    const known = new Map<string, number | null>(history.flatMap((h) => [...h]));
    content3 = predictedDays(
      dates,
      by,
      (d) => known.get(d) ?? null,
      (d) => days.get(d)?.capacity ?? 0,
    );
  }
  return {
    view: 'calendar',
    month,
    month2,
    compareBy: by,
    today: branchToday(branchId),
    content,
    content2,
    content3,
    branchInformation: { room: branch.rooms, name: branch.name },
  };
}
