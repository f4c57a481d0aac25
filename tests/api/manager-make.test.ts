// A manager report made from the day's sent reception sum and the month's expected plan (numbers worked out
// by hand), the three refusals before a day's first version (which change nothing), and malformed bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { addDays } from '../../src/domain/dates';
import { hotelRow, rcCalls, serviceRow } from './rc-support';
import { countReports, mgrCalls, plan, receptionSum, report } from './manager-support';
import { managerApi } from '../../src/contract/manager';
import { apiUrl } from '../support/api-path';

let s: TestServer;
let reception: string;
let manager: string;
beforeAll(async () => {
  s = await startTestServer();
  reception = (await s.login('reception.tvl1@sumbook.test')).token;
  manager = (await s.login('manager.tvl1@sumbook.test')).token;
  // TVL1: 52 rooms, 25,400 VND to the USD, a fixed expense of 31,000,000 a month (1,000,000 a day in March).
  const b = await s.db.selectFrom('branches').select('other').where('id', '=', 1).executeTakeFirstOrThrow();
  const other = { ...JSON.parse(b.other), fixedExpense: 31_000_000 };
  await s.db
    .updateTable('branches')
    .set({ other: JSON.stringify(other) })
    .where('id', '=', 1)
    .execute();
});
afterAll(async () => {
  await s.close();
});

