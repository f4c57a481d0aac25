// Guest numbers and breakfast's guests in house from reception sums sent through the real API, worked out
// by hand; the scope rules; bad input answered 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { breakfastCalls } from './breakfast-support';
import { createSum, hotelRow, rcCalls } from './rc-support';
import { guestNumberApi } from '../../src/contract/guest-number';
import { apiUrl } from '../support/api-path';

let s: TestServer;
let t: Record<'reception' | 'receptionTvl' | 'supervisor' | 'ceo', string>;
const MONTH = '2032-03';

async function sendSum(day: string, rows: ReturnType<typeof hotelRow>[]) {
  const sum = await createSum(s, t.reception, 3, day, rows);
  const res = await rcCalls(s).send(t.reception, 3, { day, version: sum.version, revision: sum.revision });
  if (res.statusCode !== 200) throw new Error(`send ${day}: ${res.statusCode} ${res.body}`);
}

beforeAll(async () => {
  s = await startTestServer();
  t = {
    reception: (await s.login('reception.hbt1@sumbook.test')).token, // branch 3, 40 rooms
    receptionTvl: (await s.login('reception.tvl1@sumbook.test')).token, // branch 1
    supervisor: (await s.login('supervisor.hbt1@sumbook.test')).token,
    ceo: (await s.login('ceo@sumbook.test')).token,
  };
  // Checked out on the 3rd: 201 stayed Feb 28 - Mar 2; 202 a late check-out (nights 1-2); 203 short time on the 3rd.
  await sendSum('2032-03-03', [
    hotelRow('a1', '2032-03-03', { room: '201', checkin: '2032-02-28' }),
    hotelRow('a2', '2032-03-03', { room: '202', checkin: '2032-03-01', action: 'late check out' }),
    hotelRow('a3', '2032-03-03', { room: '203', checkin: '2032-03-03' }),
  ]);
  // Checked out on the 18th: 301 stayed nights 14-17; a cancelled row counts nothing.
  await sendSum('2032-03-18', [
    hotelRow('b1', '2032-03-18', { room: '301', checkin: '2032-03-14' }),
    hotelRow('b2', '2032-03-18', { room: '302', checkin: '2032-03-14', action: 'CANCEL' }),
  ]);
});
afterAll(() => s.close());

const get = (token: string, branch: number | string, part: number | string, month: string) =>
  s.app.inject({ url: apiUrl(guestNumberApi.get, { branch, part, month }), headers: s.auth(token) });

describe('guest_number', () => {
  it('works the first half out from the sent sums', async () => {
    const res = await get(t.reception, 3, 1, MONTH);
    expect(res.statusCode, res.body).toBe(200);
    const { msg, data } = res.json();
    expect(msg).toBe('ok');
    expect(data.branchInformation).toEqual({ name: 'Hai Ba Trung 1', room: 40 });
    expect(data.content).toHaveLength(15);
    const day = (n: number) => data.content[n - 1];
    // The 1st and 2nd: 201 and 202 stay -> 2 / 40 = 5 %.
    expect(day(1)).toMatchObject({ guestNumber: 2, short_time: 0, late_out: 0, capacity: 5 });
    expect(day(2)).toMatchObject({ guestNumber: 2, capacity: 5 });
    // The 3rd: nobody stays the night; 202 leaves late (half), 203 short time (half) -> 1 / 40 = 2.5 %.
    expect(day(3)).toEqual({
      day: 3,
      date: '2032-03-03',
      guestNumber: 0,
      short_time: 1,
      list_short: ['203'],
      late_out: 1,
      list_lateOut: ['202'],
      capacity: 2.5,
    });
    expect(day(14)).toMatchObject({ guestNumber: 1, capacity: 2.5 });
    expect(day(15)).toMatchObject({ guestNumber: 1 });
  });

  it('the second half and the month', async () => {
    const second = (await get(t.reception, 3, 2, MONTH)).json().data.content;
    expect(second).toHaveLength(16);
    expect(second.map((d: { guestNumber: number }) => d.guestNumber).slice(0, 3)).toEqual([1, 1, 0]);
    const month = (await get(t.reception, 3, 3, MONTH)).json().data.content;
    expect(month).toHaveLength(31);
    expect(month.reduce((a: number, d: { guestNumber: number }) => a + d.guestNumber, 0)).toBe(2 + 2 + 4);
  });

  it("answers 'null' for a month without stays", async () => {
    const res = (await get(t.reception, 3, 1, '2032-07')).json();
    expect(res.msg).toBe('null');
  });

  it('holds a user to the branch scope', async () => {
    expect((await get(t.receptionTvl, 3, 1, MONTH)).statusCode).toBe(403);
    expect((await get(t.ceo, 3, 1, MONTH)).statusCode).toBe(200);
  });

  it.each([
    [3, 4, MONTH],
    [3, 'x', MONTH],
    [3, 1, '2032-13'],
    [3, 1, 'march'],
    ['x', 1, MONTH],
  ])('branch %s part %s month %s is a 4xx', async (branch, part, month) => {
    const res = await get(t.ceo, branch, part, month);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('breakfast guests in house', () => {
  it('are the rooms that stayed the night before, from the same sums', async () => {
    const days = (await breakfastCalls(s).get(t.supervisor, 3, MONTH)).json().data.days;
    const inHouse = (d: number) => days[d - 1].guestInHouse;
    // Morning of the 1st: 201 (night of Feb 29); 2nd and 3rd: 201 and 202; 4th: nobody; 15th-18th: 301.
    expect([1, 2, 3, 4, 14, 15, 18, 19].map(inHouse)).toEqual([1, 2, 2, 0, 0, 1, 1, 0]);
  });
});
