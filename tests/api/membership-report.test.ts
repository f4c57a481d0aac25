// GET /report/membership: every figure against an independent count of the members table (read here row by
// row), and the roles (1, 2, 5, 6, 7, 8; not reception, supervisor or accounting).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { membershipReportApi } from '../../src/contract/membership-report';
import { apiUrl } from '../support/api-path';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const get = async (email: string | null) => {
  const headers = email ? s.auth((await s.login(email)).token) : {};
  return s.app.inject({ url: apiUrl(membershipReportApi.get, {}), headers });
};

describe('membership report', () => {
  it('counts what the members table holds', async () => {
    const res = await get('ceo@sumbook.test');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    const rows = await s.db.selectFrom('members').selectAll().execute();
    expect(rows.length).toBeGreaterThan(1000);
    const year = Number(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 4));
    expect(d.year).toBe(year);
    expect(d.totalMembers).toBe(rows.length);
    const tally = (key: (r: (typeof rows)[number]) => string | null) => {
      const out: Record<string, number> = {};
      for (const r of rows) {
        const k = key(r);
        if (k !== null) out[k] = (out[k] ?? 0) + 1;
      }
      return out;
    };
    const g = tally((r) => r.gender);
    expect(d.genderCounts).toEqual({ Male: g.Male ?? 0, Female: g.Female ?? 0, Other: g.Other ?? 0 });
    const rk = tally((r) => r.rank);
    expect(d.rankTypeCounts).toEqual(
      Object.fromEntries(['bronze', 'silver', 'gold', 'platinum', 'diamond'].map((k) => [k, rk[k] ?? 0])),
    );
    const lt = tally((r) => r.login_type);
    expect(d.dataChartLoginTypeTitle).toEqual(['Google', 'Facebook', 'Apple', 'Email']);
    expect(d.dataChartLoginTypeData).toEqual(d.dataChartLoginTypeTitle.map((k: string) => lt[k] ?? 0));
    // Registrations of this year by Viet Nam month.
    const months = Array<number>(12).fill(0);
    for (const r of rows) {
      const local = new Date(new Date(r.registered_at).getTime() + 7 * 3_600_000).toISOString();
      if (Number(local.slice(0, 4)) === year) months[Number(local.slice(5, 7)) - 1] += 1;
    }
    expect(d.registrationsByYearOrdered.map((m: { count: number }) => m.count)).toEqual(months);
    expect(d.registrationsByYearOrdered[0].month).toBe('Jan');
    // Ages by hand: under 20, 20-29, 30-39, 40-49, 50 and over.
    const ages = [0, 0, 0, 0, 0];
    let unknown = 0;
    for (const r of rows) {
      if (r.birth_year === null) unknown += 1;
      else {
        const age = year - r.birth_year;
        ages[age < 20 ? 0 : age < 30 ? 1 : age < 40 ? 2 : age < 50 ? 3 : 4] += 1;
      }
    }
    expect(d.dataChartAreaGroupTitle).toEqual(['18-20', '20-30', '30-40', '40-50', 'over 50']);
    expect(d.dataChartAreaGroupData).toEqual(ages);
    expect(d.ageUnknown).toBe(unknown);
    expect(d.countBookingByMemberShip).toBe(rows.reduce((a, r) => a + r.bookings, 0));
    expect(d.totalAzCoin).toBe(rows.reduce((a, r) => a + r.az_coin, 0));
    const top = [...rows].sort((a, b) => b.az_coin - a.az_coin || a.id - b.id).slice(0, 10);
    expect(d.top10AzCoinUsers).toEqual(
      top.map((r) => ({ userId: r.user_id, name: r.name, azCoin: r.az_coin, email: r.email })),
    );
  });

  it('follows a change of the table', async () => {
    await s.db
      .insertInto('members')
      .values({
        user_id: 'AZ999999',
        name: 'Top Holder',
        email: 'top@example.com',
        login_type: 'Email',
        rank: 'diamond',
        az_point: 20000,
        az_coin: 99_999_999,
        gender: 'Other',
        birth_year: null,
        registered_at: new Date().toISOString(),
        area: 'Ha Noi',
        bookings: 5,
        search: 'az999999 top holder top@example.com',
      })
      .execute();
    const d = (await get('admin@sumbook.test')).json().data;
    expect(d.top10AzCoinUsers[0]).toEqual({
      userId: 'AZ999999',
      name: 'Top Holder',
      azCoin: 99_999_999,
      email: 'top@example.com',
    });
  });

  it('is for roles 1, 2, 5, 6, 7, 8 only', async () => {
    for (const email of [
      'admin@sumbook.test',
      'manager.hbt1@sumbook.test',
      'accleader.hanoi@sumbook.test',
      'areamanager.hcm@sumbook.test',
      'accchief@sumbook.test',
    ])
      expect((await get(email)).statusCode, email).toBe(200);
    for (const email of [
      'reception.hbt1@sumbook.test',
      'supervisor.hbt1@sumbook.test',
      'accountant.hbt1@sumbook.test',
    ]) {
      const res = await get(email);
      expect(res.statusCode, email).toBe(403);
      expect(res.json().status).toBe(0);
    }
    expect((await get(null)).statusCode).toBe(401);
  });
});
