// Who may do what on the survey, checked in every handler after the guard has held the branch to the
// caller's scope (src/domain/survey.ts): reading = anyone signed in; replies and the report mail = role 3
// in the current or previous month; entry edits = roles 1 and 7; tablets and config = roles 1 and 7.
import type { FastifyRequest } from 'fastify';
import { branchById } from '../../../domain/branches';
import { checkBranch } from '../../../domain/scope';
import { SURVEY_WINDOW_CLOSED, inSendWindow, mayAdminSurvey, mayEditSurveyEntries } from '../../../domain/survey';
import type { AuthUser } from '../../kernel/auth-user';
import { todayOf } from '../../kernel/today';
import { HttpError } from '../../lib/util';
import { checkedBranch, currentUser } from '../../plugins/guard';

export const NO_PERMISSION = 'You do not have permission for this action';
export const BY_BRANCH = { branch: 'branch' };

export interface Caller {
  me: AuthUser;
  branchId: number;
}

export function reader(req: FastifyRequest): Caller {
  const me = currentUser(req);
  const branchId = checkedBranch(req);
  if (!branchById(branchId)) throw new HttpError(404, 'Branch not found');
  return { me, branchId };
}

/** A branch named in a body (0 = own branch), held to the caller's scope as the guard does for paths. */
export function bodyBranch(req: FastifyRequest, requested: number): Caller {
  const me = currentUser(req);
  const check = checkBranch(me, requested);
  if (!check.ok) throw new HttpError(403, check.msg);
  if (!branchById(check.branchId)) throw new HttpError(404, 'Branch not found');
  return { me, branchId: check.branchId };
}

/** Role 3, and only for the current or previous month of the branch. */
export function replier(req: FastifyRequest, month: string, caller?: Caller): Caller {
  const c = caller ?? reader(req);
  if (c.me.role !== 3) throw new HttpError(403, NO_PERMISSION);
  if (!inSendWindow(month, todayOf(c.branchId))) throw new HttpError(403, SURVEY_WINDOW_CLOSED);
  return c;
}

export function entryEditor(req: FastifyRequest): Caller {
  const c = reader(req);
  if (!mayEditSurveyEntries(c.me.role)) throw new HttpError(403, NO_PERMISSION);
  return c;
}

export function surveyAdmin(req: FastifyRequest): AuthUser {
  const me = currentUser(req);
  if (!mayAdminSurvey(me.role)) throw new HttpError(403, NO_PERMISSION);
  return me;
}
