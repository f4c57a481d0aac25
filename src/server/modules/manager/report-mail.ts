// The mail of a sent manager report: the header figures (Today's Sales, total profit, capacity, customers)
// and each section's lines with their counts and sales, every text escaped; a plain-text part with the
// header figures. The whole report is in the attached .xlsx.
import type { ManagerReport, ManagerTotals } from '../../../domain/manager-report';
import { formatNumber } from '../../../domain/money';
import { escapeHtml } from '../../lib/html';
import type { MailText } from '../../lib/i18n';
import { cellOf, figureText, headerFigures, sectionsOf, viewColumns, type Cell } from './report-view';

const CELL = 'border:1px solid #999;padding:2px 6px;font:12px Arial,sans-serif';
const HEAD = `${CELL};background:#D9E1F2;font-weight:bold`;
const SUB = `${CELL};background:#F4B6C2;font-weight:bold`;

export interface ReportMailInput {
  branch: { code: string; name: string };
  branchId: number;
  day: string;
  version: number;
  maker: string;
  report: ManagerReport;
  totals: ManagerTotals;
}

const td = (value: Cell, style = CELL, decimals = 0): string => {
  const text = typeof value === 'number' ? formatNumber(value, decimals) : value;
  const align = typeof value === 'number' ? ';text-align:right' : '';
  return `<td style="${style}${align}">${escapeHtml(text)}</td>`;
};

export function buildReportMail(m: ReportMailInput, note: string, sender: string, t: MailText) {
  const title = t('MAN SUM {{code}} {{day}} v{{version}}', { code: m.branch.code, day: m.day, version: m.version });
  const sentBy = t('Sent by {{sender}}. Maker: {{maker}}.', { sender, maker: m.maker });
  const figures = headerFigures(m.totals, m.branchId);
  const cols = viewColumns(m.branchId);
  const figureRows = figures
    .map((f) => `<tr>${td(t.label(f[0]))}${td(figureText(f), `${CELL};text-align:right`)}</tr>`)
    .join('');
  const sections = sectionsOf(m.report, m.totals, m.branchId)
    .map((s) => {
      const head = `<tr><th style="${HEAD}">${escapeHtml(t.label(s.title))}</th>${cols.map((c) => `<th style="${HEAD}">${escapeHtml(t.label(c.header))}</th>`).join('')}</tr>`;
      const rows = s.lines
        .map(
          ({ line, values }) =>
            `<tr>${td(t.label(line.label))}${cols.map((c) => td(cellOf(line, values, c), CELL, c.money ?? 0)).join('')}</tr>`,
        )
        .join('\n');
      const total = cols.map((c) =>
        c.key === 'vnd' ? td(s.vnd, SUB) : c.key === 'usd' ? td(s.usd, SUB, 2) : td('', SUB),
      );
      return `<table style="border-collapse:collapse;margin-bottom:12px"><thead>${head}</thead><tbody>\n${rows}\n<tr>${td(t('Total'), SUB)}${total.join('')}</tr></tbody></table>`;
    })
    .join('\n');
  const lists = [
    [t('Hotel invoices'), m.report.listHI],
    [t('Service invoices'), m.report.listSI],
  ]
    .filter(([, v]) => v)
    .map(([k, v]) => `<p style="font:12px Arial,sans-serif">${escapeHtml(k)}: ${escapeHtml(v)}</p>`)
    .join('\n');
  const html = [
    `<h2 style="font:bold 16px Arial,sans-serif">${escapeHtml(title)} - ${escapeHtml(m.branch.name)}</h2>`,
    `<p style="font:13px Arial,sans-serif">${escapeHtml(sentBy)}${note ? ` ${escapeHtml(t('Note: {{note}}', { note }))}` : ''}</p>`,
    `<table style="border-collapse:collapse;margin-bottom:12px"><tbody>${figureRows}</tbody></table>`,
    lists,
    sections,
  ].join('\n');
  const text = [
    `${title} - ${m.branch.name}`,
    sentBy,
    note ? t('Note: {{note}}', { note }) : '',
    '',
    ...figures.map((f) => t('{{label}}: {{value}}', { label: t.label(f[0]), value: figureText(f) })),
    '',
    t('The whole report is in the attached .xlsx file.'),
  ].join('\n');
  return { subject: t('[Sumbook] {{title}}', { title }), text, html };
}
