// Report total's data call and the reservation report (spec 3 section 7):
// - GET /report/:branchId/take_guest_number/:area/:month/:view — 'report' (View Branch: report-view.ts) for
//   roles 1, 2, 5, 6, 7, 8; 'calendar' (Calendar, Calendar 2: calendar-view.ts) for those and the supervisor
//   (3). /report-total is closed to reception (0) and accounting (4); role 3 has no View Branch tab. The
//   guard checks the branch of the address (0: the user's own); the report view reads 0 with an area as
//   the whole area, with 'all' as the chain, for the roles that choose a branch (src/domain/dashboard-scope.ts).
// - GET /booking/report_reservation/:month — the spec's reporting host answers it without auth; here it
//   stays signed-in, for the roles of /reservation's gate (ROLE_SET.content: 2, 3, 6, 7), chain-wide.
import { dashboardApi } from '../../../contract/dashboard';
import { ROLE, ROLE_SET } from '../../../domain/roles';
import type { ServerContext, ZodApp } from '../../context';
import { route } from '../../kernel/route';
import { HttpError } from '../../lib/util';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { calendarView } from './calendar-view';
import { reservationReport } from './reservation';
import { reportView } from './report-view';

export const REPORT_TOTAL_ROLES = [
  ROLE.ADMIN,
  ROLE.MANAGER,
  ROLE.SUPERVISOR,
  ROLE.ACC_LEADER,
  ROLE.AREA_MANAGER,
  ROLE.CEO,
  ROLE.ACC_CHIEF,
] as const;
export const NO_PERMISSION = 'You do not have permission for this action';

export function dashboardRoutes(app: ZodApp, ctx: ServerContext): void {
  route(app, dashboardApi.takeGuestNumber, { roles: REPORT_TOTAL_ROLES, branch: 'branchId' }, async (req) => {
    const { branchId, area, month, view } = req.params;
    if (view === 'calendar') {
      const data = await calendarView(ctx, {
        branchId: checkedBranch(req),
        month,
        predict: req.query.predict === '1',
        same: req.query.same,
      });
      return { status: 1 as const, msg: 'ok', data };
    }
    const user = currentUser(req);
    if (user.role === ROLE.SUPERVISOR) throw new HttpError(403, NO_PERMISSION);
    return { status: 1 as const, msg: 'ok', data: await reportView(ctx, user, { branchId, area, month }) };
  });

  route(app, dashboardApi.reservation, { roles: ROLE_SET.content }, async (req) => ({
    status: 1 as const,
    msg: 'ok',
    data: await reservationReport(ctx, req.params.month),
  }));
}
