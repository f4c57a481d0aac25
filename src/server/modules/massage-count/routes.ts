// POST /rc/:branchId/check_massage_number/:month (spec 3 section 7): any signed-in user of the branch's
// scope (no gate shown; the guard holds the branch). The server reads the month's sent reception sums
// (the latest sent version of each day) itself; a listRc in the body is ignored. Rules:
// src/domain/massage-count.ts.
import { massageCountApi } from '../../../contract/massage-count';
import { massageCount } from '../../../domain/massage-count';
import type { ServerContext, ZodApp } from '../../context';
import { sentSumDays } from '../../docs/reception';
import { route } from '../../kernel/route';
import { checkedBranch } from '../../plugins/guard';

export function massageCountRoutes(app: ZodApp, { db }: ServerContext): void {
  route(app, massageCountApi.check, { branch: 'branchId' }, async (req) => {
    const branchId = checkedBranch(req);
    const { month } = req.params;
    const staffNumber = req.body.staffNumber;
    const result = massageCount(await sentSumDays(db, branchId, `${month}-01`, `${month}-31`), staffNumber);
    return { status: 1 as const, msg: result.count > 0 ? 'ok' : 'null', staffNumber, month, ...result };
  });
}
