// The storage report mail: the month's stock per item (start, in, out, stock, the accountant's count) to
// the branch's accountants (else the sender), as text and an HTML table (names escaped); one mail per
// language of its readers.
import type { StorageMonth } from '../../../contract/storage';
import { ROLE } from '../../../domain/roles';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../../kernel/auth-user';
import type { Mail } from '../../kernel/mail';
import { byLanguage } from '../../kernel/mail-language';
import type { MailKey } from '../../lib/i18n';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function storageMails(db: Db, m: StorageMonth, me: AuthUser): Promise<Mail[]> {
  const accountants = await db
    .selectFrom('users')
    .select('email')
    .where('branch_id', '=', m.branchId)
    .where('role', 'in', [ROLE.ACCOUNTANT, ROLE.ACC_LEADER])
    .orderBy('id')
    .execute();
  const heads: MailKey[] = ['Tab', 'Id', 'Commodity', 'Unit', 'Start', 'In', 'Out', 'Stock', 'Acc count'];
  const rows = m.items.map((i) => [
    i.tab,
    i.itemId,
    i.name,
    i.unit,
    i.exist,
    i.totalIn,
    i.totalOut,
    i.stock,
    i.acc ?? '',
  ]);
  const to = accountants.length > 0 ? accountants.map((a) => a.email) : [me.email];
  return (await byLanguage(db, to)).map(({ t, to: group }) => {
    const head = heads.map((h) => t(h));
    const subject = t('Storage report {{branch}} {{month}}', { branch: m.branchName, month: m.month });
    const intro = t('{{subject}} (sent by {{sender}})', { subject, sender: me.name });
    return {
      to: group,
      subject,
      text: [intro, head.join('\t'), ...rows.map((r) => r.join('\t'))].join('\n'),
      html: `<p>${esc(intro)}</p><table border="1" cellpadding="4"><tr>${head
        .map((h) => `<th>${esc(h)}</th>`)
        .join(
          '',
        )}</tr>${rows.map((r) => `<tr>${r.map((c) => `<td>${esc(String(c))}</td>`).join('')}</tr>`).join('')}</table>`,
    };
  });
}
