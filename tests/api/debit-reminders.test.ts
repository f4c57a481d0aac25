// Reminders for unpaid bills (issue 32): the job, run with a clock the test sets, notifies a line once per step
// (the accountants of the branch for a line of their book, reception for a DEBIT PAY / CHECK IN line of
// theirs), never a paid line, honours the branch's own steps, sends once across runs and instances on one
// database, and mails the accountant leaders a summary once a week. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchApi } from '../../src/contract/branch';
import { notificationApi } from '../../src/contract/notification';
import { addDays } from '../../src/domain/dates';
import type { Mail, Mailer } from '../../src/server/kernel/mail';
import { remindUnpaid } from '../../src/server/modules/debit/reminders';
import { testOnPostgres } from '../support/api-db';
import { apiUrl } from '../support/api-path';
import { startTestServer, type TestServer } from '../support/server';
import { putLine } from './debit-support';

/** Monday 2031-03-10, 12:00 in Vietnam: the test's clock, moved by days. */
const MONDAY = '2031-03-10';
const clock = (day: string) => new Date(`${day}T05:00:00.000Z`);

const mails: Mail[] = [];
const mailer: Mailer = {
  send: async (m) => {
    mails.push(m);
  },
};
let s: TestServer;
let b: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, { mailer });
  // A second instance on the same database (the file on SQLite, the database on PostgreSQL).
  b = await startTestServer({ database: s.config.database }, { mailer });
  // The demo's open lines would be reminded too: the book starts empty here.
  await s.db.deleteFrom('debits').execute();
});
afterAll(async () => {
  await b?.close();
  await s?.close();
});

/**
 * Runs at once on PostgreSQL. On SQLite the two instances of one test process would block each other's
 * writes (the driver waits synchronously), so there the runs go one after the other.
 */
const together = async (...runs: [TestServer, string][]) => {
  const run = ([server, day]: [TestServer, string]) => remindUnpaid(server.db, mailer, clock(day));
  if (testOnPostgres()) await Promise.all(runs.map(run));
  else for (const r of runs) await run(r);
};

const noticesOf = (lineId: number) =>
  s.db
    .selectFrom('notifications')
    .select(['type', 'role', 'branch', 'sent_to', 'title', 'content', 'link'])
    .where('type', '=', 10)
    .where((eb) => eb.or([eb('link', 'like', `%?line=${lineId}`), eb('link', 'like', `%/${lineId}`)]))
    .orderBy('id')
    .execute();

async function bell(email: string) {
  const { token } = await s.login(email);
  const res = await s.app.inject({ url: apiUrl(notificationApi.list, {}), headers: s.auth(token) });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { type: number; link: string; title: string }[]).filter((n) => n.type === 10);
}

/** An accountant-book line of branch 3 dated `day`, and a reception DEBIT PAY line of the same day. */
async function twoLines(day: string, owed = 1_200_000) {
  const acc = await putLine(s, { book: 'acc', day, month: day.slice(0, 7), owed });
  const rc = await putLine(s, { day, owed, row: { action: 'DEBIT PAY' } });
  return { acc, rc };
}

