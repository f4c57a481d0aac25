import { createHmac, timingSafeEqual } from 'node:crypto';

// A small HS256 JWT: the access token carries the user id, the user's token version and its session's id
// (the guard checks the session is live on every request, so log-out ends the access token at once).
export interface AccessClaims {
  sub: number;
  ver: number;
  sid: string;
  iat: number;
  exp: number;
}

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signAccess(
  claims: Omit<AccessClaims, 'iat' | 'exp'>,
  secret: string,
  ttlSec: number,
  nowSec = Math.floor(Date.now() / 1000),
): string {
  const body = b64(JSON.stringify({ ...claims, iat: nowSec, exp: nowSec + ttlSec }));
  const sig = createHmac('sha256', secret).update(`${HEADER}.${body}`).digest('base64url');
  return `${HEADER}.${body}.${sig}`;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyAccess(token: string, secret: string, nowSec = Math.floor(Date.now() / 1000)): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'invalid' };
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let claims: AccessClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as AccessClaims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims.sub !== 'number' || typeof claims.exp !== 'number' || typeof claims.sid !== 'string')
    return { ok: false, reason: 'invalid' };
  if (claims.exp <= nowSec) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
