import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccess } from '../../src/server/lib/jwt';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/server';
import { userApi } from '../../src/contract/user';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const infor = (token: string) => s.app.inject({ url: apiUrl(userApi.infor, {}), headers: s.auth(token) });
const logout = (cookie: string) => s.app.inject({ url: apiUrl(userApi.logout, {}), headers: { cookie } });

describe('log-out ends the access token at once', () => {
  it('refuses the access token of a logged-out session, even one the guard has already verified', async () => {
    const { token, cookie } = await s.login('reception.hbt1@sumbook.test');
    expect((await infor(token)).statusCode).toBe(200);
    expect((await infor(token)).statusCode).toBe(200);
    expect((await logout(cookie)).json().status).toBe(1);
    const res = await infor(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refusal('Invalid token'));
  });

  it("keeps the user's other sessions signed in", async () => {
    const phone = await s.login('manager.hbt1@sumbook.test');
    const desk = await s.login('manager.hbt1@sumbook.test');
    await logout(phone.cookie);
    expect((await infor(phone.token)).statusCode).toBe(401);
    expect((await infor(desk.token)).statusCode).toBe(200);
  });

  it('ends tokens refreshed in the session too', async () => {
    const { cookie } = await s.login('supervisor.hbt1@sumbook.test');
    const refreshed = (
      await s.app.inject({ method: 'POST', url: apiUrl(userApi.refresh, {}), headers: { cookie } })
    ).json().access_token;
    expect((await infor(refreshed)).statusCode).toBe(200);
    await logout(cookie);
    expect((await infor(refreshed)).statusCode).toBe(401);
  });

  it('refuses a validly signed token that names no session or an unknown one', async () => {
    const { user } = await s.login('ceo@sumbook.test');
    const noSession = await signAccess(
      { sub: user.id, ver: 0 } as unknown as { sub: number; ver: number; sid: string },
      s.config.jwtSecret,
      60,
    );
    expect((await infor(noSession)).statusCode).toBe(401);
    const unknown = await signAccess({ sub: user.id, ver: 0, sid: 'not-a-session' }, s.config.jwtSecret, 60);
    expect((await infor(unknown)).statusCode).toBe(401);
  });

  it('keeps the session of the device that changed the password and ends the others', async () => {
    const here = await s.login('accleader.hanoi@sumbook.test');
    const there = await s.login('accleader.hanoi@sumbook.test');
    const changed = await s.app.inject({
      method: 'POST',
      url: apiUrl(userApi.changePassword, {}),
      headers: s.auth(here.token),
      payload: { oldPassword: DEMO_PASSWORD, newPassword: 'leader-new-pass', confirm: 'leader-new-pass' },
    });
    const fresh = changed.json().access_token;
    expect((await infor(fresh)).statusCode).toBe(200);
    expect(
      (await s.app.inject({ method: 'POST', url: apiUrl(userApi.refresh, {}), headers: { cookie: there.cookie } }))
        .statusCode,
    ).toBe(401);
    await logout(here.cookie);
    expect((await infor(fresh)).statusCode).toBe(401);
  });
});
