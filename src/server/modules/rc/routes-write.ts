// Writing reception sums: save, new version, correction after edit, send by mail.
import { newVersionBody, sendSumBody, updateAfterEditBody, upSumBody } from '../../../contract/rc';
import { SUCCESS_SAVE, SUCCESS_SENT } from '../../../domain/messages';
import { RC_AFTER_EDIT_ROLES, RC_VERSION_ROLES, RC_WRITE_ROLES } from '../../../domain/rc-roles';
import type { ServerContext, ZodApp } from '../../context';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { branchDate, branchOnly, checkDay, samePathDay } from './params';
import { rcSumJson, type SumRow } from './repo';
import { lockForSend, mailSum } from './send';
import { makeNewVersion, saveSum, updateAfterEdit } from './service';

const answer = (msg: string, row: SumRow): string => `{"status":1,"msg":${JSON.stringify(msg)},"data":${rcSumJson(row)}}`;
const JSON_TYPE = 'application/json; charset=utf-8';

export function writeRoutes(app: ZodApp, { db, mailer }: ServerContext): void {
  app.post('/rc/:branchId/up_sum', {
    schema: { params: branchOnly, body: upSumBody }, config: { policy: { branch: 'branchId', roles: RC_WRITE_ROLES } },
  }, async (req, reply) => {
    checkDay(req.body.day);
    const saved = await saveSum(db, currentUser(req), checkedBranch(req), req.body);
    const created = saved.version === 1 && saved.revision === 1;
    return reply.code(created ? 201 : 200).type(JSON_TYPE).send(answer(SUCCESS_SAVE, saved));
  });

  app.post('/rc/:branchId/make_new_version/:date', {
    schema: { params: branchDate, body: newVersionBody }, config: { policy: { branch: 'branchId', roles: RC_VERSION_ROLES } },
  }, async (req, reply) => {
    const made = await makeNewVersion(db, currentUser(req), checkedBranch(req), req.params.date, req.body.version);
    return reply.code(201).type(JSON_TYPE).send(answer('SUCCESS MAKE NEW VERSION', made));
  });

  app.patch('/rc/:branchId/update_sum_after_edit/:date', {
    schema: { params: branchDate, body: updateAfterEditBody }, config: { policy: { branch: 'branchId', roles: RC_AFTER_EDIT_ROLES } },
  }, async (req, reply) => {
    samePathDay(req.params.date, req.body.day);
    const saved = await updateAfterEdit(db, currentUser(req), checkedBranch(req), req.body);
    return reply.type(JSON_TYPE).send(answer('Update Success', saved));
  });

  /** Locks the version and mails it; a mail failure answers 502 "Error when send mail" and keeps the lock. */
  app.post('/user/sent_mail_rc_sum/:branchId', {
    schema: { params: branchOnly, body: sendSumBody }, config: { policy: { branch: 'branchId', roles: RC_WRITE_ROLES } },
  }, async (req, reply) => {
    checkDay(req.body.day);
    const me = currentUser(req);
    const locked = await lockForSend(db, me, checkedBranch(req), req.body);
    await mailSum(db, mailer, me, locked, req.body.note, (err) => req.log.error({ err, reqId: req.id }, 'rc sum mail failed'));
    return reply.type(JSON_TYPE).send(answer(SUCCESS_SENT, locked));
  });
}