describe('a report made from the sent reception sum and the plan', () => {
  const day = '2031-03-10';
  const content = [
    hotelRow('h1', day),
    hotelRow('h2', day, {
      room: '202',
      checkin: addDays(day, -1),
      room_rate: 500_000,
      name_sub1: 'Short time',
      vnd: 500_000,
    }),
    hotelRow('h3', day, {
      room: '203',
      checkin: addDays(day, -1),
      room_rate: 300_000,
      name_sub1: 'Late check-out',
      vnd: 300_000,
    }),
    serviceRow('s1'),
    serviceRow('s2', { packages: { 'HMS 100P': 2 }, massage: 630_000, vnd: 630_000 }),
    serviceRow('s3', { room: '201', packages: { 'MS 40P & BT': 1 }, massage: 288_000, vnd: 288_000 }),
    serviceRow('s4', { packages: { BF: 3 }, massage: 0, breakfast: 600_000, vnd: 600_000 }),
  ];

  it('make_report fills the lines, then up_report stores the manager corrections with the recomputed figures', async () => {
    await receptionSum(s, reception, 1, day, content);
    // Rooms 201, 202 and 203 sold on the 10th, only 201 on the 9th: 3 rooms, 2,800,000, 2 check-ins.
    await plan(s, 1, '2031-03', [
      ['201', 9, 1_000_000],
      ['201', 10, 1_000_000],
      ['202', 10, 1_000_000],
      ['203', 10, 800_000],
      ['204', 10, 0],
    ]);
    const mgr = mgrCalls(s);
    const made = await mgr.make(manager, 1, day);
    expect(made.statusCode).toBe(200);
    const data = made.json().data;
    expect(data.rcVersion).toBe(1);
    expect(data.expected).toEqual({ rooms: 3, sale: 2_800_000, checkins: 2 });
    expect(made.json().branch).toMatchObject({ rooms: 52, sumRate: 25_400, fixedExpense: 31_000_000 });
    const l = data.content[0].lines;
    expect(l.day).toMatchObject({ customers: 3, vnd: 2_800_000 });
    expect(l.checkin.customers).toBe(2);
    expect(l.checkout.customers).toBe(3);
    expect(l.short).toMatchObject({ customers: 1, vnd: 500_000, bill: '900002' });
    // Half of the 300,000 night: the stay's nights are already in the plan's rooms sold.
    expect(l.late).toMatchObject({ customers: 1, vnd: 150_000, bill: '900003' });
    expect(l.minibar).toMatchObject({ customers: 0, vnd: 0 }); // no row has a minibar charge (rc-charges.test.ts has them)
    expect(l.m70).toMatchObject({ customers: 0, guests: 1, vnd: 250_000, bill: '50001' });
    expect(l.m100).toMatchObject({ customers: 2, guests: 0, vnd: 630_000 }); // 2 x 350,000 x 90 %
    expect(l.set40).toMatchObject({ customers: 1, vnd: 288_000 }); // 320,000 x 90 %, room 201
    expect(l.bf).toMatchObject({ customers: 3, vnd: 0 }); // branch 1: the breakfast sale is typed
    expect(data.content[0].listHI).toBe('900001->900003');
    expect(data.content[0].listSI).toBe('50001->50004');
    expect(data.totals).toMatchObject({
      hotelVnd: 3_450_000, // 2,800,000 rooms sold + 500,000 short time + 150,000 late check-out
      massageVnd: 1_168_000,
      otherVnd: 0,
      todaySalesVnd: 4_618_000,
      fixedExpense: 1_000_000,
      totalProfit: 3_618_000,
      customers: 4, // 3 + 1/2 + 1/2
    });
    expect(await countReports(s, 1, day)).toBe(0);

    // The manager types the breakfast sale and a minibar charge; the server prices the rest again.
    const edited = structuredClone(data.content[0]);
    edited.lines.bf.vnd = 555_000;
    edited.lines.minibar = { ...edited.lines.minibar, customers: 1, vnd: 80_000, usd: 10 };
    edited.lines.m70.vnd = 1; // priced lines are recomputed, whatever is sent
    const saved = await mgr.save(manager, 1, { day, version: 1, revision: 0, content: [edited], note: 'Checked' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      status: 1,
      msg: 'SUCCESS SAVE DATA',
      data: { version: 1, revision: 1, edit: true },
    });
    expect(saved.json().data.content[0].lines.m70.vnd).toBe(250_000);
    expect(saved.json().data.totals).toEqual({
      hotelVnd: 3_450_000,
      hotelUsd: 0,
      massageVnd: 1_168_000,
      massageUsd: 0,
      otherVnd: 635_000,
      otherUsd: 10,
      todaySalesVnd: 5_253_000,
      todaySalesUsd: 10,
      fixedExpense: 1_000_000,
      totalProfit: 4_507_000, // 5,253,000 + 10 x 25,400 - 1,000,000
      customers: 4,
      capacity: 7.69, // 4 / 52
      hotelCapacity: 6.73, // 3.5 / 52
      massageCapacity: 7.69, // 1 + 2 + 1 massage customers
      otherCapacity: 7.69, // 3 breakfast + 1 minibar
      massageGuests: 4,
      rooms: 52,
      sumRate: 25_400,
    });
    const view = (await mgr.view(manager, 1, day)).json();
    expect(view).toMatchObject({ status: 1, msg: 'ok', data: { version: 1, note: 'Checked' } });
    expect(view.data.totals.totalProfit).toBe(4_507_000);
  });
});

describe("the plan's figures of the 1st", () => {
  it("counts a room staying on from the previous month's last day as no check-in", async () => {
    const day = '2031-08-01';
    await receptionSum(s, reception, 1, day, [hotelRow('h1', day)]);
    await plan(s, 1, '2031-07', [['201', 31, 900_000]]);
    await plan(s, 1, '2031-08', [
      ['201', 1, 900_000],
      ['202', 1, 700_000],
    ]);
    const made = (await mgrCalls(s).make(manager, 1, day)).json().data;
    expect(made.expected).toEqual({ rooms: 2, sale: 1_600_000, checkins: 1 });
  });
});

