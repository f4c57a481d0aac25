// Month, 1=>10 and 1=>20 views: the totals are the sum of their days, worked out by hand below, with a
// stay crossing the month end counted only inside the month (document 4); lite views leave the rows out;
// a whole month needs its debit on sum; the version list of a half-month and of a month.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { previousMonth } from '../../src/domain/dates';
import { accCalls, accDay, hotelRow, loginAll, serviceRow, type Who } from './acc-support';
import { today } from './rc-support';
import { accApi } from '../../src/contract/acc';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let t: Record<Who, string>;
const M = '2031-01';
beforeAll(async () => {
  s = await startTestServer();
  t = await loginAll(s);
  const a = t.accountant;
  // Day 10: 2 nights x 1,000,000 paid in cash, and a 250,000 massage (service total, not in sub).
  await accDay(s, a, 3, `${M}-10`, [hotelRow('h1', `${M}-10`), serviceRow('s1')]);
  // Day 15: 1 night x 1,200,000 paid by card.
  await accDay(s, a, 3, `${M}-15`, [
    hotelRow('h2', `${M}-15`, { checkin: `${M}-14`, room_rate: 1_200_000, vnd: 0, vcb: 1_200_000 }),
  ]);
  // Day 25: 2 nights x 800,000 and a 100,000 minibar, 1,700,000 in cash.
  await accDay(s, a, 3, `${M}-25`, [
    hotelRow('h3', `${M}-25`, { room_rate: 800_000, minibar: 100_000, vnd: 1_700_000 }),
  ]);
  // Day 31: 30 Jan to 2 Feb is 3 nights (3,000,000 paid) of which 2 are in January; a company debit is left out.
  await accDay(s, a, 3, `${M}-31`, [
    hotelRow('h4', `${M}-31`, { checkin: `${M}-30`, checkout: '2031-02-02', vnd: 3_000_000 }),
    hotelRow('d1', `${M}-31`, { HI: '700031', action: 'DEBIT COMPANY', vnd: 0 }),
  ]);
});
afterAll(async () => {
  await s.close();
});

type Totals = Record<string, number | string>;
interface PeriodDay {
  day: string;
  totals: Totals;
  rows?: { ID: string; nights: number; amount: number; sub: number }[];
}
const FIELDS = [
  'sum_nights',
  'sum_amount',
  'sum_sub',
  'sum_serviceTotal',
  'sum_massage',
  'sum_minibar',
  'sum_vnd',
  'sum_vcb',
];
const pick = (totals: Totals) => Object.fromEntries(FIELDS.map((f) => [f, totals[f]]));
const sumOfDays = (days: PeriodDay[]) =>
  Object.fromEntries(FIELDS.map((f) => [f, days.reduce((n, d) => n + Number(d.totals[f]), 0)]));

