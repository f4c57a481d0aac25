import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/server';
import { simpleParser, startSmtp } from '../support/smtp';
import { userApi } from '../../src/contract/user';
import { apiUrl } from '../support/api-path';

let s: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  s = await startTestServer({ smtpUrl: smtp.url, publicUrl: 'http://sumbook.test' });
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'POST', url, payload, headers });

describe('forgot and reset password', () => {
  it("refuses a malformed e-mail with 'Invalid email'", async () => {
    const res = await post(apiUrl(userApi.forgot, {}), { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Invalid email');
    expect(smtp.mails).toHaveLength(0);
  });

  it('mails a reset link; the token resets the password once; the old password then fails', async () => {
    const res = await post(apiUrl(userApi.forgot, {}), { email: 'Reception.TVL1@sumbook.test' });
    expect(res.json().status).toBe(1);
    await expect.poll(() => smtp.mails.length).toBe(1);
    const mail = smtp.mails[0];
    expect(mail.to).toEqual(['reception.tvl1@sumbook.test']);
    const body = simpleParser(mail.raw);
    const link = /http:\/\/sumbook\.test\/user\/reset\/([A-Za-z0-9_-]+)/.exec(body);
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';

    const short = await post(
      apiUrl(userApi.reset, {}),
      { password: '123', confirm: '123' },
      { authorization: `Bearer ${token}` },
    );
    expect(short.json().msg).toBe('Password must be at least 6 characters');
    const mismatch = await post(
      apiUrl(userApi.reset, {}),
      { password: 'abcdef', confirm: 'abcdeg' },
      { authorization: `Bearer ${token}` },
    );
    expect(mismatch.json().msg).toBe('Password did not match');

    const ok = await post(
      apiUrl(userApi.reset, {}),
      { password: 'fresh-pass-1', confirm: 'fresh-pass-1' },
      { authorization: `Bearer ${token}` },
    );
    expect(ok.json().status).toBe(1);
    const again = await post(
      apiUrl(userApi.reset, {}),
      { password: 'other-pass-2', confirm: 'other-pass-2' },
      { authorization: `Bearer ${token}` },
    );
    expect(again.statusCode).toBe(401);

    expect(
      (await post(apiUrl(userApi.login, {}), { email: 'reception.tvl1@sumbook.test', password: DEMO_PASSWORD }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(apiUrl(userApi.login, {}), { email: 'reception.tvl1@sumbook.test', password: 'fresh-pass-1' })).json()
        .status,
    ).toBe(1);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = smtp.mails.length;
    const res = await post(apiUrl(userApi.forgot, {}), { email: 'nobody@sumbook.test' });
    expect(res.json().status).toBe(1);
    expect(smtp.mails.length).toBe(before);
  });

  it('a reset without a token is 401', async () => {
    expect((await post(apiUrl(userApi.reset, {}), { password: 'abcdef', confirm: 'abcdef' })).statusCode).toBe(401);
    expect(
      (await post(apiUrl(userApi.reset, {}), { password: 'abcdef' }, { authorization: 'Bearer forged' })).statusCode,
    ).toBe(401);
  });
});
