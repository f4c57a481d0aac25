// The debit book's pages (spec 1 sections 2.5, 2.6, 7.3, 9; document 4): view_debit and view_debit_by_rc
// paged, sorted, searched, by type, loadBy and period, with sums per currency; up_rcdebit adding lines
// and answering duplicates; the scope of every call; malformed calls refused with nothing changed.
import { displayName } from '../../src/domain/row-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaidState } from '../../src/domain/invoice-row';
import { startTestServer, type TestServer } from '../support/server';
import {
  bookFootprint,
  debitCalls,
  loginRoles,
  NO_PERMISSION,
  putLine,
  storedLine,
  type RoleNo,
} from './debit-support';
import { createSum, hotelRow, rcCalls } from './rc-support';
import { debitApi } from '../../src/contract/debit';
import { pathTo } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let u: Record<RoleNo, { token: string; id: number }>;

interface Fixture {
  i: number;
  id: number;
  hi: string;
  name: string;
  company: string;
  room: string;
  day: string;
  amount: number;
  action: string;
  paid: PaidState;
}
/** March 2035 of branch 3's reception book: 25 lines, 2 of them deleted (no other data that year). */
const march: Fixture[] = [];
const NAMES = ['tanaka yuki', 'Sato Mai', 'suzuki kenji', 'TAKAHASHI EMI', 'watanabe taro'];
const COMPANY: Record<number, string> = { 0: '100% Corp', 3: 'Sakura Travel', 6: 'A_B Holdings' };
const PAID_AT = [2, 7, 12, 17, 22];
const NON_PAID_AT = [1, 13];
const DELETED_AT = [9, 19];
const stateOf = (i: number): PaidState =>
  DELETED_AT.includes(i) ? 'Delete' : PAID_AT.includes(i) ? 'Paid' : NON_PAID_AT.includes(i) ? 'Non Paid' : 'Debit';
const actionOf = (i: number): string => ['DEBIT COMPANY', 'DEBIT PAY', 'DEBIT CHECK IN'][i % 3];

const live = () => march.filter((f) => f.paid !== 'Delete');
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const sumOf = (fs: Fixture[]) => fs.reduce((n, f) => n + f.amount, 0);

beforeAll(async () => {
  s = await startTestServer();
  u = await loginRoles(s);
  for (let i = 0; i < 25; i++) {
    const f = {
      i,
      hi: `35${String(i).padStart(4, '0')}`,
      name: i === 5 ? 'DEBIT_KATO MAI' : `${NAMES[i % 5]} ${String.fromCharCode(65 + i)}`,
      company: COMPANY[i] ?? (i % 3 === 0 ? `Company ${i}` : ''),
      room: String(300 + i),
      day: `2035-03-${String(i + 1).padStart(2, '0')}`,
      amount: 100_000 + ((i * 37) % 25) * 10_000,
      action: actionOf(i),
      paid: stateOf(i),
    };
    const id = await putLine(s, {
      day: f.day,
      paid: f.paid,
      owed: f.amount,
      row: { HI: f.hi, name: f.name, company: f.company, room: f.room, action: f.action },
    });
    // The book keeps a debit row's name as the sum shows it: upper case, with the DEBIT_ prefix.
    march.push({ ...f, name: displayName(f.name, f.action), id });
  }
  // Around March: the rest of 2035 (4 live lines), the days just outside it, and the accountant's book.
  for (const [day, paid, action] of [
    ['2035-01-05', 'Debit', 'DEBIT PAY'],
    ['2035-01-31', 'Paid', 'DEBIT COMPANY'],
    ['2035-07-15', 'Debit', 'DEBIT NOSHOW'],
    ['2035-12-31', 'Non Paid', 'DEBIT CHECK IN'],
    ['2034-12-31', 'Debit', 'DEBIT PAY'],
    ['2036-01-01', 'Debit', 'DEBIT PAY'],
  ] as const)
    await putLine(s, { day, paid, owed: 1_000, row: { action } });
  for (const [month, paid, action] of [
    ['2035-03', 'Debit', 'DEBIT COMPANY'],
    ['2035-03', 'Paid', 'DEBIT PAY'],
    ['2035-03', 'Non Paid', 'DEBIT CANCEL'],
    ['2035-06', 'Debit', 'DEBIT DEPOSIT'],
    ['2035-06', 'Delete', 'DEBIT PAY'],
  ] as const)
    await putLine(s, { book: 'acc', month, day: `${month}-28`, paid, owed: 2_000, row: { action } });
  // Phnom Penh keeps its amounts in USD.
  for (const [sub, paid] of [
    [0.1, 'Debit'],
    [0.2, 'Debit'],
    [123.45, 'Non Paid'],
    [10, 'Paid'],
    [99.99, 'Delete'],
  ] as const)
    await putLine(s, { branchId: 11, day: '2035-05-20', paid, owed: sub });
});
afterAll(async () => {
  await s.close();
});

