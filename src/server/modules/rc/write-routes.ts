// Writing reception sums: save, new version, correction after edit, send by mail, request edit.
import { rcApi } from '../../../contract/rc';
import { SUCCESS_SAVE, SUCCESS_SENT } from '../../../domain/messages';
import type { ServerContext, ZodApp } from '../../context';
import { requestEdit } from '../../docs/edit-request';
import { lockForSend, mailDoc } from '../../docs/send';
import { docAnswer } from '../../docs/store';
import { originOf } from '../../docs/origin';
import { makeNewVersion, saveDoc, updateAfterEdit } from '../../docs/write';
import { route, sendJson } from '../../kernel/route';
import { HttpError } from '../../lib/util';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { rcKind } from './kind';

const answer = (msg: string, row: Parameters<typeof docAnswer>[1]): string => docAnswer(msg, row, 'day');
const { roles } = rcKind;

export function writeRoutes(app: ZodApp, { db, mailer }: ServerContext): void {
  route(app, rcApi.save, { branch: 'branchId', roles: roles.write }, async (req, reply) => {
    const { day, ...rest } = req.body;
    const saved = await saveDoc(
      db,
      rcKind,
      currentUser(req),
      checkedBranch(req),
      { period: day, ...rest },
      originOf(req),
    );
    const created = saved.version === 1 && saved.revision === 1;
    return sendJson(reply, answer(SUCCESS_SAVE, saved), created ? 201 : 200);
  });

  route(app, rcApi.newVersion, { branch: 'branchId', roles: roles.newVersion }, async (req, reply) => {
    const made = await makeNewVersion(
      db,
      rcKind,
      currentUser(req),
      checkedBranch(req),
      req.params.date,
      req.body.version,
    );
    return sendJson(reply, answer('SUCCESS MAKE NEW VERSION', made), 201);
  });

  route(app, rcApi.afterEdit, { branch: 'branchId', roles: roles.afterEdit }, async (req, reply) => {
    const { day, ...rest } = req.body;
    if (req.params.date !== day) throw new HttpError(400, 'The day in the path and the day in the body differ');
    const saved = await updateAfterEdit(db, rcKind, currentUser(req), checkedBranch(req), { period: day, ...rest });
    return sendJson(reply, answer('Update Success', saved));
  });

  /** Locks the version and mails it; a mail failure answers 502 "Error when send mail" and keeps the lock. */
  route(app, rcApi.send, { branch: 'branchId', roles: roles.write }, async (req, reply) => {
    const me = currentUser(req);
    const { day, ...rest } = req.body;
    const locked = await lockForSend(db, rcKind, me, checkedBranch(req), { period: day, ...rest }, originOf(req));
    await mailDoc(db, rcKind, mailer, me, locked, req.body.note, (err) =>
      req.log.error({ err, reqId: req.id }, 'rc sum mail failed'),
    );
    return sendJson(reply, answer(SUCCESS_SENT, locked));
  });

  /** REQUEST EDIT on a locked sum (the answer comes through PATCH /user/update_noti/:id). */
  route(app, rcApi.requestEdit, { branch: 'branchId' }, async (req, reply) => {
    const ids = await requestEdit(
      db,
      rcKind,
      currentUser(req),
      checkedBranch(req),
      req.body.day,
      req.body.version,
      req.body.reason,
    );
    return reply.code(201).send({ status: 1, msg: 'Sent', ids });
  });
}
