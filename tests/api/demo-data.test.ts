// The demo data a manager clicks through (issue 30 point 10), read through the real API on the seeded demo
// database: breakfast guests never above the guests in house; the manager report's capacity between 0 and 100 %,
// equal to the plan's rooms sold and able to hold the next day's check-outs; /count_massage finds the demo
// massage staff; Calendar 2 has a prediction for this month from the demo's earlier years; no hotel invoice is
// counted in two days' sums (point 13: one paid at a DEBIT CHECK IN is listed at check-out as paid at check-in).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { apiUrl } from '../support/api-path';
import { breakfastApi } from '../../src/contract/breakfast';
import { dashboardApi } from '../../src/contract/dashboard';
import { expectedApi } from '../../src/contract/expected';
import { managerApi } from '../../src/contract/manager';
import { massageCountApi } from '../../src/contract/massage-count';
import { branchToday } from '../../src/domain/branches';
import { addDays, previousMonth } from '../../src/domain/dates';
import { DEMO_MASSAGE_STAFF } from '../../src/server/modules/rc/seed/reception-rows';
import { rcApi } from '../../src/contract/rc';
import { isExcludedFromTotals } from '../../src/domain/invoice-row';

let s: TestServer;
let ceo: string;

beforeAll(async () => {
  s = await startTestServer();
  ceo = (await s.login('ceo@sumbook.test')).token;
});
afterAll(() => s.close());

const get = async (url: string, token = ceo) => {
  const res = await s.app.inject({ url, headers: s.auth(token) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

describe('demo data', () => {
  it('has no more breakfast guests than guests in house on any day, and breakfasts most days', async () => {
    for (const branch of [1, 3]) {
      const month = branchToday(branch).slice(0, 7);
      for (const m of [previousMonth(month), month]) {
        const { data } = await get(apiUrl(breakfastApi.getData, { branch, month: m }));
        for (const d of data.days as { day: number; guestHaveBF: number; guestInHouse: number; capacity: number }[]) {
          expect(d.guestHaveBF, `branch ${branch} ${m}-${d.day}`).toBeLessThanOrEqual(d.guestInHouse);
          expect(d.capacity).toBeLessThanOrEqual(100);
        }
        if (m !== month) expect(data.totals.capacity).toBeGreaterThan(50);
      }
    }
  });

  it("gives the manager report a capacity in 0-100 % that matches the plan and holds the next day's check-outs", async () => {
    for (const branchId of [1, 3, 5, 8, 11]) {
      const today = branchToday(branchId);
      const days = Array.from({ length: 20 }, (_, i) => addDays(today, -20 + i));
      const plans = new Map<string, { cells: { day: number; rate: number }[] }>();
      const reports = new Map<string, { day: number; checkout: number; capacity: number }>();
      for (const day of days) {
        const month = day.slice(0, 7);
        if (!plans.has(month))
          plans.set(month, (await get(apiUrl(expectedApi.getExpected, { branch: branchId, month }))).data);
        const body = await get(apiUrl(managerApi.viewReport, { branchId, x: day }));
        if (body.msg !== 'ok') continue;
        const lines = body.data.content[0].lines;
        reports.set(day, {
          day: lines.day?.customers ?? 0,
          checkout: lines.checkout?.customers ?? 0,
          capacity: body.data.totals.capacity,
        });
      }
      expect(reports.size, `branch ${branchId}`).toBeGreaterThan(15);
      for (const [day, r] of reports) {
        const where = `branch ${branchId} ${day}`;
        expect(r.capacity, where).toBeGreaterThan(20);
        expect(r.capacity, where).toBeLessThanOrEqual(100);
        const sold = plans.get(day.slice(0, 7))?.cells.filter((c) => c.day === Number(day.slice(8)) && c.rate > 0);
        expect(r.day, where).toBe(sold?.length);
        const next = reports.get(addDays(day, 1));
        if (next) expect(next.checkout, where).toBeLessThanOrEqual(r.day);
      }
    }
  });

  it("finds every demo massage staff member's massages of the month on /count_massage", async () => {
    for (const branchId of [1, 5, 11]) {
      // The month of five days ago: sent sums with a few days of massages even early in a month.
      const month = addDays(branchToday(branchId), -5).slice(0, 7);
      let found = 0;
      for (const staffNumber of DEMO_MASSAGE_STAFF) {
        const res = await s.app.inject({
          method: 'POST',
          url: apiUrl(massageCountApi.check, { branchId, month }),
          headers: s.auth(ceo),
          payload: { staffNumber },
        });
        expect(res.statusCode, res.body).toBe(200);
        if (res.json().count > 0) found += 1;
      }
      expect(found, `branch ${branchId} ${month}`).toBeGreaterThan(0);
    }
  });

  it("predicts this month's occupancy on Calendar 2 from the demo's earlier years", async () => {
    for (const [branchId, area] of [
      [3, 'Ha Noi'],
      [1, 'Ho Chi Minh'],
    ] as const) {
      const month = branchToday(branchId).slice(0, 7);
      for (const same of ['date', 'weekday']) {
        const url = `${apiUrl(dashboardApi.takeGuestNumber, { branchId, area, month, view: 'calendar' })}?predict=1&same=${same}`;
        const { data } = await get(url);
        const predicted = (data.content3 as { date: string; predicted: number | null }[]).filter(
          (d) => d.predicted !== null,
        );
        expect(predicted.length, `branch ${branchId} by ${same}`).toBeGreaterThan(50);
        for (const d of predicted) expect(d.predicted).toBeGreaterThan(20);
      }
    }
  });

  it("counts no hotel invoice in two days' sums", async () => {
    for (const branch of [1, 3]) {
      const counted = new Map<string, string>();
      const today = branchToday(branch);
      for (let back = 40; back >= 1; back--) {
        const date = addDays(today, -back);
        const body = await get(apiUrl(rcApi.viewSum, { branchId: branch, date }));
        if (body.msg === 'null') continue;
        for (const row of body.data.content as { HI: string; action: string }[]) {
          if (!row.HI.trim() || isExcludedFromTotals(row.action)) continue;
          expect(counted.get(row.HI), `HI ${row.HI} of branch ${branch} counted on ${date}`).toBeUndefined();
          counted.set(row.HI, date);
        }
      }
      expect(counted.size).toBeGreaterThan(100);
    }
  });
});
