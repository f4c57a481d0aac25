import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../src/server/kernel/mail';
import { startTestServer, type TestServer } from '../support/server';
import { userApi } from '../../src/contract/user';
import { apiUrl } from '../support/api-path';

const MAIL_MS = 500;
const sent: Mail[] = [];
let started = 0;
let finished = 0;
let failNext = false;
const slowMailer = {
  async send(mail: Mail) {
    started += 1;
    await new Promise((r) => setTimeout(r, MAIL_MS));
    finished += 1;
    if (failNext) {
      failNext = false;
      throw new Error('SMTP down');
    }
    sent.push(mail);
  },
};

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, { mailer: slowMailer });
});
afterAll(async () => {
  // Let the mails still under way finish before the server closes.
  for (let i = 0; i < 50 && finished < started; i++) await new Promise((r) => setTimeout(r, 100));
  await s.close();
});

const forgot = (email: string) => s.app.inject({ method: 'POST', url: apiUrl(userApi.forgot, {}), payload: { email } });

describe('POST /user/forgot gives nothing away', () => {
  it('answers a known and an unknown address alike, without waiting for the mail', async () => {
    const known = await forgot('reception.hbt1@sumbook.test');
    expect(started).toBe(1);
    expect(finished).toBe(0);
    const unknown = await forgot('nobody-here@sumbook.test');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      status: 1,
      msg: 'If this e-mail has an account, a reset link has been sent to it.',
    });
    await expect.poll(() => sent.length, { timeout: 5000 }).toBe(1);
    expect(sent[0].to).toBe('reception.hbt1@sumbook.test');
    expect(started).toBe(1);
  });

  it('answers the same when the mail fails afterwards (the failure is logged, not thrown)', async () => {
    failNext = true;
    const res = await forgot('manager.hbt1@sumbook.test');
    expect(res.json().status).toBe(1);
    await expect.poll(() => finished, { timeout: 5000 }).toBe(started);
  });
});
