// The mail of a sent daily report: an HTML table of the counts, the exchange rates and the note, and the
// same as plain text. Sent to the branch's managers and its area's managers (the CEO when it has none).
import {
  DAILY_COUNT_FIELDS,
  DAILY_LABELS,
  DAILY_RATE_FIELDS,
  rateDecimals,
  type DailyReport,
} from '../../../domain/daily-report';
import { branchById } from '../../../domain/branches';
import { formatNumber } from '../../../domain/money';
import type { Db } from '../../db/connection';
import { escapeHtml } from '../../lib/html';
import type { MailText } from '../../lib/i18n';
import { emailsOf, reportReaders } from '../../kernel/report-readers';

export async function dailyRecipients(db: Db, branchId: number): Promise<string[]> {
  const readers = await reportReaders(db, branchId);
  const managers = emailsOf(readers, (r) => r.branchManager || r.areaManager);
  return managers.length > 0 ? managers : emailsOf(readers, (r) => r.ceo);
}

const countText = (r: DailyReport, f: (typeof DAILY_COUNT_FIELDS)[number]) =>
  f === 'capacityRoom' ? `${formatNumber(r[f], 2)}%` : formatNumber(r[f], 0);
const rateText = (r: DailyReport, f: (typeof DAILY_RATE_FIELDS)[number]) =>
  r[f] > 0 ? formatNumber(r[f], rateDecimals(f)) : '-';

export function dailyMail(branchId: number, report: DailyReport, sender: string, t: MailText) {
  const branch = branchById(branchId);
  const code = branch?.code ?? String(branchId);
  const subject = t('[Sumbook] Daily report {{code}} {{day}}', { code, day: report.date });
  const lines: [string, string][] = [
    ...DAILY_COUNT_FIELDS.map((f): [string, string] => [t.label(DAILY_LABELS[f]), countText(report, f)]),
    ...DAILY_RATE_FIELDS.map((f): [string, string] => [t.label(DAILY_LABELS[f]), rateText(report, f)]),
  ];
  const sentBy = t('Sent by {{sender}}', { sender });
  const cell = 'style="border:1px solid #ccc;padding:4px 8px"';
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th ${cell} align="left">${escapeHtml(label)}</th><td ${cell} align="right">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const note = report.note
    ? `<p><b>${escapeHtml(t('Note:'))}</b><br>${escapeHtml(report.note).replace(/\n/g, '<br>')}</p>`
    : '';
  const title = t('Daily report {{branch}} {{day}}', { branch: branch?.name ?? code, day: report.date });
  const html = `<h2>${escapeHtml(title)}</h2><table style="border-collapse:collapse">${rows}</table>${note}<p>${escapeHtml(sentBy)}</p>`;
  const text = [
    title,
    ...lines.map(([l, v]) => t('{{label}}: {{value}}', { label: l, value: v })),
    report.note ? t('Note: {{note}}', { note: report.note }) : '',
    sentBy,
  ]
    .filter(Boolean)
    .join('\n');
  return { subject, html, text };
}
