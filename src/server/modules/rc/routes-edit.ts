// REQUEST EDIT on a locked reception sum (the answer comes through PATCH /user/update_noti/:id).
import { editRequestBody } from '../../../contract/rc';
import type { ServerContext, ZodApp } from '../../context';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { requestEdit } from './edit-request';
import { branchOnly, checkDay } from './params';

export function editRequestRoutes(app: ZodApp, { db }: ServerContext): void {
  app.post('/rc/:branchId/request_edit', {
    schema: { params: branchOnly, body: editRequestBody }, config: { policy: { branch: 'branchId' } },
  }, async (req, reply) => {
    checkDay(req.body.day);
    const ids = await requestEdit(db, currentUser(req), checkedBranch(req), req.body.day, req.body.version, req.body.reason);
    return reply.code(201).send({ status: 1, msg: 'Sent', ids });
  });
}
