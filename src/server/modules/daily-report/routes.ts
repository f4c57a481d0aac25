// GET /report/make_daily_report/:mode/:date and POST /report/sent_mail_daily_report (spec 3 sections 4-8).
// Readers: every signed-in user in the branch's scope (roles that pick a branch pass ?branch=). Writers:
// reception (role 0) only, on its own branch: 'check' makes and stores a missing report, 'refresh' works the
// counts out again (the typed rates and note stay), send stores the rates and note and then mails the report
// (the kernel's one send: stored and committed first, then mailed). A send to a stored report must bring the
// revision it shows: without one 400, an older one 409 with the report as it is now, and no mail. A mail
// failure answers 502 and keeps the report sent; the same send repeated resends only the mail.
import { dailyReportApi } from '../../../contract/daily-report';
import { DAILY_RATE_FIELDS, roundRate, type DailyRates } from '../../../domain/daily-report';
import { SEND_MAIL_FAILED } from '../../../domain/messages';
import { ROLE } from '../../../domain/roles';
import { checkBranch } from '../../../domain/scope';
import type { ServerContext, ZodApp } from '../../context';
import type { Db } from '../../db/connection';
import { audit } from '../../kernel/audit';
import { putRevisioned, revisioned } from '../../kernel/revisioned';
import { route } from '../../kernel/route';
import { sendOnce } from '../../kernel/send-once';
import { HttpError, nowIso } from '../../lib/util';
import { currentUser } from '../../plugins/guard';
import { workOutCounts } from './counts';
import { dailyMail, dailyRecipients } from './mail';
import { countsOf, dailyTarget, dataOf, findDaily, insertDaily, lockDaily, previewOf } from './store';
import { byLanguage } from '../../kernel/mail-language';

const NO_PERMISSION = 'You do not have permission for this action';
/** A send to a stored report must say which revision it shows. */
export const NO_REVISION = 'The revision of the report is missing, please reload page and check again.';
/** The note without control characters (tabs and line breaks stay), trimmed. */
const cleanNote = (note: string) =>
  [...note]
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127);
    })
    .join('')
    .trim();
/** The stored report as the screen reads it (null: none). */
const currentOf = async (db: Db, branchId: number, date: string) => {
  const row = await findDaily(db, branchId, date);
  return row ? dataOf(row) : null;
};

export function dailyReportRoutes(app: ZodApp, { db, mailer }: ServerContext): void {
  route(app, dailyReportApi.make, {}, async (req) => {
    const me = currentUser(req);
    const { mode, date } = req.params;
    const scope = checkBranch(me, req.query.branch ?? 0);
    if (!scope.ok) throw new HttpError(403, scope.msg);
    const branchId = scope.branchId;
    const writer = me.role === ROLE.RECEPTION;
    if (mode === 'refresh' && !writer) throw new HttpError(403, NO_PERMISSION);
    const stored = await findDaily(db, branchId, date);
    if (mode === 'check' && stored) return { status: 1 as const, msg: 'ok', data: dataOf(stored) };
    const counts = await workOutCounts(db, branchId, date);
    if (!writer) return { status: 1 as const, msg: 'preview', data: previewOf(branchId, date, counts) };
    const extra = { branchId, kind: 'report' as const };
    // The store and its audit in one transaction: both are written or neither.
    return revisioned(
      db,
      'EDIT',
      () => currentOf(db, branchId, date),
      async (trx) => {
        if (!stored) {
          const { row, made } = await insertDaily(trx, branchId, date, counts);
          if (made) await audit(trx, me.id, 'daily.make', dailyTarget(branchId, date), { after: counts }, extra);
          return { status: 1 as const, msg: made ? 'made' : 'ok', data: dataOf(row) };
        }
        const key = { branch_id: branchId, date };
        await putRevisioned(trx, {
          table: 'daily_reports',
          key,
          read: stored.revision,
          set: { ...counts, updated_at: nowIso() },
        });
        const detail = { before: countsOf(stored), after: counts };
        await audit(trx, me.id, 'daily.refresh', dailyTarget(branchId, date), detail, extra);
        const next = await findDaily(trx, branchId, date);
        return { status: 1 as const, msg: 'refreshed', data: dataOf(next ?? stored) };
      },
    );
  });

  route(app, dailyReportApi.send, { roles: [ROLE.RECEPTION] }, async (req) => {
    const me = currentUser(req);
    const body = req.body;
    const scope = checkBranch(me, 0);
    if (!scope.ok) throw new HttpError(403, scope.msg);
    const branchId = scope.branchId;
    const stored = await findDaily(db, branchId, body.date);
    if (stored && body.revision === undefined) throw new HttpError(400, NO_REVISION);
    const counts = stored ? countsOf(stored) : await workOutCounts(db, branchId, body.date);
    const rates = Object.fromEntries(DAILY_RATE_FIELDS.map((f) => [f, roundRate(f, body[f])])) as DailyRates;
    const note = cleanNote(body.note);
    const to = await dailyRecipients(db, branchId);
    const sending = { branchId, date: body.date, read: body.revision ?? 0, counts, rates, note, to };
    const sent = await sendOnce(db, {
      lock: (trx) => lockDaily(trx, me, sending),
      current: () => currentOf(db, branchId, body.date),
      mail: async (row) => {
        const report = { date: row.date, ...countsOf(row), ...rates, note };
        for (const group of await byLanguage(db, to.length > 0 ? to : [me.email]))
          await mailer.send({ to: group.to, ...dailyMail(branchId, report, me.name, group.t) });
      },
      markMailed: async (d, row) => {
        await d.updateTable('daily_reports').set({ mailed: 1 }).where('id', '=', row.id).execute();
      },
      failure: {
        userId: me.id,
        action: 'daily.send_mail_failed',
        target: dailyTarget(branchId, body.date),
        msg: SEND_MAIL_FAILED,
        extra: { branchId, kind: 'report' },
      },
      log: (err) => req.log.warn({ err }, 'daily report mail failed'),
    });
    return { status: 1 as const, msg: 'Report sent successfully!', data: dataOf(sent) };
  });
}
