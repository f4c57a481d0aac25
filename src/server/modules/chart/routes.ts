// GET /acc/chart/:branch/get_chart/:year and POST /acc/chart/:branch/update_chart/:year (spec 3 section 7):
// the accounting roles (accountant, leader, CEO, chief) read and save, each held to its branch or area by
// the branch policy. Figures are rounded to the branch's currency (src/domain/acc-chart.ts).
import { accChartApi } from '../../../contract/acc-chart';
import { mayEditChart } from '../../../domain/acc-chart';
import { NO_DATA, SUCCESS_SAVE } from '../../../domain/messages';
import { ROLE_SET } from '../../../domain/roles';
import type { ServerContext, ZodApp } from '../../context';
import { route } from '../../kernel/route';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { readChart, saveChart } from './store';

const policy = { branch: 'branch', roles: ROLE_SET.accounting };
export const NO_CHART_CHANGE = 'No data has been updated';

export function chartRoutes(app: ZodApp, { db }: ServerContext): void {
  route(app, accChartApi.get, policy, async (req) => {
    const branchId = checkedBranch(req);
    const data = await readChart(db, branchId, req.params.year, mayEditChart(currentUser(req).role));
    const empty = data.revision.sale === 0 && data.revision.massage === 0;
    return { status: 1 as const, msg: empty ? NO_DATA : 'ok', data };
  });

  route(app, accChartApi.update, policy, async (req) => {
    const branchId = checkedBranch(req);
    const me = currentUser(req);
    const changes = await saveChart(db, me, branchId, req.params.year, req.body);
    const data = await readChart(db, branchId, req.params.year, mayEditChart(me.role));
    return { status: 1 as const, msg: changes.length > 0 ? SUCCESS_SAVE : NO_CHART_CHANGE, data };
  });
}
