import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/errors.json' with { type: 'json' };
import { refusalOf, refusalText, type ErrorCode } from '../../src/server/lib/refusals';

// Issue 31: the server finds a refusal's stable code from its English text (src/server/lib/refusals.ts). Each
// text must lead back to its own code and values, and every refusal the server writes out literally must have
// a code (the API tests catch the others when they answer: their servers refuse unregistered texts).

const codes = Object.keys(en) as ErrorCode[];
const holes = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);
const matched = (code: ErrorCode) => en[code].replace(/\{\{\s*\w+\s*\}\}/g, '').length >= 4;

describe('refusal codes', () => {
  it('codes are UPPER_SNAKE and no two codes share a text', () => {
    for (const code of codes) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
    const texts = codes.filter(matched).map((c) => en[c]);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it.each(codes.filter(matched))('%s: its text leads back to it, with its values', (code) => {
    const params = Object.fromEntries(holes(en[code]).map((n, i) => [n, `v${i} x`]));
    const text = refusalText(code, params);
    expect(refusalOf(text)).toEqual(holes(en[code]).length ? { code, params } : { code });
  });

  it('every literal refusal in src/server has a code', () => {
    // A template whose parts are themselves texts (`${check.msg}: you may only …`): some catalog text must fit it.
    const filled = codes.map((c) => refusalText(c, Object.fromEntries(holes(en[c]).map((h) => [h, 'v']))));
    const someTextFits = (t: ts.TemplateExpression) => {
      const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const re = new RegExp(`^${esc(t.head.text)}${t.templateSpans.map((p) => `.+${esc(p.literal.text)}`).join('')}$`);
      return filled.some((f) => re.test(f));
    };
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true }))
        if (e.isDirectory()) walk(join(dir, e.name));
        else if (e.name.endsWith('.ts')) files.push(join(dir, e.name));
    };
    walk(join(import.meta.dirname, '../../src/server'));
    const missing: string[] = [];
    const sample = (n: ts.Node): string | undefined => {
      if (ts.isStringLiteralLike(n)) return n.text;
      if (ts.isTemplateExpression(n)) return n.head.text + n.templateSpans.map((s) => `Q1${s.literal.text}`).join('');
      if (ts.isConditionalExpression(n)) return sample(n.whenTrue) ?? sample(n.whenFalse);
      return undefined;
    };
    for (const file of files) {
      const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const check = (n: ts.Node | undefined) => {
        const text = n && sample(n);
        if (text === undefined || refusalOf(text) || (n !== undefined && ts.isTemplateExpression(n) && someTextFits(n)))
          return;
        missing.push(`${file}: ${text}`);
      };
      const visit = (n: ts.Node) => {
        if (ts.isNewExpression(n) && n.expression.getText() === 'HttpError') check(n.arguments?.[1]);
        // `{ status: 0, msg: '…' }` sent without throwing
        if (ts.isObjectLiteralExpression(n) && /\bstatus: 0\b/.test(n.getText())) {
          const named = (name: string) => n.properties.find((p) => p.name?.getText() === name);
          const msg = named('msg');
          if (msg && ts.isPropertyAssignment(msg) && !named('code')) check(msg.initializer);
        }
        ts.forEachChild(n, visit);
      };
      visit(src);
    }
    expect(missing).toEqual([]);
  }, 60_000);
});