const view = (query: string, period = '2035-03', type = 'ALL', role: RoleNo = 0) =>
  debitCalls(s).view(u[role].token, 3, type, period, query);
const page = async (query: string, period = '2035-03', type = 'ALL', role: RoleNo = 0) => {
  const res = await view(query, period, type, role);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    status: number;
    msg: string;
    data: { rows: Fixture[]; total: number; page: number; limit: number; sums: Record<string, number> };
  };
};

describe('paging', () => {
  it('answers 10 rows by default, of every live line of the month, with the total', async () => {
    const p = await page('');
    expect([p.status, p.msg, p.data.page, p.data.limit, p.data.rows.length, p.data.total]).toEqual([
      1,
      'ok',
      1,
      10,
      10,
      23,
    ]);
  });

  it.each([10, 20, 30, 40, 50])('limit %i', async (limit) => {
    const p = await page(`limit=${limit}`);
    expect([p.data.limit, p.data.rows.length, p.data.total]).toEqual([limit, Math.min(limit, 23), 23]);
  });

  it.each(['5', '15', '60', '100', '0', '-10', 'ten', '', '10.0', '010'])(
    'limit %j is refused (400)',
    async (limit) => {
      const res = await view(`limit=${limit}`);
      expect([res.statusCode, res.json().status]).toEqual([400, 0]);
    },
  );

  it.each(['0', '-1', 'x', '1.5', '100001'])('page %j is refused (400)', async (p) =>
    expect((await view(`page=${p}`)).statusCode).toBe(400),
  );

  it('page 2 continues page 1 with no overlap, in every sort, and the pages together are every live line', async () => {
    for (const sort of ['', '&sort=amount', '&sort=name', '&sort=name&dir=desc', '&sort=room', '&sort=paid']) {
      const pages = await Promise.all([1, 2, 3, 4].map((n) => page(`limit=10&page=${n}${sort}`)));
      expect(pages.map((p) => [p.data.page, p.data.rows.length, p.data.total])).toEqual([
        [1, 10, 23],
        [2, 10, 23],
        [3, 3, 23],
        [4, 0, 23],
      ]);
      const all = pages.flatMap((p) => ids(p.data.rows));
      expect(new Set(all).size).toBe(23);
      expect([...all].sort((a, b) => a - b)).toEqual(ids(live()).sort((a, b) => a - b));
      expect(all).toEqual(ids((await page(`limit=30${sort}`)).data.rows));
    }
  });
});

describe('sorting', () => {
  it('newest day first by default', async () => {
    const rows = (await page('limit=30')).data.rows;
    expect(rows.map((r) => r.day)).toEqual(
      live()
        .map((f) => f.day)
        .reverse(),
    );
  });
  it('amount: largest first by default, smallest first with dir=asc', async () => {
    const byAmount = [...live()].sort((a, b) => b.amount - a.amount);
    const desc = (await page('limit=30&sort=amount')).data.rows;
    expect(desc.map((r) => [r.id, (r as unknown as { amount: number }).amount])).toEqual(
      byAmount.map((f) => [f.id, f.amount]),
    );
    expect(ids((await page('limit=30&sort=amount&dir=asc')).data.rows)).toEqual(ids(byAmount).reverse());
    expect(desc[0]).toMatchObject({ amount: 340_000, hi: '350002' });
  });
  it('name: A to Z by default (case-insensitive), Z to A with dir=desc', async () => {
    const byName = [...live()].sort((a, b) =>
      a.name.toUpperCase() < b.name.toUpperCase() ? -1 : a.name.toUpperCase() > b.name.toUpperCase() ? 1 : 0,
    );
    const asc = (await page('limit=30&sort=name')).data.rows;
    expect(asc.map((r) => r.name)).toEqual(byName.map((f) => f.name));
    expect(asc[0].name).toBe('DEBIT_KATO MAI');
    expect((await page('limit=30&sort=name&dir=desc')).data.rows.map((r) => r.name)).toEqual(
      byName.map((f) => f.name).reverse(),
    );
  });
  it.each(['bogus', 'amount_minor', 'AMOUNT'])('sort %j is refused (400)', async (sort) =>
    expect((await view(`sort=${sort}`)).statusCode).toBe(400),
  );
  it('dir other than asc/desc is refused (400)', async () =>
    expect((await view('sort=name&dir=up')).statusCode).toBe(400));
});

