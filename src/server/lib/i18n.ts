// The server's translator, for the mails it writes: an i18next instance holding every language's mail
// catalog (src/locales/<lang>/mail.json, bundled with the server). A key is the English text itself, so the
// English mail reads word for word as before; a key a language lacks falls back to English.
import i18next from 'i18next';
import { isStaffLanguage, type StaffLanguage } from '../../domain/language';
import type { Catalogs } from '../../locales/catalogs';
import en from '../../locales/en/mail.json' with { type: 'json' };
import ja from '../../locales/ja/mail.json' with { type: 'json' };
import vi from '../../locales/vi/mail.json' with { type: 'json' };

export type MailKey = keyof Catalogs['mail'];

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  resources: { en: { mail: en }, vi: { mail: vi }, ja: { mail: ja } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'vi', 'ja'],
  ns: ['mail'],
  defaultNS: 'mail',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});

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
  const fixed = instance.getFixedT(language, 'mail') as unknown as (key: string, params?: object) => string;
  const t = ((key: MailKey, params?: Record<string, unknown>) => fixed(key, params ?? {})) as MailText;
  t.lang = language;
  t.label = (text) => fixed(text, {});
  return t;
}
