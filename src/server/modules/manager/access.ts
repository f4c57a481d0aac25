// Who may call the manager routes, beyond the route's branch scope (spec 3 sections 2 and 6): the rules of
// src/domain/manager-roles.ts, checked on every call.
import type { AccessSubject } from '../../../domain/access';
import { mayViewManagerSum, mayViewManagerTotal, mayWriteManagerSum } from '../../../domain/manager-roles';
import { HttpError } from '../../lib/util';

export const NO_PERMISSION = 'You do not have permission for this action';

function allow(ok: boolean): void {
  if (!ok) throw new HttpError(403, NO_PERMISSION);
}

export const mayView = (me: AccessSubject): void => allow(mayViewManagerSum(me));
export const mayWrite = (me: AccessSubject): void => allow(mayWriteManagerSum(me));
export const mayViewTotal = (me: AccessSubject): void => allow(mayViewManagerTotal(me));
