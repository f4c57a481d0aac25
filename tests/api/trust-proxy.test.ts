import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyTrustProxy, loadConfig, parseTrustProxy } from '../../src/server/config';
import { startTestServer, type TestServer } from '../support/server';
import { userApi } from '../../src/contract/user';
import { apiUrl } from '../support/api-path';

const throttle = { perEmail: 50, perIp: 3, windowMs: 60_000 };
const EMAILS = ['manager.hbt1@sumbook.test', 'ceo@sumbook.test', 'admin@sumbook.test', 'accchief@sumbook.test'];

const wrongLogin = (s: TestServer, email: string, forwardedFor: string) =>
  s.app.inject({
    method: 'POST',
    url: apiUrl(userApi.login, {}),
    payload: { email, password: 'not-the-password' },
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('TRUST_PROXY', () => {
  it('is off when unset, and reads true, a hop count or a list of addresses/CIDRs', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('my-proxy')).toThrow(/TRUST_PROXY/);
    const hops = fastifyTrustProxy(2);
    expect(typeof hops === 'function' && [hops('10.0.0.1', 0), hops('10.0.0.2', 1), hops('203.0.113.5', 2)]).toEqual([
      true,
      true,
      false,
    ]);
    const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-config-'));
    expect(loadConfig({ SEED: 'none' }, { dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ SEED: 'none', TRUST_PROXY: '1' }, { dataDir }).trustProxy).toBe(1);
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('per-address sign-in limit without a trusted proxy', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ throttle });
  });
  afterAll(async () => {
    await s.close();
  });

  it('ignores a client-made X-Forwarded-For: changing it does not reset the limit', async () => {
    for (let i = 0; i < 3; i++) expect((await wrongLogin(s, EMAILS[i], `203.0.113.${i + 1}`)).statusCode).toBe(401);
    const res = await wrongLogin(s, EMAILS[3], '198.51.100.77');
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toMatch(/Too many sign-in attempts/);
  });
});

describe('per-address sign-in limit behind a trusted proxy', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ throttle, trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await s.close();
  });

  it('counts each forwarded client address on its own', async () => {
    for (let i = 0; i < 3; i++) expect((await wrongLogin(s, EMAILS[i], '203.0.113.9')).statusCode).toBe(401);
    expect((await wrongLogin(s, EMAILS[3], '203.0.113.9')).statusCode).toBe(429);
    expect((await wrongLogin(s, EMAILS[3], '198.51.100.77')).statusCode).toBe(401);
  });
});
