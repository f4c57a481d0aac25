import { z } from 'zod';
import { sentNotiBody, updateNotiBody, type Notification } from '../../../contract/notification';
import { EDIT_AGREE, EDIT_REFUSE } from '../../../contract/rc';
import { BRANCHES } from '../../../domain/branches';
import { checkBranch } from '../../../domain/scope';
import type { ServerContext, ZodApp } from '../../context';
import type { Db } from '../../db/connection';
import type { Selectable } from 'kysely';
import type { NotificationTable } from '../../db/schema';
import { HttpError, nowIso } from '../../lib/util';
import { currentUser } from '../../plugins/guard';
import { SIGNED_IN } from '../../plugins/policy';
import { answerEditRequest, isEditAnswer, mayAnswer, parseRef } from '../rc/edit-request';
import type { AuthUser } from './repo';

type Row = Selectable<NotificationTable>;

function toAnswer(r: Row): Notification {
  return {
    id: r.id, title: r.title, Conent: r.content, time_created: r.created_at, type: r.type as Notification['type'],
    isread: r.isread === 1, answer: r.answer, sent_to: r.sent_to, sent_from: r.sent_from, role: r.role, branch: r.branch, link: r.link,
  };
}

/** Notifications addressed to the user, or to the user's role (at the user's branch, or at any branch). */
function forUser(db: Db, me: AuthUser) {
  return db.selectFrom('notifications').where((eb) => eb.or([
    eb('sent_to', '=', me.id),
    eb.and([eb('sent_to', 'is', null), eb('role', '=', me.role), eb.or([eb('branch', 'is', null), eb('branch', '=', me.branchID)])]),
  ]));
}

export async function createNotification(db: Db, n: Omit<Row, 'id' | 'created_at' | 'isread' | 'answer' | 'ref'> & { ref?: string }): Promise<number> {
  const res = await db.insertInto('notifications').values({ ...n, created_at: nowIso(), isread: 0, answer: '' }).executeTakeFirstOrThrow();
  return Number(res.insertId);
}

export function notificationRoutes(app: ZodApp, { db, config }: ServerContext): void {
  app.get('/user/notifications', { config: { policy: SIGNED_IN } }, async (req) => {
    const me = currentUser(req);
    const rows = await forUser(db, me).selectAll().orderBy('created_at', 'desc').limit(100).execute();
    const unread = rows.filter((r) => r.isread === 0).length;
    return { status: 1, data: rows.map(toAnswer), unread, pollMs: config.pollMs };
  });

  /** The old client sent this without a token; Sumbook requires one so nobody can post as staff anonymously. */
  app.post('/user/sent_noti', { schema: { body: sentNotiBody }, config: { policy: SIGNED_IN } }, async (req, reply) => {
    const me = currentUser(req);
    const b = req.body;
    // Edit requests (1), their results (4) and notices tied to a sum (ref) come from the server's own flows only.
    if (b.type === 1 || b.type === 4 || b.ref !== undefined) throw new HttpError(403, 'Edit requests, their results and notices about a sum are made by Sumbook itself: they cannot be posted');
    // Every branch the notice reaches (the recipient's, or the one named) must be in the sender's scope.
    const inScope = (branchId: number) => {
      const check = checkBranch(me, branchId);
      if (!check.ok) throw new HttpError(403, `${check.msg}: you may only notify people of branches in your scope`);
      return check.branchId;
    };
    if (b.sent_to !== undefined) {
      const target = await db.selectFrom('users').select(['id', 'branch_id']).where('id', '=', b.sent_to).executeTakeFirst();
      if (!target) throw new HttpError(404, 'Recipient not found');
      inScope(target.branch_id);
    } else if (b.branch === undefined && !BRANCHES.every((br) => checkBranch(me, br.id).ok)) {
      throw new HttpError(403, 'Choose a branch: you may only notify a role at the branches in your scope');
    }
    const branch = b.branch === undefined ? null : inScope(b.branch);
    const id = await createNotification(db, {
      title: b.title, content: b.Conent, type: b.type, sent_to: b.sent_to ?? null, sent_from: me.name, sent_from_id: me.id,
      role: b.role ?? null, branch, link: b.link,
    });
    return reply.code(201).send({ status: 1, msg: 'Sent', id });
  });

  app.patch('/user/update_noti/:id', {
    schema: { params: z.object({ id: z.coerce.number().int().positive() }), body: updateNotiBody },
    config: { policy: SIGNED_IN },
  }, async (req) => {
    const me = currentUser(req);
    const row = await db.selectFrom('notifications').selectAll().where('id', '=', req.params.id).executeTakeFirst();
    const mine = await forUser(db, me).select('id').where('id', '=', req.params.id).executeTakeFirst();
    // Agree / Refuse on a reception edit request: also for area managers and the CEO of the branch.
    if (row && isEditAnswer(row, req.body.answer)) {
      const ref = parseRef(row.ref);
      if (mine || (ref && mayAnswer(me, ref))) {
        const done = await answerEditRequest(db, me, row, req.body.answer);
        return { status: 1, msg: 'Update Success', ...done };
      }
    }
    if (!row || !mine) throw new HttpError(404, 'Notification not found');
    // An edit request on a sum is answered with Agree or Refuse only (the reply and the new version go with it).
    if (row.type === 1 && parseRef(row.ref) && req.body.answer !== row.answer) throw new HttpError(400, `Answer an edit request with '${EDIT_AGREE}' or '${EDIT_REFUSE}'`);
    // "Type 4 notices are closed by marking them read with the answer 'close'."
    const answer = row.type === 4 && req.body.isread ? 'close' : req.body.answer;
    await db.updateTable('notifications').set({ isread: req.body.isread ? 1 : 0, answer }).where('id', '=', row.id).execute();
    return { status: 1, msg: 'Update Success' };
  });
}
