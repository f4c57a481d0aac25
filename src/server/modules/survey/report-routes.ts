// The survey's files and mail: down_survey (.xlsx of the month), make_chart (the chart PNG) and
// sent_mail_survey_online (the weekly or monthly report: role 3, current or previous month; the server
// recomputes every figure and ignores what the client sent; the report is recorded and committed before
// its mail goes (the kernel's one send): a mail failure keeps the record and a repeat resends only the mail).
import { surveyApi } from '../../../contract/survey';
import { branchById } from '../../../domain/branches';
import { SURVEY_SEND_ERROR, SURVEY_MAKER_REQUIRED, makerNameCheck } from '../../../domain/survey';
import { cleanText } from '../../../domain/survey-answers';
import { periodKeyOf, sendReportChoices, surveyMonthReport } from '../../../domain/survey-report';
import type { ServerContext, ZodApp } from '../../context';
import type { Db } from '../../db/connection';
import { audit } from '../../kernel/audit';
import { route } from '../../kernel/route';
import { sendOnce } from '../../kernel/send-once';
import { HttpError, nowIso } from '../../lib/util';
import { attachment, XLSX_TYPE } from '../../lib/xlsx';
import { BY_BRANCH, bodyBranch, reader, replier } from './access';
import { chartPng } from './chart-png';
import { buildSurveyMail, CHART_CID } from './report-mail';
import { monthBefore, monthEntries } from './store';
import { buildSurveyXlsx, surveyFileName } from './survey-xlsx';
import { emailsOf, reportReaders } from '../../kernel/report-readers';
import { byLanguage } from '../../kernel/mail-language';
import type { MailText } from '../../lib/i18n';

export const NOTE_REQUIRED = 'Please input note!';
export const SEND_SUCCESS = 'Success sent mail';

/** Choice: the branch's managers, the area's managers and the CEO receive the survey report. */
export async function surveyRecipients(db: Db, branchId: number): Promise<string[]> {
  return emailsOf(await reportReaders(db, branchId), (r) => r.branchManager || r.areaManager || r.ceo);
}

export function reportRoutes(app: ZodApp, { db, mailer }: ServerContext): void {
  route(app, surveyApi.downSurvey, BY_BRANCH, async (req, reply) => {
    const { branchId } = reader(req);
    const { date, loadWith } = req.params;
    const generation = req.query.generation;
    const all = await monthEntries(db, branchId, generation, date);
    const entries = loadWith === 'all' ? all : all.filter((e) => e.source === loadWith);
    const info = branchById(branchId);
    const file = await buildSurveyXlsx({ code: info?.code ?? String(branchId), name: info?.name ?? '' }, date, entries);
    return reply
      .header('content-disposition', attachment(surveyFileName(info?.code ?? String(branchId), date, generation)))
      .type(XLSX_TYPE)
      .send(file);
  });

  route(app, surveyApi.makeChart, {}, async (req, reply) => {
    const png = await chartPng({ title: req.body.title, labels: req.body.labels, datasets: req.body.datasets });
    return reply.type('image/png').header('cache-control', 'no-store').send(png);
  });

  route(app, surveyApi.sendMail, {}, async (req) => {
    const b = req.body;
    const { me, branchId } = replier(req, b.monthReport, bodyBranch(req, b.branchId));
    const maker = makerNameCheck(b.maker);
    if (!maker.ok) throw new HttpError(400, SURVEY_MAKER_REQUIRED);
    const periodKey = periodKeyOf(b.sendReportDate);
    if (!periodKey || !sendReportChoices(b.monthReport).includes(b.sendReportDate))
      throw new HttpError(400, 'Please choose Week 1 to Week 5 or Month');
    const note = cleanText(b.note, 4000);
    if (periodKey === 'month' && note === '') throw new HttpError(400, NOTE_REQUIRED);
    const [entries, previous] = await Promise.all([
      monthEntries(db, branchId, b.generation, b.monthReport),
      monthEntries(db, branchId, b.generation, monthBefore(b.monthReport)),
    ]);
    const report = surveyMonthReport(branchId, b.monthReport, entries, previous);
    const info = branchById(branchId);
    const input = {
      branch: { code: info?.code ?? String(branchId), name: info?.name ?? '' },
      month: b.monthReport,
      period: b.sendReportDate,
      periodKey,
      maker: maker.value,
      note,
      sender: me.name,
      report,
    };
    /** The mail and its chart in one reader's language. */
    const mailIn = async (t: MailText) => {
      const mail = buildSurveyMail(input, t);
      const chart = await chartPng({
        title: t('Survey {{code}} {{month}}', { code: input.branch.code, month: b.monthReport }),
        labels: report.dataChart.labels.map((l) => t.label(l)),
        datasets: report.dataChart.datasets
          .filter((d) => mail.periods.some((p) => p.label === d.label))
          .map((d) => ({ ...d, label: t.label(d.label) })),
      });
      return { ...mail, chart };
    };
    const to = await surveyRecipients(db, branchId);
    const sent = {
      branch_id: branchId,
      generation: b.generation,
      month: b.monthReport,
      period: b.sendReportDate,
      maker: maker.value,
      note,
    };
    // The kernel's one send: the report recorded (mail pending) and committed, then mailed.
    await sendOnce(db, {
      lock: async (trx) => {
        const unmailed = await trx
          .selectFrom('survey_reports')
          .select('id')
          .where((e) => e.and(Object.entries(sent).map(([k, v]) => e(k as keyof typeof sent, '=', v))))
          .where('mailed', '=', 0)
          .executeTakeFirst();
        if (unmailed) return unmailed.id;
        const row = await trx
          .insertInto('survey_reports')
          .values({ ...sent, sent_at: nowIso(), sent_by: me.name, mailed: 0 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(trx, me.id, 'survey.send', `survey:${branchId}:${b.monthReport}`, {
          by: me.name,
          period: b.sendReportDate,
          maker: maker.value,
          to,
        });
        return row.id;
      },
      mail: async () => {
        for (const group of await byLanguage(db, to.length > 0 ? to : [me.email])) {
          const mail = await mailIn(group.t);
          await mailer.send({
            to: group.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            attachments: [
              { filename: 'survey-chart.png', content: mail.chart, contentType: 'image/png', cid: CHART_CID },
            ],
          });
        }
      },
      markMailed: async (d, id) => {
        await d.updateTable('survey_reports').set({ mailed: 1 }).where('id', '=', id).execute();
      },
      failure: {
        userId: me.id,
        action: 'survey.send_mail_failed',
        target: `survey:${branchId}:${b.monthReport}`,
        msg: SURVEY_SEND_ERROR,
      },
      log: (err) => req.log.warn({ err }, 'survey report mail failed'),
    });
    return { status: 1 as const, msg: SEND_SUCCESS };
  });
}
