// Demo expected plans: last month and this month of the demo branches, made from the branch's demo stays (the
// PMS invoices the reception sums bill, and the stays in house that check out later, as the booking system
// knows them) through cellsFromStays, with a few comments and one closed day in the past of each month. Source
// 'demo'. Runs inside the demo seed's transaction.
import { branchToday } from '../../../domain/branches';
import { monthDays } from '../../../domain/expected';
import { previousMonth } from '../../../domain/dates';
import type { Db } from '../../db/connection';
import type { DemoSeed } from '../../db/seed/index';
import { staysOf } from '../../db/seed/pms';
import { fillEmptyCells } from './fill';
import { saveMonthRow, writeCell } from './store';

export const DEMO_PLAN_BRANCHES = [1, 3, 5, 8, 11] as const;
const BY = 'Sumbook demo';
const COMMENTS = ['VIP guest: fruit basket in the room', 'Late arrival around 23:00', 'Company group booking'];

/** Three comments on rooms spread over the plan, on days 2, 9 and 16 (those the month has reached). */
async function addComments(trx: Db, key: { branchId: number; month: string }, rooms: string[], lastDay: number) {
  for (const [i, comment] of COMMENTS.entries()) {
    const day = 2 + i * 7;
    if (day > lastDay || rooms.length === 0) continue;
    await writeCell(trx, key, [], { room: rooms[(i * 11) % rooms.length], day, comment }, BY);
  }
}

export async function seedExpected(db: Db, demo: DemoSeed): Promise<void> {
  for (const branchId of DEMO_PLAN_BRANCHES) {
    const today = branchToday(branchId, demo.now);
    const month = today.slice(0, 7);
    const last = previousMonth(month);
    const rooms = (await db.selectFrom('rooms').select('number').where('branch_id', '=', branchId).execute()).map(
      (r) => r.number,
    );
    const stays = staysOf(demo.stays.get(branchId) ?? [], branchId);
    const todayDay = Number(today.slice(8, 10));
    for (const [m, reached] of [
      [last, monthDays(last)],
      [month, todayDay],
    ] as const) {
      const key = { branchId, month: m };
      await fillEmptyCells(db, key, stays, new Set(rooms), BY, 'demo');
      await addComments(db, key, rooms, reached);
      // One closed day in the past: the 5th of last month, two days ago this month (none on the 1st).
      const closed = m === last ? 5 : Math.max(1, todayDay - 2);
      if (m === last || todayDay > 1) await saveMonthRow(db, key, { closedDays: [closed] }, BY);
    }
  }
}
