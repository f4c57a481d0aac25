// Writing manager reports: save (the day's first save needs the sent reception sum and the month's plan),
// send (locks and mails the area managers), new version, and REQUEST EDIT, which opens the next version at
// once and notifies the area manager (the answer comes through PATCH /user/update_noti/:id).
import { managerApi } from '../../../contract/manager';
import { NULL_DAY, SUCCESS_SAVE, SUCCESS_SENT } from '../../../domain/messages';
import type { ServerContext, ZodApp } from '../../context';
import { requestEdit } from '../../docs/edit-request';
import { originOf } from '../../docs/origin';
import { lockForSend, mailDoc } from '../../docs/send';
import { latestDoc, type StoredDoc } from '../../docs/store';
import { makeNewVersion, saveDoc } from '../../docs/write';
import { branchFigures } from '../../kernel/branch-figures';
import { route, sendJson } from '../../kernel/route';
import { HttpError } from '../../lib/util';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { mayWrite } from './access';
import { managerKind } from './kind';
import { reportAnswer } from './report';

const policy = { branch: 'branchId' };
export const REQUEST_EDIT_SENT = 'Request edit sent to the area manager: the new version is open';

export function writeRoutes(app: ZodApp, { db, mailer }: ServerContext): void {
  const answer = async (msg: string, doc: StoredDoc) => reportAnswer(msg, doc, await branchFigures(db, doc.branch_id));

  route(app, managerApi.upReport, policy, async (req, reply) => {
    const me = currentUser(req);
    mayWrite(me);
    const { day, ...rest } = req.body;
    const saved = await saveDoc(db, managerKind, me, checkedBranch(req), { period: day, ...rest }, originOf(req));
    const created = saved.version === 1 && saved.revision === 1;
    return sendJson(reply, await answer(SUCCESS_SAVE, saved), created ? 201 : 200);
  });

  /** Locks the version and mails it; a mail failure answers 502 "Error when send mail" and keeps the lock. */
  route(app, managerApi.send, policy, async (req, reply) => {
    const me = currentUser(req);
    mayWrite(me);
    const { day, ...rest } = req.body;
    const locked = await lockForSend(db, managerKind, me, checkedBranch(req), { period: day, ...rest }, originOf(req));
    await mailDoc(db, managerKind, mailer, me, locked, req.body.note, (err) =>
      req.log.error({ err, reqId: req.id }, 'manager report mail failed'),
    );
    return sendJson(reply, await answer(SUCCESS_SENT, locked));
  });

  route(app, managerApi.makeNewVersion, policy, async (req, reply) => {
    const me = currentUser(req);
    mayWrite(me);
    const made = await makeNewVersion(db, managerKind, me, checkedBranch(req), req.params.x, req.body.version);
    return sendJson(reply, await answer('SUCCESS MAKE NEW VERSION', made), 201);
  });

  route(app, managerApi.changeEdit, policy, async (req, reply) => {
    const me = currentUser(req);
    mayWrite(me);
    const branchId = checkedBranch(req);
    const day = req.params.x;
    await requestEdit(db, managerKind, me, branchId, day, req.body.version, req.body.reason);
    const opened = await latestDoc(db, managerKind.kind, branchId, day);
    if (!opened) throw new HttpError(404, NULL_DAY);
    return sendJson(reply, await answer(REQUEST_EDIT_SENT, opened), 201);
  });
}
