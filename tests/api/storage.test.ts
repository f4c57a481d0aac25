// The storage report's calls against the real server: items and stock worked out by hand, the compare
// count and the confirm flag, save unconfirming, send needing the confirm and mailing through SMTP after the
// mark commits (a failed mail keeps it, a repeat resends only the mail), the
// role rules, the same-cell conflict, a replay applied once, and bad input answered 4xx with nothing stored.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CELL_CONFLICT } from '../../src/domain/cells';
import { nextMonth } from '../../src/domain/dates';
import { NOT_CONFIRMED } from '../../src/domain/storage';
import { startTestServer, type TestServer } from '../support/server';
import { simpleParser, startSmtp } from '../support/smtp';
import { storageApi } from '../../src/contract/storage';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let failing = false;
let t: Record<'sup' | 'acc' | 'reception' | 'supTvl', string>;
let last = '2041-11';
/** Every other month from 2042-01: nothing carries into the next test's month. */
const fresh = () => (last = nextMonth(nextMonth(last)));
const key = () => randomUUID();

beforeAll(async () => {
  smtp = await startSmtp({ reject: () => failing });
  s = await startTestServer({ smtpUrl: smtp.url });
  t = {
    sup: (await s.login('supervisor.hbt1@sumbook.test')).token, // role 3, branch 3
    acc: (await s.login('accountant.hbt1@sumbook.test')).token, // role 4, branch 3
    reception: (await s.login('reception.hbt1@sumbook.test')).token,
    supTvl: (await s.login('supervisor.tvl1@sumbook.test')).token, // branch 1
  };
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

const READS = { get_data: storageApi.getData, compare_data: storageApi.compareData };
const get = (token: string, what: keyof typeof READS, month: string, branch: number | string = 3) =>
  s.app.inject({ url: apiUrl(READS[what], { branch, month }), headers: s.auth(token) });
const save = (token: string, month: string, payload: unknown, branch: number | string = 3) =>
  s.app.inject({
    method: 'PATCH',
    url: apiUrl(storageApi.saveData, { branchId: branch, month }),
    headers: s.auth(token),
    payload: payload as object,
  });
const confirm = (token: string, month: string, branch = 3) =>
  s.app.inject({
    method: 'POST',
    url: apiUrl(storageApi.confirmData, { branchId: branch, month }),
    headers: s.auth(token),
  });
const send = (token: string, month: string) =>
  s.app.inject({ method: 'POST', url: apiUrl(storageApi.sendReport, { branchId: 3, month }), headers: s.auth(token) });
const io = (itemId: string, day: number, field: string, value: number, base = 0) => ({
  itemId,
  day,
  field,
  value,
  base,
  key: key(),
});
const item = async (month: string, id: string) =>
  (await get(t.sup, 'get_data', month)).json().data.items.find((i: { itemId: string }) => i.itemId === id);

describe('stock', () => {
  it('works the stock out from the start, in and out, and carries it into the next month', async () => {
    const month = fresh();
    const first = (await get(t.sup, 'get_data', month)).json();
    expect(first).toMatchObject({
      status: 1,
      msg: 'ok',
      data: { confirm: false, sent: null, canEdit: true, canCount: false },
    });
    expect(first.data.tabs[0]).toBe('SOFT DRINK');
    const res = await save(t.sup, month, {
      dataStorageItems: [{ itemId: 'a1', exist: { value: 50, base: 0, key: key() } }],
      listInOutItem: [
        io('a1', 1, 'in', 24),
        io('a1', 2, 'room', 5),
        io('a1', 2, 'kc', 2),
        io('a1', 3, 'rt', 1.5),
        io('a1', 3, 'other', 0.25),
      ],
      changeTurn: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    // 50 + 24 - (5 + 2 + 1.5 + 0.25) = 65.25
    expect(await item(month, 'a1')).toMatchObject({
      exist: 50,
      existTyped: true,
      totalIn: 24,
      totalOut: 8.75,
      stock: 65.25,
      acc: null,
    });
    const next = nextMonth(month);
    expect(await item(next, 'a1')).toMatchObject({ exist: 65.25, existTyped: false, stock: 65.25 });
  });
});

describe('CONFIRM WITH ACC and SEND REPORT', () => {
  it('counts the mismatches, confirms when none, is unconfirmed by a save, and sends only when confirmed', async () => {
    const month = fresh();
    await save(t.sup, month, { listInOutItem: [io('a2', 1, 'in', 10)] });
    let cmp = (await get(t.acc, 'compare_data', month)).json();
    // a2 has 10 in stock, every other item 0: only a2 differs from the (missing) count.
    expect(cmp).toMatchObject({ countError: 1, confirm: false, data: [{ itemId: 'a2', stock: 10, acc: null }] });
    expect((await send(t.sup, month)).json()).toMatchObject({ msg: NOT_CONFIRMED });
    const count = await save(t.acc, month, {
      dataStorageItems: [{ itemId: 'a2', acc: { value: 10, base: 0, key: key() } }],
    });
    expect(count.statusCode, count.body).toBe(200);
    // The compare (a GET) reads only; CONFIRM WITH ACC is the POST.
    cmp = (await get(t.acc, 'compare_data', month)).json();
    expect(cmp).toMatchObject({ countError: 0, confirm: false });
    expect((await get(t.sup, 'get_data', month)).json().data.confirm).toBe(false);
    expect((await send(t.sup, month)).json()).toMatchObject({ msg: NOT_CONFIRMED });
    cmp = (await confirm(t.acc, month)).json();
    expect(cmp).toMatchObject({ countError: 0, confirm: true });
    expect((await get(t.acc, 'compare_data', month)).json()).toMatchObject({ countError: 0, confirm: true });
    expect((await get(t.sup, 'get_data', month)).json().data.confirm).toBe(true);

    const sent = await send(t.sup, month);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(smtp.mails.at(-1)?.to).toEqual(['accountant.hbt1@sumbook.test', 'accleader.hanoi@sumbook.test']);
    expect(simpleParser(smtp.mails.at(-1)!.raw)).toContain('Storage report Hai Ba Trung 1');
    expect((await get(t.sup, 'get_data', month)).json().data.sent).toMatchObject({ by: 'Dang Thi Mai' });

    const again = await save(t.sup, month, { listInOutItem: [io('a2', 2, 'room', 1)] });
    expect(again.json().confirm).toBe(false);
    expect((await get(t.sup, 'get_data', month)).json().data.confirm).toBe(false);
    expect((await send(t.sup, month)).statusCode).toBe(409);
  });
});

describe('send', () => {
  it('a failed mail answers 502 and keeps the month sent; the send repeated resends only the mail', async () => {
    const month = fresh();
    const count = await save(t.acc, month, {
      dataStorageItems: [{ itemId: 'a1', acc: { value: 0, base: 0, key: key() } }],
    });
    expect(count.statusCode, count.body).toBe(200);
    expect((await confirm(t.acc, month)).json().confirm).toBe(true);
    const audits = async (action: string) =>
      (await s.db.selectFrom('audit').select('id').where('action', '=', action).execute()).length;
    const sends = await audits('storage.send');
    const mails = smtp.mails.length;
    failing = true;
    try {
      const res = await send(t.sup, month);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual(refusal('Error Send Mail'));
    } finally {
      failing = false;
    }
    const sent = (await get(t.sup, 'get_data', month)).json().data.sent;
    expect(sent).toMatchObject({ by: 'Dang Thi Mai' });
    expect(await audits('storage.send_mail_failed')).toBeGreaterThan(0);
    const retry = await send(t.sup, month);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().sent).toEqual(sent);
    expect(smtp.mails.length).toBe(mails + 1);
    expect(await audits('storage.send')).toBe(sends + 1);
  });
});

describe('roles', () => {
  it('lets the supervisor enter, the accountant count, nobody else', async () => {
    const month = fresh();
    expect((await save(t.reception, month, { listInOutItem: [io('a1', 1, 'in', 1)] })).statusCode).toBe(403);
    expect((await save(t.acc, month, { listInOutItem: [io('a1', 1, 'in', 1)] })).statusCode).toBe(403);
    expect(
      (await save(t.sup, month, { dataStorageItems: [{ itemId: 'a1', acc: { value: 1, base: 0, key: key() } }] }))
        .statusCode,
    ).toBe(403);
    expect((await save(t.supTvl, month, { listInOutItem: [io('a1', 1, 'in', 1)] })).statusCode).toBe(403);
    expect((await get(t.supTvl, 'get_data', month)).statusCode).toBe(403);
    expect((await item(month, 'a1')).totalIn).toBe(0);
  });

  it('lets those who enter or count confirm, nobody else (a reader only compares)', async () => {
    const month = fresh();
    const count = await save(t.acc, month, {
      dataStorageItems: [{ itemId: 'a1', acc: { value: 0, base: 0, key: key() } }],
    });
    expect(count.statusCode, count.body).toBe(200);
    const refused = await confirm(t.reception, month);
    expect([refused.statusCode, refused.json()]).toEqual([403, refusal('You do not have permission for this action')]);
    expect((await confirm(t.supTvl, month)).statusCode).toBe(403);
    expect((await get(t.reception, 'compare_data', month)).json()).toMatchObject({ countError: 0, confirm: false });
    expect((await get(t.sup, 'get_data', month)).json().data.confirm).toBe(false);
    expect((await confirm(t.sup, month)).json()).toMatchObject({ countError: 0, confirm: true });
  });
});

describe('cells', () => {
  it('keeps different cells, refuses the same cell from the same base with both values, applies a replay once', async () => {
    const month = fresh();
    const k = key();
    const first = { listInOutItem: [{ itemId: 'b1', day: 4, field: 'in', value: 12, base: 0, key: k }] };
    expect((await save(t.sup, month, first)).statusCode).toBe(200);
    const replay = await save(t.sup, month, first);
    expect(replay.json().results[0]).toMatchObject({ result: 'applied', replayed: true });
    const both = await save(t.sup, month, { listInOutItem: [io('b1', 4, 'in', 20), io('b1', 4, 'room', 3)] });
    expect(both.statusCode).toBe(409);
    expect(both.json()).toMatchObject({
      msg: CELL_CONFLICT,
      results: [
        { result: 'conflict', current: 12, mine: 20 },
        { result: 'applied', value: 3 },
      ],
    });
    expect(await item(month, 'b1')).toMatchObject({ totalIn: 12, totalOut: 3, stock: 9 });
  });

  it('renames an item and changes its unit', async () => {
    const month = fresh();
    const res = await save(t.sup, month, { dataStorageItems: [{ itemId: 'c2', name: 'Seaweed snack', unit: 'Box' }] });
    expect(res.statusCode).toBe(200);
    expect(await item(month, 'c2')).toMatchObject({ name: 'Seaweed snack', unit: 'Box' });
  });

  it('answers bad input 4xx and stores nothing', async () => {
    const month = fresh();
    const before = await s.db.selectFrom('grid_cells').select(s.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const bad: unknown[] = [
      { listInOutItem: [io('a1', 1, 'in', -1)] },
      { listInOutItem: [{ ...io('a1', 1, 'in', 1), value: 'ten' }] },
      { listInOutItem: [io('a1', 1, 'in', 1.234)] },
      { listInOutItem: [io('zz9', 1, 'in', 1)] },
      { listInOutItem: [io('a1', 1, 'minibar', 1)] },
      { listInOutItem: [io('a1', 1, 'in', 1), io('a1', 32, 'in', 1)] },
      { listInOutItem: [io('a1', 1, 'in', 1), io('a1', 31, 'in', 1)] }, // 2042-?? with 30 days or less is refused below
      {},
      { listInOutItem: [{ itemId: 'a1', day: 1, field: 'in', value: 1 }] },
    ];
    for (const body of bad.slice(0, 6).concat(bad.slice(7))) {
      const res = await save(t.sup, month, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const feb = await save(t.sup, '2043-02', bad[6]);
    expect(feb.statusCode).toBe(400);
    expect((await get(t.sup, 'get_data', '2042-13')).statusCode).toBe(400);
    const after = await s.db.selectFrom('grid_cells').select(s.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});

describe('empty branch', () => {
  it("answers 'null' for a branch without items", async () => {
    const ceo = (await s.login('ceo@sumbook.test')).token;
    expect((await get(ceo, 'get_data', fresh(), 5)).json().msg).toBe('null');
  });
});
