import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/server';
import { userApi } from '../../src/contract/user';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    throttle: { perEmail: 3, perIp: 100, windowMs: 60_000, backoff: { baseMs: 1000, maxMs: 4000 } },
  });
});
afterAll(async () => {
  await s.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const login = (email: string, password: string, device?: string) =>
  s.app.inject({
    method: 'POST',
    url: apiUrl(userApi.login, {}),
    payload: { email, password, ...(device ? { device } : {}) },
  });
const attack = async (email: string, times: number) => {
  for (let i = 0; i < times; i++) expect((await login(email, 'guess-' + i, 'attacker-browser')).statusCode).toBe(401);
};

describe('sign-in throttle on an e-mail', () => {
  it('lets the real user in from a browser that signed in before, after anyone else failed many times', async () => {
    const email = 'manager.hbt1@sumbook.test';
    expect((await login(email, DEMO_PASSWORD, 'real-browser-0001')).json().status).toBe(1);
    await attack(email, 3);
    const real = await login(email, DEMO_PASSWORD, 'real-browser-0001');
    expect(real.statusCode).toBe(200);
    expect(real.json().status).toBe(1);
  });

  it('gives an unknown browser a short back-off that says how long to wait, then lets the right password in', async () => {
    const email = 'supervisor.hbt1@sumbook.test';
    await attack(email, 3);
    const held = await login(email, DEMO_PASSWORD, 'new-browser-0002');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual(refusal('Too many sign-in attempts. Please try again in 1 second.'));
    expect(held.headers['retry-after']).toBe('1');
    await sleep(1050);
    expect((await login(email, DEMO_PASSWORD, 'new-browser-0002')).json().status).toBe(1);
  });

  it('doubles the back-off with each further failure', async () => {
    const email = 'accountant.hbt1@sumbook.test';
    await attack(email, 3);
    await sleep(1050);
    await attack(email, 1);
    await sleep(1050);
    expect((await login(email, DEMO_PASSWORD)).json().msg).toMatch(/try again in 1 second\./);
    await sleep(1000);
    expect((await login(email, DEMO_PASSWORD)).json().status).toBe(1);
  });

  it("does not let one user's known browser past another user's back-off", async () => {
    expect((await login('ceo@sumbook.test', DEMO_PASSWORD, 'ceo-browser-0003')).json().status).toBe(1);
    await attack('admin@sumbook.test', 3);
    expect((await login('admin@sumbook.test', DEMO_PASSWORD, 'ceo-browser-0003')).statusCode).toBe(429);
  });

  it('forgets the known browsers when the password changes', async () => {
    const email = 'accchief@sumbook.test';
    const first = await login(email, DEMO_PASSWORD, 'chief-browser-0004');
    const token = first.json().access_token;
    const changed = await s.app.inject({
      method: 'POST',
      url: apiUrl(userApi.changePassword, {}),
      headers: s.auth(token),
      payload: { oldPassword: DEMO_PASSWORD, newPassword: 'chief-new-pass', confirm: 'chief-new-pass' },
    });
    expect(changed.json().status).toBe(1);
    await attack(email, 3);
    expect((await login(email, 'chief-new-pass', 'chief-browser-0004')).statusCode).toBe(429);
  });
});
