import { fillText } from '../../domain/language';
import type { ErrorCode, ErrorParams } from '../../contract/errors';
import errors from '../../locales/en/errors.json' with { type: 'json' };

// The stable codes of the server's refusals (issue 31): the English catalog src/locales/en/errors.json maps
// each code to the spec's English text, with {{placeholders}} where the text holds a value. A refusal is
// thrown and sent with its English text as today; the error handler finds its code here, from the text: an
// exact text first, else the template it fills (its values become the params). Templates with no words of
// their own ("{{detail}}") are only given by name, never matched.

export type { ErrorCode, ErrorParams };
export type Refusal = { code: ErrorCode; params?: ErrorParams };

const texts: Record<string, string> = errors;
const HOLE = /\{\{\s*(\w+)\s*\}\}/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const literalLength = (text: string) => text.replace(HOLE, '').length;

const exact = new Map<string, ErrorCode>();
const templates: { code: ErrorCode; re: RegExp; names: string[] }[] = [];
for (const [code, text] of Object.entries(texts) as [ErrorCode, string][]) {
  const names = [...text.matchAll(HOLE)].map((m) => m[1]);
  if (names.length === 0) exact.set(text, code);
  else if (literalLength(text) >= 4) {
    const source = text
      .split(HOLE)
      .map((part, i) => (i % 2 === 1 ? '([\\s\\S]*?)' : escape(part)))
      .join('');
    templates.push({ code, re: new RegExp(`^${source}$`), names });
  }
}
// The most specific template first: "Row {{id}}: Unknown position …" before any shorter one it could hide.
templates.sort((a, b) => literalLength(texts[b.code]) - literalLength(texts[a.code]));

export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && code in texts;

/** The code (and the values of its placeholders) of a refusal's English text; undefined for a text no code holds. */
export function refusalOf(msg: string): Refusal | undefined {
  const code = exact.get(msg);
  if (code) return { code };
  for (const t of templates) {
    const m = t.re.exec(msg);
    if (m) return { code: t.code, params: Object.fromEntries(t.names.map((n, i) => [n, m[i + 1]])) };
  }
  return undefined;
}

/** The English text of a code, filled with its params (what the server sends as `msg`). */
export const refusalText = (code: ErrorCode, params?: ErrorParams): string => fillText(texts[code], params);
