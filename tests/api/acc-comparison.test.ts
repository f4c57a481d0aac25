// The comparison (/acc_comparison): one call per month with listCost (each day's sums as the month view
// counts them), numberBF and totalDebit; the percentages of two months; the breakfast count guard
// (role 4 only, months less than 62 days old); roles, scope and malformed input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareMonths } from '../../src/domain/acc-comparison';
import { branchToday } from '../../src/domain/branches';
import { addDays, previousMonth } from '../../src/domain/dates';
import { startTestServer, type TestServer } from '../support/server';
import { accRow, calls, storeAccDay, tokens, type Who } from './acc-file-support';
import { accComparisonApi } from '../../src/contract/acc-comparison';
import { accApi } from '../../src/contract/acc';
import { accCostApi } from '../../src/contract/acc-cost';
import { pathTo } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let token: (who: Who) => Promise<string>;
const OLD = '2031-01';
const CUR = '2031-02';
const NO_RIGHT = 'You do not have permission for this action';
const CLOSED = 'The breakfast count can be changed only by an accountant, within 62 days of the month start';
const view = async (who: Who, branch: number | string, month: string) =>
  calls(s).get(await token(who), pathTo(accComparisonApi.viewComparison, { branchId: branch, month }));
const stay = (id: string, checkin: string, checkout: string, more = {}) =>
  accRow(id, { HI: `7${id}`, name: 'tanaka', checkin, checkout, room_rate: 1_000_000, rate: 1, ...more });

beforeAll(async () => {
  s = await startTestServer();
  token = tokens(s);
  // January: 2 nights + a 250,000 massage and a 50,000 laundry; then a stay of 30 Jan to 2 Feb (3 nights,
  // 2 of them in January); a company debit left out of the sums.
  await storeAccDay(s, 3, `${OLD}-10`, [
    stay('1', `${OLD}-08`, `${OLD}-10`, { laundry: 50_000 }),
    accRow('s1', { SI: '51', massage: 250_000 }),
  ]);
  await storeAccDay(s, 3, `${OLD}-31`, [
    stay('2', `${OLD}-30`, `${CUR}-02`),
    stay('3', `${OLD}-29`, `${OLD}-31`, { action: 'DEBIT COMPANY' }),
  ]);
  // February: 4 nights, a 100,000 minibar and a breakfast of 200,000.
  await storeAccDay(s, 3, `${CUR}-05`, [
    stay('4', `${CUR}-01`, `${CUR}-05`, { minibar: 100_000 }),
    accRow('s2', { SI: '52', breakfast: 200_000 }),
  ]);
  // February's debit on sum: 2 nights of 1,000,000 and a 250,000 massage, all unpaid.
  const debit = await calls(s).post(
    await token('accountant'),
    pathTo(accApi.saveDebitOnSum, { branchId: 3, month: CUR }),
    {
      version: 1,
      revision: 0,
      maker: 'Do Van Long',
      content: [
        stay('5', `${CUR}-10`, `${CUR}-12`, { action: 'DEBIT COMPANY' }),
        accRow('s3', { SI: '53', massage: 250_000, action: 'DEBIT PAY' }),
      ],
    },
  );
  expect(debit.statusCode).toBe(201);
});
afterAll(() => s.close());

describe('GET /acc/comparison/:branchId/:month', () => {
  it('lists each day of the month by its 10-character date with the sums the month view counts', async () => {
    const res = await view('accountant', 3, OLD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 1, msg: 'ok', branchId: 3, month: OLD, totalDebit: 0 });
    expect(Object.keys(body.listCost)).toEqual([`${OLD}-10`, `${OLD}-31`]);
    expect(body.listCost[`${OLD}-10`]).toEqual({
      nights: 2,
      amount: 2_000_000,
      telephone: 0,
      laundry: 50_000,
      minibar: 0,
      transfer: 0,
      other_hotel: 0,
      dinning: 0,
      AzOther: 0,
      sub: 2_050_000,
      breakfast: 0,
      sauna: 0,
      massage: 250_000,
    });
    // 30 Jan to 2 Feb counts its 2 January nights; the debit row is left out.
    expect(body.listCost[`${OLD}-31`]).toMatchObject({ nights: 2, amount: 2_000_000, sub: 2_000_000 });
    expect(body.numberBF).toMatchObject({ month: OLD, number: 0, log: [] });
  });

  it('totalDebit is what the debit on sum holds; the percentages of the two months', async () => {
    const old = (await view('accountant', 3, OLD)).json();
    const cur = (await view('leader', 3, CUR)).json();
    expect(cur.totalDebit).toBe(2_250_000);
    const lines = compareMonths(
      { listCost: old.listCost, numberBF: old.numberBF.number, totalDebit: old.totalDebit },
      { listCost: cur.listCost, numberBF: cur.numberBF.number, totalDebit: cur.totalDebit },
    );
    const by = Object.fromEntries(lines.map((l) => [l.key, [l.old, l.current, l.percent]]));
    expect(by).toMatchObject({
      nights: [4, 4, 0],
      amount: [4_000_000, 4_000_000, 0],
      sub: [4_050_000, 4_100_000, 1.23],
      laundry: [50_000, 0, -100],
      minibar: [0, 100_000, 0],
      breakfast: [0, 200_000, 0],
      massage: [250_000, 0, -100],
      totalDebit: [0, 2_250_000, 0],
    });
  });

  it('a month without accountant sums: "Have not data this Month" and an empty listCost', async () => {
    const body = (await view('chief', 3, '2030-06')).json();
    expect(body).toMatchObject({ status: 1, msg: 'Have not data this Month', listCost: {}, totalDebit: 0 });
  });

  it('the demo data: this month and last month have days', async () => {
    const month = branchToday(3).slice(0, 7);
    const last = (await view('accountant', 3, previousMonth(month))).json();
    expect(Object.keys(last.listCost).length).toBeGreaterThan(20);
    expect(last.totalDebit).toBeGreaterThan(0);
  });
});

