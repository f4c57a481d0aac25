// Report total's branch view (GET /report/:branchId/take_guest_number/:area/:month/report) and the
// reservation report (GET /booking/report_reservation/:month) on the demo bookings: the figures are worked
// out again here, night by night, straight from the bookings table; then who may call them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchToday } from '../../src/domain/branches';
import { startTestServer, type TestServer } from '../support/server';
import { dashboardApi } from '../../src/contract/dashboard';
import { apiUrl, pathTo } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
const tok: Record<string, string> = {};
const WHO = {
  reception: 'reception.hbt1@sumbook.test',
  admin: 'admin@sumbook.test',
  manager: 'manager.hbt1@sumbook.test',
  supervisor: 'supervisor.hbt1@sumbook.test',
  accountant: 'accountant.hbt1@sumbook.test',
  leader: 'accleader.hanoi@sumbook.test',
  area: 'areamanager.hcm@sumbook.test',
  ceo: 'ceo@sumbook.test',
  chief: 'accchief@sumbook.test',
};
beforeAll(async () => {
  s = await startTestServer();
  for (const [k, email] of Object.entries(WHO)) tok[k] = (await s.login(email)).token;
}, 60_000);
afterAll(() => s.close());

const get = (who: string, url: string) => s.app.inject({ url: `/api${url}`, headers: s.auth(tok[who]) });
const report = (who: string, branch: number, area: string, month: string) =>
  get(who, pathTo(dashboardApi.takeGuestNumber, { branchId: branch, area, month, view: 'report' }));

// Last month (complete in the demo), by the day arithmetic of plain Date objects.
const today = branchToday(3);
const lastMonth = (() => {
  const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
})();

type Row = {
  branch_id: number;
  checkin: string;
  checkout: string;
  channel: string;
  language: string;
  device: string;
  cancelled: number;
  waiting_list: number;
  female: number;
  membership: number;
  pick_up: number;
  drop_off: number;
};
const rowsOf = (branch: number): Promise<Row[]> =>
  s.db.selectFrom('bookings').selectAll().where('branch_id', '=', branch).execute();

/** Nights of [checkin, checkout) whose date starts with the month, one day at a time. */
function nights(r: Row, month: string): number {
  let n = 0;
  for (let d = new Date(`${r.checkin}T00:00:00Z`); d.toISOString().slice(0, 10) < r.checkout;) {
    if (d.toISOString().startsWith(month)) n++;
    d = new Date(d.getTime() + 86_400_000);
  }
  return n;
}

