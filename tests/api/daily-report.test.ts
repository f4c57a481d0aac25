// The reception daily report through the real server: check makes and stores it from the day's reception
// sum written here, refresh works the counts out again and keeps the typed rates, send mails the figures
// through a real SMTP catcher after the store commits; reception only writes; bad input changes nothing, a
// failed mail keeps the report sent and a repeat resends only the mail.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from '../../src/server/db/dialect';
import { startSmtp } from '../support/smtp';
import { startTestServer, type TestServer } from '../support/server';
import { createSum, hotelRow, rcCalls, serviceRow } from './rc-support';
import { dailyReportApi } from '../../src/contract/daily-report';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let failing = false;
let t: Record<'reception' | 'receptionHbt' | 'manager' | 'managerHbt' | 'area' | 'ceo', string>;
const DAY = '2033-05-10';
const OTHER = '2033-05-20';
let sum: { version: number; revision: number };

const ROWS = [
  hotelRow('1', DAY, { room: '201', checkin: '2033-05-08' }), // check-out
  hotelRow('2', DAY, { room: '202', checkin: '2033-05-09', action: 'late check out' }), // check-out, late
  hotelRow('3', DAY, { room: '203', checkin: DAY }), // check-in and check-out, short time
  hotelRow('4', DAY, { room: '204', action: 'CANCEL' }),
  serviceRow('5', { packages: { 'MS 70P': 1, 'MS 70P & BT': 2 } }), // outside guest: 3 walk-in
  serviceRow('6', { room: '201', packages: { BT: 2 } }),
];

const make = (token: string, mode: string, date: string, query = '') =>
  s.app.inject({ url: `${apiUrl(dailyReportApi.make, { mode, date })}${query}`, headers: s.auth(token) });
const RATES = {
  usdVcbBuying: 25_340.125,
  usdVcbSelling: 25_400.5,
  usdAzumayaBuying: 25_300,
  jpyVcbBuying: 165.25,
  jpyVcbSelling: 170.5,
  jpyAzumayaBuying: 160,
  jpyAzumayaSelling: 175.75,
};
const send = (token: string, body: Record<string, unknown>) =>
  s.app.inject({ method: 'POST', url: apiUrl(dailyReportApi.send, {}), headers: s.auth(token), payload: body });
/** A database trigger that refuses (inside the send's transaction) any daily report stored with that note. */
async function refuseNote(on: boolean): Promise<void> {
  const pg = dialectOf(s.db) === 'postgres';
  if (!on) {
    await sql.raw(pg ? 'DROP TRIGGER refuse_note ON daily_reports' : 'DROP TRIGGER refuse_note').execute(s.db);
    return;
  }
  if (pg) {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION refuse_note() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
          `IF NEW.note = 'refused by the store' THEN RAISE EXCEPTION 'store failed'; END IF; RETURN NEW; END $$`,
      )
      .execute(s.db);
    await sql
      .raw('CREATE TRIGGER refuse_note BEFORE UPDATE ON daily_reports FOR EACH ROW EXECUTE FUNCTION refuse_note()')
      .execute(s.db);
    return;
  }
  await sql
    .raw(
      "CREATE TRIGGER refuse_note BEFORE UPDATE ON daily_reports WHEN NEW.note = 'refused by the store' " +
        "BEGIN SELECT RAISE(ABORT, 'store failed'); END",
    )
    .execute(s.db);
}
const stored = (date: string) =>
  s.db.selectFrom('daily_reports').selectAll().where('branch_id', '=', 1).where('date', '=', date).execute();

