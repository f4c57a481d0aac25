// A debit line's free texts (log, note, company) are one line each: each is appended to the line's history
// as "<time> Log by <name>: <text>", so a line break or another control character could forge a history line
// that reads like "... Change Paid by Someone". They are refused (400, nothing written); a text on one line
// is kept as typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { bookFootprint, debitCalls, historyRows, loginRoles, putLine, type RoleNo } from './debit-support';
import { invalidInput } from '../support/refusal';

let s: TestServer;
let u: Record<RoleNo, { token: string; id: number }>;

beforeAll(async () => {
  s = await startTestServer();
  u = await loginRoles(s);
});
afterAll(async () => {
  await s.close();
});

const FORGED = 'ok\n2035-09-12 10:00 Change Paid by Do Van Long';

describe('debit texts are one line', () => {
  it.each([
    ['log, a line break', 'log', { log: FORGED }, 'log: Log'],
    ['log, a carriage return', 'log', { log: 'ok\r2035-09-12 Change Paid by X' }, 'log: Log'],
    ['log, a tab', 'log', { log: 'a\tb' }, 'log: Log'],
    ['log, a line separator', 'log', { log: 'a\u2028Change Paid by X' }, 'log: Log'],
    ['log, a right-to-left override', 'log', { log: 'a\u202Eb' }, 'log: Log'],
    ['note, a line break', 'note', { note: FORGED }, 'note: Note'],
    ['company, a line break', 'company', { company: 'ACME\nChange Paid by X' }, 'company: Company'],
  ] as const)('%s is refused with nothing written', async (_n, change, body, what) => {
    const id = await putLine(s, { day: '2035-09-12' });
    const before = await bookFootprint(s);
    const res = await debitCalls(s).change(u[0].token, change, 3, id, { rev: 1, ...body });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      invalidInput(`${what} must be one line, without line breaks or control characters`),
    ]);
    expect(await bookFootprint(s)).toBe(before);
  });

  it("the accountant book's log is refused the same way", async () => {
    const id = await putLine(s, { day: '2035-09-30', book: 'acc', month: '2035-09' });
    const res = await debitCalls(s).change(u[4].token, 'log', 3, id, { rev: 1, log: FORGED }, { acc: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('log: Log must be one line, without line breaks or control characters');
  });

  it('a one-line text is kept as typed, in one history line', async () => {
    const id = await putLine(s, { day: '2035-09-12' });
    const res = await debitCalls(s).change(u[0].token, 'log', 3, id, {
      rev: 1,
      log: 'Guest calls back — <b>Friday</b>',
    });
    expect(res.statusCode).toBe(200);
    const last = (await historyRows(s, id)).at(-1)?.line ?? '';
    expect(last).toMatch(/ Log by Nguyen Thi Lan: Guest calls back — <b>Friday<\/b>$/);
  });
});
