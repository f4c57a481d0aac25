// The mail of a sent accountant day report, to the area's accountant leaders and the accountant chief:
// a short summary (rows, nights, the hotel, service and payment totals), numbers with thousand separators.
import { branchById } from '../../../domain/branches';
import { amountDecimals, formatNumber } from '../../../domain/money';
import { ROLE } from '../../../domain/roles';
import type { Totals } from '../../../domain/totals';
import type { Db } from '../../db/connection';
import type { DocMail } from '../../docs/kind';
import type { StoredDoc } from '../../docs/store';
import { escapeHtml } from '../../lib/html';
import type { MailKey, MailText } from '../../lib/i18n';
import { parseJson } from '../../lib/util';

/** Accountant leaders (role 5) of the branch's area and every accountant chief (role 8). */
export async function accRecipients(db: Db, branchId: number): Promise<string[]> {
  const area = branchById(branchId)?.area ?? '';
  const users = await db
    .selectFrom('users')
    .innerJoin('branches', 'branches.id', 'users.branch_id')
    .select(['users.email', 'users.role', 'branches.area'])
    .where('users.blocked', '=', 0)
    .where('users.role', 'in', [ROLE.ACC_LEADER, ROLE.ACC_CHIEF])
    .execute();
  return users.filter((u) => u.role === ROLE.ACC_CHIEF || u.area === area).map((u) => u.email);
}

/** The lines of the summary: label, totals field and whether it is money in the branch's currency (else a count or USD/JPY). */
const LINES: readonly [MailKey, keyof Totals, 'count' | 'branch' | 'usd' | 'yen' | 'vnd'][] = [
  ['Nights', 'sum_nights', 'count'],
  ['Hotel amount', 'sum_amount', 'branch'],
  ['Hotel sub', 'sum_sub', 'branch'],
  ['Service total', 'sum_serviceTotal', 'branch'],
  ['Guest pay by cash VND', 'sum_vnd', 'vnd'],
  ['Guest pay by cash USD', 'sum_usd', 'usd'],
  ['Guest pay by cash JPY', 'sum_yen', 'yen'],
  ['Guest pay by card VND', 'sum_vcb', 'vnd'],
  ['Guest pay by card USD', 'sum_vcb_usd', 'usd'],
  ['Guest pay by transfer VND', 'sum_vcb_other', 'vnd'],
  ['Guest pay by transfer USD', 'sum_vcb_other_usd', 'usd'],
];

export function buildAccMail(
  doc: StoredDoc,
  branch: { code: string; name: string },
  mailNote: string,
  sender: string,
  t: MailText,
): Omit<DocMail, 'attachments'> {
  const totals = parseJson<Partial<Totals>>(doc.totals, {});
  const rows = parseJson<unknown[]>(doc.content, []).length;
  const decimals = (kind: (typeof LINES)[number][2]): number =>
    kind === 'usd' ? 2 : kind === 'branch' ? amountDecimals(doc.branch_id) : 0;
  const lines = LINES.filter(([, key, kind]) => kind === 'count' || Number(totals[key]) !== 0).map(
    ([label, key, kind]) => [t(label), formatNumber(Number(totals[key]) || 0, decimals(kind))] as const,
  );
  const title = t('ACC SUM {{code}} {{day}} v{{version}}', {
    code: branch.code,
    day: doc.period,
    version: doc.version,
  });
  const sentBy = t('Sent by {{sender}}. Maker: {{maker}}. {{rows}} rows.', { sender, maker: doc.maker, rows });
  const cell = 'border:1px solid #999;padding:2px 6px;font:13px Arial,sans-serif';
  const html = [
    `<h2 style="font:bold 16px Arial,sans-serif">${escapeHtml(title)} - ${escapeHtml(branch.name)}</h2>`,
    `<p style="font:13px Arial,sans-serif">${escapeHtml(sentBy)}${mailNote ? ` ${escapeHtml(t('Note: {{note}}', { note: mailNote }))}` : ''}</p>`,
    `<table style="border-collapse:collapse"><tbody>${lines
      .map(
        ([k, v]) =>
          `<tr><td style="${cell}">${escapeHtml(k)}</td><td style="${cell};text-align:right">${escapeHtml(v)}</td></tr>`,
      )
      .join('')}</tbody></table>`,
  ].join('\n');
  const text = [
    `${title} - ${branch.name}`,
    sentBy,
    mailNote ? t('Note: {{note}}', { note: mailNote }) : '',
    '',
    ...lines.map(([k, v]) => t('{{label}}: {{value}}', { label: k, value: v })),
  ].join('\n');
  return { subject: t('[Sumbook] {{title}}', { title }), text, html };
}