describe('text search: name, company, invoice, room; case-insensitive; % and _ taken literally', () => {
  const found = async (q: string) => ids((await page(`limit=50&q=${encodeURIComponent(q)}`)).data.rows).sort();
  const idsOf = (...is: number[]) => is.map((i) => march[i].id).sort();
  it.each([
    ['tanaka', [0, 10, 15, 20]],
    ['TaNaKa Yuki k', [10]],
    ['sakura', [3]],
    ['  Sakura TRAVEL  ', [3]],
    ['company 1', [12, 15, 18]],
    ['350011', [11]],
    ['3500', [...Array(25).keys()].filter((i) => !DELETED_AT.includes(i))],
    ['304', [4]],
    ['%', [0]],
    ['100%', [0]],
    ['0% c', [0]],
    ['T_K', [5]],
    ['a_b', [6]],
    ['debit_k', [5]],
    ['\\', []],
    ["'", []],
    ['zzz', []],
  ] as [string, number[]][])('%j finds %j', async (q, is) => expect(await found(q)).toEqual(idsOf(...is)));

  it('is case-insensitive beyond ASCII (Vietnamese names and companies)', async () => {
    const id = await putLine(s, {
      day: '2037-04-02',
      owed: 1_000,
      row: { name: 'Nguyễn Thị Hằng', company: 'Công ty Mặt Trời', action: 'DEBIT COMPANY' },
    });
    const find = async (q: string) => ids((await page(`q=${encodeURIComponent(q)}`, '2037-04')).data.rows);
    for (const q of ['nguyễn thị', 'NGUYỄN THỊ HẰNG', 'công ty', 'MẶT TRỜI'])
      expect([q, await find(q)]).toEqual([q, [id]]);
    expect(await find('nguyen')).toEqual([]);
  });

  it('a deleted line is never found', async () => {
    expect(march[19].name).toBe('DEBIT_WATANABE TARO T');
    expect(await found('watanabe taro t')).toEqual([]);
    expect(await found(march[9].hi)).toEqual([]);
  });
  it('an empty search answers msg null with no rows; a blank one is no search', async () => {
    expect((await page('q=zzz')).msg).toBe('null');
    expect((await page('q=%20%20')).data.total).toBe(23);
    expect((await view(`q=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('types, loadBy and periods', () => {
  it('RC = DEBIT PAY and DEBIT CHECK IN; ACC = DEBIT COMPANY (and NOSHOW, CANCEL, DEPOSIT); ALL = both', async () => {
    const RC = live().filter((f) => f.action !== 'DEBIT COMPANY');
    const ACC = live().filter((f) => f.action === 'DEBIT COMPANY');
    expect([RC.length, ACC.length]).toEqual([15, 8]);
    const rc = await page('limit=50', '2035-03', 'RC');
    const acc = await page('limit=50', '2035-03', 'ACC');
    expect([rc.data.total, acc.data.total, RC.length + ACC.length]).toEqual([RC.length, ACC.length, 23]);
    expect(ids(rc.data.rows).sort()).toEqual(ids(RC).sort());
    expect(new Set(acc.data.rows.map((r) => r.action))).toEqual(new Set(['DEBIT COMPANY']));
    expect(new Set(rc.data.rows.map((r) => (r as unknown as { type: string }).type))).toEqual(new Set(['RC']));
    expect((await view('', '2035-03', 'rc')).statusCode).toBe(400);
    expect((await view('', '2035-03', 'XX')).statusCode).toBe(400);
  });

  it.each([
    ['ALL', 23, ['Debit', 'Non Paid', 'Paid']],
    ['DEBIT', 18, ['Debit', 'Non Paid']],
    ['PAID', 5, ['Paid']],
  ])('loadBy %s: %i lines, states %j', async (loadBy, total, states) => {
    const p = await page(`limit=50&loadBy=${loadBy}`);
    expect(p.data.total).toBe(total);
    expect(new Set(p.data.rows.map((r) => r.paid))).toEqual(new Set(states));
  });
  it('loadBy other than ALL, DEBIT, PAID is refused (400)', async () =>
    expect((await view('loadBy=DELETE')).statusCode).toBe(400));

  it('a year alone is the whole year; a day is its month', async () => {
    const year = await page('limit=50', '2035');
    expect(year.data.total).toBe(27);
    expect(new Set(year.data.rows.map((r) => r.day.slice(0, 4)))).toEqual(new Set(['2035']));
    expect(year.data.rows.map((r) => r.day)).toEqual(expect.arrayContaining(['2035-01-05', '2035-12-31']));
    expect(ids((await page('limit=50', '2035-03-15')).data.rows)).toEqual(ids((await page('limit=50')).data.rows));
    expect((await page('', '2035-02')).data.total).toBe(0);
    expect((await page('', '2036')).data.total).toBe(1);
  });
  it.each(['2035-13', '2035-00', '2035-3', '35', '1999', '2035-02-30', '2035-03-32', '2035-03-00', 'abcd'])(
    'period %j is refused (400)',
    async (period) => expect((await view('', period)).statusCode).toBe(400),
  );

  it('view_debit_by_rc: the accountant book by default; month 00 is the whole year; type and book as asked', async () => {
    const c = debitCalls(s);
    const get = async (year: string, month: string, q = '', role: RoleNo = 4) => {
      const res = await c.byRc(u[role].token, 3, year, month, q);
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const m = await get('2035', '03');
    expect([m.total, new Set(m.rows.map((r: { book: string }) => r.book))]).toEqual([3, new Set(['acc'])]);
    expect((await get('2035', '00')).total).toBe(4);
    expect((await get('2035', '00', 'type=ACC')).total).toBe(3);
    expect((await get('2035', '00', 'type=RC')).total).toBe(1);
    expect((await get('2035', '00', 'loadBy=DEBIT')).total).toBe(3);
    expect((await get('2035', '06')).total).toBe(1);
    expect((await get('2035', '03', 'book=rc&limit=50')).total).toBe(23);
    expect((await get('2035', '00', 'book=rc&limit=50')).total).toBe(27);
    for (const [year, month] of [
      ['2035', '13'],
      ['35', '03'],
      ['2035', '3'],
      ['1999', '00'],
      ['abcd', '01'],
    ])
      expect((await c.byRc(u[4].token, 3, year, month)).statusCode).toBe(400);
    expect((await c.byRc(u[4].token, 3, '2035', '00', 'type=XX')).statusCode).toBe(400);
    expect((await c.view(u[0].token, 3, 'ALL', '2035-03', 'book=acc')).json().data.total).toBe(3);
  });
});

describe('sums per currency of every matching line', () => {
  it('branch 3 in whole VND, per loadBy and search', async () => {
    expect((await page('')).data.sums).toEqual({ VND: sumOf(live()) });
    expect((await page('loadBy=PAID')).data.sums).toEqual({ VND: 1_200_000 });
    expect((await page('loadBy=DEBIT')).data.sums).toEqual({ VND: sumOf(live()) - 1_200_000 });
    expect((await page('q=sakura')).data.sums).toEqual({ VND: march[3].amount });
    expect((await page('q=zzz')).data.sums).toEqual({});
  });
  it('branch 11 in USD cents: 0.1 + 0.2 + 123.45 + 10 = 133.75 exactly', async () => {
    const c = debitCalls(s);
    const sums = async (loadBy: string) =>
      (await c.view(u[7].token, 11, 'ALL', '2035-05', `loadBy=${loadBy}`)).json().data;
    const all = await sums('ALL');
    expect([all.total, all.sums]).toEqual([4, { USD: 133.75 }]);
    expect((await sums('DEBIT')).sums).toEqual({ USD: 123.75 });
    expect((await sums('PAID')).sums).toEqual({ USD: 10 });
    expect(all.rows.map((r: { amount: number; currency: string }) => [r.currency, r.amount]).sort()).toEqual([
      ['USD', 0.1],
      ['USD', 0.2],
      ['USD', 10],
      ['USD', 123.45],
    ]);
  });
});

describe('up_rcdebit: lines reception adds by hand', () => {
  const day = '2035-09-10';
  const debitRow = (id: string, hi: string, over: Record<string, unknown> = {}) =>
    hotelRow(id, day, { HI: hi, action: 'DEBIT PAY', vnd: 0, ...over });
  const sept = async () => (await page('limit=50', '2035-09')).data;

  it('adds Debit lines with a history line by the user, found on the page', async () => {
    const res = await debitCalls(s).add(u[0].token, 3, {
      day,
      rows: [debitRow('ad1', '391001'), debitRow('ad2', '391002', { action: 'DEBIT COMPANY', company: 'Kansai' })],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect([body.status, body.msg, body.duplicates]).toEqual([1, 'SUCCESS SAVE DATA', []]);
    expect(
      body.added.map((l: Fixture & { book: string; type: string; log: string[]; source: string }) => [
        l.book,
        l.day,
        l.hi,
        l.paid,
        l.type,
        l.source,
        l.log.length,
      ]),
    ).toEqual([
      ['rc', day, '391001', 'Debit', 'RC', 'Added by Nguyen Thi Lan', 1],
      ['rc', day, '391002', 'Debit', 'ACC', 'Added by Nguyen Thi Lan', 1],
    ]);
    expect(body.added[0].log[0]).toMatch(/^\S+ Debit added by Nguyen Thi Lan$/);
    expect((await sept()).total).toBe(2);
  });

  it('answers "Have Double Debit Bill" for bills already open in the book and repeated in the list', async () => {
    const before = (await sept()).total;
    const res = await debitCalls(s).add(u[4].token, 3, {
      day,
      rows: [
        debitRow('ad3', '391001'),
        debitRow('ad4', '391003'),
        debitRow('ad5', '391003'),
        debitRow('ad6', ' 391002 '),
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.msg).toBe('Have Double Debit Bill');
    expect(body.added.map((l: Fixture) => l.hi)).toEqual(['391003']);
    expect(body.duplicates.map((r: { ID: string }) => r.ID)).toEqual(['ad3', 'ad5', 'ad6']);
    expect((await sept()).total).toBe(before + 1);
    const only = await debitCalls(s).add(u[0].token, 3, { day, rows: [debitRow('ad7', '391003')] });
    expect([only.json().msg, only.json().added]).toEqual(['Have Double Debit Bill', []]);
  });

  it('a bill whose line was settled or deleted is no duplicate: it is added again', async () => {
    const [line] = (await page('q=391002', '2035-09')).data.rows as unknown as { id: number; rev: number }[];
    expect((await debitCalls(s).change(u[4].token, 'delete', 3, line.id, { rev: line.rev })).statusCode).toBe(200);
    const res = await debitCalls(s).add(u[0].token, 3, { day, rows: [debitRow('ad8', '391002')] });
    expect([res.statusCode, res.json().msg, res.json().added.length]).toEqual([200, 'SUCCESS SAVE DATA', 1]);
  });

  it('re-adding a row whose ID is a settled line of the month is answered, never a 500', async () => {
    const footprint = await bookFootprint(s);
    const res = await debitCalls(s).add(u[0].token, 3, { day, rows: [debitRow('ad2', '391099')] });
    expect([res.statusCode, res.json()]).toEqual([409, refusal('Row ad2 is in the debit book already')]);
    expect(await bookFootprint(s)).toBe(footprint);
    // ...and so is an ID of another month's line: a later send of that row would not know which line is its.
    const other = await debitCalls(s).add(u[0].token, 3, { day: '2035-10-01', rows: [debitRow('ad1', '391098')] });
    expect([other.statusCode, other.json().msg]).toEqual([409, 'Row ad1 is in the debit book already']);
    expect(await bookFootprint(s)).toBe(footprint);
  });

  it('two rows of the list with one ID (different bills) are answered, never a 500', async () => {
    const footprint = await bookFootprint(s);
    const res = await debitCalls(s).add(u[0].token, 3, {
      day,
      rows: [debitRow('twin', '392001'), debitRow('twin', '392002')],
    });
    expect([res.statusCode, res.json()]).toEqual([422, refusal('Row twin is twice in the list')]);
    expect(await bookFootprint(s)).toBe(footprint);
  });

  it('two adds of one bill at once add it once', async () => {
    const answers = await Promise.all(
      ['race1', 'race2', 'race3'].map((id) =>
        debitCalls(s).add(u[0].token, 3, { day, rows: [debitRow(id, '393001')] }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().msg).sort()).toEqual([
      'Have Double Debit Bill',
      'Have Double Debit Bill',
      'SUCCESS SAVE DATA',
    ]);
    expect((await page('q=393001', '2035-09')).data.total).toBe(1);
  });

  it('owes what the row comes to with its nights counted (rate x nights + charges), not the sub it was sent with', async () => {
    const res = await debitCalls(s).add(u[0].token, 3, {
      day,
      rows: [
        hotelRow('calc1', day, { HI: '394001', action: 'DEBIT PAY', vnd: 0, room_rate: 1_500_000, minibar: 45_000 }),
        hotelRow('calc2', day, { HI: '394002', action: 'DEBIT NOSHOW', vnd: 0, sub: 1, amount: 1 }),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().added.map((l: { hi: string; amount: number }) => [l.hi, l.amount])).toEqual([
      ['394001', 3_045_000],
      ['394002', 2_000_000],
    ]);
    expect((await page('q=39400', '2035-09')).data.sums).toEqual({ VND: 5_045_000 });
  });

  it('refuses rows whose action is no debit (422), adding nothing', async () => {
    const footprint = await bookFootprint(s);
    const res = await debitCalls(s).add(u[0].token, 3, {
      day,
      rows: [debitRow('ad9', '391009'), debitRow('ad10', '391010', { action: 'CANCEL' })],
    });
    expect([res.statusCode, res.json()]).toEqual([
      422,
      refusal('Only rows whose action is a debit (DEBIT PAY, DEBIT COMPANY, ...) go to the debit book'),
    ]);
    expect(await bookFootprint(s)).toBe(footprint);
  });

  it('is for reception, the accountant, the leader and the chief', async () => {
    const rows = [debitRow('ad11', '391011')];
    const answers = [];
    for (const role of [2, 3, 7] as RoleNo[]) answers.push(await debitCalls(s).add(u[role].token, 3, { day, rows }));
    expect(answers.map((a) => [a.statusCode, a.json().msg])).toEqual([
      [403, NO_PERMISSION],
      [403, NO_PERMISSION],
      [403, NO_PERMISSION],
    ]);
    const chief = await debitCalls(s).add(u[8].token, 3, { day, rows });
    expect([chief.statusCode, chief.json().added[0].source]).toEqual([200, 'Added by Phan Thi Nga']);
  });
});

describe('lines written by a sent sum', () => {
  it('owe their room nights, though the sum itself counts a debit row as 0', async () => {
    const d = '2035-11-20';
    const rows = [
      hotelRow('sent1', d, { HI: '395001', action: 'DEBIT COMPANY', company: 'Tokyo Marine', vnd: 0 }),
      hotelRow('sent2', d, { HI: '395002', action: 'DEBIT PAY', vnd: 0, room_rate: 800_000 }),
      hotelRow('sent3', d, { HI: '395003' }),
    ];
    const sum = await createSum(s, u[0].token, 3, d, rows);
    expect(sum.content.map((r) => [r.ID, r.nights, r.sub])).toEqual([
      ['sent1', 0, 0],
      ['sent2', 0, 0],
      ['sent3', 2, 2_000_000],
    ]);
    expect((await rcCalls(s).send(u[0].token, 3, { day: d, version: 1, revision: sum.revision })).statusCode).toBe(200);
    const p = await page('sort=room', '2035-11');
    expect(p.data.rows.map((r) => [r.hi, (r as unknown as { amount: number }).amount])).toEqual([
      ['395001', 2_000_000],
      ['395002', 1_600_000],
    ]);
    expect(p.data.sums).toEqual({ VND: 3_600_000 });
  });
});

describe('scope on every call', () => {
  const c = () => debitCalls(s);
  const line = () => march[0].id;
  const calls: [string, (token: string | null, branch: number) => ReturnType<ReturnType<typeof debitCalls>['view']>][] =
    [
      ['view_debit', (t, b) => c().view(t, b, 'ALL', '2035-03')],
      ['view_debit_by_rc', (t, b) => c().byRc(t, b, '2035', '03')],
      [
        'up_rcdebit',
        (t, b) => c().add(t, b, { day: '2035-09-11', rows: [hotelRow('sc1', '2035-09-11', { action: 'DEBIT PAY' })] }),
      ],
      ['update_paid', (t, b) => c().change(t, 'paid', b, line(), { rev: 1, payment: { vnd: 1 } })],
      ['update_non_paid', (t, b) => c().change(t, 'nonPaid', b, line(), { rev: 1 })],
      ['change_to_debit', (t, b) => c().change(t, 'debit', b, line(), { rev: 1 })],
      ['change_to_delete', (t, b) => c().change(t, 'delete', b, line(), { rev: 1 })],
      ['update_log', (t, b) => c().change(t, 'log', b, line(), { rev: 1, log: 'x' })],
      ['update_note', (t, b) => c().change(t, 'note', b, line(), { rev: 1, note: 'x' })],
      ['update_company_name', (t, b) => c().change(t, 'company', b, line(), { rev: 1, company: 'x' })],
      ['acc update_non_paid', (t, b) => c().change(t, 'nonPaid', b, line(), { rev: 1 }, { acc: true })],
      ['acc change_to_delete', (t, b) => c().change(t, 'delete', b, line(), { rev: 1 }, { acc: true })],
      ['acc update_log', (t, b) => c().change(t, 'log', b, line(), { rev: 1, log: 'x' }, { acc: true })],
      ['aging', (t, b) => c().aging(t, `branch=${b}`)],
    ];
  /** Role 6 may not add lines at all: the role gate answers before the branch. */
  const AREA_MANAGER_ADDS = [403, refusal(NO_PERMISSION)];
  it.each(calls)('%s: another branch, another area, no token, admin; nothing written', async (name, call) => {
    const footprint = await bookFootprint(s);
    const answers = [
      await call(u[0].token, 5),
      await call(u[4].token, 5),
      await call(u[0].token, 1),
      await call(u[5].token, 11),
      await call(u[6].token, 3),
      await call(null, 3),
      await call('not.a.token', 3),
      await call(u[1].token, 3),
    ];
    expect(answers.map((a) => [a.statusCode, a.json()])).toEqual([
      [403, refusal('Mistake Branch')],
      [403, refusal('Mistake Branch')],
      [403, refusal('Mistake Branch Area')],
      [403, refusal('Mistake Branch Area')],
      name === 'up_rcdebit' ? AREA_MANAGER_ADDS : [403, refusal('Mistake Branch Area')],
      [401, refusal('Missing token')],
      [401, refusal('Invalid token')],
      [403, refusal(NO_PERMISSION)],
    ]);
    expect(await bookFootprint(s)).toBe(footprint);
  });
});

describe('malformed calls: 400, nothing changed, never a 500', () => {
  const id = () => march[4].id;
  const patch = (path: string, payload: unknown, contentType = 'application/json') =>
    s.app.inject({
      method: 'PATCH',
      url: `/api${path}`,
      headers: { ...s.auth(u[4].token), 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const post = (path: string, payload: unknown) =>
    s.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { ...s.auth(u[4].token), 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const cases: [string, () => ReturnType<typeof patch>][] = [
    ['paid without rev', () => patch(pathTo(debitApi.updatePaid, { branchId: 3, id: id() }), { payment: { vnd: 1 } })],
    [
      'paid rev -1',
      () => patch(pathTo(debitApi.updatePaid, { branchId: 3, id: id() }), { rev: -1, payment: { vnd: 1 } }),
    ],
    [
      'paid rev 1.5',
      () => patch(pathTo(debitApi.updatePaid, { branchId: 3, id: id() }), { rev: 1.5, payment: { vnd: 1 } }),
    ],
    [
      'paid rev "1"',
      () => patch(pathTo(debitApi.updatePaid, { branchId: 3, id: id() }), { rev: '1', payment: { vnd: 1 } }),
    ],
    [
      'paid payment negative',
      () => patch(pathTo(debitApi.updatePaid, { branchId: 3, id: id() }), { rev: 1, payment: { vnd: -5 } }),
    ],
    [
      'paid payment a string',
      () => patch(pathTo(debitApi.updatePaid, { branchId: 3, id: id() }), { rev: 1, payment: { vnd: '5' } }),
    ],
    [
      'paid payment unknown field',
      () => patch(pathTo(debitApi.updatePaid, { branchId: 3, id: id() }), { rev: 1, payment: { cash: 5 } }),
    ],
    [
      'paid payment too large',
      () => patch(pathTo(debitApi.updatePaid, { branchId: 3, id: id() }), { rev: 1, payment: { vnd: 1e13 } }),
    ],
    [
      'paid payment an array',
      () => patch(pathTo(debitApi.updatePaid, { branchId: 3, id: id() }), { rev: 1, payment: [5] }),
    ],
    [
      'paid extra field',
      () =>
        patch(pathTo(debitApi.updatePaid, { branchId: 3, id: id() }), { rev: 1, payment: { vnd: 1 }, paid: 'Paid' }),
    ],
    [
      'non paid extra field',
      () => patch(pathTo(debitApi.updateNonPaid, { branchId: 3, id: id() }), { rev: 1, note: 'x' }),
    ],
    ['body null', () => patch(pathTo(debitApi.changeToDelete, { branchId: 3, id: id() }), 'null')],
    ['body an array', () => patch(pathTo(debitApi.changeToDelete, { branchId: 3, id: id() }), [{ rev: 1 }])],
    ['body a number', () => patch(pathTo(debitApi.changeToDelete, { branchId: 3, id: id() }), '1')],
    ['body broken JSON', () => patch(pathTo(debitApi.changeToDelete, { branchId: 3, id: id() }), '{"rev":')],
    ['log empty', () => patch(pathTo(debitApi.updateLog, { branchId: 3, id: id() }), { rev: 1, log: '   ' })],
    [
      'log too long',
      () => patch(pathTo(debitApi.updateLog, { branchId: 3, id: id() }), { rev: 1, log: 'x'.repeat(501) }),
    ],
    ['log missing', () => patch(pathTo(debitApi.accUpdateLog, { branchId: 3, id: id() }), { rev: 1 })],
    [
      'note too long',
      () => patch(pathTo(debitApi.updateNote, { branchId: 3, id: id() }), { rev: 1, note: 'x'.repeat(501) }),
    ],
    ['note a number', () => patch(pathTo(debitApi.updateNote, { branchId: 3, id: id() }), { rev: 1, note: 5 })],
    [
      'company too long',
      () => patch(pathTo(debitApi.updateCompany, { branchId: 3, id: id() }), { rev: 1, company: 'x'.repeat(121) }),
    ],
    ['id 0', () => patch(pathTo(debitApi.changeToDelete, { branchId: 3, id: '0' }), { rev: 1 })],
    ['id not digits', () => patch(pathTo(debitApi.changeToDelete, { branchId: 3, id: 'abc' }), { rev: 1 })],
    ['id negative', () => patch(pathTo(debitApi.changeToDelete, { branchId: 3, id: '-4' }), { rev: 1 })],
    ['id too large', () => patch(pathTo(debitApi.changeToDelete, { branchId: 3, id: '99999999999' }), { rev: 1 })],
    ['branch not digits', () => patch(pathTo(debitApi.changeToDelete, { branchId: 'x', id: id() }), { rev: 1 })],
    ['branch 4 digits', () => patch(pathTo(debitApi.changeToDelete, { branchId: 1000, id: id() }), { rev: 1 })],
    [
      'add without day',
      () =>
        post(pathTo(debitApi.upRcDebit, { branchId: 3 }), {
          rows: [hotelRow('m1', '2035-09-12', { action: 'DEBIT PAY' })],
        }),
    ],
    [
      'add day 2035-02-30',
      () =>
        post(pathTo(debitApi.upRcDebit, { branchId: 3 }), {
          day: '2035-02-30',
          rows: [hotelRow('m1', '2035-09-12', { action: 'DEBIT PAY' })],
        }),
    ],
    ['add no rows', () => post(pathTo(debitApi.upRcDebit, { branchId: 3 }), { day: '2035-09-12', rows: [] })],
    [
      'add rows not a list',
      () => post(pathTo(debitApi.upRcDebit, { branchId: 3 }), { day: '2035-09-12', rows: { ID: 'x' } }),
    ],
    [
      'add row without ID',
      () =>
        post(pathTo(debitApi.upRcDebit, { branchId: 3 }), {
          day: '2035-09-12',
          rows: [{ HI: '1', action: 'DEBIT PAY' }],
        }),
    ],
    [
      'add row with HI and SI',
      () =>
        post(pathTo(debitApi.upRcDebit, { branchId: 3 }), {
          day: '2035-09-12',
          rows: [{ ID: 'm2', HI: '1', SI: '2', action: 'DEBIT PAY' }],
        }),
    ],
    [
      'add row action too long',
      () =>
        post(pathTo(debitApi.upRcDebit, { branchId: 3 }), {
          day: '2035-09-12',
          rows: [{ ID: 'm3', action: `DEBIT ${'x'.repeat(40)}` }],
        }),
    ],
    [
      'add extra field',
      () =>
        post(pathTo(debitApi.upRcDebit, { branchId: 3 }), {
          day: '2035-09-12',
          rows: [{ ID: 'm4', action: 'DEBIT PAY' }],
          paid: 'Paid',
        }),
    ],
    [
      'add 1001 rows',
      () =>
        post(pathTo(debitApi.upRcDebit, { branchId: 3 }), {
          day: '2035-09-12',
          rows: Array.from({ length: 1001 }, (_, i) => ({ ID: `b${i}`, action: 'DEBIT PAY' })),
        }),
    ],
  ];
  it.each(cases)('%s', async (_n, call) => {
    const footprint = await bookFootprint(s);
    const before = await storedLine(s, id());
    const res = await call();
    expect([res.statusCode, res.json().status]).toEqual([400, 0]);
    expect(typeof res.json().msg).toBe('string');
    expect(await bookFootprint(s)).toBe(footprint);
    expect(await storedLine(s, id())).toEqual(before);
  });
  it('the refusals name what is wrong', async () => {
    expect(
      (await post(pathTo(debitApi.upRcDebit, { branchId: 3 }), { day: '2035-09-12', rows: [] })).json().msg,
    ).toMatch(/No item selected/);
    expect(
      (await patch(pathTo(debitApi.updateLog, { branchId: 3, id: id() }), { rev: 1, log: ' ' })).json().msg,
    ).toMatch(/Log is empty/);
    expect((await view('', '2035-02-30')).json().msg).toMatch(/Period must be YYYY, YYYY-MM or YYYY-MM-DD/);
  });
});
