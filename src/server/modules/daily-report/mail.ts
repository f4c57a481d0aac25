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
import { ROLE } from '../../../domain/roles';
import type { Db } from '../../db/connection';
import { escapeHtml } from '../../lib/html';

export async function dailyRecipients(db: Db, branchId: number): Promise<string[]> {
  const area = branchById(branchId)?.area ?? '';
  const users = await db
    .selectFrom('users')
    .innerJoin('branches', 'branches.id', 'users.branch_id')
    .select(['users.email', 'users.role', 'users.branch_id', 'branches.area'])
    .where('users.blocked', '=', 0)
    .where('users.role', 'in', [ROLE.MANAGER, ROLE.AREA_MANAGER, ROLE.CEO])
    .execute();
  const picked = users.filter(
    (u) => (u.role === ROLE.MANAGER && u.branch_id === branchId) || (u.role === ROLE.AREA_MANAGER && u.area === area),
  );
  return (picked.length > 0 ? picked : users.filter((u) => u.role === ROLE.CEO)).map((u) => u.email);
}

const countText = (r: DailyReport, f: (typeof DAILY_COUNT_FIELDS)[number]) =>
  f === 'capacityRoom' ? `${formatNumber(r[f], 2)}%` : formatNumber(r[f], 0);
const rateText = (r: DailyReport, f: (typeof DAILY_RATE_FIELDS)[number]) =>
  r[f] > 0 ? formatNumber(r[f], rateDecimals(f)) : '-';

export function dailyMail(branchId: number, report: DailyReport, sender: string) {
  const branch = branchById(branchId);
  const code = branch?.code ?? String(branchId);
  const subject = `[Sumbook] Daily report ${code} ${report.date}`;
  const lines: [string, string][] = [
    ...DAILY_COUNT_FIELDS.map((f): [string, string] => [DAILY_LABELS[f], countText(report, f)]),
    ...DAILY_RATE_FIELDS.map((f): [string, string] => [DAILY_LABELS[f], rateText(report, f)]),
  ];
  const cell = 'style="border:1px solid #ccc;padding:4px 8px"';
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th ${cell} align="left">${escapeHtml(label)}</th><td ${cell} align="right">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const note = report.note ? `<p><b>Note:</b><br>${escapeHtml(report.note).replace(/\n/g, '<br>')}</p>` : '';
  const title = `Daily report ${escapeHtml(branch?.name ?? code)} ${report.date}`;
  const html = `<h2>${title}</h2><table style="border-collapse:collapse">${rows}</table>${note}<p>Sent by ${escapeHtml(sender)}</p>`;
  const text = [
    `Daily report ${branch?.name ?? code} ${report.date}`,
    ...lines.map(([l, v]) => `${l}: ${v}`),
    report.note ? `Note: ${report.note}` : '',
    `Sent by ${sender}`,
  ]
    .filter(Boolean)
    .join('\n');
  return { subject, html, text };
}
