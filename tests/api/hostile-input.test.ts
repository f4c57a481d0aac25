// Hostile input (issue 17): every route the server registers gets generated path parameters, query strings
// and bodies (wrong types, huge strings, NaN, impossible dates, unicode, nested junk, traversal, SQL-looking
// text, other content types), signed in as a role its guard lets through and, for public calls, without a
// token. Each answer must come within 5 s, never be a 5xx, and every 4xx must be `{ status: 0, code, msg }` with a
// short plain message; a 2xx answer must match its contract (the test server checks every success answer).
// FC_SEED=<n> replays a run (the seed is in the test name and the failure); FC_RUNS=<n> sets the calls per
// route and caller (default 12); FC_ONLY=<regex> keeps the matching `METHOD /api/path` routes; FC_STATS=1
// prints how many calls each route answered 200; FC_LOG=1 turns the server log on (5xx causes at level 50).
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/contract/endpoint';
import type { Policy } from '../../src/server/kernel/policy';
import { DEMO_USER_BY_ROLE, startTestServer, type TestServer } from '../support/server';
import {
  bodyCase,
  contractEndpoints,
  encodePathPart,
  jsonSchemaOf,
  paramText,
  queryString,
  rawPathPart,
  validBody,
  validQuery,
  validText,
  type BodyCase,
  type Js,
} from './hostile-support';

const SEED = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FC_RUNS ?? 12);
const LIMIT_MS = 5000;

interface Route {
  method: string;
  url: string;
  policy: Policy | undefined;
}
interface Caller {
  role: number | null;
  token: string | null;
  branchID: number;
}

const routes: Route[] = [];
/** How often each status came back (printed with FC_STATS=1). */
const statuses = new Map<number, number>();
let s: TestServer;
let endpoints: Map<string, Endpoint>;
const callers = new Map<number, Caller>();

beforeAll(async () => {
  s = await startTestServer(
    // Generated logins must not lock out the test's own sign-ins.
    { throttle: { perEmail: 1000, perIp: 100_000, windowMs: 60_000 } },
    {
      logger: !!process.env.FC_LOG,
      onRoute: (method, url, policy) => {
        if (url.startsWith('/api/')) routes.push({ method, url, policy });
      },
    },
  );
  endpoints = await contractEndpoints();
  for (const role of Object.keys(DEMO_USER_BY_ROLE).map(Number)) callers.set(role, await signIn(role));
}, 60_000);
afterAll(async () => {
  await s?.close();
});

async function signIn(role: number): Promise<Caller> {
  const { token, user } = await s.login(DEMO_USER_BY_ROLE[role]);
  return { role, token, branchID: user.branchID };
}

/** A generated call (a route changing the caller's session, e.g. logout, may end it): signs in again. */
async function stillSignedIn(c: Caller): Promise<Caller> {
  if (c.role === null || !c.token) return c;
  const res = await s.app.inject({ url: '/api/user/infor', headers: s.auth(c.token) });
  if (res.statusCode !== 401) return c;
  const again = await signIn(c.role).catch(() => null);
  if (again) callers.set(c.role, again);
  return again ?? { ...c, token: null };
}

