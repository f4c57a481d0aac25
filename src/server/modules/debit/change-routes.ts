// Every change to a debit line (spec 1 sections 4.1, 7.3): the reception calls and the accountant's
// three, all on the one kernel. The domain decides who may do which transition; a refused one answers
// the reason; a stale one (409) answers the line as it is now.
import { debitApi } from '../../../contract/debit';
import { ROLE_SET } from '../../../domain/roles';
import type { ServerContext, ZodApp } from '../../context';
import { changeDebit, DEBIT_STALE, type DebitChange } from '../../debits/change';
import { route } from '../../kernel/route';
import { checkedBranch, currentUser } from '../../plugins/guard';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';

/** Anyone who may read the book may ask; the domain refuses what their role may not do. */
const policy = { branch: 'branchId', roles: ROLE_SET.accDebit };

async function answer(db: Db, req: FastifyRequest, reply: FastifyReply, id: number, change: DebitChange) {
  const done = await changeDebit(db, currentUser(req), checkedBranch(req), id, change);
  if (!done.ok) return reply.code(409).send({ status: 0, msg: DEBIT_STALE, current: done.current });
  return { status: 1 as const, msg: 'Update Success', data: done.line };
}

export function changeRoutes(app: ZodApp, { db }: ServerContext): void {
  route(app, debitApi.updatePaid, policy, async (req, reply) =>
    answer(db, req, reply, req.params.id, { kind: 'paid', rev: req.body.rev, payment: req.body.payment }),
  );
  for (const ep of [debitApi.updateNonPaid, debitApi.accUpdateNonPaid])
    route(app, ep, policy, async (req, reply) =>
      answer(db, req, reply, req.params.id, { kind: 'nonPaid', rev: req.body.rev }),
    );
  route(app, debitApi.changeToDebit, policy, async (req, reply) =>
    answer(db, req, reply, req.params.id, { kind: 'debit', rev: req.body.rev }),
  );
  for (const ep of [debitApi.changeToDelete, debitApi.accChangeToDelete])
    route(app, ep, policy, async (req, reply) =>
      answer(db, req, reply, req.params.id, { kind: 'delete', rev: req.body.rev }),
    );
  for (const ep of [debitApi.updateLog, debitApi.accUpdateLog])
    route(app, ep, policy, async (req, reply) =>
      answer(db, req, reply, req.params.id, { kind: 'log', rev: req.body.rev, log: req.body.log }),
    );
  route(app, debitApi.updateNote, policy, async (req, reply) =>
    answer(db, req, reply, req.params.id, { kind: 'note', rev: req.body.rev, note: req.body.note }),
  );
  route(app, debitApi.updateCompany, policy, async (req, reply) =>
    answer(db, req, reply, req.params.id, { kind: 'company', rev: req.body.rev, company: req.body.company }),
  );
}
