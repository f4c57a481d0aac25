// Who reads a mail in which language: each recipient that is a user gets it in users.lang (never set:
// English); an address that is no user's stays English. A mail to several people goes out once per language.
import type { StaffLanguage } from '../../domain/language';
import type { Db } from '../db/connection';
import { mailText, type MailText } from '../lib/i18n';

export interface LanguageGroup {
  t: MailText;
  to: string[];
}

/** The recipients grouped by language, in the order each language first appears (one group when all share it). */
export async function byLanguage(db: Db, emails: readonly string[]): Promise<LanguageGroup[]> {
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  const rows = wanted.length
    ? await db.selectFrom('users').select(['email', 'lang']).where('email', 'in', wanted).execute()
    : [];
  const langOf = new Map(rows.map((r) => [r.email, mailText(r.lang).lang]));
  const groups = new Map<StaffLanguage, LanguageGroup>();
  for (const email of emails) {
    const lang = langOf.get(email.trim().toLowerCase()) ?? 'en';
    const group = groups.get(lang) ?? { t: mailText(lang), to: [] };
    group.to.push(email);
    groups.set(lang, group);
  }
  return [...groups.values()];
}
