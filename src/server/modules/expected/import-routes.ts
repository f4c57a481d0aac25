// The plan filled from elsewhere: take_data_from_moja (stays from the booking source, or the body's list,
// into the empty cells of open days) and update_report_month (each open day's short and late figures from
// the day's latest sent manager report). Both editors only, in one transaction, audited; closed days are kept.
import { expectedApi } from '../../../contract/expected';
import { dateOf, monthDays, type Stay } from '../../../domain/expected';
import { SUCCESS_SAVE } from '../../../domain/messages';
import type { ServerContext, ZodApp } from '../../context';
import { audit } from '../../kernel/audit';
import type { BookingSource } from '../../kernel/bookings';
import { route } from '../../kernel/route';
import { HttpError } from '../../lib/util';
import { BY_BRANCH, BY_BRANCH_ID, editor } from './access';
import { sentManagerFigures } from './manager-figures';
import { monthView, planReport, readPlan, roomsOf } from './month-view';
import { fillEmptyCells } from './fill';
import { ensureMonth, saveMonthRow } from './store';
import { transact } from '../../db/transact';

export const BOOKINGS_DOWN = 'Can not read the booking system (MOJA), please try again later';

/** The stays of the branch's bookings that hold a room (not cancelled, not on the waiting list, as the
 * dashboard counts them); a failing booking system is a 502 that says so. */
async function bookingsOf(source: BookingSource, branchId: number, from: string, to: string): Promise<Stay[]> {
  try {
    return (await source.bookingsFor(branchId, from, to)).filter((b) => !b.cancelled && !b.waitingList);
  } catch {
    throw new HttpError(502, BOOKINGS_DOWN);
  }
}

export function importRoutes(app: ZodApp, { db, bookings }: ServerContext): void {
  route(app, expectedApi.takeDataFromMoja, BY_BRANCH, async (req) => {
    const { me, branchId } = editor(req);
    const key = { branchId, month: req.params.month };
    const from = dateOf(key.month, 1);
    const to = dateOf(key.month, monthDays(key.month));
    const given = req.body.list;
    const stays: Stay[] = given ?? (await bookingsOf(bookings, branchId, from, to));
    const rooms = new Set((await roomsOf(db, branchId)).map((r) => r.number));
    const counts = await transact(db, async (trx) => {
      const res = await fillEmptyCells(trx, key, stays, rooms, me.name);
      await audit(trx, me.id, 'expected.import', `expected:${branchId}:${key.month}`, {
        by: me.name,
        from: given ? 'list' : 'bookings',
        stays: stays.length,
        ...res,
      });
      return res;
    });
    const view = await monthView(db, key, me);
    return { status: 1 as const, msg: SUCCESS_SAVE, imported: counts.imported, kept: counts.kept, data: view.data };
  });

  route(app, expectedApi.updateReportMonth, BY_BRANCH_ID, async (req) => {
    const { me, branchId } = editor(req);
    const key = { branchId, month: req.params.month };
    const figures = await sentManagerFigures(db, branchId, key.month);
    await transact(db, async (trx) => {
      const month = await ensureMonth(trx, key, 'manual', me.name);
      const dayReports = { ...month.dayReports };
      // A closed day keeps its figures.
      const days: number[] = [];
      for (const [day, x] of figures)
        if (!month.closedDays.includes(day)) {
          dayReports[String(day)] = x;
          days.push(day);
        }
      await saveMonthRow(trx, key, { dayReports }, me.name);
      await audit(trx, me.id, 'expected.report_month', `expected:${branchId}:${key.month}`, { by: me.name, days });
    });
    const plan = await readPlan(db, key);
    return { status: 1 as const, msg: SUCCESS_SAVE, data: planReport(plan.cells, plan.row, plan.rooms.length, key) };
  });
}
