import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/server/lib/password';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/server';

describe('password hashes', () => {
  it('hashes new passwords with scrypt N=2^17, and still verifies hashes of the old cost 2^14', async () => {
    const hash = await hashPassword('fresh-secret');
    expect(hash.split('$')[1]).toBe(String(2 ** 17));
    expect(await verifyPassword('fresh-secret', hash)).toBe(true);
    expect(await verifyPassword('other-secret', hash)).toBe(false);
    const salt = randomBytes(16);
    const key = scryptSync('old-secret', salt, 64, { N: 2 ** 14, r: 8, p: 1 });
    const old = `scrypt$16384$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('old-secret', old)).toBe(true);
  });

  it('refuses a stored hash naming an absurd cost instead of allocating for it', async () => {
    expect(await verifyPassword('x', `scrypt$${2 ** 30}$AAAA$AAAA`)).toBe(false);
    expect(await verifyPassword('x', 'scrypt$12345$AAAA$AAAA')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0x4000$AAAA$AAAA')).toBe(false);
  });
});

describe('demo users', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s.close();
  });

  it('each have their own salt', async () => {
    const rows = await s.db.selectFrom('users').select('password_hash').execute();
    const salts = new Set(rows.map((r) => r.password_hash.split('$')[2]));
    expect(rows.length).toBeGreaterThan(10);
    expect(salts.size).toBe(rows.length);
    expect(await s.login('ceo@sumbook.test', DEMO_PASSWORD)).toMatchObject({ user: { role: 7 } });
  });
});
