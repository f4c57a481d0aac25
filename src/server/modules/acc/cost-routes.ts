// Cost of the day, the cash register and the breakfast count (spec 2 section 7.2): up_acccost,
// view_cost, view_cost_collect, up_numberBF (and view_numberBF for the comparison screen), and
// view_cost_month for the cost register (/acc_cost).
import { accCostApi } from '../../../contract/acc-cost';
import { versionRange } from '../../../domain/acc-period';
import { ACC_VIEW_ROLES, ACC_WRITE_ROLES, BF_COUNT_ROLES } from '../../../domain/acc-rules';
import { SUCCESS_SAVE } from '../../../domain/messages';
import { costTotals } from '../../../domain/totals';
import type { ServerContext, ZodApp } from '../../context';
import { docAnswer, latestDoc } from '../../docs/store';
import { saveDoc } from '../../docs/write';
import { route, sendJson } from '../../kernel/route';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { readBfCount, writeBfCount } from './bf-count';
import { cashRegisterOf } from './cash-register';
import { costKind } from './cost-kind';
import { docOrBlank } from './doc-json';

const read = { branch: 'branchId', roles: ACC_VIEW_ROLES };
const write = { branch: 'branchId', roles: ACC_WRITE_ROLES };

export function costRoutes(app: ZodApp, ctx: ServerContext): void {
  const { db } = ctx;
  ctx.docs.register(costKind);

  route(app, accCostApi.upCost, write, async (req, reply) => {
    const me = currentUser(req);
    const { day, ...rest } = req.body;
    const saved = await saveDoc(db, costKind, me, checkedBranch(req), { period: day, maker: me.name, ...rest });
    const created = saved.version === 1 && saved.revision === 1;
    return sendJson(reply, docAnswer(SUCCESS_SAVE, saved, 'day'), created ? 201 : 200);
  });

  route(app, accCostApi.viewCost, read, async (req, reply) => {
    const branchId = checkedBranch(req);
    const day = req.params.date;
    const stored = await latestDoc(db, costKind.kind, branchId, day);
    return sendJson(reply, docOrBlank(stored, 'day', branchId, day, costTotals([])));
  });

  route(app, accCostApi.viewCostCollect, read, async (req) => ({
    status: 1 as const,
    msg: 'ok',
    data: await cashRegisterOf(db, checkedBranch(req), req.params.date),
  }));

  route(app, accCostApi.viewCostMonth, read, async (req) => {
    const { to } = versionRange(req.params.month);
    return { status: 1 as const, msg: 'ok', data: await cashRegisterOf(db, checkedBranch(req), to) };
  });

  route(app, accCostApi.upNumberBf, { branch: 'branchId', roles: BF_COUNT_ROLES }, async (req) => {
    const data = await writeBfCount(db, currentUser(req), checkedBranch(req), req.body.monthEx, req.body.number);
    return { status: 1 as const, msg: 'Update Success', data };
  });

  route(app, accCostApi.viewNumberBf, read, async (req) => ({
    status: 1 as const,
    msg: 'ok',
    data: await readBfCount(db, currentUser(req).role, checkedBranch(req), req.params.month),
  }));
}
