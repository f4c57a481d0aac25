// Issue 17, access matrix: every route the server registers (not a hand list), called as each of the 9
// roles on its own branch and area, another branch of its area and a branch of another area, and without
// a token; each answer is checked against the access table in src/domain/route-access.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/contract/endpoint';
import { BRANCHES } from '../../src/domain/branches';
import { ROUTE_ACCESS } from '../../src/domain/route-access';
import { ALL_ROLES, type Role } from '../../src/domain/roles';
import { reachableBranches } from '../../src/domain/scope';
import type { Policy } from '../../src/server/kernel/policy';
import { runMatrix, signInCallers, tableKey, type Caller, type RegisteredRoute } from '../support/access-matrix';
import { contractEndpoints } from '../support/route-calls';
import { startTestServer, type TestServer } from '../support/server';

let s: TestServer;
let callers: Caller[];
let endpoints: Map<string, Endpoint>;
const routes: RegisteredRoute[] = [];
const collect = (into: RegisteredRoute[]) => (method: string, url: string, policy: Policy | undefined) => {
  if (url.startsWith('/api/')) into.push({ key: `${method} ${url}`, policy });
};

beforeAll(async () => {
  s = await startTestServer({}, { onRoute: collect(routes) });
  endpoints = await contractEndpoints();
  callers = await signInCallers(s);
});
afterAll(async () => {
  await s.close();
});

/** Whether every role the table allows reaches every branch (a branch check is then moot). */
const reachesAll = (who: readonly Role[]) =>
  who.every((role) => reachableBranches({ role, branchID: 3, area: 'Ha Noi' }).length === BRANCHES.length);

describe('the access table', () => {
  it('names exactly the routes the server registers', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.map((r) => tableKey(r.key)).sort()).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });

  it("agrees with each route's guard policy: public calls, the branch parameter, no role the table allows refused", () => {
    const disagree: string[] = [];
    for (const { key, policy } of routes) {
      const t = ROUTE_ACCESS[tableKey(key)];
      if (!t || !policy) {
        disagree.push(`${key}: no ${t ? 'policy' : 'table entry'}`);
        continue;
      }
      if ((t.who === 'public') !== 'public' in policy) disagree.push(`${key}: public in one only`);
      if ((t.who === 'resetToken') !== 'resetToken' in policy) disagree.push(`${key}: reset token in one only`);
      if ('public' in policy || 'resetToken' in policy || typeof t.who === 'string') continue;
      // A domain rule (role, flags, extra rights) may let any role through: the branch check must stay.
      const who = typeof t.who === 'function' ? ALL_ROLES : t.who;
      if (policy.roles && typeof t.who !== 'function' && !t.who.every((r) => policy.roles?.includes(r)))
        disagree.push(`${key}: the guard refuses roles the table allows`);
      const pathBranch = t.branch?.in === 'path' ? t.branch.name : undefined;
      if (pathBranch !== policy.branch && !(pathBranch && !policy.branch && reachesAll(who)))
        disagree.push(`${key}: branch parameter ${pathBranch} in the table, ${policy.branch} in the guard`);
    }
    expect(disagree).toEqual([]);
  });
});

describe('the access matrix', () => {
  it('every route answers every role, place and anonymous caller as the access table says', async () => {
    const { violations, calls } = await runMatrix(s, routes, endpoints, callers);
    expect(calls).toBeGreaterThan(routes.length * 9);
    expect(violations).toEqual([]);
  });

  it('reports a route whose guard is removed: its role list or its token check', async () => {
    const weak: RegisteredRoute[] = [];
    const bare = await startTestServer({}, { onRoute: collect(weak) });
    try {
      const only = (key: string) => {
        const r = weak.find((w) => w.key === key);
        // The policy object must be this route's own, or the edit would open other routes too.
        if (!r?.policy || weak.some((w) => w !== r && w.policy === r.policy)) throw new Error(`${key}: shared policy`);
        return r as RegisteredRoute & { policy: Record<string, unknown> };
      };
      const noRoles = only('GET /api/acc/comparison/:branchId/:month');
      delete noRoles.policy.roles;
      const noRoles2 = only('GET /api/report/:branchId/take_guest_number/:area/:month/:view');
      delete noRoles2.policy.roles;
      const noToken = only('GET /api/audit/list');
      noToken.policy.public = true;
      const opened = [noRoles, noRoles2, noToken];
      const { violations } = await runMatrix(bare, opened, endpoints, await signInCallers(bare));
      for (const r of opened)
        expect(
          violations.filter((v) => v.startsWith(`${r.key} `)),
          r.key,
        ).not.toEqual([]);
      expect(violations.some((v) => v.includes('without a token answered 200'))).toBe(true);
    } finally {
      await bare.close();
    }
  });
});
