// Month, 1=>10 and 1=>20 views (and their lite forms) of the day reports, and the version list of a half-month or month.
import { accApi } from '../../../contract/acc';
import { parsePeriod, versionRange } from '../../../domain/acc-period';
import { carryTotals } from '../../../domain/acc-totals';
import { ACC_VIEW_ROLES, MAKE_DEBIT_ON_SUM, NO_MONTH_DATA } from '../../../domain/acc-rules';
import { ACC_KIND, ACC_DEBIT_KIND } from '../../../domain/report-kinds';
import type { ServerContext, ZodApp } from '../../context';
import { docJson, latestDoc, latestHead, listVersions } from '../../docs/store';
import { route, sendLargeJson } from '../../kernel/route';
import { HttpError } from '../../lib/util';
import { checkedBranch } from '../../plugins/guard';
import { isConfirmed } from './debit-book';
import { MonthViewCache } from './month-view';

const view = { branch: 'branchId', roles: ACC_VIEW_ROLES };

/** `cache` is shared with the other month readers of the module (the comparison). */
export function periodRoutes(app: ZodApp, { db }: ServerContext, cache = new MonthViewCache()): void {
  /**
   * The days of the period that have an accountant sum (latest versions), rows as the month view counts them
   * (nights inside the month), each day's SUB totals and the period's totals = the sum of the days'. A whole
   * month needs its debit on sum: 409 "PLEASE MAKE DEBIT ON SUM" without one. ?lite=1 leaves the day rows out.
   */
  route(app, accApi.viewPeriod, view, async (req, reply) => {
    const branchId = checkedBranch(req);
    const period = parsePeriod(req.params.period);
    if (!period) throw new HttpError(400, 'Period must be YYYY-MM, YYYY-MM-10 or YYYY-MM-20');
    const lite = req.query.lite === '1' || req.query.lite === 'true';
    const debit = await latestDoc(db, ACC_DEBIT_KIND, branchId, period.month);
    if (!debit && period.range === 'month') throw new HttpError(409, MAKE_DEBIT_ON_SUM);
    const days = await cache.days(db, branchId, period.month, period.from, period.to);
    const confirmed = await isConfirmed(db, branchId, period.month);
    const totals = carryTotals(
      days.map((d) => d.totals),
      period.text,
    );
    const dayJson = days.map(
      (d) =>
        `{"day":"${d.day}","version":${d.version},"edit":${d.edit},${lite ? '' : `"rows":${d.rowsJson},`}"totals":${d.totalsJson}}`,
    );
    const head = JSON.stringify({
      branchId,
      period: period.text,
      range: period.range,
      from: period.from,
      to: period.to,
      lite,
      totals,
      confirmed,
    });
    const data = `${head.slice(0, -1)},"days":[${dayJson.join(',')}],"debit":${debit ? docJson(debit, 'month') : 'null'}}`;
    return sendLargeJson(reply, `{"status":1,"msg":"ok","data":${data}}`);
  });

  /** The version list of a day's half-month (days 1-15, 16-end) or of a whole month, and whether the month has its debit on sum. */
  route(app, accApi.checkVersion, view, async (req) => {
    const branchId = checkedBranch(req);
    const { from, to } = versionRange(req.params.period);
    const [list, debit] = await Promise.all([
      listVersions(db, ACC_KIND, branchId, from, to),
      latestHead(db, ACC_DEBIT_KIND, branchId, req.params.period.slice(0, 7)),
    ]);
    const data = list.map((v) => ({ day: v.period, version: v.version, edit: v.edit }));
    return { status: 1, msg: data.length > 0 ? 'ok' : NO_MONTH_DATA, data, checkDebitOnSum: !!debit };
  });
}