beforeAll(async () => {
  smtp = await startSmtp({ reject: () => failing });
  s = await startTestServer({ smtpUrl: smtp.url });
  t = {
    reception: (await s.login('reception.tvl1@sumbook.test')).token, // branch 1, Ho Chi Minh
    receptionHbt: (await s.login('reception.hbt1@sumbook.test')).token,
    manager: (await s.login('manager.tvl1@sumbook.test')).token,
    managerHbt: (await s.login('manager.hbt1@sumbook.test')).token,
    area: (await s.login('areamanager.hcm@sumbook.test')).token,
    ceo: (await s.login('ceo@sumbook.test')).token,
  };
  sum = await createSum(s, t.reception, 1, DAY, ROWS);
  // A sum sent two days later bills room 301's stay of the nights of the 9th to the 11th: it stays on the 10th.
  const later = await createSum(s, t.reception, 1, '2033-05-12', [
    hotelRow('9', '2033-05-12', { room: '301', checkin: '2033-05-09' }),
  ]);
  const res = await rcCalls(s).send(t.reception, 1, {
    day: '2033-05-12',
    version: later.version,
    revision: later.revision,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  smtp.mails.length = 0;
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

describe('make_daily_report', () => {
  it("'check' makes the report from the day's sum, stores it once, and answers it again", async () => {
    const res = await make(t.reception, 'check', DAY);
    expect(res.statusCode, res.body).toBe(200);
    const { status, msg, data } = res.json();
    expect(status).toBe(1);
    expect(msg).toBe('made');
    const rooms = (await s.db.selectFrom('branches').select('rooms').where('id', '=', 1).executeTakeFirstOrThrow())
      .rooms;
    // Capacity: 301 stays (1) + 202 late (1/2) + 203 short (1/2) = 2 rooms.
    const capacity = Math.round((2 / rooms) * 10_000) / 100;
    expect(data).toMatchObject({
      date: DAY,
      branchId: 1,
      stored: true,
      revision: 1,
      sentAt: null,
      roomLine: 4,
      checkOut: 3,
      checkIn: 1,
      shortTime: 1,
      lateCheckOut: 1,
      cancelRoom: 1,
      noShow: 0,
      guestMassage: 3,
      massageLine: 1,
      guestRoten: 4,
      rotenLine: 2,
      massage70Roten: 2,
      walkIn: 3,
      capacityRoom: capacity,
      usdVcbBuying: 0,
      note: '',
    });
    const again = (await make(t.reception, 'check', DAY)).json();
    expect(again.msg).toBe('ok');
    expect(again.data.revision).toBe(1);
    expect(await stored(DAY)).toHaveLength(1);
  });

  it('readers see their scope; a day reception has not loaded is shown, not stored', async () => {
    expect((await make(t.manager, 'check', DAY)).json().data).toMatchObject({ stored: true, checkOut: 3 });
    expect((await make(t.area, 'check', DAY, '?branch=1')).json().data.stored).toBe(true);
    expect((await make(t.ceo, 'check', DAY, '?branch=1')).statusCode).toBe(200);
    const preview = await make(t.manager, 'check', OTHER);
    expect(preview.json()).toMatchObject({ msg: 'preview', data: { stored: false, checkOut: 0 } });
    expect(await stored(OTHER)).toHaveLength(0);
    expect((await make(t.area, 'check', DAY, '?branch=3')).json()).toEqual(refusal('Mistake Branch Area'));
    expect((await make(t.managerHbt, 'check', DAY, '?branch=1')).statusCode).toBe(403);
    expect((await make(t.receptionHbt, 'check', DAY, '?branch=1')).statusCode).toBe(403);
  });

  it("refuses 'refresh' to every role but reception, and bad days or modes", async () => {
    for (const token of [t.manager, t.area, t.ceo]) {
      const res = await make(token, 'refresh', DAY, '?branch=1');
      expect(res.statusCode).toBe(403);
      expect(res.json().status).toBe(0);
    }
    expect((await make(t.reception, 'check', '2033-02-30')).statusCode).toBe(400);
    expect((await make(t.reception, 'remake', DAY)).statusCode).toBe(400);
    expect((await make(t.reception, 'check', DAY, '?branch=abc')).statusCode).toBe(400);
    expect((await s.app.inject({ url: apiUrl(dailyReportApi.make, { mode: 'check', date: DAY }) })).statusCode).toBe(
      401,
    );
  });
});

describe('sent_mail_daily_report', () => {
  it('mails the figures to the branch managers and the area manager, and stores the rates', async () => {
    const current = (await make(t.reception, 'check', DAY)).json().data;
    const res = await send(t.reception, { ...current, ...RATES, note: 'Water pump <fixed>\nAll fine' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ ...RATES, note: 'Water pump <fixed>\nAll fine', revision: 2 });
    expect(res.json().data.sentAt).toEqual(expect.any(String));
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail.to.sort()).toEqual(['areamanager.hcm@sumbook.test', 'manager.tvl1@sumbook.test']);
    const html = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(html).toContain('Daily report TVL1 2033-05-10');
    expect(html).toMatch(/Check out<\/th><td[^>]*>3</);
    expect(html).toMatch(/Walk in<\/th><td[^>]*>3</);
    expect(html).toContain('25,340.125');
    expect(html).toContain('175.75');
    expect(html).toContain('Water pump &lt;fixed&gt;');
    const [row] = await stored(DAY);
    expect(row).toMatchObject({ ...RATES, sent_by: expect.any(String), revision: 2 });
    const trail = await s.db.selectFrom('audit').selectAll().where('action', '=', 'daily.send').execute();
    expect(trail).toHaveLength(1);
    expect(JSON.parse(trail[0].detail).after.usdVcbBuying).toBe(25_340.125);
  });

  it('refresh works the counts out again from the changed sum and keeps the typed rates and note', async () => {
    const rows = [...ROWS, hotelRow('7', DAY, { room: '207', checkin: '2033-05-07' })];
    const res = await rcCalls(s).save(t.reception, 1, {
      day: DAY,
      version: sum.version,
      revision: sum.revision,
      content: rows,
    });
    expect(res.statusCode, res.body).toBe(200);
    const refreshed = (await make(t.reception, 'refresh', DAY)).json();
    expect(refreshed.msg).toBe('refreshed');
    expect(refreshed.data).toMatchObject({
      checkOut: 4,
      roomLine: 5,
      ...RATES,
      note: 'Water pump <fixed>\nAll fine',
      revision: 3,
    });
  });

  it('refuses send to every role but reception (403), and changes nothing', async () => {
    const current = (await make(t.reception, 'check', DAY)).json().data;
    for (const token of [t.manager, t.area, t.ceo]) {
      const res = await send(token, { ...current, usdVcbBuying: 1 });
      expect(res.statusCode).toBe(403);
    }
    expect(smtp.mails).toHaveLength(1);
    expect((await stored(DAY))[0].usdVcbBuying).toBe(RATES.usdVcbBuying);
  });

  it('bad input is answered 4xx and stores and mails nothing', async () => {
    const current = (await make(t.reception, 'check', DAY)).json().data;
    const bad: Record<string, unknown>[] = [
      { usdVcbBuying: 25_340.1255 },
      { jpyVcbBuying: 165.255 },
      { jpyAzumayaSelling: -1 },
      { usdVcbSelling: '25,400' },
      { checkIn: 'many' },
      { date: '2033-13-01' },
      { note: 'x'.repeat(5000) },
    ];
    for (const change of bad) {
      const res = await send(t.reception, { ...current, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().status).toBe(0);
    }
    const stale = await send(t.reception, { ...current, revision: current.revision - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe("Can't SEND report, please reload page and check again.");
    expect(smtp.mails).toHaveLength(1);
    const [row] = await stored(DAY);
    expect(row).toMatchObject({ ...RATES, revision: current.revision });
  });

  it('a failed mail answers 502 and keeps the report sent; the same send repeated resends only the mail', async () => {
    const current = (await make(t.reception, 'check', OTHER)).json().data;
    expect(current.stored).toBe(true);
    const audits = async (action: string) =>
      (await s.db.selectFrom('audit').select('id').where('action', '=', action).execute()).length;
    const sends = await audits('daily.send');
    failing = true;
    try {
      const res = await send(t.reception, { ...current, ...RATES });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual(refusal('Error when send mail'));
    } finally {
      failing = false;
    }
    const [row] = await stored(OTHER);
    expect(row).toMatchObject({ sent_by: expect.any(String), usdVcbBuying: RATES.usdVcbBuying, mailed: 0 });
    expect(row.revision).toBe(current.revision + 1);
    expect(await audits('daily.send_mail_failed')).toBe(1);
    smtp.mails.length = 0;
    const retry = await send(t.reception, { ...current, ...RATES });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(smtp.mails).toHaveLength(1);
    const [after] = await stored(OTHER);
    expect(after).toMatchObject({ revision: current.revision + 1, mailed: 1 });
    expect(await audits('daily.send')).toBe(sends + 1);
  });

  it('never mails before the store commits: a store that fails inside the send mails nothing', async () => {
    const base = (await make(t.reception, 'check', OTHER)).json().data;
    await refuseNote(true);
    smtp.mails.length = 0;
    try {
      const res = await send(t.reception, { ...base, ...RATES, note: 'refused by the store' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await refuseNote(false);
    }
    expect(smtp.mails).toHaveLength(0);
    const [row] = await stored(OTHER);
    expect(row).toMatchObject({ revision: base.revision, note: base.note });
  });

  it('two sends from the same base: the first is stored, the second refused 409 before any mail', async () => {
    smtp.mails.length = 0;
    const base = (await make(t.reception, 'check', OTHER)).json().data;
    const first = await send(t.reception, { ...base, ...RATES, note: 'first' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await send(t.reception, { ...base, ...RATES, note: 'second' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject(refusal("Can't SEND report, please reload page and check again."));
    expect(second.json().current).toMatchObject({ note: 'first', revision: base.revision + 1 });
    expect(smtp.mails).toHaveLength(1);
    const [row] = await stored(OTHER);
    expect(row).toMatchObject({ note: 'first', revision: base.revision + 1 });
  });

  it('two sends racing from the same base: one 200, one 409, one stored write and one audit', async () => {
    const base = (await make(t.reception, 'check', OTHER)).json().data;
    const audits = async () =>
      (await s.db.selectFrom('audit').select('id').where('action', '=', 'daily.send').execute()).length;
    const before = await audits();
    smtp.mails.length = 0;
    // Both pass the revision check before either mail is done: the conditional write keeps one of them.
    const answers = await Promise.all([
      send(t.reception, { ...base, ...RATES, note: 'race a' }),
      send(t.reception, { ...base, ...RATES, note: 'race b' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [row] = await stored(OTHER);
    expect(row.revision).toBe(base.revision + 1);
    expect(row.note).toBe(answers.find((a) => a.statusCode === 200)?.json().data.note);
    expect(await audits()).toBe(before + 1);
  });

  it('a send to a stored report without its revision is refused 400 and mails nothing', async () => {
    smtp.mails.length = 0;
    const { revision: _r, ...body } = (await make(t.reception, 'check', OTHER)).json().data;
    const res = await send(t.reception, { ...body, ...RATES });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(0);
    expect(smtp.mails).toHaveLength(0);
  });
});
