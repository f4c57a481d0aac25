// Sending a report: lock the version (with the kind's after-send effects) in one transaction, then mail
// it through the kernel's one send (kernel/send-once.ts): a mail failure keeps the lock (the report is
// sent; only the mail is missing), is logged and audited, and the same send repeated retries only the mail.
import { makerCheck, staleCheck } from '../../domain/versions';
import type { Db } from '../db/connection';
import type { AuthUser } from '../kernel/auth-user';
import { liveOf } from '../kernel/live';
import { mailLocked } from '../kernel/send-once';
import type { Mailer } from '../kernel/mail';
import { trail } from '../kernel/trail';
import { HttpError, nowIso, parseJson } from '../lib/util';
import type { DocKind } from './kind';
import { NULL_DAY, refusal, SEND_MAIL_FAILED } from './messages';
import { latestDoc, type StoredDoc } from './store';
import { guardPast, target, type Row, type WriteOrigin } from './write';
import { emailsOf, reportReaders } from '../kernel/report-readers';
import { byLanguage } from '../kernel/mail-language';
import { transact } from '../db/transact';

export interface SendBody {
  period: string;
  version: number;
  revision: number;
  note: string;
}

/** A repeat of the send that locked this version, whose mail failed: only the mail is sent again. */
function retryMail(stored: StoredDoc, body: SendBody): boolean {
  return (
    stored.edit === 0 &&
    stored.mailed === 0 &&
    stored.sent_at !== null &&
    stored.version === body.version &&
    stored.revision === body.revision + 1
  );
}

/** Locks the version and applies the kind's after-send effects; answers the locked row (also for a repeat whose mail failed). */
export async function lockForSend<R extends Row>(
  db: Db,
  k: DocKind<R>,
  me: AuthUser,
  branchId: number,
  body: SendBody,
  origin: WriteOrigin = {},
): Promise<StoredDoc> {
  let locked = false;
  const out = await transact(db, async (trx) => {
    const stored = await latestDoc(trx, k.kind, branchId, body.period);
    const late = guardPast(k, me, branchId, body.period, stored, origin);
    if (!stored) throw new HttpError(404, NULL_DAY);
    if (retryMail(stored, body)) return stored;
    const msg = staleCheck(
      'SEND',
      { version: stored.version, revision: stored.revision, edit: stored.edit === 1 },
      body,
    );
    if (msg) throw new HttpError(409, msg);
    const makerMsg = makerCheck(stored.maker);
    if (makerMsg) throw new HttpError(400, makerMsg);
    const rows = k.rowsOf(stored.content);
    const sendMsg = k.checkSend?.(rows, branchId);
    if (sendMsg) throw new HttpError(400, sendMsg);
    const at = nowIso();
    const set = {
      edit: 0,
      revision: stored.revision + 1,
      sent_at: at,
      sent_by: me.name,
      updated_at: at,
      updated_by: me.name,
      mailed: 0,
    };
    const res = await trx
      .updateTable('documents')
      .set(set)
      .where('id', '=', stored.id)
      .where('revision', '=', body.revision)
      .where('edit', '=', 1)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new HttpError(409, refusal('SEND'));
    const extra = k.afterWrite
      ? await k.afterWrite({
          trx,
          me,
          branchId,
          period: body.period,
          version: stored.version,
          action: 'send',
          before: rows,
          prepared: null,
          diff: null,
          at,
        })
      : undefined;
    await trail(trx, me, `${k.kind}.send`, target(k.kind, branchId, body.period, stored.version), {
      revision: set.revision,
      note: body.note,
      ...(extra ?? {}),
      ...(late ? { replayQueuedAt: origin.queuedAt } : {}),
      totals: parseJson<unknown>(stored.totals, null),
      before: { edit: true, revision: stored.revision, sentAt: stored.sent_at, sentBy: stored.sent_by },
      after: { edit: false, revision: set.revision, sentAt: at, sentBy: me.name },
    });
    locked = true;
    return { ...stored, ...set };
  });
  // After the commit: open screens of this report (other users', other devices') show it sent.
  if (locked)
    await liveOf(db).publish({
      t: 'sent',
      kind: k.kind,
      branch: branchId,
      period: body.period,
      version: out.version,
      by: me.name,
      byId: me.id,
    });
  return out;
}

/** Managers of the branch (role 2); if none, the area managers (role 6) of its area; if none, the CEO (role 7). */
export async function branchManagersOrUp(db: Db, branchId: number): Promise<string[]> {
  const readers = await reportReaders(db, branchId);
  const managers = emailsOf(readers, (r) => r.branchManager);
  if (managers.length > 0) return managers;
  const areaManagers = emailsOf(readers, (r) => r.areaManager);
  return areaManagers.length > 0 ? areaManagers : emailsOf(readers, (r) => r.ceo);
}

/** Mails the locked version; marks it mailed. Throws 502 "Error when send mail" (the lock stays) when the mail fails. */
export async function mailDoc(
  db: Db,
  k: DocKind,
  mailer: Mailer,
  me: AuthUser,
  locked: StoredDoc,
  note: string,
  log: (err: unknown) => void,
): Promise<void> {
  const { mail } = k;
  if (!mail) return;
  await mailLocked(db, locked, {
    mail: async (doc) => {
      const to = await (k.recipients ?? branchManagersOrUp)(db, doc.branch_id);
      // Each reader in their own language: one mail per language (a repeat after a failure resends them all).
      for (const group of await byLanguage(db, to)) {
        const m = await mail(doc, note, me.name, group.t);
        await mailer.send({ to: group.to, subject: m.subject, text: m.text, html: m.html, attachments: m.attachments });
      }
    },
    markMailed: async (d, doc) => {
      await d.updateTable('documents').set({ mailed: 1 }).where('id', '=', doc.id).execute();
    },
    failure: {
      userId: me.id,
      action: `${k.kind}.send_mail_failed`,
      target: target(k.kind, locked.branch_id, locked.period, locked.version),
      msg: SEND_MAIL_FAILED,
    },
    log,
  });
}
