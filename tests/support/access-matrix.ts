// The access matrix: every registered route called as each role on its own branch and area, on another
// branch of its area and on a branch of another area, and without a token; each answer is checked against
// the access table of src/domain/route-access.ts (not against what the server says). Returns the
// violations, so a test can show both that the real server has none and that a removed guard is reported.
import type { InjectOptions } from 'fastify';
import type { Endpoint } from '../../src/contract/endpoint';
import { AREAS, BRANCHES, branchById } from '../../src/domain/branches';
import { ROUTE_ACCESS, routeAllows } from '../../src/domain/route-access';
import type { AccessSubject, AccessMap } from '../../src/domain/access';
import type { Role } from '../../src/domain/roles';
import type { Policy } from '../../src/server/kernel/policy';
import { buildCall, type Call, type CallContext } from './route-calls';
import { DEMO_USER_BY_ROLE, type TestServer } from './server';

export interface RegisteredRoute {
  /** `METHOD /api/path` as the server registers it. */
  key: string;
  policy: Policy | undefined;
}

export interface Caller extends AccessSubject {
  token: string;
}

/** Signs in the demo user of every role, with the branch and area the scope rules read. */
export async function signInCallers(s: TestServer): Promise<Caller[]> {
  return Promise.all(
    Object.entries(DEMO_USER_BY_ROLE).map(async ([role, email]) => {
      const { token, user } = await s.login(email);
      const { isManage, access } = user as unknown as { isManage: boolean; access: AccessMap };
      const area = branchById(user.branchID)?.area;
      if (!area) throw new Error(`${email}: branch ${user.branchID} has no area`);
      return { role: Number(role) as Role, token, branchID: user.branchID, area, isManage, access };
    }),
  );
}

/** The caller's own branch and area, another branch of the same area, and a branch of another area. */
export function placesOf(c: Caller): { branch: number; area: string; label: string }[] {
  const sibling = BRANCHES.find((b) => b.area === c.area && b.id !== c.branchID);
  const foreignArea = AREAS.find((a) => a !== c.area) ?? c.area;
  const foreign = BRANCHES.find((b) => b.area === foreignArea);
  if (!sibling || !foreign) throw new Error(`no other branch for branch ${c.branchID}`);
  return [
    { branch: c.branchID, area: c.area, label: 'own' },
    { branch: sibling.id, area: c.area, label: 'other branch' },
    { branch: foreign.id, area: foreignArea, label: 'other area' },
  ];
}

/** The key of the access table: the path relative to the API base. */
export const tableKey = (key: string) => key.replace(' /api/', ' /');

/** Refusals that are access refusals: a role or scope the table allows must never get one. */
function isAccessRefusal(status: number): boolean {
  return status === 401 || status === 403;
}

interface Planned {
  label: string;
  stream: boolean;
  call: Call;
  token?: string;
  allowed: boolean;
}

function plan(route: RegisteredRoute, ep: Endpoint | undefined, callers: Caller[], ctx: CallContext): Planned[] {
  const access = ROUTE_ACCESS[tableKey(route.key)];
  if (!access) return [];
  const places = { branch: access.branch, area: access.area };
  const stream = access.stream === true;
  const out: Planned[] = [];
  const seen = new Set<string>();
  const anyPlace = { branch: callers[0].branchID, area: callers[0].area };
  if (access.who !== 'public')
    out.push({ label: 'no token', call: buildCall(route.key, ep, places, anyPlace, ctx), allowed: false, stream });
  // Public calls answer the same with a token; calling them with one could end the session (logout).
  if (access.who === 'public') return out;
  for (const c of callers)
    for (const at of placesOf(c)) {
      const call = buildCall(route.key, ep, places, at, ctx);
      const id = `${c.role} ${call.url} ${JSON.stringify(call.payload)}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const allowed = routeAllows(access, c, at);
      out.push({ label: `role ${c.role} ${at.label}`, call, token: c.token, allowed, stream });
    }
  return out;
}

function judge(p: Planned, status: number): string | null {
  if (!p.token) return status === 401 ? null : `without a token answered ${status}, not 401`;
  if (p.allowed) return isAccessRefusal(status) ? `allowed by the table but answered ${status}` : null;
  return status >= 200 && status < 300 ? `refused by the table but answered ${status}` : null;
}

/** Calls every route of `routes` as planned (in parallel batches) and lists each answer the table forbids. */
export async function runMatrix(
  s: TestServer,
  routes: RegisteredRoute[],
  endpoints: Map<string, Endpoint>,
  callers: Caller[],
  batch = 64,
): Promise<{ violations: string[]; calls: number }> {
  const planned = routes.flatMap((r) =>
    plan(r, endpoints.get(r.key), callers, { teamCode: s.config.teamCode }).map((p) => ({ route: r.key, ...p })),
  );
  const violations: string[] = [];
  for (let i = 0; i < planned.length; i += batch) {
    await Promise.all(
      planned.slice(i, i + batch).map(async (p) => {
        const opts: InjectOptions = {
          method: p.call.method,
          url: p.call.url,
          ...(p.call.payload ? { payload: p.call.payload } : {}),
          headers: { ...(p.token ? s.auth(p.token) : {}), ...(p.stream ? { accept: 'text/event-stream' } : {}) },
          // A stream that stays open is judged by its status line, then closed.
          ...(p.stream ? { payloadAsStream: true } : {}),
        };
        const res = await s.app.inject(opts);
        const body = p.stream ? '' : res.body.slice(0, 120);
        if (p.stream) res.stream().destroy();
        const bad = judge(p, res.statusCode);
        if (bad) violations.push(`${p.route} (${p.call.url}) ${p.label}: ${bad} ${body}`);
      }),
    );
  }
  return { violations: violations.sort(), calls: planned.length };
}
