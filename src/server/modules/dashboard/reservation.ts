// GET /booking/report_reservation/:month (spec 3 sections 2, 3 and 7): per branch of the chain and per
// area, the month's bookings (check-in in the month, not cancelled), their room nights and their guests'
// languages and booking devices, read through the booking source and counted by src/domain/dashboard.ts.
import type { ReservationAnswer } from '../../../contract/dashboard';
import { AREAS, BRANCHES } from '../../../domain/branches';
import { addReservations, reservationCounts } from '../../../domain/dashboard';
import { dateOf, monthDays } from '../../../domain/expected';
import type { ServerContext } from '../../context';

export async function reservationReport(
  ctx: Pick<ServerContext, 'bookings'>,
  month: string,
): Promise<ReservationAnswer['data']> {
  const from = dateOf(month, 1);
  const to = dateOf(month, monthDays(month));
  const byBranch = await Promise.all(
    BRANCHES.map(async (b) => ({
      branchId: b.id,
      code: b.code,
      name: b.name,
      area: b.area,
      ...reservationCounts(await ctx.bookings.bookingsFor(b.id, from, to), month),
    })),
  );
  const byArea = AREAS.map((area) => ({
    area,
    ...addReservations(byBranch.filter((b) => b.area === area)),
  }));
  return { month, byArea, byBranch };
}
