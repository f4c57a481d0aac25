// The plan's figures: capacity by week and month and the month report worked out by hand for a 40-room
// branch, update_report's stored day figures, update_report_month from the latest sent manager report of
// each day (USD at branch 11), and the kernel readers other reports use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedDayFigures, expectedMonthExists } from '../../src/server/kernel/expected-plan';
import { startTestServer, type TestServer } from '../support/server';
import { expectedCalls, putCell, tokens, type Who } from './expected-support';
import { expectedApi } from '../../src/contract/expected';
import { apiUrl } from '../support/api-path';

let s: TestServer;
let t: Record<Who, string>;
// January 2042 (31 days) on branch 3 (40 rooms), written by hand:
// 201 days 1-7 at 1,000,000; 202 days 7-8 at 1,500,000; 203 day 30 at 800,000 and a comment only on day 31.
// Also 201 on 31 December 2041, so 201 stays on into 1 January.
const MONTH = '2042-01';
beforeAll(async () => {
  s = await startTestServer();
  t = await tokens(s);
  const put = (room: string, day: number, rate: number, comment = '', monthEx = MONTH) =>
    putCell(s, t.manager, 3, { monthEx, room, day, rate, comment });
  for (let d = 1; d <= 7; d++) await put('201', d, 1_000_000);
  await put('202', 7, 1_500_000);
  await put('202', 8, 1_500_000);
  await put('203', 30, 800_000);
  await put('203', 31, 0, 'out of order');
  await put('201', 31, 1_000_000, '', '2041-12');
});
afterAll(() => s.close());

describe('get_expected_capacity', () => {
  it('rooms sold over room-nights by week (1-7, 8-14, 15-21, 22-28, 29-31) and for the month', async () => {
    const res = await expectedCalls(s).get(t.manager, apiUrl(expectedApi.getCapacity, { branchId: 3, month: MONTH }));
    expect(res.json()).toEqual({
      status: 1,
      msg: 'ok',
      data: {
        weeks: [
          { week: 1, from: 1, to: 7, roomsSold: 8, capacity: 2.86 }, // 8 / (40 x 7) = 2.857
          { week: 2, from: 8, to: 14, roomsSold: 1, capacity: 0.36 }, // 1 / 280 = 0.357
          { week: 3, from: 15, to: 21, roomsSold: 0, capacity: 0 },
          { week: 4, from: 22, to: 28, roomsSold: 0, capacity: 0 },
          { week: 5, from: 29, to: 31, roomsSold: 1, capacity: 0.83 }, // 1 / (40 x 3) = 0.833
        ],
        capacityMonth: 0.81, // 10 / (40 x 31) = 0.806
        guestMonth: 10,
        averageExpected: 1_080_000, // 10,800,000 / 10
        revenue: 10_800_000, // 7 x 1,000,000 + 2 x 1,500,000 + 800,000
      },
    });
  });

  it("answers msg 'null' and zeros for a month without a plan", async () => {
    const res = (
      await expectedCalls(s).get(t.manager, apiUrl(expectedApi.getCapacity, { branchId: 3, month: '2042-09' }))
    ).json();
    expect(res).toMatchObject({ msg: 'null', data: { capacityMonth: 0, guestMonth: 0, revenue: 0 } });
    expect(res.data.weeks.map((w: { to: number }) => w.to)).toEqual([7, 14, 21, 28, 30]);
  });
});

