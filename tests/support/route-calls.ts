// Builds a concrete call for every route the server registers: the route's contract entry (src/contract)
// gives the schema of each path parameter, so every parameter gets a value its schema accepts (today's
// date, this month, an id nobody has, the first choice of an enum), and the branch or area the matrix
// tests is put where the route reads it (a path parameter, the query or the body).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Endpoint } from '../../src/contract/endpoint';
import { localDate } from '../../src/domain/branches';
import type { Place } from '../../src/domain/route-access';
import { sampleValue } from './sample-value';

const CONTRACT_DIR = join(import.meta.dirname, '../../src/contract');

function collect(value: unknown, out: Endpoint[], depth: number): void {
  if (!value || typeof value !== 'object' || depth > 2 || value instanceof z.ZodType) return;
  if ('method' in value && 'path' in value && 'answer' in value) {
    out.push(value as Endpoint);
    return;
  }
  for (const v of Object.values(value)) collect(v, out, depth + 1);
}

/** Every contract entry, by `METHOD /api/path` (the key the server registers). */
export async function contractEndpoints(): Promise<Map<string, Endpoint>> {
  const all: Endpoint[] = [];
  for (const file of readdirSync(CONTRACT_DIR).filter((f) => f.endsWith('.ts')))
    collect(await import(join(CONTRACT_DIR, file)), all, 0);
  return new Map(all.map((e) => [`${e.method} /api${e.path}`, e]));
}

function candidates(schema: z.ZodType): string[] {
  const today = localDate(new Date(), 'Asia/Ho_Chi_Minh');
  const fromSchema: string[] = [];
  const walk = (s: unknown) => {
    if (s instanceof z.ZodEnum) fromSchema.push(...(s.options as string[]).map(String));
    if (s instanceof z.ZodLiteral) fromSchema.push(...[...s.values].map(String));
    if (s instanceof z.ZodUnion) for (const o of s.options) walk(o);
    if (s instanceof z.ZodPipe) walk(s.in);
    if (s instanceof z.ZodOptional || s instanceof z.ZodDefault) walk(s.unwrap());
  };
  walk(schema);
  // The last: a well-formed code nobody was given (a survey code or a tablet's).
  return [
    today,
    today.slice(0, 7),
    today.slice(5, 7),
    today.slice(0, 4),
    '999999',
    '1',
    ...fromSchema,
    'a',
    'abcdefgh.abcdefgh',
  ];
}

/** A value the parameter's schema accepts. */
export function sampleParam(schema: z.ZodType | undefined, name: string): string {
  if (!schema) return '1';
  const ok = candidates(schema).find((c) => schema.safeParse(c).success);
  if (ok === undefined) throw new Error(`no sample value for :${name}`);
  return ok;
}

/** What a sample body may need from the server under test. */
export interface CallContext {
  teamCode: string;
}

export interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  url: string;
  payload?: Record<string, unknown>;
}

/** Bodies for the calls whose schema the generic sample (sample-value.ts) does not satisfy. */
const BODY_SAMPLES: Record<string, (branch: number, ctx: CallContext) => Record<string, unknown>> = {
  'POST /api/user/sent_noti': (branch) => ({ title: 'Matrix', type: 2, role: 0, branch }),
  'POST /api/survey/qr_codes/:branch/revoke': () => ({ token: 'abcdefgh.abcdefgh' }),
  // The team code is right, so the call reaches the account lookup (nobody has this address).
  'POST /api/user/reset_by_admin': (_, ctx) => ({
    email: 'nobody@sumbook.test',
    password: 'Matrix-2026-pass',
    confirm: 'Matrix-2026-pass',
    code: ctx.teamCode,
  }),
  'POST /api/survey/make_token_room_public': (branchID) => ({ branchID, room: 'home' }),
};

/** The call of a route naming `branch` and `area` where the access table says the route reads them. */
export function buildCall(
  key: string,
  ep: Endpoint | undefined,
  places: { branch?: Place; area?: Place },
  at: { branch: number; area: string },
  ctx: CallContext,
): Call {
  const [method, url] = key.split(' ') as [Call['method'], string];
  const shape = ((ep?.params as z.ZodObject | undefined)?.shape ?? {}) as Record<string, z.ZodType>;
  const named = (name: string): string | undefined => {
    if (places.branch?.in === 'path' && places.branch.name === name) return String(at.branch);
    if (places.area?.in === 'path' && places.area.name === name) return at.area;
    return undefined;
  };
  const path = url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeURIComponent(named(name) ?? sampleParam(shape[name], name)),
  );
  const query = new URLSearchParams();
  const required = ep?.query ? sampleValue(ep.query) : undefined;
  for (const [k, v] of Object.entries((required ?? {}) as Record<string, unknown>)) query.set(k, String(v));
  if (places.branch?.in === 'query') query.set(places.branch.name, String(at.branch));
  if (places.area?.in === 'query') query.set(places.area.name, at.area);
  const qs = query.size ? `?${query}` : '';
  if (method === 'GET' || method === 'DELETE') return { method, url: path + qs };
  const sample = BODY_SAMPLES[key]?.(at.branch, ctx) ?? (ep?.body ? sampleValue(ep.body) : undefined);
  const payload: Record<string, unknown> = { ...(sample as Record<string, unknown> | undefined) };
  if (places.branch?.in === 'body') payload[places.branch.name] = at.branch;
  if (places.area?.in === 'body') payload[places.area.name] = at.area;
  return { method, url: path + qs, payload };
}
