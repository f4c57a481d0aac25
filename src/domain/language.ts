// The staff app's languages: English (the spec's words), Vietnamese and Japanese. Guests' survey languages are
// separate (survey-questions.ts); names, notes and stored values are never translated.

export const STAFF_LANGUAGES = ['en', 'vi', 'ja'] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];

/** Each language named in itself, as the pickers show it. */
export const LANGUAGE_NAMES: Record<StaffLanguage, string> = { en: 'English', vi: 'Tiếng Việt', ja: '日本語' };

/** The locale Intl formats with for each language. */
export const LANGUAGE_LOCALES: Record<StaffLanguage, string> = { en: 'en-GB', vi: 'vi-VN', ja: 'ja-JP' };

export function isStaffLanguage(value: unknown): value is StaffLanguage {
  return typeof value === 'string' && (STAFF_LANGUAGES as readonly string[]).includes(value);
}

/** The first of a browser's preferred languages the app speaks (`vi-VN` → vi), else English. */
export function pickLanguage(preferred: readonly string[]): StaffLanguage {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isStaffLanguage(base)) return base;
  }
  return 'en';
}

/** `{{name}}` placeholders filled from `params` (the catalogs' interpolation form). */
export function fillText(text: string, params: Record<string, unknown> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const pluralRules = new Map<StaffLanguage, Intl.PluralRules>();
const pluralOf = (lang: StaffLanguage, count: number): string => {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(LANGUAGE_LOCALES[lang])));
  return rules.select(count);
};

/**
 * The catalog text of `key` (unfilled), or undefined when `dict` does not hold it. With a numeric `count`, the
 * language's plural form first (`key_one`, `key_other`: Intl.PluralRules names the forms), then `key_other`.
 */
export function pickText(
  dict: Readonly<Record<string, string>> | undefined,
  key: string,
  lang: StaffLanguage,
  params?: Record<string, unknown>,
): string | undefined {
  if (!dict) return undefined;
  const count = params?.count;
  if (typeof count === 'number') {
    const form = dict[`${key}_${pluralOf(lang, count)}`] ?? dict[`${key}_other`];
    if (form !== undefined) return form;
  }
  return Object.hasOwn(dict, key) ? dict[key] : undefined;
}
