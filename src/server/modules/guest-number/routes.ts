// GET /guest/guest_number/:branch/:part/:month (spec 3 section 7): every signed-in user of the branch's
// scope (the guard holds the branch); the days are worked out by src/domain/guest-number.ts from the stays
// of the sent reception sums (branch 99 reads 12's, 91 reads 15's).
import { guestNumberApi } from '../../../contract/guest-number';
import { addDays } from '../../../domain/dates';
import { receptionDataBranch } from '../../../domain/branches';
import { billedDays, guestNumberDays, stayRowsOf } from '../../../domain/guest-number';
import type { ServerContext, ZodApp } from '../../context';
import { route } from '../../kernel/route';
import { sentSumRows } from '../../docs/reception';
import { HttpError } from '../../lib/util';
import { checkedBranch } from '../../plugins/guard';

export function guestNumberRoutes(app: ZodApp, { db }: ServerContext): void {
  route(app, guestNumberApi.get, { branch: 'branch' }, async (req) => {
    const branchId = checkedBranch(req);
    const { part, month } = req.params;
    const branch = await db
      .selectFrom('branches')
      .select(['name', 'rooms'])
      .where('id', '=', branchId)
      .executeTakeFirst();
    if (!branch) throw new HttpError(404, 'Branch not found');
    const span = billedDays(month);
    const rows = await sentSumRows(db, receptionDataBranch(branchId), addDays(span.from, -1), span.to);
    const content = guestNumberDays(stayRowsOf(rows), month, part, branch.rooms);
    const any = content.some((d) => d.guestNumber + d.short_time + d.late_out > 0);
    return {
      status: 1 as const,
      msg: any ? ('ok' as const) : ('null' as const),
      data: {
        content,
        branchInformation: { name: branch.name, room: branch.rooms },
        part,
        month,
      },
    };
  });
}
