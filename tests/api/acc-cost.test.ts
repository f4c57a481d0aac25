// Cost of the day (versioned, stale-checked), the cash register of a month and the breakfast count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchToday } from '../../src/domain/branches';
import { addDays } from '../../src/domain/dates';
import { startTestServer, type TestServer } from '../support/server';
import { accRow, calls, countDocs, storeAccDay, tokens, type Who } from './acc-file-support';
import { accCostApi } from '../../src/contract/acc-cost';
import { pathTo } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let token: (who: Who) => Promise<string>;
const STALE = "Can't SAVE report, please reload page and check again.";

beforeAll(async () => {
  s = await startTestServer();
  token = tokens(s);
});
afterAll(() => s.close());

const line = (ID: string, name: string, rate: number, type: string) => ({ ID, name, rate, type });
const save = async (who: Who, branch: number, body: object) =>
  calls(s).post(await token(who), pathTo(accCostApi.upCost, { branchId: branch }), body);

describe('up_acccost / view_cost: the cost sheet of a day, a versioned document', () => {
  const day = '2031-05-01';
  it('is empty before the first save (version 1, revision 0)', async () => {
    const res = await calls(s).get(await token('accountant'), pathTo(accCostApi.viewCost, { branchId: 3, date: day }));
    expect(res.json()).toMatchObject({
      status: 1,
      msg: 'null',
      data: { day, version: 1, revision: 0, edit: true, content: [], totals: { VND: 0, USD: 0, YEN: 0 } },
    });
  });

  it('saves lines with totals per currency (VND, USD, anything else YEN), then refuses a stale save', async () => {
    const lines = [
      line('1', 'Flowers', 300_000, 'VND'),
      line('2', 'Taxi', 12.345, 'usd'),
      line('3', 'Gift', 1_000, 'JPY'),
      line('4', 'Ice', 50_000, ''),
    ];
    const first = await save('accountant', 3, { day, version: 1, revision: 0, content: lines });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      revision: 1,
      maker: 'Do Van Long',
      totals: { VND: 350_000, USD: 12.35, YEN: 1_000 },
    });
    expect(first.json().data.content.map((l: { type: string; rate: number }) => [l.type, l.rate])).toEqual([
      ['VND', 300_000],
      ['USD', 12.35],
      ['JPY', 1_000],
      ['VND', 50_000],
    ]);
    const second = await save('leader', 3, { day, version: 1, revision: 1, content: lines.slice(0, 1) });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ revision: 2, totals: { VND: 300_000, USD: 0, YEN: 0 } });
    // A save based on revision 1 comes too late: refused, nothing changed.
    const stale = await save('accountant', 3, { day, version: 1, revision: 1, content: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(refusal(STALE));
    const view = (
      await calls(s).get(await token('ceo'), pathTo(accCostApi.viewCost, { branchId: 3, date: day }))
    ).json();
    expect(view).toMatchObject({ msg: 'ok', data: { revision: 2, totals: { VND: 300_000 } } });
    expect(view.data.content).toHaveLength(1);
  });

  it.each([
    [
      { day: '2031-05-02', version: 1, revision: 0, content: [line('1', 'a', 1, 'VND'), line('1', 'b', 2, 'VND')] },
      400,
    ],
    [{ day: '2031-05-02', version: 1, revision: 3, content: [] }, 409],
    [{ day: '2031-05-02', version: 1, revision: 0, content: [line('1', 'a', 1e13, 'VND')] }, 400],
    [{ day: '2031-02-30', version: 1, revision: 0, content: [] }, 400],
  ])('refuses %j with %i and stores nothing', async (body, code) => {
    const before = await countDocs(s, 'acccost');
    expect((await save('accountant', 3, body)).statusCode).toBe(code);
    expect(await countDocs(s, 'acccost')).toBe(before);
  });
});