describe('period views', () => {
  it('1=>10 is day 10 alone', async () => {
    const res = await accCalls(s).period(t.accountant, 3, `${M}-10`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      range: '10',
      from: `${M}-01`,
      to: `${M}-10`,
      lite: false,
      debit: null,
      confirmed: false,
    });
    expect(data.days.map((d: PeriodDay) => d.day)).toEqual([`${M}-10`]);
    expect(pick(data.totals)).toEqual({
      sum_nights: 2,
      sum_amount: 2_000_000,
      sum_sub: 2_000_000,
      sum_serviceTotal: 250_000,
      sum_massage: 250_000,
      sum_minibar: 0,
      sum_vnd: 2_250_000,
      sum_vcb: 0,
    });
  });

  it('1=>20 is days 10 and 15', async () => {
    const data = (await accCalls(s).period(t.leader, 3, `${M}-20`)).json().data;
    expect(data.days.map((d: PeriodDay) => d.day)).toEqual([`${M}-10`, `${M}-15`]);
    expect(pick(data.totals)).toEqual({
      sum_nights: 3,
      sum_amount: 3_200_000,
      sum_sub: 3_200_000,
      sum_serviceTotal: 250_000,
      sum_massage: 250_000,
      sum_minibar: 0,
      sum_vnd: 2_250_000,
      sum_vcb: 1_200_000,
    });
    expect(pick(data.totals)).toEqual(sumOfDays(data.days));
  });

  it('a whole month needs its debit on sum: "PLEASE MAKE DEBIT ON SUM", then the month counts nights inside it', async () => {
    const acc = accCalls(s);
    const refused = await acc.period(t.accountant, 3, M);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal('PLEASE MAKE DEBIT ON SUM'));
    expect((await acc.period(t.accountant, 3, M, true)).json().msg).toBe('PLEASE MAKE DEBIT ON SUM');
    expect((await acc.checkVersion(t.accountant, 3, M)).json().checkDebitOnSum).toBe(false);

    const debit = await acc.saveDebit(t.accountant, 3, M, { version: 1, revision: 0, content: [] });
    expect(debit.statusCode).toBe(201);
    const res = await acc.period(t.accountant, 3, M);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ range: 'month', from: `${M}-01`, to: `${M}-31`, debit: { month: M, version: 1 } });
    expect(data.days.map((d: PeriodDay) => d.day)).toEqual([`${M}-10`, `${M}-15`, `${M}-25`, `${M}-31`]);
    const last = data.days[3] as PeriodDay;
    expect(last.rows?.find((r) => r.ID === 'h4')).toMatchObject({ nights: 2, amount: 2_000_000, sub: 2_000_000 });
    expect(pick(last.totals)).toMatchObject({ sum_nights: 2, sum_amount: 2_000_000, sum_vnd: 3_000_000 });
    // The day report itself keeps its 3 nights.
    const day31 = (await acc.view(t.accountant, 3, `${M}-31`)).json().data;
    expect(day31.totals).toMatchObject({ sum_nights: 3, sum_amount: 3_000_000 });

    expect(pick(data.totals)).toEqual({
      sum_nights: 7,
      sum_amount: 6_800_000,
      sum_sub: 6_900_000,
      sum_serviceTotal: 250_000,
      sum_massage: 250_000,
      sum_minibar: 100_000,
      sum_vnd: 6_950_000,
      sum_vcb: 1_200_000,
    });
    expect(pick(data.totals)).toEqual(sumOfDays(data.days));
    expect(data.totals.sum_credit).toBe(M);
  });

  it('lite views leave the rows out and keep every total', async () => {
    const acc = accCalls(s);
    for (const period of [`${M}-10`, `${M}-20`, M]) {
      const full = (await acc.period(t.ceo, 3, period)).json().data;
      const lite = (await acc.period(t.ceo, 3, period, true)).json().data;
      expect(lite.lite).toBe(true);
      expect(lite.days.every((d: PeriodDay) => !('rows' in d))).toBe(true);
      expect(full.days.every((d: PeriodDay) => Array.isArray(d.rows))).toBe(true);
      expect(lite.totals).toEqual(full.totals);
      expect(lite.days.map((d: PeriodDay) => d.totals)).toEqual(full.days.map((d: PeriodDay) => d.totals));
    }
  });

  it('a day saved after a view shows in the next one', async () => {
    const acc = accCalls(s);
    const before = (await acc.period(t.accountant, 3, `${M}-10`)).json().data;
    const day = (await acc.view(t.accountant, 3, `${M}-10`)).json().data;
    const saved = await acc.save(t.accountant, 3, {
      day: `${M}-10`,
      version: 1,
      revision: day.revision,
      content: [...day.content, serviceRow('s2', { massage: 350_000, vnd: 350_000 })],
    });
    expect(saved.statusCode).toBe(200);
    const after = (await acc.period(t.accountant, 3, `${M}-10`)).json().data;
    expect(after.totals.sum_massage).toBe(Number(before.totals.sum_massage) + 350_000);
    expect(after.days[0].rows.map((r: { ID: string }) => r.ID)).toEqual(['h1', 's1', 's2']);
  });

  it('last month of the demo data reads as a month (its debit on sum is seeded), gzip-compressed for a browser', async () => {
    const last = previousMonth(today(3).slice(0, 7));
    const url = apiUrl(accApi.viewPeriod, { branchId: 3, period: last });
    const plain = await s.app.inject({ url, headers: s.auth(t.accountant) });
    expect(plain.statusCode).toBe(200);
    const data = plain.json().data;
    expect(data.days.length).toBeGreaterThan(20);
    expect(data.debit).toMatchObject({ month: last, version: 1 });
    const zipped = await s.app.inject({
      url,
      headers: { ...s.auth(t.accountant), 'accept-encoding': 'gzip, deflate' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('check_version: the half-month of a day, or the whole month, and whether the debit on sum exists', async () => {
    const acc = accCalls(s);
    const first = (await acc.checkVersion(t.accountant, 3, `${M}-03`)).json();
    expect(first).toEqual({
      status: 1,
      msg: 'ok',
      checkDebitOnSum: true,
      data: [
        { day: `${M}-10`, version: 1, edit: true },
        { day: `${M}-15`, version: 1, edit: true },
      ],
    });
    const second = (await acc.checkVersion(t.accountant, 3, `${M}-16`)).json();
    expect(second.data.map((v: { day: string }) => v.day)).toEqual([`${M}-25`, `${M}-31`]);
    expect((await acc.checkVersion(t.accountant, 3, M)).json().data).toHaveLength(4);
    expect((await acc.checkVersion(t.accountant, 3, '2031-07')).json()).toEqual({
      status: 1,
      msg: 'Have not data this Month',
      data: [],
      checkDebitOnSum: false,
    });
  });
});
