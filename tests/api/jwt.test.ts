import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { userApi } from '../../src/contract/user';
import { apiUrl } from '../support/api-path';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const b64 = (v: object | string) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
const nowSec = () => Math.floor(Date.now() / 1000);
const HMAC = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' } as const;

/** A token made by hand: any header, any claims, signed with HMAC (or not at all). */
function token(header: object, claims: object, hmac: keyof typeof HMAC | null = 'HS256', secret = s.config.jwtSecret) {
  const head = `${b64(header)}.${b64(claims)}`;
  return hmac ? `${head}.${createHmac(HMAC[hmac], secret).update(head).digest('base64url')}` : `${head}.`;
}
const infor = (t: string) => s.app.inject({ url: apiUrl(userApi.infor, {}), headers: s.auth(t) });

describe('access tokens: HS256 only, times checked', () => {
  let claims: { sub: number; ver: number; sid: string };
  const HS256 = { alg: 'HS256', typ: 'JWT' };
  beforeAll(async () => {
    const { token: real } = await s.login('manager.hbt1@sumbook.test');
    const payload = JSON.parse(Buffer.from(real.split('.')[1], 'base64url').toString('utf8'));
    claims = { sub: payload.sub, ver: payload.ver, sid: payload.sid };
    expect(typeof claims.sub).toBe('number');
  });
  const timed = (iat: number, exp: number) => ({ ...claims, iat, exp });

  it('accepts a token shaped as before (HS256, numeric sub), also one a few seconds past its expiry', async () => {
    const t = nowSec();
    expect((await infor(token(HS256, timed(t, t + 900)))).statusCode).toBe(200);
    expect((await infor(token(HS256, timed(t - 900, t - 10)))).statusCode).toBe(200);
  });

  it.each([
    ['alg none', () => token({ alg: 'none', typ: 'JWT' }, timed(nowSec(), nowSec() + 900), null)],
    ['alg none with the HS256 signature', () => token({ alg: 'none' }, timed(nowSec(), nowSec() + 900))],
    ['HS512 with the same secret', () => token({ alg: 'HS512', typ: 'JWT' }, timed(nowSec(), nowSec() + 900), 'HS512')],
    [
      'an RS256 header signed with the secret',
      () => token({ alg: 'RS256', typ: 'JWT' }, timed(nowSec(), nowSec() + 900)),
    ],
    [
      'a wrong secret',
      () => token(HS256, timed(nowSec(), nowSec() + 900), 'HS256', 'another-secret-of-32-characters!!'),
    ],
    ['an iat beyond the tolerance in the future', () => token(HS256, timed(nowSec() + 120, nowSec() + 900))],
    ['an expiry beyond the tolerance', () => token(HS256, timed(nowSec() - 900, nowSec() - 60))],
    ['no expiry', () => token(HS256, { ...claims, iat: nowSec() })],
  ])('refuses %s with 401', async (_name, make) => {
    expect((await infor(make())).statusCode).toBe(401);
  });

  it('refuses a changed payload (another user, a later expiry) with 401', async () => {
    const t = nowSec();
    const [head, , sig] = token(HS256, timed(t, t + 900)).split('.');
    for (const changed of [{ ...timed(t, t + 900), sub: claims.sub + 1 }, timed(t, t + 90_000)])
      expect((await infor(`${head}.${b64(changed)}.${sig}`)).statusCode).toBe(401);
  });
});