describe('view_cost_collect: the cash register of the month up to the day', () => {
  beforeAll(async () => {
    await storeAccDay(s, 3, '2031-06-01', [
      accRow('a', { HI: '1', vnd: 3_000_000, usd: 20, vcb: 1_000_000, vcb_other: 500_000 }),
      accRow('b', { HI: '2', vnd: 9_999_999, action: 'DEBIT COMPANY' }), // left out of the totals
    ]);
    await storeAccDay(s, 3, '2031-06-02', [accRow('c', { SI: '3', yen: 5_000, vcb_usd: 15 })]);
    await storeAccDay(s, 3, '2031-06-03', [accRow('d', { SI: '4', vnd: 100 })]);
    await storeAccDay(s, 3, '2031-05-31', [accRow('e', { SI: '5', vnd: 777 })]); // another month
    const t = await token('accountant');
    await calls(s).post(t, pathTo(accCostApi.upCost, { branchId: 3 }), {
      day: '2031-06-01',
      version: 1,
      revision: 0,
      content: [line('1', 'Flowers', 400_000, 'VND'), line('2', 'Taxi', 5.5, 'USD')],
    });
    await calls(s).post(t, pathTo(accCostApi.upCost, { branchId: 3 }), {
      day: '2031-06-02',
      version: 1,
      revision: 0,
      content: [line('1', 'Gift', 2_000, 'YEN')],
    });
  });

  it('opening fund, then a PT and a PC row per day, balances worked out by hand', async () => {
    const res = await calls(s).get(
      await token('accountant'),
      pathTo(accCostApi.viewCostCollect, { branchId: 3, date: '2031-06-02' }),
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ month: '2031-06', from: '2031-06-01', to: '2031-06-02' });
    expect(data.opening).toEqual({ vnd: 2_000_000, usd: 100, yen: 0 });
    const rows = data.rows.map((r: Record<string, unknown>) => [
      r.sum_name,
      r.PT,
      r.PC,
      r.totalVND,
      r.totalUSD,
      r.totalYEN,
    ]);
    expect(rows).toEqual([
      ['Reception kept fund', '', '', 2_000_000, 100, 0],
      ['Collection ACC SUM 2031-06-01', 'PT-0601-01', '', 5_000_000, 120, 0],
      ['Cost this day: Flowers, Taxi', '', 'PC-0601-01', 4_600_000, 114.5, 0],
      ['Collection ACC SUM 2031-06-02', 'PT-0602-02', '', 4_600_000, 114.5, 5_000],
      ['Cost this day: Gift', '', 'PC-0602-02', 4_600_000, 114.5, 3_000],
    ]);
    expect(data.rows[1]).toMatchObject({ sum_vcb: 1_000_000, sum_vcb_other: 500_000, sum_credit: '2031-06-01' });
    expect(data.rows[3]).toMatchObject({ sum_vcb_usd: 15 });
    expect(data.balance).toEqual({ vnd: 4_600_000, usd: 114.5, yen: 3_000 });
  });

  it('a day with nothing yet: only the opening fund', async () => {
    const { data } = (
      await calls(s).get(await token('chief'), pathTo(accCostApi.viewCostCollect, { branchId: 3, date: '2031-07-05' }))
    ).json();
    expect(data.rows).toHaveLength(1);
    expect(data.balance).toEqual({ vnd: 2_000_000, usd: 100, yen: 0 });
  });
});

describe('up_numberBF: the month breakfast count, role 4 only, months less than 62 days old', () => {
  const month = branchToday(3).slice(0, 7);
  const old = addDays(`${month}-01`, -70).slice(0, 7);

  it('sets the count and logs each change', async () => {
    const t = await token('accountant');
    // The demo data already counts this month (its log has that first entry).
    const seeded = (await calls(s).get(t, pathTo(accCostApi.viewNumberBf, { branchId: 3, month }))).json().data;
    const first = await calls(s).post(t, pathTo(accCostApi.upNumberBf, { branchId: 3 }), {
      number: 120,
      monthEx: month,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 1,
      msg: 'Update Success',
      data: { month, number: 120, editable: true },
    });
    const second = (
      await calls(s).post(t, pathTo(accCostApi.upNumberBf, { branchId: 3 }), { number: 135, monthEx: month })
    ).json();
    expect(second.data.log).toHaveLength(seeded.log.length + 2);
    expect(
      second.data.log.slice(-2).map((l: { number: number; before: number; by: string }) => [l.before, l.number, l.by]),
    ).toEqual([
      [seeded.number, 120, 'Do Van Long'],
      [120, 135, 'Do Van Long'],
    ]);
    const seen = (
      await calls(s).get(await token('leader'), pathTo(accCostApi.viewNumberBf, { branchId: 3, month }))
    ).json();
    expect(seen.data).toMatchObject({ number: 135, editable: false });
  });

  it.each<[Who, string, number, string]>([
    [
      'accountant',
      'old',
      403,
      'The breakfast count can be changed only by an accountant, within 62 days of the month start',
    ],
    ['leader', 'now', 403, 'You do not have permission for this action'],
    ['chief', 'now', 403, 'You do not have permission for this action'],
    ['accountantTvl', 'now', 403, 'Mistake Branch Area'],
  ])('%s, %s month -> %i', async (who, when, code, msg) => {
    const res = await calls(s).post(await token(who), pathTo(accCostApi.upNumberBf, { branchId: 3 }), {
      number: 1,
      monthEx: when === 'old' ? old : month,
    });
    expect(res.statusCode).toBe(code);
    expect(res.json().msg).toBe(msg);
    const seen = (
      await calls(s).get(await token('accountant'), `/acc/cost/3/view_numberBF/${when === 'old' ? old : month}`)
    ).json();
    expect(seen.data.number).toBe(when === 'old' ? 0 : 135);
  });
});

