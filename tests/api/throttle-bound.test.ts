import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Throttle } from '../../src/server/lib/throttle';
import { startTestServer, type TestServer } from '../support/server';

describe('throttle memory', () => {
  it('stays bounded under 100,000 new keys and keeps limiting the recent ones', () => {
    const t = new Throttle(2, 60_000, { maxKeys: 1000 });
    const start = 1_000_000;
    for (let i = 0; i < 100_000; i++) t.fail(`198.51.${i >> 8}.${i & 255}`, start + i);
    expect(t.size).toBeLessThanOrEqual(1000);
    const now = start + 100_000;
    t.fail('recent-key', now);
    t.fail('recent-key', now);
    expect(t.blockedFor('recent-key', now)).toBeGreaterThan(0);
    expect(t.size).toBeLessThanOrEqual(1000);
  });

  it('drops expired keys without waiting for them to come back', () => {
    const t = new Throttle(5, 1000, { maxKeys: 10_000 });
    for (let i = 0; i < 5000; i++) t.fail(`user${i}@example.test`, 0);
    expect(t.size).toBe(5000);
    expect(t.blockedFor('someone-else', 5000)).toBe(0);
    expect(t.size).toBe(0);
  });
});

describe('forgot-password throttle', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ throttle: { perEmail: 5, perIp: 20, windowMs: 60_000, maxKeys: 50 } });
  });
  afterAll(async () => {
    await s.close();
  });

  it('holds at most maxKeys addresses however many new ones are tried', async () => {
    for (let i = 0; i < 200; i++) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/user/forgot',
        payload: { email: `stranger${i}@example.test` },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(s.ctx.throttles.forgot.size).toBeLessThanOrEqual(50);
    for (let i = 0; i < 5; i++)
      await s.app.inject({ method: 'POST', url: '/api/user/forgot', payload: { email: 'again@example.test' } });
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/user/forgot',
      payload: { email: 'again@example.test' },
    });
    expect(res.statusCode).toBe(429);
  });
});
