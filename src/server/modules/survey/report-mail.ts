// The survey report mail (document 4 "Report mail"): a score table per week and department (Server and
// Maintainer for branch 11), the counts, the guest comments with the supervisor's notes, the Rotenburo
// opinions and the chart as an inline image (cid). Every text a guest or a user typed is escaped.
import type { SurveyReport } from '../../../domain/survey-report';
import { escapeHtml } from '../../lib/html';

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

export function buildSurveyMail(m: SurveyMailInput) {
  const r = m.report;
  const title = `SURVEY REPORT ${m.branch.code} ${m.month} ${m.period}`;
  const upto = m.periodKey === 'month' ? r.weeks.length : Number(m.periodKey.slice(4));
  const periods = [...r.weeks.slice(0, upto), ...(m.periodKey === 'month' ? [r.total] : [])];
  const periodKeys = new Set(periods.map((p) => p.key));
  const head = `<tr><th style="${HEAD}">Period</th><th style="${HEAD}">Surveys</th>${r.departments.map((d) => `<th style="${HEAD}">${escapeHtml(d.name)}</th>`).join('')}</tr>`;
  const rows = periods
    .map(
      (p) =>
        `<tr><td style="${CELL}">${escapeHtml(`${p.label} (${p.start.slice(8)}-${p.end.slice(8)})`)}</td><td style="${CELL};text-align:right">${p.count}</td>${r.departments.map((d) => score(p.averageWeek[d.key])).join('')}</tr>`,
    )
    .join('\n');
  const inPeriod = (week: number) => m.periodKey === 'month' || periodKeys.has(`week${week}`);
  const comments = r.gestOpinion.filter((o) => inPeriod(o.week));
  const roten = r.rotenGuestOpinion.filter((o) => inPeriod(o.week));
  const opinionTable = (list: typeof comments, label: string) =>
    list.length === 0
      ? `<p style="font:12px Arial,sans-serif">${escapeHtml(label)}: none.</p>`
      : `<table style="border-collapse:collapse;margin-bottom:12px"><thead><tr><th style="${HEAD}">Date and time</th><th style="${HEAD}">Room</th><th style="${HEAD}">${escapeHtml(label)}</th><th style="${HEAD}">Supervisor note</th></tr></thead><tbody>${list
          .map(
            (o) =>
              `<tr><td style="${CELL}">${escapeHtml(`${o.day} ${o.time}`)}</td><td style="${CELL}">${escapeHtml(o.room)}</td><td style="${o.low ? RED : CELL}">${escapeHtml(o.text)}</td><td style="${CELL}">${escapeHtml(o.feedbackHidden ? '' : o.supFeedback)}</td></tr>`,
          )
          .join('\n')}</tbody></table>`;
  const counts = r.total.sumTypeSurvey;
  const html = [
    `<h2 style="font:bold 16px Arial,sans-serif">${escapeHtml(title)} - ${escapeHtml(m.branch.name)}</h2>`,
    `<p style="font:13px Arial,sans-serif">Maker: ${escapeHtml(m.maker)}. Sent by ${escapeHtml(m.sender)}.${m.note ? ` Note: ${escapeHtml(m.note)}` : ''}</p>`,
    `<table style="border-collapse:collapse;margin-bottom:12px"><thead>${head}</thead><tbody>\n${rows}\n</tbody></table>`,
    `<p style="font:12px Arial,sans-serif">Month: ${r.total.count} surveys - room QR ${counts.room}, tablet ${counts.public1}, tablet QR ${counts.public2}, app ${counts.app}; with a score of 2 or less ${counts.badPoint}; would not come again ${counts.notCome}.</p>`,
    `<p><img src="cid:${CHART_CID}" alt="Survey chart" width="900" height="420" style="max-width:100%;height:auto"></p>`,
    opinionTable(comments, 'Guest comment'),
    opinionTable(roten, 'Rotenburo opinion'),
  ].join('\n');
  const text = [
    `${title} - ${m.branch.name}`,
    `Maker: ${m.maker}. Sent by ${m.sender}.`,
    m.note ? `Note: ${m.note}` : '',
    '',
    ...periods.map(
      (p) =>
        `${p.label}: ${p.count} surveys; ${r.departments.map((d) => `${d.name} ${p.averageWeek[d.key]?.toFixed(2) ?? '-'}`).join(', ')}`,
    ),
    '',
    ...comments.map(
      (o) => `${o.day} ${o.time} room ${o.room}: ${o.text}${o.supFeedback ? ` / note: ${o.supFeedback}` : ''}`,
    ),
  ].join('\n');
  return { subject: `[Sumbook] ${title}`, text, html, periods };
}
