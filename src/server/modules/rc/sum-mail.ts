// The mail of a sent reception sum: an HTML table of the rows (with their colours) and the totals,
// numbers with thousand separators; a plain-text part with the totals.
import type { RcSum } from '../../../contract/rc';
import { formatNumber } from '../../../domain/money';
import { mailCellText, sheetColumns, type SheetColumn } from '../../../domain/rc-sheet';
import { expenseTotals } from '../../../domain/totals';
import { escapeHtml } from '../../lib/html';
import type { MailText } from '../../lib/i18n';

const CELL = 'border:1px solid #999;padding:2px 4px;font:12px Arial,sans-serif;white-space:nowrap';
const SAFE_COLOR = /^#[0-9a-f]{3,8}$/i;

function cellStyle(color?: string, background?: string): string {
  const parts = [CELL];
  if (background && SAFE_COLOR.test(background)) parts.push(`background:${background}`);
  if (color && SAFE_COLOR.test(color)) parts.push(`color:${color}`);
  return parts.join(';');
}

export interface SumMail {
  subject: string;
  text: string;
  html: string;
}

export function buildSumMail(
  sum: RcSum,
  branch: { code: string; name: string },
  mailNote: string,
  sender: string,
  t: MailText,
): SumMail {
  const cols = sheetColumns(sum.branchId, 'mail');
  const head = cols.map((c) => `<th style="${CELL};background:#D9E1F2">${escapeHtml(t.label(c.header))}</th>`).join('');
  const body = sum.content
    .map((row) => {
      const tds = cols
        .map((c) => {
          const st = c.style ? row.style[c.style] : undefined;
          const align = c.kind === 'text' ? '' : ';text-align:right';
          return `<td style="${cellStyle(st?.color, st?.background)}${align}">${escapeHtml(mailCellText(c, c.value(row)))}</td>`;
        })
        .join('');
      return `<tr>${tds}</tr>`;
    })
    .join('\n');
  const totalValue = (c: SheetColumn): string => (c.total ? mailCellText(c, Number(sum.totals[c.total]) || 0) : '');
  const sub = cols
    .map(
      (c, i) =>
        `<td style="${CELL};background:#F4B6C2;font-weight:bold;text-align:${i === 0 ? 'left' : 'right'}">${i === 0 ? 'SUB' : escapeHtml(totalValue(c))}</td>`,
    )
    .join('');
  const summary = cols
    .filter((c) => c.total && c.kind === 'money' && Number(sum.totals[c.total]) !== 0)
    .map(
      (c) =>
        [
          c.group === 'Hotel'
            ? t.label(c.header)
            : c.group === 'SERVICE'
              ? t('Service {{item}}', { item: t.label(c.header) })
              : t('{{group}}: {{item}}', { group: t.label(c.group), item: t.label(c.header) }),
          totalValue(c),
        ] as const,
    );
  const nights = Number(sum.totals.sum_nights) || 0;
  // Branch 11 has no expense columns (its exp_rate is the PPCB QR payment, among the totals above).
  const expenses = cols.some((c) => c.group === 'Expense') ? expenseTotals(sum.content) : null;
  const expenseLine =
    expenses &&
    `VND ${formatNumber(expenses.VND, 0)} / USD ${formatNumber(expenses.USD, 2)} / JPY ${formatNumber(expenses.YEN, 0)}`;
  const title = t('RC SUM {{code}} {{day}} v{{version}}', { code: branch.code, day: sum.day, version: sum.version });
  const lines = [
    [t('Nights'), formatNumber(nights, 0)] as const,
    ...summary,
    ...(expenseLine ? [[t('Expenses by currency'), expenseLine] as const] : []),
  ];
  const sentBy = t('Sent by {{sender}}. Maker: {{maker}}.', { sender, maker: sum.maker });
  const totalsTable = lines
    .map(
      ([k, v]) =>
        `<tr><td style="${CELL}">${escapeHtml(k)}</td><td style="${CELL};text-align:right">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  const html = [
    `<h2 style="font:bold 16px Arial,sans-serif">${escapeHtml(title)} - ${escapeHtml(branch.name)}</h2>`,
    `<p style="font:13px Arial,sans-serif">${escapeHtml(sentBy)}${mailNote ? ` ${escapeHtml(t('Note: {{note}}', { note: mailNote }))}` : ''}</p>`,
    `<table style="border-collapse:collapse;margin-bottom:12px"><tbody>${totalsTable}</tbody></table>`,
    `<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>\n${body}\n<tr>${sub}</tr></tbody></table>`,
  ].join('\n');
  const text = [
    `${title} - ${branch.name}`,
    sentBy,
    mailNote ? t('Note: {{note}}', { note: mailNote }) : '',
    '',
    ...lines.map(([k, v]) => t('{{label}}: {{value}}', { label: k, value: v })),
    '',
    t('{{rows}} rows; the full sum is in the attached .xlsx file.', { rows: sum.content.length }),
  ].join('\n');
  return { subject: t('[Sumbook] {{title}}', { title }), text, html };
}
