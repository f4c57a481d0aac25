// Reading a version: 'null' when nothing is stored, 'editing' for a past period being edited and a user
// the kind blocks there, otherwise the version's cached bytes.
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/connection';
import type { AuthUser } from '../kernel/auth-user';
import { todayOf } from '../kernel/today';
import type { DocKind } from './kind';
import type { DocHead } from './store';
import { ViewCache } from './view-cache';

/** A past period's version being edited is not shown to a user the kind blocks there ("Editing this report day"). */
export function editingHidden(
  k: DocKind,
  me: AuthUser,
  branchId: number,
  head: Pick<DocHead, 'edit' | 'period' | 'opened'>,
): boolean {
  return head.edit === 1 && k.pastBlocked(me.role, head.period, todayOf(branchId), head.opened === 1);
}

export function docViewer(db: Db, k: DocKind) {
  const cache = new ViewCache();
  return async function view(
    reply: FastifyReply,
    me: AuthUser,
    branchId: number,
    period: string,
    head: DocHead | undefined,
  ) {
    if (!head) return { status: 1 as const, msg: 'null' as const };
    if (editingHidden(k, me, branchId, head)) {
      return { status: 1 as const, msg: 'editing' as const, version: head.version };
    }
    const accepts = /\bgzip\b/.test(String(reply.request.headers['accept-encoding'] ?? ''));
    const cached = await cache.answer(db, head, k.periodKey, accepts);
    if (!cached) return { status: 1 as const, msg: 'null' as const };
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (cached.encoding) reply.header('content-encoding', cached.encoding);
    return reply.send(cached.body);
  };
}
