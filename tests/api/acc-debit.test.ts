// The debit on sum (ACC DEBIT AREA): the month's debit rows collected from its days, save with stale
// refusals, rows moved from days 01-03 to the previous month with duplicates answered back, add one and add
// all, CONFIRM END MONTH copying once into the debit book, and find_one_hi over sums, debit on sum and book.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { accCalls, accDay, hotelRow, loginAll, SAVE_REFUSED, serviceRow, type Row, type Who } from './acc-support';
import { debitApi } from '../../src/contract/debit';
import { pathTo } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let t: Record<Who, string>;
beforeAll(async () => {
  s = await startTestServer();
  t = await loginAll(s);
});
afterAll(async () => {
  await s.close();
});

type DebitRow = Row & { name: string; paid: string; log: string[]; nights: number; amount: number };
const debitOf = async (month: string) => (await accCalls(s).getDebit(t.accountant, 3, month)).json();

describe('the debit on sum of a month', () => {
  it('collects the debit rows of the month (DEBIT CHECK IN left out, nights counted) and saves with stale refusals', async () => {
    const acc = accCalls(s);
    const day = '2031-05-12';
    await accDay(s, t.accountant, 3, day, [
      hotelRow('h1', day),
      hotelRow('d1', day, { HI: '705001', action: 'DEBIT COMPANY', vnd: 0 }),
      hotelRow('c1', day, { HI: '705002', action: 'DEBIT CHECK IN', vnd: 0 }),
    ]);
    const none = await debitOf('2031-05');
    expect(none).toMatchObject({ status: 1, msg: 'null', data: null });
    expect(none.collected.map((r: DebitRow) => [r.ID, r.name, r.nights, r.amount])).toEqual([
      ['d1', 'DEBIT_TANAKA YUKI', 2, 2_000_000],
    ]);

    const saved = await acc.saveDebit(t.accountant, 3, '2031-05', { version: 1, revision: 0, content: none.collected });
    expect(saved.statusCode).toBe(201);
    // In the debit area every row counts: the company's 2 nights.
    expect(saved.json().data.totals).toMatchObject({ sum_credit: '2031-05', sum_nights: 2, sum_amount: 2_000_000 });
    const stale = await acc.saveDebit(t.leader, 3, '2031-05', { version: 1, revision: 0, content: [] });
    expect(stale.json()).toEqual(refusal(SAVE_REFUSED));
    const noMaker = await acc.saveDebit(t.accountant, 3, '2031-05', {
      version: 1,
      revision: 1,
      content: [],
      maker: ' ',
    });
    expect(noMaker.json()).toEqual(refusal('Please input name people make sum'));
    expect((await debitOf('2031-05')).data).toMatchObject({ month: '2031-05', revision: 1, content: [{ ID: 'd1' }] });
  });
});

