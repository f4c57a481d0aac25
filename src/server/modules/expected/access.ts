// Who may read and write the plan, checked in every handler after the guard has held the branch to the
// caller's scope: viewing = mayViewExpected, every write = mayEditExpected (src/domain/manager-roles.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mayEditExpected, mayViewExpected } from '../../../domain/manager-roles';
import type { AuthUser } from '../../kernel/auth-user';
import { HttpError } from '../../lib/util';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { planCell } from '../../kernel/expected-plan';
import { StaleGridCell } from '../../kernel/grid-rev';

export const NO_PERMISSION = 'You do not have permission for this action';

/** Route policies: the branch in `:branchId`, or in `:branch` (get_expected, take_data_from_moja). */
export const BY_BRANCH_ID = { branch: 'branchId' };
export const BY_BRANCH = { branch: 'branch' };

export interface Caller {
  me: AuthUser;
  branchId: number;
}

function caller(req: FastifyRequest, may: (u: AuthUser) => boolean): Caller {
  const me = currentUser(req);
  if (!may(me)) throw new HttpError(403, NO_PERMISSION);
  return { me, branchId: checkedBranch(req) };
}

export const viewer = (req: FastifyRequest): Caller => caller(req, mayViewExpected);
export const editor = (req: FastifyRequest): Caller => caller(req, mayEditExpected);

/** Runs a write; a stale cell is answered 409 with the spec's message and the cell as it is now. */
export async function orStale<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof StaleGridCell)
      return reply.code(409).send({ status: 0, msg: err.message, current: planCell(err.current) });
    throw err;
  }
}
