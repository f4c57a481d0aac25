// The 'report' view of GET /report/:branchId/take_guest_number/:area/:month/:view (Report total > View
// Branch; spec 3 sections 2, 3 and 9): a branch's, an area's or the chain's month of bookings read through
// the booking source (kernel/bookings.ts) and counted by src/domain/dashboard.ts, with the month's guest
// surveys (survey tables), the 12 months' capacity and the capacity of each branch of the area.
import type { ReportData } from '../../../contract/dashboard';
import {
  addTotals,
  monthCapacity,
  monthTotals,
  otaChannelsOf,
  percentChange,
  roomNights,
  roomNightsByMonth,
  twelveMonths,
  type CountedBooking,
  type MonthTotals,
} from '../../../domain/dashboard';
import { reportScope } from '../../../domain/dashboard-scope';
import { BRANCHES, branchesInArea } from '../../../domain/branches';
import { dateOf, monthDays } from '../../../domain/expected';
import type { ScopeSubject } from '../../../domain/scope';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/connection';
import { HttpError } from '../../lib/util';

export interface ReportParams {
  /** The branch of the address as sent (0 = the whole area / chain for the roles that choose a branch). */
  branchId: number;
  area: string;
  month: string;
}

/** The real room count and name of every branch (the branches table). */
async function branchRecords(db: Db): Promise<Map<number, { name: string; rooms: number }>> {
  const rows = await db.selectFrom('branches').select(['id', 'name', 'rooms']).execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, rooms: r.rooms }]));
}

/** Guest surveys (both generations) of the branches in the month. */
async function surveyCount(db: Db, branchIds: readonly number[], month: string): Promise<number> {
  const row = await db
    .selectFrom('survey_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('branch_id', 'in', branchIds)
    .where('generation', 'in', ['new', 'old'])
    .where('kind', '=', 'guest')
    .where('day', '>=', dateOf(month, 1))
    .where('day', '<=', dateOf(month, monthDays(month)))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function reportView(
  ctx: Pick<ServerContext, 'db' | 'bookings'>,
  user: ScopeSubject,
  params: ReportParams,
): Promise<ReportData> {
  const { db, bookings } = ctx;
  const { month } = params;
  const scope = reportScope(user, params.branchId, params.area);
  if (!scope.ok) throw new HttpError(scope.code, scope.msg);
  const records = await branchRecords(db);
  const roomsOf = (id: number) => records.get(id)?.rooms ?? 0;
  const months = twelveMonths(month);
  const first = dateOf(months[0], 1);
  const last = dateOf(month, monthDays(month));
  const inScope = new Set(scope.branches.map((b) => b.id));
  // The bars: each branch of the area (the chain's every branch); only the month is read for those out of scope.
  const barBranches = scope.scope === 'chain' ? [...BRANCHES] : branchesInArea(scope.area);
  const read = new Map<number, CountedBooking[]>();
  await Promise.all(
    [...new Set([...inScope, ...barBranches.map((b) => b.id)])].map(async (id) => {
      read.set(id, await bookings.bookingsFor(id, inScope.has(id) ? first : dateOf(month, 1), last));
    }),
  );
  const ids = [...inScope];
  const rooms = ids.reduce((n, id) => n + roomsOf(id), 0);
  const perBranch: MonthTotals[] = ids.map((id) =>
    monthTotals(read.get(id) ?? [], month, roomsOf(id), otaChannelsOf(id)),
  );
  const totals = addTotals(perBranch, rooms, month);
  const nights = months.map(() => 0);
  for (const id of ids) roomNightsByMonth(read.get(id) ?? [], months).forEach((n, i) => (nights[i] += n));
  const dataCapacityMonth = months.map((m, i) => ({ month: m, capacity: monthCapacity(nights[i], rooms, m) }));
  const dataCapacityMonthArea = barBranches.map((b) => ({
    branchId: b.id,
    name: records.get(b.id)?.name ?? b.name,
    capacity: monthCapacity(roomNights(read.get(b.id) ?? [], month), roomsOf(b.id), month),
  }));
  const name =
    scope.scope === 'branch'
      ? (records.get(scope.branchId)?.name ?? '')
      : scope.scope === 'area'
        ? scope.area
        : 'All branches';
  return {
    view: 'report',
    content: {
      ...totals,
      surveyTotal: await surveyCount(db, ids, month),
      dataCapacityMonth,
      dataCapacityMonthArea,
      percent: percentChange(totals.roomTotal, nights[10]),
    },
    branchInformation: { room: rooms, name },
    scope: scope.scope,
    branchId: scope.branchId,
    area: scope.area,
    month,
  };
}