describe('moving rows of days 01-03 to the previous month', () => {
  const day = '2031-03-02';
  beforeAll(async () => {
    await accDay(s, t.accountant, 3, day, [
      hotelRow('h5', day, { HI: '703005', action: 'DEBIT COMPANY', vnd: 0 }),
      hotelRow('h6', day, { HI: '703006', name: 'ito ryo' }),
      serviceRow('s7'),
    ]);
  });

  it('moves on day 02 into February (made if none), DEBIT_ prefix, with a log line', async () => {
    const res = await accCalls(s).move(t.accountant, 3, day, ['h5']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, msg: 'Update Success', month: '2031-02', added: 1, duplicates: [] });
    const feb = await debitOf('2031-02');
    expect(feb.data).toMatchObject({ month: '2031-02', version: 1, edit: true, maker: 'Do Van Long' });
    const [row] = feb.data.content as DebitRow[];
    expect(row).toMatchObject({ ID: 'h5', HI: '703005', name: 'DEBIT_TANAKA YUKI', nights: 2 });
    expect(row.log.at(-1)).toMatch(/Move to Debit 2031-02-28 from ACC Sum 2031-03-02 by Do Van Long$/);
    const trail = await s.db
      .selectFrom('audit')
      .select(['action', 'detail'])
      .where('target', '=', 'accdebit:3:2031-02:1')
      .execute();
    expect(trail.map((a) => a.action)).toEqual(['accdebit.move_to_debit']);
  });

  it('refuses day 04, changing nothing', async () => {
    await accDay(s, t.accountant, 3, '2031-03-04', [hotelRow('h9', '2031-03-04')]);
    const before = (await debitOf('2031-02')).data.revision;
    const res = await accCalls(s).move(t.accountant, 3, '2031-03-04', ['h9']);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(refusal('Rows can be moved to Debit only on days 01, 02 and 03'));
    expect((await debitOf('2031-02')).data.revision).toBe(before);
    const unknown = await accCalls(s).move(t.accountant, 3, day, ['nope']);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().msg).toMatch(/^Error when update Debit/);
  });

  it('answers duplicates ("Have Double Debit Bill") and adds the rest; add one and add all add them anyway', async () => {
    const acc = accCalls(s);
    const again = await acc.move(t.accountant, 3, day, ['h5', 'h6']);
    expect(again.statusCode).toBe(200);
    const answer = again.json();
    expect(answer).toMatchObject({ status: 1, msg: 'Have Double Debit Bill', month: '2031-02', added: 1 });
    expect(answer.duplicates.map((r: DebitRow) => [r.ID, r.HI, r.name])).toEqual([
      ['h5', '703005', 'DEBIT_TANAKA YUKI'],
    ]);
    expect((await debitOf('2031-02')).data.content.map((r: DebitRow) => r.ID)).toEqual(['h5', 'h6']);

    const onlyDupes = await acc.move(t.accountant, 3, day, ['h5']);
    expect(onlyDupes.json()).toMatchObject({ msg: 'Have Double Debit Bill', added: 0 });
    const revision = (await debitOf('2031-02')).data.revision;

    const one = await acc.addOne(t.accountant, 3, '2031-02', answer.duplicates);
    expect(one.json()).toEqual({ status: 1, msg: 'Update Success', added: 1 });
    const two = await acc.addOne(t.accountant, 3, '2031-02', [...answer.duplicates, ...answer.duplicates]);
    expect(two.statusCode).toBe(400);
    const all = await acc.addList(t.leader, 3, '2031-02', [...answer.duplicates, ...answer.duplicates]);
    expect(all.json()).toEqual({ status: 1, msg: 'Update Success', added: 2 });

    const feb = (await debitOf('2031-02')).data;
    expect(feb.revision).toBe(revision + 2);
    expect(feb.content.map((r: DebitRow) => r.ID)).toEqual(['h5', 'h6', 'h5-2', 'h5-3', 'h5-4']);
    expect((feb.content as DebitRow[])[2].log.at(-1)).toMatch(/Add Double Debit Bill by Do Van Long$/);
    // Saved back as it came: the stored rows pass the row schema.
    const back = await acc.saveDebit(t.accountant, 3, '2031-02', {
      version: 1,
      revision: feb.revision,
      content: feb.content,
    });
    expect(back.statusCode).toBe(200);
  });
});

describe('the size of a debit on sum', () => {
  it('takes at most the 1,000 rows a save takes, so what the server added can be saved back', async () => {
    const acc = accCalls(s);
    const rows = Array.from({ length: 1000 }, (_, i) => serviceRow(`m${i}`, { SI: String(80_000 + i) }));
    expect((await acc.addList(t.accountant, 3, '2031-12', rows)).json()).toMatchObject({ added: 1000 });
    const over = await acc.addOne(t.accountant, 3, '2031-12', [serviceRow('m-last', { SI: '89999' })]);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual(refusal('A debit on sum holds at most 1000 rows'));
    expect((await debitOf('2031-12')).data.content).toHaveLength(1000);
  });
});

