// Sending a reception sum: lock the version (with its debit-book effects) in one transaction, then mail
// it to the branch's managers with the .xlsx of the day. A mail failure keeps the lock (the sum is
// sent; only the mail is missing), is logged and audited, and the same send can be repeated to retry
// the mail (see retryMail).
import type { z } from 'zod';
import type { sendSumBody } from '../../../contract/rc';
import { branchById } from '../../../domain/branches';
import { missingRateCheck } from '../../../domain/row-fields';
import { makerCheck, staleCheck } from '../../../domain/versions';
import type { Db } from '../../db/connection';
import { HttpError, nowIso } from '../../lib/util';
import type { Mailer } from '../../plugins/mail';
import { audit, type AuthUser } from '../user/repo';
import { recordDebits, settleCheckIns } from './debit-book';
import { latestSum, rowsOf, toRcSum, type SumRow } from './repo';
import { NULL_DAY, SEND_MAIL_FAILED, staleRefusal } from '../../../domain/messages';
import { ROLE } from '../../../domain/roles';
import { guardPastDay, target } from './service';
import { buildSumMail } from './sum-mail';
import { buildSumXlsx, xlsxFileName } from './sum-xlsx';

export type SendBody = z.infer<typeof sendSumBody>;

/** A repeat of the send that locked this version, whose mail failed: only the mail is sent again. */
function retryMail(stored: SumRow, body: SendBody): boolean {
  return stored.edit === 0 && stored.mailed === 0 && stored.sent_at !== null && stored.version === body.version && stored.revision === body.revision + 1;
}

/** Locks the version and writes its debit-book effects; answers the locked row (also for a repeat of a send whose mail failed). */
export async function lockForSend(db: Db, me: AuthUser, branchId: number, body: SendBody): Promise<SumRow> {
  return db.transaction().execute(async (trx) => {
    const stored = await latestSum(trx, branchId, body.day);
    guardPastDay(me, branchId, body.day, stored);
    if (!stored) throw new HttpError(404, NULL_DAY);
    if (retryMail(stored, body)) return stored;
    const msg = staleCheck('SEND', { version: stored.version, revision: stored.revision, edit: stored.edit === 1 }, body);
    if (msg) throw new HttpError(409, msg);
    const makerMsg = makerCheck(stored.maker);
    if (makerMsg) throw new HttpError(400, makerMsg);
    const rows = rowsOf(stored);
    const rateMsg = missingRateCheck(rows, branchId);
    if (rateMsg) throw new HttpError(400, rateMsg);
    const at = nowIso();
    const set = { edit: 0, revision: stored.revision + 1, sent_at: at, sent_by: me.name, updated_at: at, updated_by: me.name, mailed: 0 };
    const res = await trx.updateTable('rc_sums').set(set).where('id', '=', stored.id).where('revision', '=', body.revision).where('edit', '=', 1).executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new HttpError(409, staleRefusal('SEND'));
    const book = { branchId, day: body.day, version: stored.version, rows, by: me.name, at };
    await recordDebits(trx, book);
    const settled = await settleCheckIns(trx, book);
    await audit(trx, me.id, 'rc.send', target(branchId, body.day, stored.version), { revision: set.revision, note: body.note, settledCheckIns: settled });
    return { ...stored, ...set };
  });
}

/** Managers of the branch (role 2); if none, the area managers (role 6) of its area; if none, the CEO (role 7). */
export async function sumRecipients(db: Db, branchId: number): Promise<string[]> {
  const area = branchById(branchId)?.area ?? '';
  const users = await db.selectFrom('users').innerJoin('branches', 'branches.id', 'users.branch_id')
    .select(['users.email', 'users.role', 'users.branch_id', 'branches.area']).where('users.blocked', '=', 0).where('users.role', 'in', [ROLE.MANAGER, ROLE.AREA_MANAGER, ROLE.CEO]).execute();
  const managers = users.filter((u) => u.role === ROLE.MANAGER && u.branch_id === branchId);
  const areaManagers = users.filter((u) => u.role === ROLE.AREA_MANAGER && u.area === area);
  const pick = managers.length > 0 ? managers : areaManagers.length > 0 ? areaManagers : users.filter((u) => u.role === ROLE.CEO);
  return pick.map((u) => u.email);
}

/** Mails the locked sum; marks it mailed. Throws 502 "Error when send mail" (the lock stays) when the mail fails. */
export async function mailSum(db: Db, mailer: Mailer, me: AuthUser, locked: SumRow, note: string, log: (err: unknown) => void): Promise<void> {
  const branch = branchById(locked.branch_id) ?? { code: String(locked.branch_id), name: String(locked.branch_id) };
  const sum = toRcSum(locked);
  try {
    const to = await sumRecipients(db, locked.branch_id);
    if (to.length > 0) {
      const mail = buildSumMail(sum, branch, note, me.name);
      const xlsx = await buildSumXlsx(sum, branch);
      await mailer.send({
        to, subject: mail.subject, text: mail.text, html: mail.html,
        attachments: [{ filename: xlsxFileName(branch.code, sum.day, sum.version), content: xlsx, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }],
      });
    }
  } catch (err) {
    log(err);
    await audit(db, me.id, 'rc.send_mail_failed', target(locked.branch_id, locked.day, locked.version), { error: String(err instanceof Error ? err.message : err) });
    throw new HttpError(502, SEND_MAIL_FAILED);
  }
  await db.updateTable('rc_sums').set({ mailed: 1 }).where('id', '=', locked.id).execute();
}