describe('the branch view of a seeded month', () => {
  it("HBT1's last month: every figure as counted from the bookings table", async () => {
    const res = await report('ceo', 3, 'Ha Noi', lastMonth);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const c = data.content;
    const rows = await rowsOf(3);
    const held = rows.filter((r) => !r.cancelled && !r.waiting_list);
    const checkIns = held.filter((r) => r.checkin.startsWith(lastMonth));
    const roomNights = held.reduce((n, r) => n + nights(r, lastMonth), 0);
    const days = new Date(Date.UTC(Number(lastMonth.slice(0, 4)), Number(lastMonth.slice(5, 7)), 0)).getUTCDate();
    const ota = ['agoda', 'expedia', 'booking.com', 'rakuten', 'hafh'];
    const count = (list: Row[], f: (r: Row) => boolean) => list.filter(f).length;
    expect(data.branchInformation).toEqual({ room: 40, name: 'Hai Ba Trung 1' });
    expect(roomNights).toBeGreaterThan(400);
    expect(c.roomTotal).toBe(roomNights);
    expect(c.capacity).toBe(Math.round((roomNights / (40 * days)) * 10000) / 100);
    expect(c.companyTotal).toBe(
      held.filter((r) => r.channel === 'company').reduce((n, r) => n + nights(r, lastMonth), 0),
    );
    expect(c.femaleTotal).toBe(count(checkIns, (r) => r.female === 1));
    expect(c.memberShipTotal).toBe(count(checkIns, (r) => r.membership === 1));
    expect(c.pickUpTotal).toBe(count(checkIns, (r) => r.pick_up === 1));
    expect(c.dropOffTotal).toBe(count(checkIns, (r) => r.drop_off === 1));
    expect(c.fromAzWebTotal).toBe(count(checkIns, (r) => r.channel === 'website'));
    expect(c.fromAzAppTotal).toBe(count(checkIns, (r) => r.channel === 'app'));
    expect(c.OTATotal).toBe(count(checkIns, (r) => ota.includes(r.channel)));
    // HBT1 (branch 3) sells expedia, booking.com and agoda (spec 3 section 9), and nothing else came.
    expect(Object.keys(c.OTATotalDetails)).toEqual(['expedia', 'booking.com', 'agoda']);
    expect(c.OTATotalDetails.agoda).toBe(count(checkIns, (r) => r.channel === 'agoda'));
    const inMonth = rows.filter((r) => r.checkin.startsWith(lastMonth));
    expect(c.cancelListTotal).toBe(count(inMonth, (r) => r.cancelled === 1));
    expect(c.waitingListTotal).toBe(count(inMonth, (r) => r.waiting_list === 1 && !r.cancelled));
    const surveys = await s.db
      .selectFrom('survey_entries')
      .select('id')
      .where('branch_id', '=', 3)
      .where('kind', '=', 'guest')
      .where('day', 'like', `${lastMonth}-%`)
      .execute();
    expect(surveys.length).toBeGreaterThan(0);
    expect(c.surveyTotal).toBe(surveys.length);
    expect(c.dataCapacityMonth).toHaveLength(12);
    expect(c.dataCapacityMonth[11]).toEqual({ month: lastMonth, capacity: c.capacity });
    // The bars: each Ha Noi branch, HBT1's being the branch's capacity.
    expect(c.dataCapacityMonthArea.map((b: { branchId: number }) => b.branchId)).toEqual([3, 5, 8, 12, 15, 16]);
    expect(c.dataCapacityMonthArea[0].capacity).toBe(c.capacity);
  });

  it('the whole area and the whole chain add their branches up', async () => {
    const branch = async (id: number, area: string) => (await report('ceo', id, area, lastMonth)).json().data.content;
    const area = (await report('ceo', 0, 'Ha Noi', lastMonth)).json().data;
    expect(area).toMatchObject({ scope: 'area', area: 'Ha Noi', branchInformation: { name: 'Ha Noi', room: 196 } });
    const parts = await Promise.all([3, 5, 8, 12, 15, 16].map((id) => branch(id, 'Ha Noi')));
    expect(area.content.roomTotal).toBe(parts.reduce((n, p) => n + p.roomTotal, 0));
    expect(area.content.surveyTotal).toBe(parts.reduce((n, p) => n + p.surveyTotal, 0));
    const chain = (await report('ceo', 0, 'all', lastMonth)).json().data;
    expect(chain).toMatchObject({ scope: 'chain', branchInformation: { name: 'All branches' } });
    expect(chain.content.dataCapacityMonthArea).toHaveLength(14);
    expect(chain.content.roomTotal).toBeGreaterThan(area.content.roomTotal);
  });
});

