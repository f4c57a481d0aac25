// The accountant day report: read (made from the day's sent reception sum until first saved), save, new
// version, correction after edit, send by mail and request edit, all through the shared core (server/docs).
import { accApi } from '../../../contract/acc';
import { ACC_VIEW_ROLES, ACC_WRITE_ROLES } from '../../../domain/acc-rules';
import { SUCCESS_SAVE, SUCCESS_SENT } from '../../../domain/messages';
import type { ServerContext, ZodApp } from '../../context';
import { requestEdit } from '../../docs/edit-request';
import { lockForSend, mailDoc } from '../../docs/send';
import { docAnswer, latestHead, versionHead } from '../../docs/store';
import { docViewer } from '../../docs/view';
import { originOf } from '../../docs/origin';
import { makeNewVersion, saveDoc, updateAfterEdit } from '../../docs/write';
import { route, sendJson } from '../../kernel/route';
import { HttpError } from '../../lib/util';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { accKind } from './kind';
import { newDayAnswer, sentReceptionSum } from './source';

const view = { branch: 'branchId', roles: ACC_VIEW_ROLES };
const { roles, kind } = accKind;
const answer = (msg: string, row: Parameters<typeof docAnswer>[1]): string => docAnswer(msg, row, 'day');

export function dayRoutes(app: ZodApp, { db, mailer }: ServerContext): void {
  const viewer = docViewer(db, accKind);

  /** The latest version; with none yet, the day's sent reception sum as msg 'new' (or the "Can't make report" refusals). */
  route(app, accApi.viewSum, view, async (req, reply) => {
    const branchId = checkedBranch(req);
    const day = req.params.date;
    const head = await latestHead(db, kind, branchId, day);
    if (head) return viewer(reply, currentUser(req), branchId, day, head);
    return sendJson(reply, newDayAnswer(await sentReceptionSum(db, branchId, day)));
  });

  route(app, accApi.viewSumWithVersion, view, async (req, reply) => {
    const branchId = checkedBranch(req);
    const { date, version } = req.params;
    return viewer(reply, currentUser(req), branchId, date, await versionHead(db, kind, branchId, date, version));
  });

  /** Save; the first save of a day stores it, and needs the day's reception sum to be sent. */
  route(app, accApi.save, { branch: 'branchId', roles: roles.write }, async (req, reply) => {
    const branchId = checkedBranch(req);
    const { day, ...rest } = req.body;
    if (!(await latestHead(db, kind, branchId, day))) await sentReceptionSum(db, branchId, day);
    const saved = await saveDoc(db, accKind, currentUser(req), branchId, { period: day, ...rest }, originOf(req));
    const created = saved.version === 1 && saved.revision === 1;
    return sendJson(reply, answer(SUCCESS_SAVE, saved), created ? 201 : 200);
  });

  route(app, accApi.newVersion, { branch: 'branchId', roles: roles.newVersion }, async (req, reply) => {
    const made = await makeNewVersion(
      db,
      accKind,
      currentUser(req),
      checkedBranch(req),
      req.params.date,
      req.body.version,
    );
    return sendJson(reply, answer('SUCCESS MAKE NEW VERSION', made), 201);
  });

  route(app, accApi.afterEdit, { branch: 'branchId', roles: roles.afterEdit }, async (req, reply) => {
    const { day, ...rest } = req.body;
    if (req.params.date !== day) throw new HttpError(400, 'The day in the path and the day in the body differ');
    const saved = await updateAfterEdit(db, accKind, currentUser(req), checkedBranch(req), { period: day, ...rest });
    return sendJson(reply, answer('Update Success', saved));
  });

  /** Locks the version and mails it; a mail failure answers 502 "Error when send mail" and keeps the lock. */
  route(app, accApi.send, { branch: 'branchId', roles: roles.write }, async (req, reply) => {
    const me = currentUser(req);
    const { day, ...rest } = req.body;
    const locked = await lockForSend(db, accKind, me, checkedBranch(req), { period: day, ...rest }, originOf(req));
    await mailDoc(db, accKind, mailer, me, locked, req.body.note, (err) =>
      req.log.error({ err, reqId: req.id }, 'acc sum mail failed'),
    );
    return sendJson(reply, answer(SUCCESS_SENT, locked));
  });

  /** REQUEST EDIT on a locked day report: a notice to the accountant leader and chief (answered through update_noti). */
  route(app, accApi.requestEdit, { branch: 'branchId', roles: ACC_WRITE_ROLES }, async (req, reply) => {
    const { day, version, reason } = req.body;
    const ids = await requestEdit(db, accKind, currentUser(req), checkedBranch(req), day, version, reason);
    return reply.code(201).send({ status: 1, msg: 'Sent', ids });
  });
}
