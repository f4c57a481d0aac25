// The admin's Branch section against the real server: the branch record (name, area, rooms, sumRate,
// fixed expense / totalProfit, prices, survey day), who may read and change it, the validation, the audit
// line, and the reports that read it (manager report, guest number) following a change at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayOf } from '../../src/server/kernel/today';
import { addDays } from '../../src/domain/dates';
import { loginEveryRoleByName, startTestServer, type TestServer } from '../support/server';
import { branchApi } from '../../src/contract/branch';
import { managerApi } from '../../src/contract/manager';
import { guestNumberApi } from '../../src/contract/guest-number';
import { pathTo } from '../support/api-path';

let s: TestServer;
let tok: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer();
  tok = await loginEveryRoleByName(s);
});
afterAll(() => s.close());

const call = (method: 'GET' | 'PATCH', url: string, who?: string, payload?: object) =>
  s.app.inject({ method, url: `/api${url}`, headers: who ? s.auth(tok[who]) : {}, ...(payload ? { payload } : {}) });
const patch = (branch: number, payload: object, who = 'admin') =>
  call('PATCH', pathTo(branchApi.updateOther, { branchId: branch }), who, payload);

describe('who reads and changes a branch record', () => {
  it('branch_list_other: admin and CEO only (401 without a token, 403 for roles 0, 2, 3, 4, 5, 6, 8)', async () => {
    expect((await call('GET', pathTo(branchApi.listOther, { branch: 3 }))).statusCode).toBe(401);
    for (const who of ['r0', 'r2', 'r3', 'r4', 'r5', 'r6', 'r8'])
      expect((await call('GET', pathTo(branchApi.listOther, { branch: 3 }), who)).statusCode, who).toBe(403);
    const res = await call('GET', pathTo(branchApi.listOther, { branch: 3 }), 'ceo');
    expect(res.json().data).toMatchObject({
      branchID: 3,
      code: 'HBT1',
      name: 'Hai Ba Trung 1',
      area: 'Ha Noi',
      room: 40,
      sumRate: 25400,
      surveyDay: 1,
      serviceRate: { break_fast: expect.any(Number), massage_70: expect.any(Number) },
    });
  });

  it('update_other: name, rooms and prices are admin and CEO only; the manager keeps the own branch rate', async () => {
    expect(
      (await call('PATCH', pathTo(branchApi.updateOther, { branchId: 3 }), undefined, { rooms: 41 })).statusCode,
    ).toBe(401);
    for (const who of ['r0', 'r3', 'r4', 'r5', 'r6', 'r8'])
      expect((await patch(3, { rooms: 41 }, who)).statusCode, who).toBe(403);
    const mgr = await patch(3, { rooms: 41 }, 'r2');
    expect(mgr.statusCode).toBe(403);
    expect(mgr.json().msg).toBe('Only the admin or the CEO may change the name, rooms or prices of a branch');
    expect((await patch(3, { serviceRate: { break_fast: 1 } }, 'r2')).statusCode).toBe(403);
    expect((await patch(3, { sumRate: 25500 }, 'r2')).json().data.sumRate).toBe(25500);
    expect((await patch(5, { sumRate: 25500 }, 'r2')).statusCode).toBe(403);
  });
});

describe('validation', () => {
  it('refuses bad values with a 400 and changes nothing', async () => {
    const before = (await call('GET', pathTo(branchApi.listOther, { branch: 3 }), 'admin')).json().data;
    const bad: [object, RegExp][] = [
      [{ rooms: 0 }, /Rooms must be at least 1/],
      [{ rooms: 1.5 }, /whole number/],
      [{ name: '  ' }, /Please input the branch name/],
      [{ serviceRate: { break_fast: -1 } }, /A price cannot be negative/],
      [{ serviceRate: { not_a_service: 10 } }, /.+/],
      [{ surveyDay: 32 }, /.+/],
      [{ sumRate: 0 }, /.+/],
      [{ area: 'Da Nang' }, /.+/],
      [{ rooms: 45, unknown: 1 }, /.+/],
    ];
    for (const [body, msg] of bad) {
      const res = await patch(3, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().status).toBe(0);
      expect(res.json().msg).toMatch(msg);
    }
    expect((await call('GET', pathTo(branchApi.listOther, { branch: 3 }), 'admin')).json().data).toEqual(before);
  });
});

describe('a change reaches the reports that read the branch', () => {
  it('rooms, sumRate, prices and the survey day: audited before/after; manager report and guest number follow', async () => {
    const day = addDays(todayOf(3), -1);
    const made = async () =>
      (await call('GET', pathTo(managerApi.makeReport, { branchId: 3, date: day }), 'ceo')).json();
    const first = await made();
    expect(first.branch).toMatchObject({ rooms: 40 });
    const month = day.slice(0, 7);
    const part = Number(day.slice(8)) <= 15 ? 1 : 2;
    const guests = async () =>
      (await call('GET', pathTo(guestNumberApi.get, { branch: 3, part, month }), 'ceo')).json();
    expect((await guests()).data.branchInformation.room).toBe(40);

    const res = await patch(3, {
      name: 'Hai Ba Trung One',
      rooms: 80,
      sumRate: 26000,
      fixedExpense: 1_000_000,
      serviceRate: { break_fast: 123_000 },
      surveyDay: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Hai Ba Trung One',
      room: 80,
      sumRate: 26000,
      fixedExpense: 1_000_000,
      surveyDay: 5,
      serviceRate: { break_fast: 123_000 },
    });
    const [line] = await s.db
      .selectFrom('audit')
      .selectAll()
      .where('action', '=', 'branch.update_other')
      .orderBy('id', 'desc')
      .execute();
    expect(line.target).toBe('branch:3');
    expect(JSON.parse(line.detail)).toMatchObject({
      before: { name: 'Hai Ba Trung 1', rooms: 40, surveyDay: 1 },
      after: {
        name: 'Hai Ba Trung One',
        rooms: 80,
        sumRate: 26000,
        surveyDay: 5,
        serviceRate: { break_fast: 123_000 },
      },
    });

    const second = await made();
    expect(second.branch).toMatchObject({ rooms: 80, sumRate: 26000, fixedExpense: 1_000_000 });
    expect(second.branch.rates.break_fast).toBe(123_000);
    const g = await guests();
    expect(g.data.branchInformation).toEqual({ name: 'Hai Ba Trung One', room: 80 });
    // The capacity is worked out on the new room count: half of what 40 rooms gave.
    const busy = g.data.content.find((d: { capacity: number }) => d.capacity > 0);
    expect(busy).toBeDefined();
    await patch(3, { rooms: 40 });
    const at40 = (await guests()).data.content.find((d: { day: number }) => d.day === busy.day);
    expect(at40.capacity).toBeCloseTo(busy.capacity * 2, 1);
    // The other prices kept theirs.
    expect(second.branch.rates.massage_70).toBe(first.branch.rates.massage_70);
  });
});
