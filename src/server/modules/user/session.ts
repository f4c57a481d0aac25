import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { signAccess } from '../../lib/jwt';
import { nowIso, randomToken, sha256 } from '../../lib/util';

export const REFRESH_COOKIE = 'sb_refresh';

export function accessTokenFor(user: { id: number; token_version: number }, config: Config): string {
  return signAccess({ sub: user.id, ver: user.token_version }, config.jwtSecret, config.accessTtl);
}

/** Starts a refresh session and sets its httpOnly cookie. */
export async function startSession(db: Db, config: Config, reply: FastifyReply, userId: number): Promise<void> {
  const token = randomToken();
  const expires = new Date(Date.now() + config.refreshTtl * 1000);
  await db.insertInto('sessions').values({
    id: randomUUID(), user_id: userId, token_hash: sha256(token), expires_at: expires.toISOString(), revoked_at: null, created_at: nowIso(),
  }).execute();
  reply.setCookie(REFRESH_COOKIE, token, {
    path: '/api/user', httpOnly: true, sameSite: 'strict', secure: config.publicUrl.startsWith('https:'), expires,
  });
}

/** The live session behind the request's refresh cookie, or null. */
export async function currentSession(db: Db, req: FastifyRequest) {
  const token = req.cookies[REFRESH_COOKIE];
  if (!token) return null;
  const row = await db.selectFrom('sessions').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst();
  if (!row || row.revoked_at || row.expires_at <= nowIso()) return null;
  return row;
}

export async function endSession(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const session = await currentSession(db, req);
  if (session) await db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', '=', session.id).execute();
  reply.clearCookie(REFRESH_COOKIE, { path: '/api/user' });
}

export async function revokeAllSessions(db: Db, userId: number, exceptId?: string): Promise<void> {
  let q = db.updateTable('sessions').set({ revoked_at: nowIso() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptId) q = q.where('id', '!=', exceptId);
  await q.execute();
}
