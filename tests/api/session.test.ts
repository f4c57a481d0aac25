import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccess } from '../../src/server/lib/jwt';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/server';
import { userApi } from '../../src/contract/user';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ throttle: { perEmail: 3, perIp: 50, windowMs: 60_000 } });
});
afterAll(async () => {
  await s.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('login', () => {
  it('signs in with the right password: status 1, a token and the user', async () => {
    const res = await post(apiUrl(userApi.login, {}), {
      email: 'reception.hbt1@sumbook.test',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(1);
    expect(body.access_token).toMatch(/^ey/);
    expect(body.user).toMatchObject({ role: 0, branchID: 3, area: 'Ha Noi', email: 'reception.hbt1@sumbook.test' });
    expect(res.cookies.find((c) => c.name === 'sb_refresh')?.httpOnly).toBe(true);
  });

  it('refuses a wrong password with a message for the form', async () => {
    const res = await post(apiUrl(userApi.login, {}), {
      email: 'manager.hbt1@sumbook.test',
      password: 'wrong-password',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refusal('Email or password is incorrect'));
  });

  it('throttles an e-mail after repeated failures, even with the right password', async () => {
    const email = 'supervisor.hbt1@sumbook.test';
    for (let i = 0; i < 3; i++)
      expect((await post(apiUrl(userApi.login, {}), { email, password: 'nope' })).statusCode).toBe(401);
    const res = await post(apiUrl(userApi.login, {}), { email, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toMatch(/Too many sign-in attempts/);
  });

  it('answers status 0 with a request code when the browser is not activated', async () => {
    const res = await post(apiUrl(userApi.login, {}), {
      email: 'reception.km2@sumbook.test',
      password: DEMO_PASSWORD,
      device: 'device-abc',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 0, code: expect.stringMatching(/^[0-9A-F]{8}$/) });
    const row = await s.db
      .selectFrom('users')
      .select('other')
      .where('email', '=', 'reception.km2@sumbook.test')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.other).login.listBlock[0]).toMatchObject({ id: 'device-abc', active: false });
  });

  it('refuses a blocked user with the block message', async () => {
    const res = await post(apiUrl(userApi.login, {}), { email: 'blocked@sumbook.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toMatch(/blocked/);
  });

  it('rejects a malformed body with 400 and a clear message', async () => {
    const res = await post(apiUrl(userApi.login, {}), { email: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(0);
    expect(res.json().msg).toMatch(/email|password/);
    const bad = await s.app.inject({
      method: 'POST',
      url: apiUrl(userApi.login, {}),
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(refusal('Invalid JSON body'));
  });
});

describe('tokens', () => {
  it('401 without a token, with an expired token, and with a forged one', async () => {
    expect((await s.app.inject({ url: apiUrl(userApi.infor, {}) })).statusCode).toBe(401);
    const { user } = await s.login('manager.tvl1@sumbook.test');
    const expired = await signAccess(
      { sub: user.id, ver: 0, sid: 'any' },
      s.config.jwtSecret,
      60,
      Math.floor(Date.now() / 1000) - 3600,
    );
    const res = await s.app.inject({ url: apiUrl(userApi.infor, {}), headers: s.auth(expired) });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('Token expired');
    const forged = await signAccess({ sub: user.id, ver: 0, sid: 'any' }, 'another-secret-of-32-characters!!', 60);
    expect((await s.app.inject({ url: apiUrl(userApi.infor, {}), headers: s.auth(forged) })).statusCode).toBe(401);
  });

  it('refreshes an expired access token with the refresh cookie', async () => {
    const { cookie } = await s.login('ceo@sumbook.test');
    const res = await s.app.inject({ method: 'POST', url: apiUrl(userApi.refresh, {}), headers: { cookie } });
    expect(res.json().status).toBe(1);
    const infor = await s.app.inject({ url: apiUrl(userApi.infor, {}), headers: s.auth(res.json().access_token) });
    expect(infor.json().data).toMatchObject({ role: 7, email: 'ceo@sumbook.test' });
  });

  it('refresh answers status 0 with the message for a user blocked after sign-in', async () => {
    const { cookie, token } = await s.login('accountant.hbt1@sumbook.test');
    await s.db
      .updateTable('users')
      .set({ blocked: 1, block_msg: 'Blocked for audit' })
      .where('email', '=', 'accountant.hbt1@sumbook.test')
      .execute();
    const res = await s.app.inject({ method: 'POST', url: apiUrl(userApi.refresh, {}), headers: { cookie } });
    expect(res.json()).toEqual({
      status: 0,
      code: 'BLOCKED_MESSAGE',
      msg: 'Blocked for audit',
      params: { message: 'Blocked for audit' },
    });
    expect((await s.app.inject({ url: apiUrl(userApi.infor, {}), headers: s.auth(token) })).statusCode).toBe(401);
  });

  it('logout ends the refresh session', async () => {
    const { cookie } = await s.login('accchief@sumbook.test');
    expect((await s.app.inject({ url: apiUrl(userApi.logout, {}), headers: { cookie } })).json().status).toBe(1);
    const res = await s.app.inject({ method: 'POST', url: apiUrl(userApi.refresh, {}), headers: { cookie } });
    expect(res.statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('changes the password with the spec messages for bad input', async () => {
    const { token } = await s.login('accleader.hanoi@sumbook.test');
    const change = (body: object) =>
      s.app.inject({ method: 'POST', url: apiUrl(userApi.changePassword, {}), payload: body, headers: s.auth(token) });
    expect((await change({ oldPassword: DEMO_PASSWORD, newPassword: '123', confirm: '123' })).json().msg).toBe(
      'Password must be at least 6 characters',
    );
    expect((await change({ oldPassword: DEMO_PASSWORD, newPassword: 'abcdef', confirm: 'abcdeg' })).json().msg).toBe(
      'New password & Confirm did not match',
    );
    expect((await change({ oldPassword: 'wrong', newPassword: 'abcdef', confirm: 'abcdef' })).statusCode).toBe(400);
    const changed = (
      await change({ oldPassword: DEMO_PASSWORD, newPassword: 'new-secret', confirm: 'new-secret' })
    ).json();
    expect(changed.msg).toBe('Update Success');
    expect((await s.app.inject({ url: apiUrl(userApi.infor, {}), headers: s.auth(token) })).statusCode).toBe(401);
    expect(
      (await s.app.inject({ url: apiUrl(userApi.infor, {}), headers: s.auth(changed.access_token) })).statusCode,
    ).toBe(200);
    expect(
      (await post(apiUrl(userApi.login, {}), { email: 'accleader.hanoi@sumbook.test', password: 'new-secret' })).json()
        .status,
    ).toBe(1);
  });

  it('stores settings and hidden columns', async () => {
    const { token } = await s.login('areamanager.hcm@sumbook.test');
    const res = await s.app.inject({
      method: 'PATCH',
      url: apiUrl(userApi.updateOther, {}),
      payload: { theme: 'dark' },
      headers: s.auth(token),
    });
    expect(res.json().data).toEqual({ theme: 'dark' });
    const bad = await s.app.inject({
      method: 'PATCH',
      url: apiUrl(userApi.updateOther, {}),
      payload: { theme: 'pink' },
      headers: s.auth(token),
    });
    expect(bad.statusCode).toBe(400);
    await s.app.inject({
      method: 'PATCH',
      url: apiUrl(userApi.updateAccHiddenTab, {}),
      payload: { accHiddenTab: { Bill: ['Bill'] } },
      headers: s.auth(token),
    });
    const me = (await s.app.inject({ url: apiUrl(userApi.infor, {}), headers: s.auth(token) })).json().data;
    expect(me.settings).toEqual({ theme: 'dark' });
    expect(me.accHiddenTab).toEqual({ Bill: ['Bill'] });
  });
});

describe('idempotent mutations', () => {
  it('answers a replayed mutation once, from the stored answer', async () => {
    const { token } = await s.login('manager.hbt1@sumbook.test');
    const headers = { ...s.auth(token), 'idempotency-key': 'replay-key-0001' };
    const first = await s.app.inject({
      method: 'PATCH',
      url: apiUrl(userApi.updateOther, {}),
      payload: { makerName: 'Nam' },
      headers,
    });
    await s.db.updateTable('users').set({ settings: '{}' }).where('email', '=', 'manager.hbt1@sumbook.test').execute();
    const again = await s.app.inject({
      method: 'PATCH',
      url: apiUrl(userApi.updateOther, {}),
      payload: { makerName: 'Nam' },
      headers,
    });
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const row = await s.db
      .selectFrom('users')
      .select('settings')
      .where('email', '=', 'manager.hbt1@sumbook.test')
      .executeTakeFirstOrThrow();
    expect(row.settings).toBe('{}');
  });
});
