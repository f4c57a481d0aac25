// The server's translator, for the mails it writes: every language's mail catalog (src/locales/<lang>/mail.json,
// bundled with the server), read through src/domain/language's pickText as the staff app reads its own. A key
// is the English text itself, so the English mail reads word for word as before; a key a language lacks falls
// back to English.
import { fillText, isStaffLanguage, pickText, type StaffLanguage } from '../../domain/language';
import type { Catalogs } from '../../locales/catalogs';
import en from '../../locales/en/mail.json' with { type: 'json' };
import ja from '../../locales/ja/mail.json' with { type: 'json' };
import vi from '../../locales/vi/mail.json' with { type: 'json' };

export type MailKey = keyof Catalogs['mail'];

const CATALOGS: Record<StaffLanguage, Record<string, string>> = { en, vi, ja };

/** The texts of one mail in one language. */
export interface MailText {
  (key: MailKey, params?: Record<string, unknown>): string;
  lang: StaffLanguage;
  /**
   * A text held in a table (a column heading, a department, a period label from src/domain): translated when
   * the catalog holds it, else as it is.
   */
  label(text: string): string;
}

/** The translator of a recipient's language (null or unknown: English). */
export function mailText(lang: string | null | undefined): MailText {
  const language: StaffLanguage = isStaffLanguage(lang) ? lang : 'en';
  const fixed = (key: string, params?: Record<string, unknown>) =>
    fillText(pickText(CATALOGS[language], key, language, params) ?? pickText(en, key, 'en', params) ?? key, params);
  const t = ((key: MailKey, params?: Record<string, unknown>) => fixed(key, params ?? {})) as MailText;
  t.lang = language;
  t.label = (text) => fixed(text, {});
  return t;
}