describe('the breakfast count: role 4 only, and only for a month less than 62 days old', () => {
  const month = branchToday(3).slice(0, 7);
  const old = addDays(`${month}-01`, -62).slice(0, 7);
  const up = async (who: Who, monthEx: string, number = 77) =>
    calls(s).post(await token(who), pathTo(accCostApi.upNumberBf, { branchId: 3 }), { number, monthEx });

  it('the accountant changes this month; the answer and the comparison show it with its log', async () => {
    const res = await up('accountant', month, 77);
    expect(res.statusCode).toBe(200);
    const seen = (await view('accountant', 3, month)).json().numberBF;
    expect(seen).toMatchObject({ month, number: 77, editable: true });
    expect(seen.log.at(-1)).toMatchObject({ number: 77, by: 'Do Van Long' });
    expect((await view('leader', 3, month)).json().numberBF).toMatchObject({ number: 77, editable: false });
  });

  it.each<[Who, 'old' | 'now', number, string]>([
    ['accountant', 'old', 403, CLOSED],
    ['leader', 'now', 403, NO_RIGHT],
    ['chief', 'now', 403, NO_RIGHT],
    ['ceo', 'now', 403, NO_RIGHT],
    ['reception', 'now', 403, NO_RIGHT],
  ])('%s, %s month -> %i, nothing changes', async (who, when, code, msg) => {
    const m = when === 'old' ? old : month;
    const before = (await view('accountant', 3, m)).json().numberBF;
    expect(before.editable).toBe(when === 'now');
    const res = await up(who, m, 5);
    expect(res.statusCode).toBe(code);
    expect(res.json()).toEqual(refusal(msg));
    expect((await view('accountant', 3, m)).json().numberBF).toEqual(before);
  });

  it.each([
    { number: -1 },
    { number: 1.5 },
    { number: '7' },
    { monthEx: '2031-13' },
    { number: null },
    { monthEx: null },
  ])('refuses %j with 400', async (over) => {
    const res = await calls(s).post(await token('accountant'), pathTo(accCostApi.upNumberBf, { branchId: 3 }), {
      number: 1,
      monthEx: month,
      ...over,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('who may read it, and malformed input', () => {
  it.each<[Who, number, number, string?]>([
    ['accountant', 3, 200],
    ['leader', 5, 200],
    ['ceo', 1, 200],
    ['chief', 11, 200],
    ['accountantTvl', 2, 200],
    ['reception', 3, 403, NO_RIGHT],
    ['manager', 3, 403, NO_RIGHT],
    ['areaManager', 1, 403, NO_RIGHT],
    ['accountant', 5, 403, 'Mistake Branch'],
    ['accountant', 1, 403, 'Mistake Branch Area'],
    ['leader', 4, 403, 'Mistake Branch Area'],
  ])('%s on branch %i -> %i', async (who, branch, code, msg) => {
    const res = await view(who, branch, OLD);
    expect(res.statusCode).toBe(code);
    if (msg) expect(res.json()).toEqual(refusal(msg));
  });

  it.each([
    [3, '2031-00'],
    [3, '2031-1'],
    [3, '2031-01-10'],
    [3, 'now'],
    [3, '9999-01'],
    ['x', OLD],
    ['3.5', OLD],
    ['1000', OLD],
  ])('branch %s month %s -> 400', async (branch, month) => {
    const res = await view('accountant', branch, month);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(0);
  });
});
