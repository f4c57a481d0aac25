import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Throttle } from '../../src/server/kernel/throttle';
import { startTestServer, type TestServer } from '../support/server';
import { userApi } from '../../src/contract/user';
import { apiUrl } from '../support/api-path';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ throttle: { perEmail: 5, perIp: 20, windowMs: 60_000 } });
});
afterAll(async () => {
  await s.close();
});

describe('throttle in the database', () => {
  it('limits a key, keeps other keys and scopes apart, and forgets a cleared key', async () => {
    const t = new Throttle(s.db, 'test-a', 2, 60_000);
    const other = new Throttle(s.db, 'test-b', 2, 60_000);
    const now = 1_000_000;
    await t.fail('k', now);
    expect(await t.blockedFor('k', now)).toBe(0);
    await t.fail('k', now + 10);
    expect(await t.blockedFor('k', now + 20)).toBe(60_000 - 20);
    expect(await t.blockedFor('j', now + 20)).toBe(0);
    expect(await other.blockedFor('k', now + 20)).toBe(0);
    expect(await t.blockedFor('k', now + 60_000)).toBe(0);
    await t.clear('k');
    expect(await t.size()).toBe(0);
  });

  it('prunes failures that left the window however many keys were tried', async () => {
    const t = new Throttle(s.db, 'test-prune', 5, 1000);
    for (let i = 0; i < 300; i++) await t.fail(`user${i}@example.test`, i);
    await t.prune(5000);
    expect(await t.size()).toBe(0);
    await t.fail('recent', 5000);
    await t.prune(5000);
    expect(await t.size()).toBe(1);
  });

  it('a second Throttle on the same scope (another instance) sees the same failures', async () => {
    const a = new Throttle(s.db, 'shared', 2, 60_000);
    const b = new Throttle(s.db, 'shared', 2, 60_000);
    await a.fail('x', 10);
    await b.fail('x', 20);
    expect(await a.blockedFor('x', 30)).toBeGreaterThan(0);
    expect(await b.blockedFor('x', 30)).toBeGreaterThan(0);
  });
});

describe('forgot-password throttle', () => {
  it('answers every new address (from different clients) and limits a repeated one', async () => {
    for (let i = 0; i < 50; i++) {
      const res = await s.app.inject({
        method: 'POST',
        url: apiUrl(userApi.forgot, {}),
        payload: { email: `stranger${i}@example.test` },
        remoteAddress: `10.0.1.${i}`,
      });
      expect(res.statusCode).toBe(200);
    }
    for (let i = 0; i < 5; i++)
      await s.app.inject({ method: 'POST', url: apiUrl(userApi.forgot, {}), payload: { email: 'again@example.test' } });
    const res = await s.app.inject({
      method: 'POST',
      url: apiUrl(userApi.forgot, {}),
      payload: { email: 'again@example.test' },
    });
    expect(res.statusCode).toBe(429);
  });
});