describe('a day without what the report is made from', () => {
  const content = [hotelRow('h1', '2031-04-10')];
  const body = (day: string) => ({ day, version: 1, revision: 0, content: [report({ day: { customers: 1 } })] });

  it('refuses while the reception sum is missing, being edited, or the month has no plan, and stores nothing', async () => {
    const mgr = mgrCalls(s);
    const day = '2031-04-10';
    const refusals: [number, string][] = [];
    const attempt = async () => {
      const made = await mgr.make(manager, 1, day);
      const saved = await mgr.save(manager, 1, body(day));
      expect(saved.statusCode).toBe(made.statusCode);
      expect(saved.json()).toEqual(made.json());
      refusals.push([made.statusCode, made.json().msg]);
      expect(await countReports(s, 1, day)).toBe(0);
    };
    await attempt();
    await receptionSum(s, reception, 1, day, content, false);
    await attempt();
    const head = (await rcCalls(s).view(reception, 1, day)).json().data;
    expect((await rcCalls(s).send(reception, 1, { day, version: 1, revision: head.revision })).statusCode).toBe(200);
    await attempt();
    expect(refusals).toEqual([
      [404, "Not Find Reception Sum - Can't make report"],
      [409, "Reception Editing Sum - Can't make report"],
      [404, "Please check again Expected, can't find data this month"],
    ]);
    await plan(s, 1, '2031-04');
    expect((await mgr.make(manager, 1, day)).json().data.expected).toEqual({ rooms: 0, sale: 0, checkins: 0 });
    expect((await mgr.save(manager, 1, body(day))).statusCode).toBe(201);
    // Later saves of the day are not held to the reception sum again (it may be reopened meanwhile).
    expect(await countReports(s, 1, day)).toBe(1);
  });
});

describe('malformed requests', () => {
  const day = '2031-04-10';
  it.each([
    ['no content row', { day, version: 1, revision: 0, maker: 'A', content: [] }],
    ['two content rows', { day, version: 1, revision: 0, maker: 'A', content: [report({}), report({})] }],
    ['an unknown line name', { day, version: 1, revision: 0, maker: 'A', content: [report({ 'Bad Line': {} })] }],
    ['a negative count', { day, version: 1, revision: 0, maker: 'A', content: [report({ bf: { customers: -1 } })] }],
    ['a count as text', { day, version: 1, revision: 0, maker: 'A', content: [report({ bf: { customers: 'ten' } })] }],
    ['no real day', { day: '2031-02-30', version: 1, revision: 0, maker: 'A', content: [report({})] }],
    ['version 0', { day, version: 0, revision: 0, maker: 'A', content: [report({})] }],
    ['a text body', 'content'],
  ])('up_report with %s answers 400', async (_name, payload) => {
    const res = await s.app.inject({
      method: 'POST',
      url: apiUrl(managerApi.upReport, { branchId: 1 }),
      headers: { ...s.auth(manager), 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, code: expect.any(String), msg: expect.any(String) });
  });

  it.each([
    ['GET', apiUrl(managerApi.viewSumWithVersion, { branchId: 1, date: '2031-04-10', version: 'abc' }), undefined],
    ['GET', apiUrl(managerApi.viewSumWithVersion, { branchId: 1, date: '2031-04-10', version: '-1' }), undefined],
    ['GET', apiUrl(managerApi.viewManTotal, { branchId: 1, month: '2031-13' }), undefined],
    ['GET', apiUrl(managerApi.viewList, { branchId: 1, x: '2031-4' }), undefined],
    ['GET', apiUrl(managerApi.viewReport, { branchId: 'x1', x: '2031-04-10' }), undefined],
    ['PATCH', apiUrl(managerApi.changeEdit, { branchId: 1, x: '2031-04-10' }), { version: 1, reason: '' }],
    ['POST', apiUrl(managerApi.makeNewVersion, { branchId: 1, x: '2031-04-10' }), { version: 'one' }],
    ['POST', apiUrl(managerApi.send, { branchId: 1 }), { day, version: 1 }],
  ] as const)('%s %s answers 400', async (method, url, payload) => {
    const res = await s.app.inject({ method, url, headers: s.auth(manager), ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(0);
  });
});
