// The survey report mail (document 4 "Report mail"): a score table per week and department (Server and
// Maintainer for branch 11), the counts, the guest comments with the supervisor's notes, the Rotenburo
// opinions and the chart as an inline image (cid), in the reader's language. Every text a guest or a user
// typed is escaped.
import type { SurveyReport } from '../../../domain/survey-report';
import { escapeHtml } from '../../lib/html';
import type { MailText } from '../../lib/i18n';

export const CHART_CID = 'survey-chart@sumbook';
const CELL = 'border:1px solid #999;padding:3px 6px;font:12px Arial,sans-serif';
const HEAD = `${CELL};background:#D9E1F2;font-weight:bold`;
const RED = `${CELL};color:#c00;font-weight:bold`;

const score = (v: number | null | undefined) =>
  v === null || v === undefined
    ? `<td style="${CELL}">-</td>`
    : `<td style="${v <= 2 ? RED : CELL};text-align:right">${v.toFixed(2)}</td>`;

export interface SurveyMailInput {
  branch: { code: string; name: string };
  month: string;
  /** 'Week 1'..'Week 5' or 'Month'. */
  period: string;
  /** The period's key ('week3' or 'month'): the weeks shown are those up to it (all for the month). */
  periodKey: string;
  maker: string;
  note: string;
  sender: string;
  report: SurveyReport;
}

export function buildSurveyMail(m: SurveyMailInput, t: MailText) {
  const r = m.report;
  const period = t.label(m.period);
  const title = t('SURVEY REPORT {{code}} {{month}} {{period}}', { code: m.branch.code, month: m.month, period });
  const byline = t('Maker: {{maker}}. Sent by {{sender}}.', { maker: m.maker, sender: m.sender });
  const th = (text: string) => `<th style="${HEAD}">${escapeHtml(text)}</th>`;
  const upto = m.periodKey === 'month' ? r.weeks.length : Number(m.periodKey.slice(4));
  const periods = [...r.weeks.slice(0, upto), ...(m.periodKey === 'month' ? [r.total] : [])];
  const periodKeys = new Set(periods.map((p) => p.key));
  const head = `<tr>${th(t('Period'))}${th(t('Surveys'))}${r.departments.map((d) => th(t.label(d.name))).join('')}</tr>`;
  const rows = periods
    .map(
      (p) =>
        `<tr><td style="${CELL}">${escapeHtml(`${t.label(p.label)} (${p.start.slice(8)}-${p.end.slice(8)})`)}</td><td style="${CELL};text-align:right">${p.count}</td>${r.departments.map((d) => score(p.averageWeek[d.key])).join('')}</tr>`,
    )
    .join('\n');
  const inPeriod = (week: number) => m.periodKey === 'month' || periodKeys.has(`week${week}`);
  const comments = r.gestOpinion.filter((o) => inPeriod(o.week));
  const roten = r.rotenGuestOpinion.filter((o) => inPeriod(o.week));
  const opinionTable = (list: typeof comments, label: string) =>
    list.length === 0
      ? `<p style="font:12px Arial,sans-serif">${escapeHtml(t('{{label}}: none.', { label }))}</p>`
      : `<table style="border-collapse:collapse;margin-bottom:12px"><thead><tr>${th(t('Date and time'))}${th(t('Room'))}${th(label)}${th(t('Supervisor note'))}</tr></thead><tbody>${list
          .map(
            (o) =>
              `<tr><td style="${CELL}">${escapeHtml(`${o.day} ${o.time}`)}</td><td style="${CELL}">${escapeHtml(o.room)}</td><td style="${o.low ? RED : CELL}">${escapeHtml(o.text)}</td><td style="${CELL}">${escapeHtml(o.feedbackHidden ? '' : o.supFeedback)}</td></tr>`,
          )
          .join('\n')}</tbody></table>`;
  const counts = r.total.sumTypeSurvey;
  const html = [
    `<h2 style="font:bold 16px Arial,sans-serif">${escapeHtml(title)} - ${escapeHtml(m.branch.name)}</h2>`,
    `<p style="font:13px Arial,sans-serif">${escapeHtml(byline)}${m.note ? ` ${escapeHtml(t('Note: {{note}}', { note: m.note }))}` : ''}</p>`,
    `<table style="border-collapse:collapse;margin-bottom:12px"><thead>${head}</thead><tbody>\n${rows}\n</tbody></table>`,
    `<p style="font:12px Arial,sans-serif">${escapeHtml(
      t(
        'Month: {{n}} surveys - room QR {{room}}, tablet {{tablet}}, tablet QR {{tabletQr}}, app {{app}}; with a score of 2 or less {{low}}; would not come again {{notCome}}.',
        {
          n: r.total.count,
          room: counts.room,
          tablet: counts.public1,
          tabletQr: counts.public2,
          app: counts.app,
          low: counts.badPoint,
          notCome: counts.notCome,
        },
      ),
    )}</p>`,
    `<p><img src="cid:${CHART_CID}" alt="${escapeHtml(t('Survey chart'))}" width="900" height="420" style="max-width:100%;height:auto"></p>`,
    opinionTable(comments, t('Guest comment')),
    opinionTable(roten, t('Rotenburo opinion')),
  ].join('\n');
  const scores = (p: (typeof periods)[number]) =>
    r.departments.map((d) => `${t.label(d.name)} ${p.averageWeek[d.key]?.toFixed(2) ?? '-'}`).join(', ');
  const text = [
    `${title} - ${m.branch.name}`,
    byline,
    m.note ? t('Note: {{note}}', { note: m.note }) : '',
    '',
    ...periods.map((p) =>
      t('{{period}}: {{n}} surveys; {{scores}}', { period: t.label(p.label), n: p.count, scores: scores(p) }),
    ),
    '',
    ...comments.map((o) => {
      const said = t('{{time}} room {{room}}: {{text}}', { time: `${o.day} ${o.time}`, room: o.room, text: o.text });
      return o.supFeedback ? t('{{comment}} / note: {{note}}', { comment: said, note: o.supFeedback }) : said;
    }),
  ].join('\n');
  return { subject: t('[Sumbook] {{title}}', { title }), text, html, periods };
}