/** CEO or admin when the guard lets them through, and a receptionist (or another allowed role); no token for public calls. */
function callersOf(policy: Policy | undefined): Caller[] {
  if (policy && 'public' in policy) return [{ role: null, token: null, branchID: 0 }, callers.get(0)!];
  if (policy && 'resetToken' in policy) return [{ role: null, token: 'not-a-reset-token', branchID: 0 }];
  const allowed = (policy && 'roles' in policy && policy.roles) || [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const first = [7, 1, ...allowed].find((r) => allowed.includes(r as never))!;
  const second = [0, ...allowed].find((r) => allowed.includes(r as never) && r !== first);
  return [first, second].filter((r) => r !== undefined).map((r) => callers.get(r)!);
}

const withTimeout = <T>(p: Promise<T>, what: string): Promise<T> =>
  Promise.race([
    p,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${LIMIT_MS} ms: ${what}`)), LIMIT_MS).unref(),
    ),
  ]);

function requestOf(r: Route, caller: Caller): fc.Arbitrary<InjectOptions> {
  const ep = endpoints.get(`${r.method} ${r.url}`);
  const params = jsonSchemaOf(ep?.params)?.properties ?? {};
  const branchKey = r.policy && 'branch' in r.policy ? r.policy.branch : undefined;
  const names = [...r.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  const part = (name: string): fc.Arbitrary<string> => {
    const hostile = fc.oneof(
      {
        arbitrary: fc
          .tuple(paramText(params[name] as Js | undefined), fc.boolean())
          .map(([t, raw]) => encodePathPart(t, raw && t.length < 200)),
        weight: 5,
      },
      { arbitrary: rawPathPart, weight: 1 },
    );
    if (name !== branchKey) return hostile;
    // The branch the guard checks: mostly one in the caller's scope, so validators and handlers are reached.
    return fc.oneof(
      { arbitrary: fc.constantFrom('0', String(caller.branchID)), weight: 4 },
      { arbitrary: hostile, weight: 1 },
    );
  };
  const sendsBody = r.method !== 'GET';
  const bodyJs = jsonSchemaOf(ep?.body);
  const queryJs = jsonSchemaOf(ep?.query);
  const build = ([values, query, body]: [string[], string, BodyCase]): InjectOptions => {
    let i = 0;
    const path = r.url.replace(/:([A-Za-z0-9_]+)/g, () => values[i++]);
    const headers: Record<string, string> = {};
    if (caller.token) headers.authorization = `Bearer ${caller.token}`;
    if (body.contentType) headers['content-type'] = body.contentType;
    return {
      method: r.method as 'GET',
      url: path + query,
      headers,
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
    };
  };
  // Accepted shapes (free text still SQL-looking, unicode, NUL...) reach the handler and the database;
  // hostile ones test the validators, parsers and the error handler.
  const ownBranch = fc.constantFrom('0', String(caller.branchID));
  const accepted = fc
    .tuple(
      fc.tuple(
        ...names.map((n) =>
          n === branchKey ? ownBranch : validText(params[n] as Js | undefined).map((t) => encodePathPart(t, false)),
        ),
      ) as fc.Arbitrary<string[]>,
      validQuery(queryJs),
      sendsBody ? validBody(bodyJs) : fc.constant<BodyCase>({}),
    )
    .map(build);
  const hostile = fc
    .tuple(
      fc.tuple(...names.map(part)) as fc.Arbitrary<string[]>,
      queryString(queryJs),
      sendsBody ? bodyCase(bodyJs) : fc.constant<BodyCase>({}),
    )
    .map(build);
  return fc.oneof(accepted, hostile);
}

function describeCall(req: InjectOptions): string {
  const body = typeof req.payload === 'string' || Buffer.isBuffer(req.payload) ? String(req.payload) : '';
  const cut = (t: string) => (t.length > 300 ? `${t.slice(0, 300)}… (${t.length} chars)` : t);
  return `${req.method} ${cut(String(req.url))} [${(req.headers as Record<string, string>)?.['content-type'] ?? '-'}] ${cut(body)}`;
}

/** The answer's status and body; a live stream (text/event-stream) counts as answered once its head arrives. */
async function answer(req: InjectOptions): Promise<{ statusCode: number; body: string }> {
  const stop = new AbortController();
  const res = await s.app.inject({ ...req, payloadAsStream: true, signal: stop.signal });
  if (/event-stream/.test(String(res.headers['content-type']))) {
    stop.abort();
    return { statusCode: res.statusCode, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of res.stream()) chunks.push(Buffer.from(chunk));
  return { statusCode: res.statusCode, body: Buffer.concat(chunks).toString() };
}

async function check(req: InjectOptions): Promise<void> {
  const started = performance.now();
  const res = await withTimeout(answer(req), describeCall(req));
  const took = performance.now() - started;
  const what = `${describeCall(req)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  // A synchronous stall (a regex or a loop) blocks the timer too: the elapsed time catches it.
  if (took > LIMIT_MS) throw new Error(`took ${Math.round(took)} ms: ${what}`);
  if (res.statusCode >= 500) throw new Error(`server error: ${what}`);
  if (res.statusCode >= 400) {
    let json: { status?: unknown; code?: unknown; msg?: unknown } | null = null;
    try {
      json = JSON.parse(res.body);
    } catch {
      json = null;
    }
    if (!json || json.status !== 0 || typeof json.code !== 'string' || typeof json.msg !== 'string')
      throw new Error(`a 4xx without { status: 0, code, msg }: ${what}`);
    const msg = json.msg;
    if (!msg.trim() || msg.length > 2000 || /\bat .+:\d+:\d+|Error:|SQLITE|postgres|syntax error/i.test(msg))
      throw new Error(`a 4xx without a clear message: ${what}`);
  }
}

describe('hostile input on every route: a 4xx with a clear message, never a 5xx, never a hang', () => {
  it('knows every registered route and its contract entry', () => {
    expect(routes.length).toBeGreaterThan(150);
    const missing = routes.filter((r) => !endpoints.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it(`every route, ${RUNS} generated calls per caller (seed ${SEED})`, { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    const only = new RegExp(process.env.FC_ONLY ?? '');
    const order = routes
      .filter((r) => only.test(`${r.method} ${r.url}`))
      .sort((a, b) => Number(touchesSessions(a)) - Number(touchesSessions(b)));
    for (const r of order) {
      for (const who of callersOf(r.policy)) {
        const caller = await stillSignedIn(who);
        const prop = fc.asyncProperty(requestOf(r, caller), check);
        const before = statuses.get(200) ?? 0;
        const out = await fc.check(prop, { numRuns: RUNS, seed: SEED, endOnFailure: true });
        if (process.env.FC_STATS)
          console.log(`${r.method} ${r.url} as ${caller.role}: ${(statuses.get(200) ?? 0) - before} x 200`);
        if (out.failed)
          failures.push(`${r.method} ${r.url} as ${caller.role ?? 'anonymous'}: ${String(out.errorInstance)}`);
      }
    }
    if (process.env.FC_STATS) console.log([...statuses].sort((a, b) => a[0] - b[0]));
    expect(failures, `replay with FC_SEED=${SEED}`).toEqual([]);
  });
});

/** Calls that may end or change the demo users' sessions run last. */
function touchesSessions(r: Route): boolean {
  return /\/user\/(logout|.*_by_admin|reset|change_password|update_login|update_glist|update_other_az_share)/.test(
    r.url,
  );
}
