import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAFF_LANGUAGES } from '../../src/domain/language';

// Issue 31: every catalog of every language holds the same keys (plural forms as each language has them),
// the same {{placeholders}}, and no empty text. English keys are the English texts themselves.

const root = join(import.meta.dirname, '../../src/locales');
const read = (lang: string, ns: string): Record<string, string> =>
  JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8')) as Record<string, string>;
const namespaces = (lang: string) =>
  readdirSync(join(root, lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
const holes = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('catalogs', () => {
  const english = namespaces('en');

  it.each(STAFF_LANGUAGES.filter((l) => l !== 'en'))('%s has the same namespaces as English', (lang) => {
    expect(namespaces(lang)).toEqual(english);
  });

  for (const ns of english) {
    it.each(STAFF_LANGUAGES.filter((l) => l !== 'en'))(`${ns}: %s holds every English key and no other`, (lang) => {
      const en = read('en', ns);
      const other = read(lang, ns);
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const wanted = new Set<string>();
      for (const key of Object.keys(en)) {
        if (!PLURAL.test(key)) wanted.add(key);
        else for (const c of categories) wanted.add(`${base(key)}_${c}`);
      }
      expect(Object.keys(other).sort()).toEqual([...wanted].sort());
      for (const [key, text] of Object.entries(other)) {
        expect(text.trim(), `${lang}/${ns}: "${key}" is empty`).not.toBe('');
        const enText = en[key] ?? en[`${base(key)}_other`];
        expect(holes(text), `${lang}/${ns}: "${key}" placeholders`).toEqual(holes(enText));
      }
    });
  }

  it.each(english)('%s: an English text is its own key (plural forms and error codes aside)', (ns) => {
    if (ns === 'errors' || ns === 'mail') return;
    for (const [key, text] of Object.entries(read('en', ns))) if (!PLURAL.test(key)) expect(text).toBe(key);
  });
});
