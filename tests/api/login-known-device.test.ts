import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/server';
import { userApi } from '../../src/contract/user';
import { apiUrl } from '../support/api-path';

// 3 failures allowed on an e-mail, then a back-off of 2 s (at most 2 s) from the last failure.
const BACKOFF_MS = 2000;
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    throttle: { perEmail: 3, perIp: 1000, windowMs: 60_000, backoff: { baseMs: BACKOFF_MS, maxMs: BACKOFF_MS } },
  });
});
afterAll(async () => {
  await s.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const login = (email: string, password: string, device: string) =>
  s.app.inject({ method: 'POST', url: apiUrl(userApi.login, {}), payload: { email, password, device } });

describe('a known browser on a locked e-mail', () => {
  it('backs off its own wrong passwords, yet still signs in with the right one while others are held', async () => {
    const email = 'reception.hbt1@sumbook.test';
    const KNOWN = 'known-browser-0028';
    expect((await login(email, DEMO_PASSWORD, KNOWN)).json().status).toBe(1);

    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await login(email, `wrong-${i}`, KNOWN)).statusCode);
    // Three wrong answers, then the back-off: the other 27 are refused without a password check.
    expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(25);
    const held = await login(email, DEMO_PASSWORD, KNOWN);
    expect(held.statusCode).toBe(429);
    expect(held.json().msg).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds?\.$/);

    await sleep(BACKOFF_MS + 100);
    // Someone else guesses on the e-mail: it is locked again for every browser but the known one.
    expect((await login(email, 'attacker-guess', 'attacker-browser')).statusCode).toBe(401);
    expect((await login(email, DEMO_PASSWORD, 'unknown-browser')).statusCode).toBe(429);
    const real = await login(email, DEMO_PASSWORD, KNOWN);
    expect(real.statusCode).toBe(200);
    expect(real.json().status).toBe(1);
    expect((await login(email, DEMO_PASSWORD, 'unknown-browser')).statusCode).toBe(429);
  });
});
