// Generators of hostile requests for tests/api/hostile-input.test.ts: path parameters, query strings and
// bodies built from each route's contract entry (src/contract), with hostile values mixed in at every level.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { z } from 'zod';
import type { Endpoint } from '../../src/contract/endpoint';
import { BAD_DAYS, hostileString, hostileValue, NASTY, REAL_DAYS } from './hostile-values';

/** The subset of JSON Schema that z.toJSONSchema emits and the generators read. */
export interface Js {
  type?: string | string[];
  properties?: Record<string, Js>;
  required?: string[];
  items?: Js;
  prefixItems?: Js[];
  additionalProperties?: Js | boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Js[];
  oneOf?: Js[];
  allOf?: Js[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

/** Every contract entry, by `METHOD /api/path` (the registered route's key). */
export async function contractEndpoints(): Promise<Map<string, Endpoint>> {
  const dir = join(import.meta.dirname, '../../src/contract');
  const found = new Map<string, Endpoint>();
  const visit = (v: unknown, depth: number) => {
    if (!v || typeof v !== 'object' || depth > 3) return;
    const e = v as Partial<Endpoint>;
    if (typeof e.method === 'string' && typeof e.path === 'string' && e.params && e.answer) {
      found.set(`${e.method} /api${e.path}`, e as Endpoint);
      return;
    }
    if (v instanceof z.ZodType) return;
    for (const inner of Object.values(v)) visit(inner, depth + 1);
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    visit(await import(join(dir, file)), 0);
  }
  return found;
}

export function jsonSchemaOf(schema: z.ZodType | undefined): Js | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Js;
}

function regexArb(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
}

const SAMPLES = ['2026-01-15', '2026-01', '2026', '2026-01-10', '2026-01-20', '01', '12', '00', 'login', 'a1b2c3d4'];

function sampleFor(pattern: string): fc.Arbitrary<string> | null {
  let re: RegExp;
  try {
    re = new RegExp(pattern);
  } catch {
    return null;
  }
  const fit = SAMPLES.filter((x) => re.test(x));
  if (fit.length) return fc.constantFrom(...fit);
  return regexArb(pattern);
}

/** A value the schema accepts (free text is still SQL-looking, unicode, NUL...): reaches the handler and the database. */
function valid(js: Js, depth: number): fc.Arbitrary<unknown> {
  if (js.const !== undefined) return fc.constant(js.const);
  if (js.enum) return fc.constantFrom(...js.enum);
  const alts = js.anyOf ?? js.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => valid(a, depth)));
  if (js.allOf?.length) return valid(js.allOf[0], depth);
  const type = Array.isArray(js.type) ? js.type[0] : js.type;
  switch (type) {
    case 'object': {
      const props = js.properties ?? {};
      if (depth > 4 || Object.keys(props).length === 0) return fc.constant({});
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, valid(v, depth + 1)]));
      return fc.record(model, { requiredKeys: (js.required ?? []).filter((k) => k in model) });
    }
    case 'array': {
      const min = js.minItems ?? 0;
      return fc.array(valid(js.items ?? {}, depth + 1), {
        minLength: min,
        maxLength: Math.max(min, Math.min(js.maxItems ?? 3, 3)),
      });
    }
    case 'string': {
      if (js.pattern) return sampleFor(js.pattern) ?? fc.string({ maxLength: 10 });
      const min = js.minLength ?? 0;
      const max = Math.min(js.maxLength ?? 60, 60);
      const fits = NASTY.filter(
        (t) => t.length >= min && t.length <= (js.maxLength ?? Infinity) && t.trim().length >= Math.min(min, 1),
      );
      const free = fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.max(min, max) });
      return fits.length ? fc.oneof(fc.constantFrom(...fits), free) : free;
    }
    case 'integer':
    case 'number': {
      const lo = Math.max(js.minimum ?? (js.exclusiveMinimum ?? -1e6 - 1) + 1, -1e6);
      const hi = Math.min(js.maximum ?? (js.exclusiveMaximum ?? 1e6 + 1) - 1, 1e6);
      const min = Math.ceil(Math.min(lo, hi));
      const max = Math.max(min, Math.floor(hi));
      return type === 'integer'
        ? fc.integer({ min, max })
        : fc.oneof(fc.integer({ min, max }), fc.constant(min + 0.5 <= max ? min + 0.5 : min));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value the schema accepts, as text for a path or a query string. */
export function validText(js: Js | undefined): fc.Arbitrary<string> {
  return js ? valid(js, 0).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))) : fc.constant('1');
}

