import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkBranch } from '../../domain/scope';
import { CLOCK_TOLERANCE_SEC, verifyAccess, type AccessClaims, type VerifyResult } from '../lib/jwt';
import type { Config } from '../config';
import { changesOf } from '../db/changes';
import type { Db } from '../db/connection';
import { loadAuthUser, type AuthUser } from '../kernel/auth-user';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** The session of the request's access token (its `sid`), when the token is valid. */
    sessionId: string | null;
    /** The checked branch of the route's branch parameter (0 resolved to the user's own, 99→12, 91→15). */
    branchId: number | null;
  }
}

function deny(reply: FastifyReply, code: number, msg: string) {
  return reply.code(code).send({ status: 0, msg });
}

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m ? m[1].trim() : null;
}

/** Verifies access tokens, keeping the claims of tokens already checked with this secret (the expiry is checked on every use). */
function tokenVerifier(secret: string): (token: string) => Promise<VerifyResult> {
  const verified = new Map<string, AccessClaims>();
  return async (token) => {
    const hit = verified.get(token);
    if (hit)
      return hit.exp + CLOCK_TOLERANCE_SEC > Math.floor(Date.now() / 1000)
        ? { ok: true, claims: hit }
        : { ok: false, reason: 'expired' };
    const v = await verifyAccess(token, secret);
    if (v.ok) {
      if (verified.size >= 2000) verified.clear();
      verified.set(token, v.claims);
    }
    return v;
  };
}

async function identify(
  req: FastifyRequest,
  db: Db,
  verify: (token: string) => Promise<VerifyResult>,
): Promise<AuthUser | 'expired' | 'invalid' | null> {
  const token = bearer(req);
  if (!token) return null;
  const v = await verify(token);
  if (!v.ok) return v.reason;
  // Checked on every request (also for tokens in the verify cache): a logged-out session's token stops at once.
  const user = await loadAuthUser(db, v.claims.sub, v.claims.sid);
  if (!user || user.tokenVersion !== v.claims.ver || user.blocked) return 'invalid';
  req.sessionId = v.claims.sid;
  return user;
}

/** Applies each route's policy: 401 without a valid token, 403 for a role or branch the user may not reach. */
export function registerGuard(app: FastifyInstance, db: Db, config: Config): void {
  const verify = tokenVerifier(config.jwtSecret);
  const changes = changesOf(db);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('branchId', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.policy) {
      throw new Error(`Route ${route.method} ${route.url} declares no access policy`);
    }
  });

  app.addHook('onRequest', async (req, reply) => {
    // The read caches look again for writes made to the SQLite file by other programs (db/changes.ts).
    changes?.requestArrived();
    const policy = req.routeOptions.config?.policy;
    if (!policy) return;
    if ('resetToken' in policy) {
      if (!bearer(req)) return deny(reply, 401, 'Missing token');
      return;
    }
    const who = await identify(req, db, verify);
    if ('public' in policy) {
      req.user = typeof who === 'object' ? who : null;
      return;
    }
    if (who === null) return deny(reply, 401, 'Missing token');
    if (who === 'expired') return deny(reply, 401, 'Token expired');
    if (who === 'invalid') return deny(reply, 401, 'Invalid token');
    req.user = who;
    if (policy.roles && !policy.roles.includes(who.role))
      return deny(reply, 403, 'You do not have permission for this action');
    if (policy.branch) {
      const raw = (req.params as Record<string, string | undefined>)[policy.branch];
      const id = Number(raw);
      if (!raw || !/^\d{1,3}$/.test(raw) || !Number.isInteger(id)) return deny(reply, 400, 'Invalid branch');
      const check = checkBranch(who, id);
      if (!check.ok) return deny(reply, 403, check.msg);
      req.branchId = check.branchId;
    }
  });
}

/** The signed-in user of a guarded route (the guard has already refused anonymous calls). */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw Object.assign(new Error('Missing token'), { statusCode: 401 });
  return req.user;
}

export function checkedBranch(req: FastifyRequest): number {
  if (req.branchId === null) throw new Error('Route has no branch policy');
  return req.branchId;
}
