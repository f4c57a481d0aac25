// The comparison screen's month (spec 2 sections 2.3, 3.6, 7.3): listCost, each day's sums as the month
// view counts them (the shared month-view cache), the month's breakfast count and its debit-on-sum total.
import { accComparisonApi } from '../../../contract/acc-comparison';
import { daySums, debitTotal } from '../../../domain/acc-comparison';
import { versionRange } from '../../../domain/acc-period';
import { ACC_VIEW_ROLES, NO_MONTH_DATA } from '../../../domain/acc-rules';
import type { Totals } from '../../../domain/totals';
import { ACC_DEBIT_KIND } from '../../../domain/report-kinds';
import type { ServerContext, ZodApp } from '../../context';
import { latestDoc } from '../../docs/store';
import { route } from '../../kernel/route';
import { parseJson } from '../../lib/util';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { readBfCount } from './bf-count';
import type { MonthViewCache } from './month-view';

export function comparisonRoutes(app: ZodApp, { db }: ServerContext, monthView: MonthViewCache): void {
  route(app, accComparisonApi.viewComparison, { branch: 'branchId', roles: ACC_VIEW_ROLES }, async (req) => {
    const branchId = checkedBranch(req);
    const { month } = req.params;
    const { from, to } = versionRange(month);
    const [days, numberBF, debit] = await Promise.all([
      monthView.days(db, branchId, month, from, to),
      readBfCount(db, currentUser(req).role, branchId, month),
      latestDoc(db, ACC_DEBIT_KIND, branchId, month),
    ]);
    const listCost = Object.fromEntries(days.map((d) => [d.day, daySums(d.totals)]));
    return {
      status: 1 as const,
      msg: days.length > 0 ? 'ok' : NO_MONTH_DATA,
      branchId,
      month,
      listCost,
      numberBF,
      totalDebit: debitTotal(parseJson<Totals | null>(debit?.totals, null)),
    };
  });
}