describe('CONFIRM END MONTH', () => {
  it('copies the rows not Paid into the debit book once; a second confirm copies nothing', async () => {
    const acc = accCalls(s);
    const missing = await acc.confirm(t.accountant, 3, '2031-08');
    expect(missing.statusCode).toBe(409);
    expect(missing.json().msg).toBe('PLEASE MAKE DEBIT ON SUM');

    const month = '2031-04';
    const rows = [
      hotelRow('b1', '2031-04-20', { HI: '704001', action: 'DEBIT COMPANY', vnd: 0 }),
      hotelRow('b2', '2031-04-21', { HI: '704002', action: 'DEBIT PAY', vnd: 0 }),
      hotelRow('b3', '2031-04-22', { HI: '704003', action: 'DEBIT NOSHOW', vnd: 2_000_000, paid: 'Paid' }),
    ];
    const made = await acc.saveDebit(t.accountant, 3, month, { version: 1, revision: 0, content: rows });
    expect(made.statusCode).toBe(201);
    expect((await acc.period(t.accountant, 3, month)).json().data.confirmed).toBe(false);

    const first = await acc.confirm(t.accountant, 3, month);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: 1,
      msg: 'Complete Copy list Debit to DEBIT AREA',
      copied: 2,
      already: false,
    });
    const second = await acc.confirm(t.leader, 3, month);
    expect(second.json()).toMatchObject({ status: 1, copied: 0, already: true });
    const book = (await acc.book(t.accountant, 3, month)).json();
    expect(book.data.map((l: { month: string; row: DebitRow }) => [l.month, l.row.ID, l.row.paid])).toEqual([
      [month, 'b1', 'Debit'],
      [month, 'b2', 'Debit'],
    ]);
    expect(book.data[0].row.log.at(-1)).toMatch(/Copy from Debit on Sum 2031-04 v1 by Do Van Long$/);
    // The copied lines keep their log as debit_history rows, the confirm line by the accountant.
    const copied = await s.db
      .selectFrom('debits')
      .select(['id', 'row', 'paid', 'type', 'source', 'day'])
      .where('book', '=', 'acc')
      .where('branch_id', '=', 3)
      .where('month', '=', month)
      .orderBy('id')
      .execute();
    expect(copied.map((l) => [JSON.parse(l.row).ID, JSON.parse(l.row).log, l.paid, l.type, l.source, l.day])).toEqual([
      ['b1', [], 'Debit', 'ACC', 'Debit on sum 2031-04 v1', '2031-04-30'],
      ['b2', [], 'Debit', 'RC', 'Debit on sum 2031-04 v1', '2031-04-30'],
    ]);
    const confirms = await s.db
      .selectFrom('debit_history')
      .select(['debit_id', 'user_id', 'user_name', 'line'])
      .where('kind', '=', 'confirm')
      .where(
        'debit_id',
        'in',
        copied.map((l) => l.id),
      )
      .orderBy('id')
      .execute();
    expect(confirms.map((h) => [h.debit_id, h.user_name, h.user_id !== null, h.line])).toEqual(
      copied.map((l, i) => [l.id, 'Do Van Long', true, book.data[i].row.log.at(-1)]),
    );
    const byRc = (
      await acc.get(t.accountant, pathTo(debitApi.viewDebitByRc, { branchId: 3, year: 2031, month: '04' }))
    ).json().data;
    expect(byRc.rows.map((r: { rowId: string; log: string[] }) => [r.rowId, r.log])).toEqual(
      book.data.map((l: { row: DebitRow }) => [l.row.ID, l.row.log]).reverse(),
    );
    expect((await acc.period(t.accountant, 3, month)).json().data.confirmed).toBe(true);
    const trail = await s.db
      .selectFrom('audit')
      .select(['action', 'user_name', 'detail'])
      .where('action', '=', 'accdebit.confirm_month')
      .where('target', 'like', 'accdebit:3:2031-04:%')
      .execute();
    expect(trail).toHaveLength(1);
    expect(trail[0].user_name).toBe('Do Van Long');
    const detail = JSON.parse(trail[0].detail);
    expect(detail.before).toEqual({ confirmed: false, copied: 0 });
    expect(detail.after).toMatchObject({ confirmed: true, confirmedBy: 'Do Van Long', copied: copied.length });
    expect(detail.after.rows.map((r: { ID: string }) => r.ID)).toEqual(
      book.data.map((l: { row: DebitRow }) => l.row.ID),
    );

    const [a, b] = await Promise.all([acc.confirm(t.accountant, 3, '2031-02'), acc.confirm(t.leader, 3, '2031-02')]);
    expect([a.json().already, b.json().already].sort()).toEqual([false, true]);
    const lines = await s.db
      .selectFrom('debits')
      .select('row_id')
      .where('book', '=', 'acc')
      .where('branch_id', '=', 3)
      .where('month', '=', '2031-02')
      .execute();
    expect(lines).toHaveLength(a.json().copied + b.json().copied);
  });
});

describe('find_one_hi', () => {
  it('searches accountant sums, debits on sum and the debit book of a year', async () => {
    const acc = accCalls(s);
    const sums = await acc.find(t.accountant, 3, '2031', 'accsum', 'hi', '703006');
    expect(sums.statusCode).toBe(200);
    expect(sums.json().data.map((h: { day: string; row: Row }) => [h.day, h.row.ID])).toEqual([['2031-03-02', 'h6']]);
    const debit = await acc.find(t.accountant, 3, '2031', 'debitonsum', 'name', 'debit_ito');
    expect(debit.json().data.map((h: { day: string; row: Row }) => [h.day, h.row.ID])).toEqual([['2031-02', 'h6']]);
    const book = await acc.find(t.leader, 3, '2031', 'debit', 'hi', '70400');
    expect(book.json().data.map((h: { day: string; row: Row }) => h.row.ID)).toEqual(['b1', 'b2']);
    expect((await acc.find(t.leader, 3, '2031', 'debit', 'hi', '70400', true)).statusCode).toBe(404);
    expect((await acc.find(t.leader, 3, '2031', 'debit', 'hi', '704002', true)).json().data).toHaveLength(1);
    expect((await acc.find(t.accountant, 3, '2030', 'accsum', 'hi', '703006')).json()).toEqual({
      status: 0,
      code: 'NO_DATA',
      msg: 'Have not data',
    });
    expect((await acc.find(t.accountant, 3, '2031', 'accsum', 'name', ' ')).json().msg).toBe('Key search is empty');
    expect((await acc.find(t.accountant, 3, '2031', 'accsum', 'name', 'it')).json().msg).toBe('Length key search > 2');
  });
});