/** A query string of values the schema accepts. */
export function validQuery(js: Js | undefined): fc.Arbitrary<string> {
  if (!js?.properties) return fc.constant('');
  return valid(js, 0).map((o) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(o as object)) q.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    const text = q.toString();
    return text ? `?${text}` : '';
  });
}

/** A JSON body the schema accepts. */
export function validBody(js: Js | undefined): fc.Arbitrary<BodyCase> {
  if (!js) return fc.constant({});
  return valid(js, 0).map((v) => ({ payload: JSON.stringify(v), contentType: 'application/json' }));
}

/** The schema's shape: either all accepted values (hostile free text only), or odd and hostile values at any depth. */
export function shapeOf(js: Js): fc.Arbitrary<unknown> {
  return fc.oneof(valid(js, 0), valueFor(js));
}

/** A plausible value of the schema's type (so validation passes often enough to reach the handler). */
function plausible(js: Js, depth: number): fc.Arbitrary<unknown> {
  if (js.const !== undefined) return fc.constant(js.const);
  if (js.enum) return fc.constantFrom(...js.enum);
  const alts = js.anyOf ?? js.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => valueFor(a, depth)));
  if (js.allOf?.length) return valueFor(js.allOf[0], depth);
  const type = Array.isArray(js.type) ? js.type[0] : js.type;
  switch (type) {
    case 'object':
      return objectFor(js, depth);
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(valueFor(js.items ?? {}, depth + 1), { maxLength: 3 });
    case 'string': {
      const looksDay = js.pattern?.includes('\\d{4}-\\d{2}-\\d{2}');
      const matching = js.pattern ? regexArb(js.pattern) : null;
      return fc.oneof(
        looksDay ? fc.constantFrom(...REAL_DAYS, ...BAD_DAYS) : fc.string({ maxLength: 12 }),
        matching ?? fc.string({ maxLength: 20 }),
      );
    }
    case 'integer':
    case 'number': {
      const min = Math.max(js.minimum ?? -1e6, -1e6);
      const max = Math.min(js.maximum ?? 1e6, 1e6);
      return fc.oneof(
        fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) }),
        fc.constantFrom(min - 1, max + 1, 0.5),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return hostileValue;
  }
}

function objectFor(js: Js, depth: number): fc.Arbitrary<unknown> {
  const props = js.properties ?? {};
  if (depth > 4 || Object.keys(props).length === 0)
    return fc.dictionary(
      fc.string({ maxLength: 10 }),
      valueFor(typeof js.additionalProperties === 'object' ? js.additionalProperties : {}, depth + 1),
      { maxKeys: 3 },
    );
  const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, valueFor(v, depth + 1)]));
  const required = (js.required ?? []).filter((k) => k in model);
  return fc.oneof(
    // Mostly every required key is there, so the handler is reached with one odd value.
    { arbitrary: fc.record(model, { requiredKeys: required }), weight: 3 },
    {
      arbitrary: fc
        .tuple(fc.record(model, { requiredKeys: [] }), fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }))
        .map(([obj, junk]) => ({ ...obj, ...junk })),
      weight: 1,
    },
  );
}

/** The schema's shape with a hostile value now and then, at any depth. */
export function valueFor(js: Js, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: plausible(js, depth), weight: 4 }, { arbitrary: hostileValue, weight: 1 });
}

