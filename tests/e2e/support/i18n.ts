// The catalogs as a browser test reads them: the text a screen shows for an English text (a key) in a language,
// so a test written in English words checks the Vietnamese or Japanese screen.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fillText, type StaffLanguage } from '../../../src/domain/language';

const root = join(import.meta.dirname, '../../../src/locales');
const cache = new Map<string, Record<string, string>>();
function catalog(lang: StaffLanguage, ns: string): Record<string, string> {
  const key = `${lang}/${ns}`;
  let c = cache.get(key);
  if (!c) {
    c = JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8')) as Record<string, string>;
    cache.set(key, c);
  }
  return c;
}

/** The text of `english` in `lang`, from the first of `namespaces` that holds it (throws when none does). */
export function textIn(
  lang: StaffLanguage,
  english: string,
  namespaces: string[],
  params?: Record<string, unknown>,
): string {
  for (const ns of namespaces) {
    const text = catalog(lang, ns)[english];
    if (text !== undefined) return fillText(text, params);
  }
  throw new Error(`"${english}" is in none of ${namespaces.join(', ')}`);
}

/** The text of a server refusal's code in `lang`, found by its English message. */
export function errorIn(lang: StaffLanguage, englishMsg: string): string {
  const en = catalog('en', 'errors');
  const code = Object.keys(en).find((c) => en[c] === englishMsg);
  if (!code) throw new Error(`no error code has the text "${englishMsg}"`);
  return catalog(lang, 'errors')[code];
}

export const namespaces = () =>
  readdirSync(join(root, 'en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''));
