// The cost register (/acc_cost): view_cost_month, the cash register of a whole month (PT collection rows
// from the accountant sums, PC spending rows from the cost sheets, balances per currency), roles and scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchToday } from '../../src/domain/branches';
import { startTestServer, type TestServer } from '../support/server';
import { accRow, calls, storeAccDay, tokens, type Who } from './acc-file-support';
import { accCostApi } from '../../src/contract/acc-cost';
import { apiUrl, pathTo } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let token: (who: Who) => Promise<string>;
const M = '2032-03';
const line = (ID: string, name: string, rate: number, type: string) => ({ ID, name, rate, type });
const month = async (who: Who, branch: number | string, m: string) =>
  calls(s).get(await token(who), pathTo(accCostApi.viewCostMonth, { branchId: branch, month: m }));

beforeAll(async () => {
  s = await startTestServer();
  token = tokens(s);
  await storeAccDay(s, 3, `${M}-01`, [accRow('a', { HI: '1', vnd: 1_000_000, usd: 10 })]);
  await storeAccDay(s, 3, `${M}-31`, [accRow('b', { SI: '2', vnd: 500_000, vcb: 300_000 })]);
  await storeAccDay(s, 3, '2032-04-01', [accRow('c', { SI: '3', vnd: 999 })]); // the next month
  const t = await token('accountant');
  for (const [day, content] of [
    [`${M}-15`, [line('1', 'Flowers', 400_000, 'VND'), line('2', 'Taxi', 2.5, 'USD')]],
    [`${M}-31`, [line('1', 'Gift', 1_000, 'JPY')]],
  ] as const)
    await calls(s).post(t, pathTo(accCostApi.upCost, { branchId: 3 }), { day, version: 1, revision: 0, content });
});
afterAll(() => s.close());

describe('view_cost_month: every day of the month', () => {
  it('opening fund, then PT and PC rows of the whole month in day order, balances worked out by hand', async () => {
    const res = await month('accountant', 3, M);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ branchId: 3, month: M, from: `${M}-01`, to: `${M}-31` });
    const rows = data.rows.map((r: Record<string, unknown>) => [r.sum_credit, r.PT, r.PC, r.totalVND, r.totalUSD]);
    expect(rows).toEqual([
      ['', '', '', 2_000_000, 100],
      [`${M}-01`, 'PT-0301-01', '', 3_000_000, 110],
      [`${M}-15`, '', 'PC-0315-01', 2_600_000, 107.5],
      [`${M}-31`, 'PT-0331-02', '', 3_100_000, 107.5],
      [`${M}-31`, '', 'PC-0331-02', 3_100_000, 107.5],
    ]);
    expect(data.rows[2].sum_name).toBe('Cost this day: Flowers, Taxi');
    expect(data.rows[3]).toMatchObject({ sum_vcb: 300_000 });
    expect(data.balance).toEqual({ vnd: 3_100_000, usd: 107.5, yen: -1_000 });
  });

  it('February of a leap year ends on the 29th; a month with nothing has only the opening row', async () => {
    const { data } = (await month('chief', 3, '2032-02')).json();
    expect(data).toMatchObject({ from: '2032-02-01', to: '2032-02-29' });
    expect(data.rows).toHaveLength(1);
  });

  it('the demo month has collections of its days', async () => {
    const { data } = (await month('accountant', 3, branchToday(3).slice(0, 7))).json();
    if (branchToday(3).slice(8) > '02') expect(data.rows.some((r: { PT: string }) => r.PT !== '')).toBe(true);
  });
});

describe('who may read it: the accountant roles, within their branches', () => {
  it.each<[Who, number, number, string?]>([
    ['accountant', 3, 200],
    ['leader', 5, 200],
    ['ceo', 11, 200],
    ['chief', 3, 200],
    ['accountantTvl', 2, 200],
    ['manager', 3, 403, 'You do not have permission for this action'],
    ['reception', 3, 403, 'You do not have permission for this action'],
    ['admin', 3, 403, 'You do not have permission for this action'],
    ['accountant', 5, 403, 'Mistake Branch'],
    ['accountant', 1, 403, 'Mistake Branch Area'],
    ['leader', 1, 403, 'Mistake Branch Area'],
    ['accountantTvl', 4, 403, 'Mistake Branch'],
  ])('%s on branch %i -> %i', async (who, branch, code, msg) => {
    const res = await month(who, branch, M);
    expect(res.statusCode).toBe(code);
    if (msg) expect(res.json()).toEqual(refusal(msg));
  });

  it('branch 0 is the caller own branch', async () => {
    expect((await month('accountant', 0, M)).json().data.branchId).toBe(3);
  });
});

describe('malformed input is a 400, never a 500', () => {
  it.each([
    [3, '2032-13'],
    [3, '2032-3'],
    [3, '2032-03-01'],
    [3, 'march'],
    [3, '0000-01'],
    ['abc', M],
    ['-1', M],
    ['1e2', M],
    ['99999', M],
  ])('branch %s month %s', async (branch, m) => {
    const res = await month('accountant', branch, m);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(0);
  });

  it('no token: 401', async () => {
    expect((await s.app.inject({ url: apiUrl(accCostApi.viewCostMonth, { branchId: 3, month: M }) })).statusCode).toBe(
      401,
    );
  });
});