describe('who may read the branch view', () => {
  it('reception (0) and accountants (4) are refused; the supervisor (3) has no View Branch', async () => {
    for (const who of ['reception', 'accountant', 'supervisor']) {
      const res = await report(who, 3, 'Ha Noi', lastMonth);
      expect([res.statusCode, res.json()], who).toEqual([403, refusal('You do not have permission for this action')]);
    }
  });

  it('the others within their scope; out of it "Mistake Branch Area" / "Mistake Branch"', async () => {
    for (const who of ['admin', 'manager', 'leader', 'ceo', 'chief'])
      expect((await report(who, 3, 'Ha Noi', lastMonth)).statusCode, who).toBe(200);
    expect((await report('area', 1, 'Ho Chi Minh', lastMonth)).statusCode).toBe(200);
    expect((await report('area', 0, 'Ho Chi Minh', lastMonth)).json().data.scope).toBe('area');
    const out = await report('area', 3, 'Ha Noi', lastMonth);
    expect([out.statusCode, out.json().msg]).toEqual([403, 'Mistake Branch Area']);
    expect((await report('area', 0, 'Ha Noi', lastMonth)).statusCode).toBe(403);
    expect((await report('area', 0, 'all', lastMonth)).statusCode).toBe(403);
    expect((await report('leader', 0, 'all', lastMonth)).statusCode).toBe(403);
    const other = await report('manager', 8, 'Ha Noi', lastMonth);
    expect([other.statusCode, other.json().msg]).toEqual([403, 'Mistake Branch']);
    // Branch 0 is a manager's own branch.
    expect((await report('manager', 0, 'Ha Noi', lastMonth)).json().data).toMatchObject({
      scope: 'branch',
      branchId: 3,
    });
  });

  it('bad input is a 4xx that changes nothing', async () => {
    expect((await report('ceo', 3, 'Ho Chi Minh', lastMonth)).statusCode).toBe(400);
    expect((await report('ceo', 3, 'Atlantis', lastMonth)).statusCode).toBe(400);
    expect((await report('ceo', 3, 'Ha Noi', '2026-13')).statusCode).toBe(400);
    expect(
      (
        await get(
          'ceo',
          pathTo(dashboardApi.takeGuestNumber, { branchId: 3, area: 'Ha Noi', month: lastMonth, view: 'table' }),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await get(
          'ceo',
          pathTo(dashboardApi.takeGuestNumber, { branchId: 'x', area: 'Ha Noi', month: lastMonth, view: 'report' }),
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('the reservation report', () => {
  it('per branch and per area, as counted from the bookings table', async () => {
    const res = await get('ceo', pathTo(dashboardApi.reservation, { month: lastMonth }));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.byBranch).toHaveLength(14);
    const rows = (await rowsOf(1)).filter((r) => !r.cancelled && r.checkin.startsWith(lastMonth));
    const tvl1 = data.byBranch.find((b: { branchId: number }) => b.branchId === 1);
    const stay = (r: Row) => (Date.parse(r.checkout) - Date.parse(r.checkin)) / 86_400_000;
    expect(tvl1).toMatchObject({
      code: 'TVL1',
      area: 'Ho Chi Minh',
      booking: rows.length,
      roomAmount: rows.reduce((n, r) => n + stay(r), 0),
      language: {
        ja: rows.filter((r) => r.language === 'ja').length,
        ko: rows.filter((r) => r.language === 'ko').length,
      },
      deviceType: {
        app: rows.filter((r) => r.device === 'app').length,
        tablet: rows.filter((r) => r.device === 'tablet').length,
      },
    });
    const hcm = data.byArea.find((a: { area: string }) => a.area === 'Ho Chi Minh');
    const hcmBranches = data.byBranch.filter((b: { area: string }) => b.area === 'Ho Chi Minh');
    expect(hcm.booking).toBe(hcmBranches.reduce((n: number, b: { booking: number }) => n + b.booking, 0));
    expect(hcm.language.ja + hcm.language.en + hcm.language.vi + hcm.language.ko).toBe(hcm.booking);
    expect(data.byArea.map((a: { area: string }) => a.area)).toEqual([
      'Ha Noi',
      'Ho Chi Minh',
      'Da Nang',
      'Hai Phong',
      'Cambodia',
      'Myanmar',
    ]);
  });

  it("is read by the roles of /reservation's gate (2, 3, 6, 7) only, signed in", async () => {
    for (const who of ['manager', 'supervisor', 'area', 'ceo'])
      expect((await get(who, pathTo(dashboardApi.reservation, { month: lastMonth }))).statusCode, who).toBe(200);
    for (const who of ['reception', 'admin', 'accountant', 'leader', 'chief'])
      expect((await get(who, pathTo(dashboardApi.reservation, { month: lastMonth }))).statusCode, who).toBe(403);
    expect((await s.app.inject({ url: apiUrl(dashboardApi.reservation, { month: lastMonth }) })).statusCode).toBe(401);
  });
});
