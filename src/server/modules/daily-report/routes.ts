// GET /report/make_daily_report/:mode/:date and POST /report/sent_mail_daily_report (spec 3 sections 4-8).
// Readers: every signed-in user in the branch's scope (roles that pick a branch pass ?branch=). Writers:
// reception (role 0) only, on its own branch: 'check' makes and stores a missing report, 'refresh' works the
// counts out again (the typed rates and note stay), send stores the rates and note and mails the report.
// A mail failure answers 502 and stores nothing. A send to a stored report must bring the revision it shows:
// without one 400, an older one 409 before any mail goes.
import { dailyReportApi } from '../../../contract/daily-report';
import { DAILY_RATE_FIELDS, roundRate, type DailyRates, type DailyReport } from '../../../domain/daily-report';
import { SEND_MAIL_FAILED, staleRefusal } from '../../../domain/messages';
import { ROLE } from '../../../domain/roles';
import { checkBranch } from '../../../domain/scope';
import type { ServerContext, ZodApp } from '../../context';
import { audit } from '../../kernel/audit';
import { route } from '../../kernel/route';
import { HttpError, nowIso } from '../../lib/util';
import { currentUser } from '../../plugins/guard';
import { workOutCounts } from './counts';
import { dailyMail, dailyRecipients } from './mail';
import { countsOf, dataOf, findDaily, insertDaily, previewOf, ratesOf, updateDaily } from './store';
import { transact } from '../../db/transact';

const NO_PERMISSION = 'You do not have permission for this action';
/** A send to a stored report must say which revision it shows. */
export const NO_REVISION = 'The revision of the report is missing, please reload page and check again.';
const target = (branchId: number, date: string) => `daily:${branchId}:${date}`;
/** The note without control characters (tabs and line breaks stay), trimmed. */
const cleanNote = (note: string) =>
  [...note]
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127);
    })
    .join('')
    .trim();

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
    return transact(db, async (trx) => {
      if (!stored) {
        const { row, made } = await insertDaily(trx, branchId, date, counts);
        if (made) await audit(trx, me.id, 'daily.make', target(branchId, date), { after: counts }, extra);
        return { status: 1 as const, msg: made ? 'made' : 'ok', data: dataOf(row) };
      }
      const next = await updateDaily(trx, stored, counts);
      if (!next) throw new HttpError(409, staleRefusal('EDIT'));
      const detail = { before: countsOf(stored), after: counts };
      await audit(trx, me.id, 'daily.refresh', target(branchId, date), detail, extra);
      return { status: 1 as const, msg: 'refreshed', data: dataOf(next) };
    });
  });

  route(app, dailyReportApi.send, { roles: [ROLE.RECEPTION] }, async (req) => {
    const me = currentUser(req);
    const body = req.body;
    const scope = checkBranch(me, 0);
    if (!scope.ok) throw new HttpError(403, scope.msg);
    const branchId = scope.branchId;
    const stored = await findDaily(db, branchId, body.date);
    // Stale first, so a send based on an older revision mails nothing.
    if (stored && body.revision === undefined) throw new HttpError(400, NO_REVISION);
    if (stored && body.revision !== stored.revision) throw new HttpError(409, staleRefusal('SEND'));
    const counts = stored ? countsOf(stored) : await workOutCounts(db, branchId, body.date);
    const rates = Object.fromEntries(DAILY_RATE_FIELDS.map((f) => [f, roundRate(f, body[f])])) as DailyRates;
    const note = cleanNote(body.note);
    const report: DailyReport = { date: body.date, ...counts, ...rates, note };
    const to = await dailyRecipients(db, branchId);
    const extra = { branchId, kind: 'report' as const };
    try {
      await mailer.send({ to: to.length > 0 ? to : [me.email], ...dailyMail(branchId, report, me.name) });
    } catch (err) {
      req.log.warn({ err }, 'daily report mail failed');
      await audit(
        db,
        me.id,
        'daily.send_mail_failed',
        target(branchId, body.date),
        {
          error: String(err instanceof Error ? err.message : err),
        },
        extra,
      );
      throw new HttpError(502, SEND_MAIL_FAILED);
    }
    // The mail has gone: the store and its audit in one transaction, written only if the report is still at the
    // revision checked above. Should another send or refresh have written it between that check and now (a
    // true race), this one answers 409 and logs it, although its mail went out; the stored report is the other's.
    const sent = await transact(db, async (trx) => {
      let row = stored;
      if (!row) {
        const inserted = await insertDaily(trx, branchId, body.date, counts);
        row = inserted.made ? inserted.row : undefined;
      }
      const next = row && (await updateDaily(trx, row, { ...rates, note, sent_at: nowIso(), sent_by: me.name }));
      if (!next) {
        req.log.warn({ branchId, date: body.date }, 'daily report changed while its mail was sent: mailed, not stored');
        throw new HttpError(409, staleRefusal('SEND'));
      }
      await audit(
        trx,
        me.id,
        'daily.send',
        target(branchId, body.date),
        { before: stored ? { ...ratesOf(stored), note: stored.note } : null, after: { ...rates, note }, to },
        extra,
      );
      return next;
    });
    return { status: 1 as const, msg: 'Report sent successfully!', data: dataOf(sent) };
  });
}