describe('get_expected_report and update_report', () => {
  it('each day from the cells, the month totals', async () => {
    const res = (
      await expectedCalls(s).get(t.manager, apiUrl(expectedApi.getReport, { branchId: 3, month: MONTH }))
    ).json();
    expect(res.data.days).toHaveLength(31);
    expect(res.data.days[6]).toMatchObject({ day: 7, sumRate: 2_500_000, sumRoom: 2, capacity: 5 });
    expect(res.data.days[30]).toMatchObject({ day: 31, sumRate: 0, sumRoom: 0, capacity: 0 });
    expect(res.data.totals).toEqual({
      sumRate: 10_800_000,
      sumRoom: 10,
      sumShort: 0,
      sumLate: 0,
      sumRateLate: 0,
      sumRateShort: 0,
      capacity: 0.81,
    });
  });

  it("stores a day's short and late figures; the day's rate and rooms stay those of the cells", async () => {
    const res = await expectedCalls(s).post(t.manager, apiUrl(expectedApi.updateReport, { branchId: 3 }), {
      monthEx: MONTH,
      day: 3,
      sumRate: 999,
      sumRoom: 40,
      sumShort: 2,
      sumLate: 1,
      sumRateShort: 600_000,
      sumRateLate: 300_000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.days[2]).toEqual({
      day: 3,
      sumRate: 1_000_000,
      sumRoom: 1,
      sumShort: 2,
      sumLate: 1,
      sumRateShort: 600_000,
      sumRateLate: 300_000,
      capacity: 2.5,
    });
    const again = (
      await expectedCalls(s).get(t.manager, apiUrl(expectedApi.getReport, { branchId: 3, month: MONTH }))
    ).json();
    expect(again.data.totals).toMatchObject({ sumShort: 2, sumLate: 1, sumRateShort: 600_000, sumRateLate: 300_000 });
  });
});

interface Lines {
  short: { customers: number; vnd: number; usd: number };
  late: { customers: number; vnd: number; usd: number };
}
/** A manager report version as the manager module stores it: content [ManagerReport]. */
async function managerDoc(branch: number, day: string, version: number, sent: boolean, lines: Lines) {
  const line = (v: { customers: number; vnd: number; usd: number }) => ({
    guests: 0,
    free: 0,
    bill: '',
    note: '',
    ...v,
  });
  const content = [
    { ID: 'report', lines: { short: line(lines.short), late: line(lines.late) }, listHI: '', listSI: '' },
  ];
  const at = `${day}T15:00:00.000Z`;
  await s.db
    .insertInto('documents')
    .values({
      kind: 'man',
      branch_id: branch,
      period: day,
      version,
      revision: 1,
      edit: sent ? 0 : 1,
      maker: 'Hoang Van Nam',
      note: '',
      content: JSON.stringify(content),
      totals: '{}',
      updated_at: at,
      updated_by: 'Hoang Van Nam',
      sent_at: sent ? at : null,
      sent_by: sent ? 'Hoang Van Nam' : null,
    })
    .execute();
}
const fig = (customers: number, vnd: number, usd = 0) => ({ customers, vnd, usd });

describe('update_report_month', () => {
  it('takes short and late of each day from its latest sent manager report, keeping days without one', async () => {
    await managerDoc(3, `${MONTH}-05`, 1, true, { short: fig(3, 900_000), late: fig(2, 400_000) });
    await managerDoc(3, `${MONTH}-05`, 2, true, { short: fig(4, 1_200_000), late: fig(1, 300_000) });
    await managerDoc(3, `${MONTH}-06`, 1, true, { short: fig(1, 100_000), late: fig(0, 0) });
    await managerDoc(3, `${MONTH}-06`, 2, false, { short: fig(9, 9_000_000), late: fig(9, 9_000_000) }); // being edited
    await managerDoc(3, `${MONTH}-07`, 1, false, { short: fig(5, 5), late: fig(5, 5) }); // never sent
    await managerDoc(5, `${MONTH}-05`, 1, true, { short: fig(7, 7), late: fig(7, 7) }); // another branch

    const res = await expectedCalls(s).post(
      t.manager,
      apiUrl(expectedApi.updateReportMonth, { branchId: 3, month: MONTH }),
      {},
    );
    expect(res.statusCode).toBe(200);
    const days = res.json().data.days;
    const extras = (d: number) => {
      const { sumShort, sumLate, sumRateShort, sumRateLate } = days[d - 1];
      return { sumShort, sumLate, sumRateShort, sumRateLate };
    };
    expect(extras(5)).toEqual({ sumShort: 4, sumLate: 1, sumRateShort: 1_200_000, sumRateLate: 300_000 });
    expect(extras(6)).toEqual({ sumShort: 1, sumLate: 0, sumRateShort: 100_000, sumRateLate: 0 });
    expect(extras(7)).toEqual({ sumShort: 0, sumLate: 0, sumRateShort: 0, sumRateLate: 0 });
    // Day 3 has no manager report: the figures update_report stored stay.
    expect(extras(3)).toEqual({ sumShort: 2, sumLate: 1, sumRateShort: 600_000, sumRateLate: 300_000 });
    expect(res.json().data.totals).toMatchObject({
      sumShort: 7,
      sumLate: 2,
      sumRateShort: 1_900_000,
      sumRateLate: 600_000,
    });
    expect(days[4]).toMatchObject({ sumRate: 1_000_000, sumRoom: 1 });
  });

  it('reads USD at branch 11', async () => {
    // The manager of branch 1 moves to Phnom Penh for this test.
    const me = await s.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'manager.tvl1@sumbook.test')
      .executeTakeFirstOrThrow();
    await s.db.updateTable('users').set({ branch_id: 11 }).where('id', '=', me.id).execute();
    try {
      await managerDoc(11, '2042-02-10', 1, true, { short: fig(2, 0, 35.5), late: fig(1, 0, 12.25) });
      await putCell(s, t.managerTvl, 11, { monthEx: '2042-02', room: '201', day: 10, rate: 45.505 });
      const res = await expectedCalls(s).post(
        t.managerTvl,
        apiUrl(expectedApi.updateReportMonth, { branchId: 11, month: '2042-02' }),
        {},
      );
      expect(res.json().data.days[9]).toEqual({
        day: 10,
        sumRate: 45.51,
        sumRoom: 1,
        sumShort: 2,
        sumLate: 1,
        sumRateShort: 35.5,
        sumRateLate: 12.25,
        capacity: 2.08, // 1 / 48 rooms
      });
    } finally {
      await s.db.updateTable('users').set({ branch_id: 1 }).where('id', '=', me.id).execute();
    }
  });
});

describe('the kernel readers other reports use', () => {
  it('expectedMonthExists: true once the month has a plan', async () => {
    expect(await expectedMonthExists(s.db, 3, MONTH)).toBe(true);
    expect(await expectedMonthExists(s.db, 3, '2042-08')).toBe(false);
    expect(await expectedMonthExists(s.db, 5, MONTH)).toBe(false);
  });

  it("expectedDayFigures: the day's rooms, sale and check-ins (the 1st looks at the month before)", async () => {
    expect(await expectedDayFigures(s.db, 3, `${MONTH}-07`)).toEqual({ rooms: 2, sale: 2_500_000, checkins: 1 });
    expect(await expectedDayFigures(s.db, 3, `${MONTH}-08`)).toEqual({ rooms: 1, sale: 1_500_000, checkins: 0 });
    expect(await expectedDayFigures(s.db, 3, `${MONTH}-01`)).toEqual({ rooms: 1, sale: 1_000_000, checkins: 0 });
    expect(await expectedDayFigures(s.db, 3, `${MONTH}-30`)).toEqual({ rooms: 1, sale: 800_000, checkins: 1 });
    expect(await expectedDayFigures(s.db, 3, `${MONTH}-31`)).toEqual({ rooms: 0, sale: 0, checkins: 0 });
    expect(await expectedDayFigures(s.db, 11, '2042-02-10')).toEqual({ rooms: 1, sale: 45.51, checkins: 1 });
  });
});
