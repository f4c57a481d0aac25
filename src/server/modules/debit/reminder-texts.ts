// What a reminder says: the bell notices of a line that reached a step (whom they reach, the link that opens
// the line) and the weekly summary mail of a branch.
import { branchById } from '../../../domain/branches';
import { daysBetween } from '../../../domain/dates';
import { NOTICE_UNPAID_BILL, UNPAID_BILL_TITLE } from '../../../domain/debit-remind';
import { CURRENCY_DECIMALS, formatMoney, fromMinor, type Currency } from '../../../domain/money';
import { ROLE } from '../../../domain/roles';
import type { Mail } from '../../kernel/mail';
import type { MailText } from '../../lib/i18n';
import type { NewNotice } from '../../kernel/notifications';

export interface OpenLine {
  id: number;
  book: string;
  branch_id: number;
  day: string;
  month: string;
  hi: string;
  si: string;
  name: string;
  currency: string;
  amount_minor: number;
}

const amountOf = (l: OpenLine): string => {
  const currency = l.currency as Currency;
  return `${formatMoney(fromMinor(Number(l.amount_minor), CURRENCY_DECIMALS[currency] ?? 0), currency)} ${currency}`;
};

const billOf = (l: OpenLine): string => [l.hi && `HI ${l.hi}`, l.si && `SI ${l.si}`, l.name].filter(Boolean).join(' ');

/** The screen that opens the line: the accountant's book on /acc_debit, reception's on /reception_debit. */
export function lineLink(l: OpenLine): string {
  return l.book === 'acc'
    ? `/acc_debit/${l.branch_id}/${l.month.slice(0, 4)}/${l.month.slice(5, 7)}?line=${l.id}`
    : `/reception_debit/${l.branch_id}/${l.month}/${l.id}`;
}

/** 'HBT1 · HI 600123 GUEST NAME: unpaid for 7 days (since 2026-05-01), 1,200,000 VND'. */
export function reminderText(l: OpenLine, age: number): string {
  const code = branchById(l.branch_id)?.code ?? String(l.branch_id);
  return `${code} · ${billOf(l)}: unpaid for ${age} days (since ${l.day}), ${amountOf(l)}`;
}

/**
 * The notices of a line that reached a step: the branch's accountants for a line of their book, the
 * branch's reception for a DEBIT PAY or DEBIT CHECK IN line of theirs (type 10, addressed by role and branch).
 */
export function reminderNotice(l: OpenLine, step: number, age: number): NewNotice[] {
  return [
    {
      title: `${UNPAID_BILL_TITLE} (${step} days)`,
      content: reminderText(l, age).slice(0, 500),
      type: NOTICE_UNPAID_BILL,
      sent_to: null,
      sent_from: 'Sumbook',
      sent_from_id: null,
      role: l.book === 'acc' ? ROLE.ACCOUNTANT : ROLE.RECEPTION,
      branch: l.branch_id,
      link: lineLink(l),
    },
  ];
}

/** From this many lines of one book due in one run, the bell gets one notice for them all, not one each. */
export const GROUP_FROM = 4;

/**
 * One notice for many lines of one book that reached a step in the same run (a first run on a chain's old
 * debits would otherwise fill the bell): how many, the oldest, the sum per currency; it opens the book.
 */
export function groupNotice(lines: readonly OpenLine[], today: string): NewNotice {
  const oldest = lines.reduce((a, l) => (l.day < a.day ? l : a));
  const l0 = lines[0] as OpenLine;
  const code = branchById(l0.branch_id)?.code ?? String(l0.branch_id);
  const acc = l0.book === 'acc';
  const year = oldest.day.slice(0, 4);
  return {
    title: `${UNPAID_BILL_TITLE}: ${lines.length} bills`,
    content: `${code} · ${lines.length} bills unpaid, the oldest for ${daysBetween(oldest.day, today) ?? 0} days (since ${oldest.day}): open the ${acc ? 'ACC DEBIT' : 'DEBIT'} list`,
    type: NOTICE_UNPAID_BILL,
    sent_to: null,
    sent_from: 'Sumbook',
    sent_from_id: null,
    role: acc ? ROLE.ACCOUNTANT : ROLE.RECEPTION,
    branch: l0.branch_id,
    link: acc ? `/acc_debit/${l0.branch_id}/${year}/00` : `/reception_debit/${l0.branch_id}/${year}`,
  };
}

const MAIL_LINES_MAX = 200;

/** The weekly mail of a branch's unpaid bills past the first step, oldest first, in the language of `t`. */
export function summaryMail(
  b: { id: number; code: string; name: string },
  week: string,
  today: string,
  lines: readonly OpenLine[],
  t: MailText,
): Pick<Mail, 'subject' | 'text'> {
  const rows = lines.slice(0, MAIL_LINES_MAX).map((l) => {
    const book = l.book === 'acc' ? 'ACC' : 'RC';
    const age = t('{{days}} days', { days: daysBetween(l.day, today) ?? 0 });
    return `${l.day}  ${age}  ${book}  ${billOf(l)}  ${amountOf(l)}`;
  });
  const more = lines.length > MAIL_LINES_MAX ? [t('... and {{n}} more', { n: lines.length - MAIL_LINES_MAX })] : [];
  const where = { code: b.code, name: b.name };
  return {
    subject: t('Unpaid bills to check: {{code}} {{name}}, week of {{week}}', { ...where, week }),
    text: [
      t('{{n}} unpaid bill(s) of {{name}} ({{code}}) on {{day}}, oldest first:', {
        ...where,
        n: lines.length,
        day: today,
      }),
      '',
      ...rows,
      ...more,
      '',
      t('Open them in Sumbook: ACC DEBIT (/acc_debit) and DEBIT (/reception_debit).'),
    ].join('\n'),
  };
}