describe('reminders of unpaid bills', () => {
  it('sends nothing at 6 days, one notice at 7 to the right people, once across runs and instances', async () => {
    const { acc, rc } = await twoLines(addDays(MONDAY, -6));
    await remindUnpaid(s.db, mailer, clock(MONDAY));
    expect(await noticesOf(acc)).toEqual([]);
    expect(await noticesOf(rc)).toEqual([]);

    const tuesday = addDays(MONDAY, 1);
    await together([s, tuesday], [b, tuesday], [s, tuesday]);
    await Promise.all([remindUnpaid(s.db, mailer, clock(tuesday)), remindUnpaid(s.db, mailer, clock(tuesday))]);
    const [accNotice] = await noticesOf(acc);
    expect(await noticesOf(acc)).toHaveLength(1);
    expect(accNotice).toMatchObject({ type: 10, role: 4, branch: 3, sent_to: null });
    expect(accNotice.title).toBe('Unpaid bill to check (7 days)');
    expect(accNotice.content).toMatch(
      /^HBT1 · HI \d+ (DEBIT_)?GUEST \d+: unpaid for 7 days \(since 2031-03-04\), 1,\d{3},\d{3} VND$/,
    );
    expect(accNotice.link).toBe(`/acc_debit/3/2031/03?line=${acc}`);
    const [rcNotice] = await noticesOf(rc);
    expect(await noticesOf(rc)).toHaveLength(1);
    expect(rcNotice).toMatchObject({ role: 0, branch: 3, link: `/reception_debit/3/2031-03/${rc}` });

    // The bell: the branch's accountant sees the accountant line, its reception the DEBIT PAY line; nobody else.
    const links = async (email: string) => (await bell(email)).map((n) => n.link);
    expect(await links('accountant.hbt1@sumbook.test')).toEqual([accNotice.link]);
    expect(await links('reception.hbt1@sumbook.test')).toEqual([rcNotice.link]);
    expect(await links('accountant.tvl1@sumbook.test')).toEqual([]);
    expect(await links('reception.km1@sumbook.test')).toEqual([]);
  });

  it('sends the next step at 30 days, nothing for a paid line or a company debit of reception', async () => {
    const day = addDays(MONDAY, -29);
    const { acc, rc } = await twoLines(day);
    const paid = await putLine(s, { book: 'acc', day, month: day.slice(0, 7), paid: 'Paid' });
    const company = await putLine(s, { day, row: { action: 'DEBIT COMPANY', company: 'ACME' } });
    await remindUnpaid(s.db, mailer, clock(MONDAY));
    expect((await noticesOf(acc)).map((n) => n.title)).toEqual(['Unpaid bill to check (7 days)']);
    await remindUnpaid(s.db, mailer, clock(addDays(MONDAY, 1)));
    await remindUnpaid(b.db, mailer, clock(addDays(MONDAY, 2)));
    for (const id of [acc, rc])
      expect((await noticesOf(id)).map((n) => n.title)).toEqual([
        'Unpaid bill to check (7 days)',
        'Unpaid bill to check (30 days)',
      ]);
    expect(await noticesOf(paid)).toEqual([]);
    expect(await noticesOf(company)).toEqual([]);
  });

  it('honours the reminder days the accountant leader sets for the branch', async () => {
    const patch = async (email: string, branch: number, body: object) => {
      const { token } = await s.login(email);
      return s.app.inject({
        method: 'PATCH',
        url: apiUrl(branchApi.updateOther, { branchId: branch }),
        headers: s.auth(token),
        payload: body,
      });
    };
    expect((await patch('manager.hbt1@sumbook.test', 3, { remindDays: [3] })).statusCode).toBe(403);
    expect((await patch('accleader.hanoi@sumbook.test', 3, { remindDays: [10, 3] })).statusCode).toBe(400);
    expect((await patch('accleader.hanoi@sumbook.test', 3, { sumRate: 1 })).statusCode).toBe(403);
    expect((await patch('accleader.hanoi@sumbook.test', 1, { remindDays: [3] })).statusCode).toBe(403);
    const ok = await patch('accleader.hanoi@sumbook.test', 5, { remindDays: [3, 10] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.remindDays).toEqual([3, 10]);

    const day = addDays(MONDAY, -3);
    const km1 = await putLine(s, { branchId: 5, book: 'acc', day, month: day.slice(0, 7) });
    const hbt1 = await putLine(s, { branchId: 3, book: 'acc', day, month: day.slice(0, 7) });
    await remindUnpaid(s.db, mailer, clock(MONDAY));
    expect((await noticesOf(km1)).map((n) => n.title)).toEqual(['Unpaid bill to check (3 days)']);
    expect(await noticesOf(hbt1)).toEqual([]);
    await remindUnpaid(s.db, mailer, clock(addDays(MONDAY, 7)));
    expect((await noticesOf(km1)).map((n) => n.title)).toEqual([
      'Unpaid bill to check (3 days)',
      'Unpaid bill to check (10 days)',
    ]);
  });

  it('gathers many lines of one book due in the same run into one notice that opens the list', async () => {
    const day = addDays(MONDAY, -8);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await putLine(s, { branchId: 1, book: 'acc', day, month: day.slice(0, 7) }));
    const grouped = () =>
      s.db
        .selectFrom('notifications')
        .select(['title', 'content', 'link', 'role', 'branch'])
        .where('type', '=', 10)
        .where('branch', '=', 1)
        .execute();
    await together([s, MONDAY], [b, MONDAY]);
    expect(await grouped()).toEqual([
      {
        title: 'Unpaid bill to check: 5 bills',
        content: 'TVL1 · 5 bills unpaid, the oldest for 8 days (since 2031-03-02): open the ACC DEBIT list',
        link: '/acc_debit/1/2031/00',
        role: 4,
        branch: 1,
      },
    ]);
    // Every line is counted as reminded at its step: the next run sends nothing more.
    await remindUnpaid(s.db, mailer, clock(addDays(MONDAY, 1)));
    expect(await grouped()).toHaveLength(1);
    for (const id of ids) expect(await noticesOf(id)).toEqual([]);
  });

  it('mails each branch’s summary to the accountant leaders once a week', async () => {
    const weekly = (week: string) => mails.filter((m) => m.subject.includes(`Hai Ba Trung 1, week of ${week}`));
    const next = addDays(MONDAY, 7);
    expect(weekly(MONDAY)).toHaveLength(1);
    await together([s, addDays(MONDAY, 3)], [b, addDays(MONDAY, 4)]);
    expect(weekly(MONDAY)).toHaveLength(1);
    const [mail] = weekly(MONDAY);
    expect(mail.to).toEqual(['accleader.hanoi@sumbook.test']);
    expect(mail.subject).toBe(`Unpaid bills to check: HBT1 Hai Ba Trung 1, week of ${MONDAY}`);
    expect(mail.text).toMatch(/unpaid bill\(s\) of Hai Ba Trung 1 \(HBT1\) on 2031-03-11, oldest first:/);
    // The first run of the week with a bill past the first step mailed it (Tuesday's, in the first test).
    expect(mail.text).toContain('2031-03-04  7 days  ACC  HI ');

    await together([s, next], [b, next]);
    expect(weekly(next)).toHaveLength(1);
    expect(weekly(next)[0].text).toContain('36 days');
  });
});