describe('who may: write ACC_WRITE_ROLES, read ACC_VIEW_ROLES, within their branches', () => {
  it.each<[Who, number, number, number]>([
    // who, branch, write status, read status
    ['accountant', 3, 201, 200],
    ['leader', 5, 201, 200],
    ['ceo', 3, 403, 200],
    ['chief', 3, 403, 200],
    ['manager', 3, 403, 403],
    ['reception', 3, 403, 403],
    ['admin', 3, 403, 403],
    ['areaManager', 1, 403, 403],
    ['accountant', 5, 403, 403],
    ['accountantTvl', 2, 201, 200],
    ['accountantTvl', 4, 403, 403],
  ])('%s on branch %i: write %i, read %i', async (who, branch, writeCode, readCode) => {
    const day = `2031-08-${String(branch).padStart(2, '0')}`;
    const res = await save(who, branch, { day, version: 1, revision: 0, content: [line('1', 'x', 1, 'VND')] });
    expect(res.statusCode).toBe(writeCode);
    const t = await token(who);
    for (const url of [
      pathTo(accCostApi.viewCost, { branchId: branch, date: day }),
      pathTo(accCostApi.viewCostCollect, { branchId: branch, date: day }),
    ]) {
      expect((await calls(s).get(t, url)).statusCode, url).toBe(readCode);
    }
    if (writeCode === 201) {
      // The same first save again is stale: only one sheet per day.
      expect((await save(who, branch, { day, version: 1, revision: 0, content: [] })).statusCode).toBe(409);
    }
  });
});

describe('demo data: a new user sees a real month', () => {
  it('cost sheets on most recent days, a cash register with collections, a waiting list and breakfast counts', async () => {
    const t = await token('accountant');
    const today = branchToday(3);
    const yesterday = addDays(today, -1);
    const sheets = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        calls(s).get(t, pathTo(accCostApi.viewCost, { branchId: 3, date: addDays(today, -1 - i) })),
      ),
    );
    const stored = sheets.map((r) => r.json()).filter((a) => a.msg === 'ok');
    expect(stored.length).toBeGreaterThanOrEqual(5);
    expect(stored[0].data.content.length).toBeGreaterThan(0);
    const register = (
      await calls(s).get(t, pathTo(accCostApi.viewCostCollect, { branchId: 3, date: yesterday }))
    ).json().data;
    if (yesterday.slice(0, 7) === today.slice(0, 7)) {
      expect(register.rows.some((r: { PT: string }) => r.PT !== '')).toBe(true);
    }
    const waiting = (await calls(s).get(t, pathTo(accCostApi.takeData, { branchId: 3, date: today }))).json();
    expect(waiting.msg).toBe('ok');
    expect(waiting.data.content.length).toBeGreaterThan(0);
    const bf = (
      await calls(s).get(t, pathTo(accCostApi.viewNumberBf, { branchId: 3, month: today.slice(0, 7) }))
    ).json().data;
    expect(bf.number).toBeGreaterThan(0);
  });
});
