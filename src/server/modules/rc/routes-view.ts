// Reading reception sums: current version, a given version, the version list and the version number.
import type { FastifyReply } from 'fastify';
import { pastDayBlocked } from '../../../domain/rc-roles';
import { halfMonthOf } from '../../../domain/rc-sum-rules';
import type { ServerContext, ZodApp } from '../../context';
import { checkedBranch, currentUser } from '../../plugins/guard';
import type { AuthUser } from '../user/repo';
import { branchDate, branchDateVersion } from './params';
import { latestHead, listVersions, versionHead, type SumHead } from './repo';
import { todayOf } from './today';
import { ViewCache } from './view-cache';

const policy = { branch: 'branchId' };

export function viewRoutes(app: ZodApp, { db }: ServerContext): void {
  const cache = new ViewCache();

  /** 'null' when nothing is stored; 'editing' for a past day being edited and a user who is not an accountant; else the sum. */
  async function answer(reply: FastifyReply, me: AuthUser, branchId: number, day: string, head: SumHead | undefined) {
    if (!head) return { status: 1, msg: 'null' };
    if (head.edit === 1 && pastDayBlocked(me.role, day, todayOf(branchId), head.opened === 1)) return { status: 1, msg: 'editing', version: head.version };
    const accepts = /\bgzip\b/.test(String(reply.request.headers['accept-encoding'] ?? ''));
    const cached = await cache.answer(db, head, accepts);
    if (!cached) return { status: 1, msg: 'null' };
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (cached.encoding) reply.header('content-encoding', cached.encoding);
    return reply.send(cached.body);
  }

  app.get('/rc/:branchId/view_sum/:date', { schema: { params: branchDate }, config: { policy } }, async (req, reply) => {
    const branchId = checkedBranch(req);
    return answer(reply, currentUser(req), branchId, req.params.date, await latestHead(db, branchId, req.params.date));
  });

  app.get('/rc/:branchId/view_sum_with_version/:date/:version', { schema: { params: branchDateVersion }, config: { policy } }, async (req, reply) => {
    const branchId = checkedBranch(req);
    const { date, version } = req.params;
    return answer(reply, currentUser(req), branchId, date, await versionHead(db, branchId, date, version));
  });

  /** Every version of the half-month of the date (days 1-15 or 16 to the month's end). */
  app.get('/rc/:branchId/view_list_edit_version/:date', { schema: { params: branchDate }, config: { policy } }, async (req) => {
    const { from, to } = halfMonthOf(req.params.date);
    return { status: 1, msg: 'ok', data: await listVersions(db, checkedBranch(req), from, to) };
  });

  app.get('/rc/:branchId/view_number_version/:date', { schema: { params: branchDate }, config: { policy } }, async (req) => {
    const head = await latestHead(db, checkedBranch(req), req.params.date);
    return { status: 1, numberVersion: head?.version ?? 0, editInLastVersion: head?.edit === 1 };
  });
}
