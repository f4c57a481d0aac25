import { notificationApi, type Notification } from '../../../contract/notification';
import { BRANCHES } from '../../../domain/branches';
import { checkBranch } from '../../../domain/scope';
import type { ServerContext, ZodApp } from '../../context';
import { announceNotices, createNotification, noticesFor, type NoticeRow } from '../../kernel/notifications';
import { route } from '../../kernel/route';
import { HttpError } from '../../lib/util';
import { currentUser } from '../../plugins/guard';
import { SIGNED_IN } from '../../kernel/policy';

type Row = NoticeRow;

/** A notification as the API answers it (the list, the live stream). */
export function toAnswer(r: Row): Notification {
  return {
    id: r.id,
    title: r.title,
    Conent: r.content,
    time_created: r.created_at,
    type: r.type as Notification['type'],
    isread: r.isread === 1,
    answer: r.answer,
    sent_to: r.sent_to,
    sent_from: r.sent_from,
    role: r.role,
    branch: r.branch,
    link: r.link,
  };
}

export function notificationRoutes(app: ZodApp, { db, config, notices }: ServerContext): void {
  route(app, notificationApi.list, SIGNED_IN, async (req) => {
    const me = currentUser(req);
    const rows = await noticesFor(db, me).selectAll().orderBy('created_at', 'desc').limit(100).execute();
    const unread = rows.filter((r) => r.isread === 0).length;
    return { status: 1, data: rows.map(toAnswer), unread, pollMs: config.pollMs };
  });

  /** The old client sent this without a token; Sumbook requires one so nobody can post as staff anonymously. */
  route(app, notificationApi.send, SIGNED_IN, async (req, reply) => {
    const me = currentUser(req);
    const b = req.body;
    // Edit requests (1), their results (4) and notices tied to a sum (ref) come from the server's own flows only.
    if (b.type === 1 || b.type === 4 || b.ref !== undefined)
      throw new HttpError(
        403,
        'Edit requests, their results and notices about a sum are made by Sumbook itself: they cannot be posted',
      );
    // Every branch the notice reaches (the recipient's, or the one named) must be in the sender's scope.
    const inScope = (branchId: number) => {
      const check = checkBranch(me, branchId);
      if (!check.ok) throw new HttpError(403, `${check.msg}: you may only notify people of branches in your scope`);
      return check.branchId;
    };
    if (b.sent_to !== undefined) {
      const target = await db
        .selectFrom('users')
        .select(['id', 'branch_id'])
        .where('id', '=', b.sent_to)
        .executeTakeFirst();
      if (!target) throw new HttpError(404, 'Recipient not found');
      inScope(target.branch_id);
    } else if (b.branch === undefined && !BRANCHES.every((br) => checkBranch(me, br.id).ok)) {
      throw new HttpError(403, 'Choose a branch: you may only notify a role at the branches in your scope');
    }
    const branch = b.branch === undefined ? null : inScope(b.branch);
    const id = await createNotification(db, {
      title: b.title,
      content: b.Conent,
      type: b.type,
      sent_to: b.sent_to ?? null,
      sent_from: me.name,
      sent_from_id: me.id,
      role: b.role ?? null,
      branch,
      link: b.link,
    });
    await announceNotices(db, [id]);
    return reply.code(201).send({ status: 1, msg: 'Sent', id });
  });

  route(app, notificationApi.update, SIGNED_IN, async (req) => {
    const me = currentUser(req);
    const row = await db.selectFrom('notifications').selectAll().where('id', '=', req.params.id).executeTakeFirst();
    const mine = await noticesFor(db, me).select('id').where('id', '=', req.params.id).executeTakeFirst();
    // A notification that a module answers (Agree / Refuse on an edit request): also for the roles the
    // module lets answer it (area managers, the CEO), and only with the answers it takes.
    const answerer = row ? notices.find(row) : undefined;
    if (row && answerer && answerer.answers.includes(req.body.answer) && (mine || answerer.mayAnswer(me, row))) {
      const done = await answerer.answer(db, me, row, req.body.answer);
      return { status: 1, msg: 'Update Success', ...done };
    }
    if (!row || !mine) throw new HttpError(404, 'Notification not found');
    if (answerer && req.body.answer !== row.answer)
      throw new HttpError(400, `Answer with ${answerer.answers.map((a) => `'${a}'`).join(' or ')}`);
    // "Type 4 notices are closed by marking them read with the answer 'close'."
    const answer = row.type === 4 && req.body.isread ? 'close' : req.body.answer;
    await db
      .updateTable('notifications')
      .set({ isread: req.body.isread ? 1 : 0, answer })
      .where('id', '=', row.id)
      .execute();
    return { status: 1, msg: 'Update Success' };
  });
}
