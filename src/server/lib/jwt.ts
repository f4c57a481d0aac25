import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';

// Access tokens are HS256 JWTs made and checked by `jose`, the algorithm pinned: a token with `alg: none` or any
// other algorithm is refused. The token carries the user id, the user's token version and its session's id (the
// guard checks the session is live on every request, so log-out ends the access token at once).
export interface AccessClaims {
  sub: number;
  ver: number;
  sid: string;
  iat: number;
  exp: number;
}

const ALG = 'HS256';
/** Seconds of clock difference allowed on `exp` and `iat` (servers and clients rarely agree to the second). */
export const CLOCK_TOLERANCE_SEC = 30;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signAccess(
  claims: Omit<AccessClaims, 'iat' | 'exp'>,
  secret: string,
  ttlSec: number,
  nowSec = Math.floor(Date.now() / 1000),
): Promise<string> {
  // `sub` stays a number, as in the tokens made before (jose's type says string; the JWT allows either).
  const payload = { sub: claims.sub, ver: claims.ver, sid: claims.sid } as unknown as JWTPayload;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setIssuedAt(nowSec)
    .setExpirationTime(nowSec + ttlSec)
    .sign(keyOf(secret));
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'invalid' | 'expired' };

export async function verifyAccess(
  token: string,
  secret: string,
  nowSec = Math.floor(Date.now() / 1000),
): Promise<VerifyResult> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALG],
      requiredClaims: ['iat', 'exp'],
      clockTolerance: CLOCK_TOLERANCE_SEC,
      currentDate: new Date(nowSec * 1000),
    }));
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
  const claims = payload as unknown as AccessClaims;
  if (typeof claims.sub !== 'number' || typeof claims.ver !== 'number' || typeof claims.sid !== 'string')
    return { ok: false, reason: 'invalid' };
  // jose checks `iat` only against a maximum age: a token made in the future is refused here.
  if (claims.iat > nowSec + CLOCK_TOLERANCE_SEC) return { ok: false, reason: 'invalid' };
  return { ok: true, claims: { sub: claims.sub, ver: claims.ver, sid: claims.sid, iat: claims.iat, exp: claims.exp } };
}
