// A GET changes nothing (issue 28): every GET route the server registers is called, with a value its schema
// accepts for each path parameter and the caller's own branch and area where the access table says the route
// reads them, signed in as the admin and as a branch supervisor (public routes without a token), and every
// table's rows must be the same after the sweep as before it (a full dump of every table; nothing needed
// leaving out: no read touches sign-in bookkeeping). On SQLite each call is also checked on its own by the
// connection's change count, which names the route that wrote. The storage month of the supervisor's branch
// has every count matching its stock first, so a compare that confirmed would show.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/contract/endpoint';
import { storageApi } from '../../src/contract/storage';
import { branchById, localDate } from '../../src/domain/branches';
import { ROUTE_ACCESS } from '../../src/domain/route-access';
import { apiUrl } from '../support/api-path';
import { buildCall, contractEndpoints } from '../support/route-calls';
import { DEMO_USER_BY_ROLE, startTestServer, type TestServer } from '../support/server';

/**
 * GETs that write, each with why it is not called here. None: the spec's tablet activation by GET is refused
 * (405) and tablets activate by POST; the tablet's home GET notes when the tablet was last seen (a heartbeat, as
 * a session's last use), which the sweep's sample code does not reach.
 */
const KNOWN_WRITES: Record<string, string> = {};

let s: TestServer;
const gets: string[] = [];
let endpoints: Map<string, Endpoint>;

beforeAll(async () => {
  s = await startTestServer(
    {},
    {
      onRoute: (method, url) => {
        if (method === 'GET' && url.startsWith('/api/')) gets.push(`GET ${url}`);
      },
    },
  );
  endpoints = await contractEndpoints();
}, 60_000);
afterAll(async () => {
  await s?.close();
});

/** Every table's rows as sorted JSON lines, by table. */
async function dump(): Promise<Record<string, string>> {
  const tables = (await s.db.introspection.getTables()).map((t) => t.name).sort();
  const out: Record<string, string> = {};
  for (const name of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(s.db)).rows;
    out[name] = rows
      .map((r) => JSON.stringify(r))
      .sort()
      .join('\n');
  }
  return out;
}

/** Rows the SQLite connection has inserted, updated or deleted since it opened (null on PostgreSQL). */
async function changeCount(): Promise<number | null> {
  if (s.config.database.startsWith('postgres')) return null;
  return (await sql<{ n: number }>`select total_changes() as n`.execute(s.db)).rows[0].n;
}

const changedTables = (a: Record<string, string>, b: Record<string, string>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((t) => a[t] !== b[t]);

/** Makes every item of the month's storage count match its stock (as the branch's accountant). */
async function matchStorageCounts(branch: number, month: string): Promise<void> {
  const acc = await s.login(DEMO_USER_BY_ROLE[4]);
  const url = apiUrl(storageApi.getData, { branch, month });
  const { items } = (await s.app.inject({ url, headers: s.auth(acc.token) })).json().data;
  const counts = items.map((i: { itemId: string; stock: number; acc: number | null }) => ({
    itemId: i.itemId,
    acc: { value: i.stock, base: i.acc ?? 0, key: `get-no-writes-${i.itemId}` },
  }));
  const res = await s.app.inject({
    method: 'PATCH',
    url: apiUrl(storageApi.saveData, { branchId: branch, month }),
    headers: s.auth(acc.token),
    payload: { dataStorageItems: counts },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a GET changes nothing', () => {
  it('every GET route, as the admin, a supervisor and (public ones) nobody, leaves every table as it was', async () => {
    const started = Date.now();
    const callers = await Promise.all(
      [1, 3].map(async (role) => {
        const { token, user } = await s.login(DEMO_USER_BY_ROLE[role]);
        return { role, token, branch: user.branchID, area: branchById(user.branchID)?.area ?? '' };
      }),
    );
    await matchStorageCounts(callers[1].branch, localDate(new Date(), 'Asia/Ho_Chi_Minh').slice(0, 7));
    expect(gets.length).toBeGreaterThan(50);
    for (const key of Object.keys(KNOWN_WRITES)) expect(gets).toContain(key);
    const writes: string[] = [];
    let calls = 0;
    const before = await dump();
    for (const key of gets.sort()) {
      const access = ROUTE_ACCESS[key.replace(' /api/', ' /')];
      // A stream stays open (it is a read of the live channel); a route not in the table is the matrix's concern.
      if (!access || access.stream || KNOWN_WRITES[key]) continue;
      const places = { branch: access.branch, area: access.area };
      const who = access.who === 'public' ? [null] : callers;
      for (const c of who) {
        const call = buildCall(key, endpoints.get(key), places, c ?? callers[0], { teamCode: s.config.teamCode });
        const was = await changeCount();
        const res = await s.app.inject({ url: call.url, headers: c ? s.auth(c.token) : {} });
        calls += 1;
        const now = await changeCount();
        if (now !== was) writes.push(`${call.url} as ${c ? `role ${c.role}` : 'nobody'} (${res.statusCode}) wrote`);
      }
    }
    expect(writes).toEqual([]);
    expect(changedTables(before, await dump())).toEqual([]);
    expect(calls).toBeGreaterThan(100);
    console.info(`get-no-writes: ${calls} calls in ${Date.now() - started} ms`);
  }, 30_000);
});
