// Reading manager reports: a version (or the current one), the version number, the month's version list,
// and the report made from the day's reception sum and expected plan (make_report, not stored).
import { managerApi } from '../../../contract/manager';
import { mayWriteManagerSum } from '../../../domain/manager-roles';
import { dateOf, monthDays } from '../../../domain/expected';
import type { BranchFigures } from '../../../domain/manager-report';
import { MAN_KIND } from '../../../domain/report-kinds';
import type { ServerContext, ZodApp } from '../../context';
import type { Db } from '../../db/connection';
import { latestDoc, latestHead, listVersions, versionDoc, type StoredDoc } from '../../docs/store';
import type { AuthUser } from '../../kernel/auth-user';
import { branchFigures } from '../../kernel/branch-figures';
import { route, sendJson } from '../../kernel/route';
import { todayOf } from '../../kernel/today';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { mayView } from './access';
import { computeReport, reportAnswer } from './report';
import { makeReport } from './source';

const policy = { branch: 'branchId' };

async function dayDoc(db: Db, branchId: number, day: string, version: number | 'current') {
  if (version === 'current') return latestDoc(db, MAN_KIND, branchId, day);
  return versionDoc(db, MAN_KIND, branchId, day, version);
}

/**
 * 'null' when nothing is stored; 'editing' ("Editing this report day") for a past day's version being edited
 * when the user may not write it; otherwise the version with the branch figures.
 */
function viewAnswer(me: AuthUser, branchId: number, day: string, doc: StoredDoc | undefined, b: BranchFigures) {
  if (!doc) return { status: 1 as const, msg: 'null' as const, branch: b };
  if (doc.edit === 1 && day < todayOf(branchId) && !mayWriteManagerSum(me))
    return { status: 1 as const, msg: 'editing' as const, version: doc.version };
  return reportAnswer('ok', doc, b);
}

export function viewRoutes(app: ZodApp, { db }: ServerContext): void {
  const view = async (me: AuthUser, branchId: number, day: string, version: number | 'current') => {
    mayView(me);
    const [doc, b] = await Promise.all([dayDoc(db, branchId, day, version), branchFigures(db, branchId)]);
    return viewAnswer(me, branchId, day, doc, b);
  };

  route(app, managerApi.viewSumWithVersion, policy, async (req, reply) => {
    const answer = await view(currentUser(req), checkedBranch(req), req.params.date, req.params.version);
    return typeof answer === 'string' ? sendJson(reply, answer) : answer;
  });

  route(app, managerApi.viewReport, policy, async (req, reply) => {
    const answer = await view(currentUser(req), checkedBranch(req), req.params.x, 'current');
    return typeof answer === 'string' ? sendJson(reply, answer) : answer;
  });

  route(app, managerApi.numberVersion, policy, async (req) => {
    mayView(currentUser(req));
    const head = await latestHead(db, MAN_KIND, checkedBranch(req), req.params.x);
    return { status: 1 as const, numberVersion: head?.version ?? 0, editInLastVersion: head?.edit === 1 };
  });

  /** Every version of the month's days (the Version / Edit list). */
  route(app, managerApi.viewList, policy, async (req) => {
    mayView(currentUser(req));
    const month = req.params.x;
    const list = await listVersions(
      db,
      MAN_KIND,
      checkedBranch(req),
      dateOf(month, 1),
      dateOf(month, monthDays(month)),
    );
    return {
      status: 1 as const,
      msg: 'ok',
      data: list.map((v) => ({ day: v.period, version: v.version, edit: v.edit })),
    };
  });

  route(app, managerApi.makeReport, policy, async (req) => {
    mayView(currentUser(req));
    const branchId = checkedBranch(req);
    const day = req.params.date;
    const made = await makeReport(db, branchId, day);
    const b = await branchFigures(db, branchId);
    const { report, totals } = computeReport(made.report, branchId, day, b);
    return {
      status: 1 as const,
      msg: 'ok',
      branch: b,
      data: { day, content: [report], totals, rcVersion: made.rcVersion, expected: made.expected },
    };
  });
}
