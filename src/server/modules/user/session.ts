import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { signAccess } from '../../lib/jwt';
import { nowIso, randomToken, sha256 } from '../../lib/util';

export const REFRESH_COOKIE = 'sb_refresh';

/** An access token of the session `sessionId`: it stops working when that session ends. */
export function accessTokenFor(
  user: { id: number; token_version: number },
  config: Config,
  sessionId: string,
): Promise<string> {
  return signAccess({ sub: user.id, ver: user.token_version, sid: sessionId }, config.jwtSecret, config.accessTtl);
}

/** Starts a refresh session and sets its httpOnly cookie; returns the session id. */
export async function startSession(db: Db, config: Config, reply: FastifyReply, userId: number): Promise<string> {
  const token = randomToken();
  const expires = new Date(Date.now() + config.refreshTtl * 1000);
  const id = randomUUID();
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      token_hash: sha256(token),
      expires_at: expires.toISOString(),
      revoked_at: null,
      created_at: nowIso(),
    })
    .execute();
  reply.setCookie(REFRESH_COOKIE, token, {
    path: '/api/user',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicUrl.startsWith('https:'),
    expires,
  });
  return id;
}

/** The live session behind the request's refresh cookie, or null. */
export async function currentSession(db: Db, req: FastifyRequest) {
  const token = req.cookies[REFRESH_COOKIE];
  if (!token) return null;
  const row = await db.selectFrom('sessions').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst();
  if (!row || row.revoked_at || row.expires_at <= nowIso()) return null;
  return row;
}

/** Ends the session of the refresh cookie and the one of the access token, if any: both tokens stop working. */
export async function endSession(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const session = await currentSession(db, req);
  const ids = [session?.id, req.sessionId].filter((id): id is string => typeof id === 'string');
  if (ids.length) {
    await db
      .updateTable('sessions')
      .set({ revoked_at: nowIso() })
      .where('id', 'in', ids)
      .where('revoked_at', 'is', null)
      .execute();
    // The device that subscribed in this session gets no more pushes (a push only goes to live sessions anyway).
    await db.deleteFrom('push_subscriptions').where('session_id', 'in', ids).execute();
  }
  reply.clearCookie(REFRESH_COOKIE, { path: '/api/user' });
}

export async function revokeAllSessions(db: Db, userId: number, exceptId?: string): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptId) q = q.where('id', '!=', exceptId);
  await q.execute();
}
