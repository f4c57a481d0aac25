import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../src/server/kernel/mail';
import { startTestServer, type TestServer } from '../support/server';
import { userApi } from '../../src/contract/user';
import { apiUrl } from '../support/api-path';

const MAIL_MS = 500;
/** Work a mail does before its first wait (building it, opening the connection): it blocks the process. */
const MAIL_CPU_MS = 25;
const sent: Mail[] = [];
let started = 0;
let finished = 0;
let failNext = false;
const slowMailer = {
  async send(mail: Mail) {
    started += 1;
    const busyUntil = performance.now() + MAIL_CPU_MS;
    while (performance.now() < busyUntil);
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
  s = await startTestServer(
    { throttle: { perEmail: 100, perIp: 100, windowMs: 60_000, forgotPerIp: 100 } },
    { mailer: slowMailer },
  );
});
afterAll(async () => {
  // Let the mails still under way finish before the server closes.
  for (let i = 0; i < 50 && finished < started; i++) await new Promise((r) => setTimeout(r, 100));
  await s.close();
});

const resetRows = async () =>
  Number(
    (
      await s.db
        .selectFrom('password_resets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const forgot = (email: string) => s.app.inject({ method: 'POST', url: apiUrl(userApi.forgot, {}), payload: { email } });

describe('POST /user/forgot gives nothing away', () => {
  it('answers a known and an unknown address alike, before any work for the account', async () => {
    const known = await forgot('reception.hbt1@sumbook.test');
    // The mail had not started when the answer came. (The reset row is not counted here: the lookup and the
    // write begin right after the answer, beside this test's own query, so either order is right.)
    expect(started).toBe(0);
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
    expect(await resetRows()).toBe(1);
  });

  it('takes as long for a known address as for an unknown one', async () => {
    const PAIRS = 20;
    const timed = async (email: string) => {
      const t0 = performance.now();
      expect((await forgot(email)).statusCode).toBe(200);
      const ms = performance.now() - t0;
      // The mail's own work (after the answer) ends before the next request starts.
      await new Promise((r) => setTimeout(r, MAIL_CPU_MS * 2));
      return ms;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < PAIRS; i++) {
      if (i % 2) unknown.push(await timed(`nobody-${i}@sumbook.test`));
      known.push(await timed('manager.hbt1@sumbook.test'));
      if (!(i % 2)) unknown.push(await timed(`nobody-${i}@sumbook.test`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const knownSlower = known.filter((k, i) => k > unknown[i]).length;
    expect(knownSlower).toBeLessThanOrEqual(PAIRS * 0.8);
    expect(median(known) - median(unknown)).toBeLessThan(MAIL_CPU_MS / 2);
    await expect.poll(() => finished, { timeout: 10_000 }).toBe(started);
  });

  it('answers the same when the mail fails afterwards (the failure is logged, not thrown)', async () => {
    failNext = true;
    const res = await forgot('manager.hbt1@sumbook.test');
    expect(res.json().status).toBe(1);
    await expect.poll(() => finished, { timeout: 5000 }).toBe(started);
  });
});