/** A path parameter as text: plausible for its schema, or hostile. */
export function paramText(js: Js | undefined): fc.Arbitrary<string> {
  const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  const ok = js ? fc.oneof(valid(js, 0), plausible(js, 0)).map(asText) : fc.constant('1');
  return fc.oneof(
    { arbitrary: ok, weight: 3 },
    { arbitrary: fc.constantFrom('0', '1', '2', '3', '12', '2026-01-15', '2026-01', '2026'), weight: 1 },
    { arbitrary: hostileString, weight: 3 },
  );
}

/** How a path parameter is written into the URL: encoded as a client would, or raw (traversal, stray %). */
export function encodePathPart(text: string, raw: boolean): string {
  if (raw) return text.replace(/[?#\s]/g, '').slice(0, 200) || '%';
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate: its UTF-8 form
  }
}

const RAW_PATH = [
  '..',
  '../..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '.',
  '//',
];

export const rawPathPart = fc.constantFrom(...RAW_PATH);

function textOf(v: unknown): string {
  if (typeof v === 'string') return v;
  return JSON.stringify(v) ?? '';
}

function encodeQ(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
}

/** A query string: the call's own keys (plausible or hostile), junk keys, repeated keys, brackets, raw %. */
export function queryString(js: Js | undefined): fc.Arbitrary<string> {
  const own = js?.properties ? fc.oneof(valid(js, 0), objectFor(js, 0)) : fc.constant({});
  const junk = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'a[b]', 'a[]', 'constructor')),
    hostileValue,
    { maxKeys: 3 },
  );
  return fc
    .tuple(own, junk, fc.constantFrom('', '', '', '&&&', '&a=%', '&a=%zz', '&=&=', '&x=1&x=2&x=3', '&%00=%00'))
    .map(([o, j, tail]) => {
      const parts: string[] = [];
      for (const [k, v] of Object.entries({ ...(o as object), ...j })) {
        const values = Array.isArray(v) ? v : [v];
        for (const one of values.slice(0, 3)) parts.push(`${encodeQ(k)}=${encodeQ(textOf(one).slice(0, 50_000))}`);
      }
      const q = parts.join('&') + tail;
      return q ? `?${q}` : '';
    });
}

export interface BodyCase {
  payload?: string | Buffer;
  contentType?: string;
}

const BROKEN_JSON = [
  '',
  '{',
  '{"a":}',
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  "{'a':1}",
  '\u0000',
  '[1,2',
  '"unterminated',
  '\uFEFF{}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":1,"a":2}',
  'null',
  'true',
  '123',
  '"text"',
  '[]',
];

const OTHER_TYPES: [string, string][] = [
  ['text/plain', 'hello'],
  ['application/xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
  ['application/x-www-form-urlencoded', 'a=1&b=%zz&__proto__[x]=1'],
  ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--'],
  ['multipart/form-data', 'no boundary'],
  ['application/octet-stream', '\u0000\u0001\u0002\u00ff'],
  ['application/json; charset=utf-16', '{"a":1}'],
  ['application/json; charset=latin1', '{"a":"\u00e9"}'],
  ['application/jsonx', '{}'],
  ['application/json, text/plain', '{}'],
  ['image/png', '\u0089PNG\r\n'],
  ['', '{"a":1}'],
];

/** A request body: the call's shape with hostile values, junk JSON, broken JSON, or another content type. */
export function bodyCase(js: Js | undefined): fc.Arbitrary<BodyCase> {
  const shaped = js ? shapeOf(js) : hostileValue;
  return fc.oneof(
    {
      arbitrary: shaped.map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' })),
      weight: 6,
    },
    {
      arbitrary: hostileValue.map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' })),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(...BROKEN_JSON).map((p) => ({ payload: p, contentType: 'application/json' })),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(...OTHER_TYPES).map(([t, p]) => ({ payload: p, contentType: t || undefined })),
      weight: 2,
    },
    {
      arbitrary: fc
        .uint8Array({ maxLength: 200 })
        .map((b) => ({ payload: Buffer.from(b), contentType: 'application/octet-stream' })),
      weight: 1,
    },
    { arbitrary: fc.constant<BodyCase>({}), weight: 1 },
  );
}
