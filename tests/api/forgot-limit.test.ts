import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PER_IP } from '../../src/server/config';
import { sweepThrottles } from '../../src/server/kernel/throttle';
import { startTestServer, type TestServer } from '../support/server';
import { userApi } from '../../src/contract/user';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

const WINDOW_MS = 15 * 60 * 1000;
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ throttle: { perEmail: 5, perIp: 20, windowMs: WINDOW_MS } });
});
afterAll(async () => {
  await s.close();
});

const forgot = (email: string, remoteAddress = '127.0.0.1') =>
  s.app.inject({ method: 'POST', url: apiUrl(userApi.forgot, {}), payload: { email }, remoteAddress });
const rows = async (scope: string) =>
  Number(
    (
      await s.db
        .selectFrom('throttle_failures')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('scope', '=', scope)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /user/forgot is limited per client address before anything is kept per e-mail', () => {
  it('answers a burst of 300 new e-mails from one address with 429 past the limit, keeping at most the limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 300; i++) codes.push((await forgot(`burst${i}@example.test`)).statusCode);
    expect(codes.slice(0, FORGOT_PER_IP)).toEqual(Array(FORGOT_PER_IP).fill(200));
    expect(codes.slice(FORGOT_PER_IP)).toEqual(Array(300 - FORGOT_PER_IP).fill(429));
    expect(await rows('forgot')).toBeLessThanOrEqual(FORGOT_PER_IP);
    expect(await rows('forgot-ip')).toBeLessThanOrEqual(FORGOT_PER_IP);

    const held = await forgot('one-more@example.test');
    expect(held.json()).toEqual(refusal('Too many requests. Please try again in 15 minutes.'));
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by this one.
    expect((await forgot('burst0-other@example.test', '10.9.8.7')).statusCode).toBe(200);
  });

  it('holds the limit for 200 requests from one address at the same moment', async () => {
    const from = '10.7.7.7';
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => forgot(`same-time${i}@example.test`, from)),
    );
    expect(answers.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(FORGOT_PER_IP);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
    const kept = await s.db
      .selectFrom('throttle_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('scope', '=', 'forgot-ip')
      .where('key', '=', from)
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBeLessThanOrEqual(FORGOT_PER_IP);
  });

  it('deletes expired rows of every scope (and rows of unknown scopes after a day)', async () => {
    const now = Date.now();
    await s.db
      .insertInto('throttle_failures')
      .values([
        { scope: 'gone-scope', key: 'k', at: now - 25 * 3600_000 },
        { scope: 'gone-scope', key: 'k', at: now },
      ])
      .execute();
    expect(await rows('forgot')).toBeGreaterThan(0);
    await sweepThrottles(s.db, now + WINDOW_MS + 1);
    expect(await rows('forgot')).toBe(0);
    expect(await rows('forgot-ip')).toBe(0);
    expect(await rows('gone-scope')).toBe(1);
    // With the rows gone, the address may ask again.
    expect((await forgot('after-sweep@example.test')).statusCode).toBe(200);
  });
});
