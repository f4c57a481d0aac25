// The edit-sum request flow (spec 1 section 4.3): REQUEST EDIT on a locked sum sends a type 1
// notification to the branch manager and supervisor; Agree marks it (and its sibling) read with
// 'Agree change sum', makes the new version and replies with a type 4 notice; Refuse answers 'refuse'
// and replies 'Your request : refuse'. The answer arrives through PATCH /user/update_noti/:id.
import type { Selectable } from 'kysely';
import { EDIT_AGREE, EDIT_REFUSE, EDIT_REFUSE_REPLY } from '../../../contract/rc';
import { branchById } from '../../../domain/branches';
import { RC_EDIT_ANSWER_ROLES, RC_EDIT_REQUEST_TO } from '../../../domain/rc-roles';
import { checkBranch } from '../../../domain/scope';
import type { Db } from '../../db/connection';
import type { NotificationTable } from '../../db/schema';
import { HttpError } from '../../lib/util';
import { createNotification } from '../user/notification-routes';
import { audit, type AuthUser } from '../user/repo';
import { latestHead } from './repo';
import { NULL_DAY, staleRefusal } from '../../../domain/messages';
import { makeNewVersion, target } from './service';

export const NOT_LOCKED = 'This sum is not locked: it can be edited without a request';
export const PENDING = 'An edit request for this sum is already waiting for an answer';
export const ANSWERED = 'This request has already been answered';

type NoteRow = Selectable<NotificationTable>;
export interface EditRef { branchId: number; day: string; version: number }

export const sumLink = (branchId: number, day: string): string => `/reception_sum/${branchId}/${day}/current`;

/** 'rc:3:2026-05-01:1' -> its branch, day and version; null for anything else. */
export function parseRef(ref: string): EditRef | null {
  const m = /^rc:(\d+):(\d{4}-\d{2}-\d{2}):(\d+)$/.exec(ref);
  return m ? { branchId: Number(m[1]), day: m[2], version: Number(m[3]) } : null;
}

/** REQUEST EDIT: the version must be the latest and locked, with no request still waiting. */
export async function requestEdit(db: Db, me: AuthUser, branchId: number, day: string, version: number, reason: string): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const head = await latestHead(trx, branchId, day);
    if (!head) throw new HttpError(404, NULL_DAY);
    if (head.version !== version) throw new HttpError(409, staleRefusal('EDIT'));
    if (head.edit === 1) throw new HttpError(409, NOT_LOCKED);
    const ref = target(branchId, day, version);
    const waiting = await trx.selectFrom('notifications').select('id').where('ref', '=', ref).where('type', '=', 1).where('answer', '=', '').executeTakeFirst();
    if (waiting) throw new HttpError(409, PENDING);
    const code = branchById(branchId)?.code ?? String(branchId);
    const content = `${me.name} asks to edit the reception sum of ${code} ${day} (version ${version})${reason ? `: ${reason}` : '.'}`;
    const ids: number[] = [];
    for (const role of RC_EDIT_REQUEST_TO) {
      ids.push(await createNotification(trx, {
        title: `Request edit RC Sum ${code} ${day}`, content, type: 1, sent_to: null, sent_from: me.name, sent_from_id: me.id,
        role, branch: branchId, link: sumLink(branchId, day), ref,
      }));
    }
    await audit(trx, me.id, 'rc.request_edit', ref, { reason, notifications: ids });
    return ids;
  });
}

/** True when the notification is an edit request on a reception sum and the answer is Agree or Refuse. */
export function isEditAnswer(row: NoteRow, answer: string): boolean {
  return row.type === 1 && parseRef(row.ref) !== null && (answer === EDIT_AGREE || answer === EDIT_REFUSE);
}

/** Managers, supervisors, area managers and the CEO answer, for a branch in their scope. */
export function mayAnswer(me: AuthUser, ref: EditRef): boolean {
  return RC_EDIT_ANSWER_ROLES.includes(me.role) && checkBranch(me, ref.branchId).ok;
}

/** Applies Agree or Refuse; answers the new version on Agree. */
export async function answerEditRequest(db: Db, me: AuthUser, row: NoteRow, answer: string): Promise<{ version?: number }> {
  const ref = parseRef(row.ref);
  if (!ref || !mayAnswer(me, ref)) throw new HttpError(403, 'You do not have permission for this action');
  return db.transaction().execute(async (trx) => {
    const now = await trx.selectFrom('notifications').select('answer').where('id', '=', row.id).executeTakeFirst();
    if (!now || now.answer === EDIT_AGREE || now.answer === EDIT_REFUSE) throw new HttpError(409, ANSWERED);
    // The request's notices (manager and supervisor) are the open ones of its ref: only one request waits at a time.
    const open = await trx.selectFrom('notifications').select('id').where('ref', '=', row.ref).where('type', '=', 1).where('answer', '=', '').execute();
    let version: number | undefined;
    if (answer === EDIT_AGREE) version = (await makeNewVersion(trx, me, ref.branchId, ref.day, ref.version, 'rc.edit_request_agree')).version;
    await trx.updateTable('notifications').set({ isread: 1, answer }).where('id', 'in', [row.id, ...open.map((n) => n.id)]).execute();
    if (row.sent_from_id !== null) {
      const code = branchById(ref.branchId)?.code ?? String(ref.branchId);
      await createNotification(trx, {
        title: `Edit RC Sum ${code} ${ref.day}`, content: answer === EDIT_AGREE ? `Your request : ${EDIT_AGREE} (version ${version})` : EDIT_REFUSE_REPLY,
        type: 4, sent_to: row.sent_from_id, sent_from: me.name, sent_from_id: me.id, role: null, branch: ref.branchId,
        link: sumLink(ref.branchId, ref.day), ref: row.ref,
      });
    }
    if (answer === EDIT_REFUSE) await audit(trx, me.id, 'rc.edit_request_refuse', row.ref, { notification: row.id });
    return { version };
  });
}
