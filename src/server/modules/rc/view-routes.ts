// Reading reception sums: current version, a given version, the version list and the version number.
import { rcApi } from '../../../contract/rc';
import { halfMonthOf } from '../../../domain/rc-sum-rules';
import type { ServerContext, ZodApp } from '../../context';
import { latestHead, listVersions, versionHead } from '../../docs/store';
import { docViewer } from '../../docs/view';
import { route } from '../../kernel/route';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { rcKind } from './kind';

const policy = { branch: 'branchId' };
const { kind } = rcKind;

export function viewRoutes(app: ZodApp, { db }: ServerContext): void {
  const view = docViewer(db, rcKind);

  route(app, rcApi.viewSum, policy, async (req, reply) => {
    const branchId = checkedBranch(req);
    return view(
      reply,
      currentUser(req),
      branchId,
      req.params.date,
      await latestHead(db, kind, branchId, req.params.date),
    );
  });

  route(app, rcApi.viewSumWithVersion, policy, async (req, reply) => {
    const branchId = checkedBranch(req);
    const { date, version } = req.params;
    return view(reply, currentUser(req), branchId, date, await versionHead(db, kind, branchId, date, version));
  });

  /** Every version of the half-month of the date (days 1-15 or 16 to the month's end). */
  route(app, rcApi.versionList, policy, async (req) => {
    const { from, to } = halfMonthOf(req.params.date);
    const list = await listVersions(db, kind, checkedBranch(req), from, to);
    return { status: 1, msg: 'ok', data: list.map((v) => ({ day: v.period, version: v.version, edit: v.edit })) };
  });

  route(app, rcApi.numberVersion, policy, async (req) => {
    const head = await latestHead(db, kind, checkedBranch(req), req.params.date);
    return { status: 1, numberVersion: head?.version ?? 0, editInLastVersion: head?.edit === 1 };
  });
}
