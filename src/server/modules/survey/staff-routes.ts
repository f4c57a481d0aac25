// Staff side of the survey: the month reads (get_survey = the old site's surveys, get_new_survey =
// Sumbook's own), the supervisor's replies (update_note, update_note_new_survey and the Rotenburo's
// update_sup_feed_back), the edits of roles 1 and 7 (edit_survey, edit_survey_week), and the Excel, chart
// and report mail calls (report-routes.ts). Every change carries the rev it was based on and is audited.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { surveyApi } from '../../../contract/survey';
import { SURVEY_NOTHING_CHANGED } from '../../../domain/survey';
import { normaliseAnswers, cleanText, ROTEN_MAX } from '../../../domain/survey-answers';
import { periodDays, surveyMonthReport } from '../../../domain/survey-report';
import type { ServerContext, ZodApp } from '../../context';
import { audit } from '../../kernel/audit';
import { revisioned } from '../../kernel/revisioned';
import { route, sendLargeJson } from '../../kernel/route';
import { HttpError, nowIso } from '../../lib/util';
import { BY_BRANCH, entryEditor, reader, replier } from './access';
import { surveyMonth } from './month-view';
import { reportRoutes } from './report-routes';
import { changeEntry, findEntry, monthEntries, type Generation } from './store';
import { transact } from '../../db/transact';

export const UPDATE_SUCCESS = 'Update Success';

export function staffRoutes(app: ZodApp, ctx: ServerContext): void {
  const { db } = ctx;
  /** A stale change (the entry's rev moved on) is refused 409 with the entry as it is now. */
  const current = (branchId: number, id: number) => () => findEntry(db, branchId, id);
  // A month is large (1,000 entries are ~600 KB): JSON text, gzipped for browsers (sendLargeJson).
  const load = (generation: Generation) => async (req: FastifyRequest, res: FastifyReply) => {
    const { me, branchId } = reader(req);
    const p = req.params as { month: string; loadWith: string };
    const data = await surveyMonth(db, me, branchId, p.month, generation, p.loadWith);
    return sendLargeJson(res, JSON.stringify({ status: 1, msg: data.entries.length === 0 ? 'null' : 'ok', data }));
  };
  route(app, surveyApi.getSurvey, BY_BRANCH, load('old'));
  route(app, surveyApi.getNewSurvey, BY_BRANCH, load('new'));

  /** A supervisor's reply on one entry of the month (kind guest or roten). */
  const reply = (generation: Generation, kind: 'guest' | 'roten') =>
    async function (req: FastifyRequest) {
      const body = req.body as { survey: number; value: string; baseRev: number; month?: string };
      const month = (req.params as { month?: string }).month ?? body.month ?? '';
      const { me, branchId } = replier(req, month);
      const entry = await findEntry(db, branchId, body.survey);
      if (
        !entry ||
        entry.kind !== kind ||
        !entry.day.startsWith(month) ||
        (await generationOf(body.survey)) !== generation
      )
        throw new HttpError(404, 'Survey not found');
      const value = cleanText(body.value, 2000);
      return revisioned(db, 'EDIT', current(branchId, entry.id), async (trx) => {
        const data = await changeEntry(
          trx,
          branchId,
          entry.id,
          body.baseRev,
          { supFeedback: value, noteChange: `${me.name} ${nowIso().slice(0, 16).replace('T', ' ')}` },
          me.name,
        );
        await audit(trx, me.id, 'survey.reply', `survey:${branchId}:${entry.id}`, {
          by: me.name,
          before: entry.supFeedback,
          after: value,
        });
        return { status: 1 as const, msg: UPDATE_SUCCESS, data };
      });
    };
  const generationOf = async (id: number) =>
    (await db.selectFrom('survey_entries').select('generation').where('id', '=', id).executeTakeFirst())?.generation;
  route(app, surveyApi.updateNote, BY_BRANCH, reply('old', 'guest'));
  route(app, surveyApi.updateNoteNew, BY_BRANCH, reply('new', 'guest'));
  route(app, surveyApi.rotenReply, BY_BRANCH, reply('new', 'roten'));

  route(app, surveyApi.rotenMonth, BY_BRANCH, async (req) => {
    const { me, branchId } = reader(req);
    const entries = await monthEntries(db, branchId, 'new', req.params.month);
    const report = surveyMonthReport(branchId, req.params.month, entries);
    const data = await surveyMonth(db, me, branchId, req.params.month, 'new');
    return {
      status: 1 as const,
      msg: report.rotenGuestOpinion.length === 0 ? 'null' : 'ok',
      data: { opinions: report.rotenGuestOpinion, canReply: data.canReply },
    };
  });

  route(app, surveyApi.editSurvey, BY_BRANCH, async (req) => {
    const { me, branchId } = entryEditor(req);
    const entry = await findEntry(db, branchId, req.params.id);
    if (!entry) throw new HttpError(404, 'Survey not found');
    const b = req.body;
    const change: Parameters<typeof changeEntry>[4] = {};
    if (b.room !== undefined && cleanText(b.room, 10) !== entry.room) change.room = cleanText(b.room, 10);
    if (b.status !== undefined && b.status !== entry.status) change.status = b.status;
    if (b.answers !== undefined && entry.kind === 'guest') {
      const answers = normaliseAnswers(b.answers, branchId);
      if (JSON.stringify(answers) !== JSON.stringify(entry.answers)) change.answers = answers;
    }
    if (b.opinion !== undefined && entry.kind === 'roten') {
      const opinion = cleanText(b.opinion, ROTEN_MAX);
      if (opinion !== entry.opinion) change.opinion = opinion;
    }
    if (Object.keys(change).length === 0) throw new HttpError(422, SURVEY_NOTHING_CHANGED);
    return revisioned(db, 'EDIT', current(branchId, entry.id), async (trx) => {
      const data = await changeEntry(trx, branchId, entry.id, b.baseRev, change, me.name);
      await audit(trx, me.id, 'survey.edit', `survey:${branchId}:${entry.id}`, {
        by: me.name,
        before: { room: entry.room, status: entry.status, answers: entry.answers, opinion: entry.opinion },
        after: change,
      });
      return { status: 1 as const, msg: UPDATE_SUCCESS, data };
    });
  });

  route(app, surveyApi.editSurveyWeek, BY_BRANCH, async (req) => {
    const { me, branchId } = entryEditor(req);
    const { data, listSelect, week, date } = req.body;
    const days = periodDays(date, week);
    if (!days) throw new HttpError(400, 'Unknown week');
    const changed = await transact(db, async (trx) => {
      const rows = await trx
        .selectFrom('survey_entries')
        .select(['id', 'status', 'rev'])
        .where('branch_id', '=', branchId)
        .where('id', 'in', listSelect)
        .where('day', '>=', days.start)
        .where('day', '<=', days.end)
        .where('status', '!=', data.status)
        .execute();
      for (const r of rows)
        await trx
          .updateTable('survey_entries')
          .set({ status: data.status, rev: r.rev + 1, updated_at: nowIso(), updated_by: me.name })
          .where('id', '=', r.id)
          .execute();
      if (rows.length > 0)
        await audit(trx, me.id, 'survey.editWeek', `survey:${branchId}:${date}:${week}`, {
          by: me.name,
          status: data.status,
          ids: rows.map((r) => r.id),
        });
      return rows.length;
    });
    if (changed === 0) throw new HttpError(422, SURVEY_NOTHING_CHANGED);
    return { status: 1 as const, msg: UPDATE_SUCCESS, changed };
  });

  reportRoutes(app, ctx);
}
