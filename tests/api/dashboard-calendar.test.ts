// Report total's calendars (GET /report/:branchId/take_guest_number/:area/:month/calendar) from reception
// sums sent through the real API in the test: the occupancy and colour of each day worked out by hand, the
// predicted row from sums written for the two previous years, and who may read which branch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createSum, hotelRow, rcCalls, serviceRow } from './rc-support';
import { dashboardApi } from '../../src/contract/dashboard';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let t: Record<'reception' | 'supervisor' | 'accountant' | 'manager' | 'managerTvl' | 'ceo' | 'leader', string>;
const MONTH = '2032-03'; // branch 3 (Hai Ba Trung 1): 40 rooms
let seq = 0;

/** `n` rooms from 101 staying from `checkin` to `checkout`. */
function rooms(n: number, checkin: string, checkout: string, over: Record<string, unknown> = {}) {
  return Array.from({ length: n }, () => {
    seq += 1;
    return hotelRow(`c${seq}`, checkout, { room: String(100 + seq), checkin, checkout, ...over });
  });
}

async function sendSum(day: string, rows: ReturnType<typeof hotelRow>[]) {
  const sum = await createSum(s, t.reception, 3, day, rows);
  const res = await rcCalls(s).send(t.reception, 3, { day, version: sum.version, revision: sum.revision });
  if (res.statusCode !== 200) throw new Error(`send ${day}: ${res.statusCode} ${res.body}`);
}

beforeAll(async () => {
  s = await startTestServer();
  t = {
    reception: (await s.login('reception.hbt1@sumbook.test')).token,
    supervisor: (await s.login('supervisor.hbt1@sumbook.test')).token,
    accountant: (await s.login('accountant.hbt1@sumbook.test')).token,
    manager: (await s.login('manager.hbt1@sumbook.test')).token,
    managerTvl: (await s.login('manager.tvl1@sumbook.test')).token,
    ceo: (await s.login('ceo@sumbook.test')).token,
    leader: (await s.login('accleader.hanoi@sumbook.test')).token,
  };
  // This year: 36 rooms the nights of the 10th and 11th (90 %), one more staying the 11th and leaving late
  // on the 12th, one short-time stay on the 12th; 32 rooms the nights of 3 and 4 April (80 %).
  await sendSum('2032-03-12', [
    ...rooms(36, '2032-03-10', '2032-03-12'),
    ...rooms(1, '2032-03-11', '2032-03-12', { action: 'late check out' }),
    ...rooms(1, '2032-03-12', '2032-03-12'),
  ]);
  await sendSum('2032-04-05', rooms(32, '2032-04-03', '2032-04-05'));
  // A year before: 28 rooms the nights of 10 and 11 March 2031 (70 %), sums sent on both days.
  await sendSum('2031-03-10', rooms(28, '2031-03-10', '2031-03-12'));
  await sendSum('2031-03-11', [serviceRow('s1')]);
  // Two years before: 20 rooms the nights of 10 and 11 March 2030 (50 %), only the 10th's sum sent.
  await sendSum('2030-03-10', rooms(20, '2030-03-10', '2030-03-12'));
});
afterAll(() => s.close());

const get = (token: string | null, branch: number | string, month = MONTH, query = '', area = 'Ha Noi') =>
  s.app.inject({
    url: `${apiUrl(dashboardApi.takeGuestNumber, { branchId: branch, area, month, view: 'calendar' })}${query}`,
    headers: token ? s.auth(token) : {},
  });

type Day = { date: string; day: number; percent: number; colour: string; guestNumber: number };
type Predicted = {
  date: string;
  predicted: number | null;
  colour: string | null;
  diff: number | null;
  history: { date: string; percent: number | null }[];
};

describe('calendar', () => {
  it('works out each day of the month and the next from the sent sums', async () => {
    const res = await get(t.manager, 3);
    expect(res.statusCode, res.body).toBe(200);
    const { status, data } = res.json();
    expect(status).toBe(1);
    expect(data).toMatchObject({
      view: 'calendar',
      month: '2032-03',
      month2: '2032-04',
      compareBy: null,
      content3: [],
      branchInformation: { room: 40, name: 'Hai Ba Trung 1' },
    });
    expect(data.today).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(data.content).toHaveLength(31);
    expect(data.content2).toHaveLength(30);
    const day = (list: Day[], n: number) => list[n - 1];
    expect(day(data.content, 9)).toMatchObject({ date: '2032-03-09', percent: 0, colour: 'white' });
    // 36 / 40 = 90 % -> red; the 11th: 37 / 40 = 92.5 %.
    expect(day(data.content, 10)).toMatchObject({ date: '2032-03-10', guestNumber: 36, percent: 90, colour: 'red' });
    expect(day(data.content, 11)).toMatchObject({ guestNumber: 37, percent: 92.5, colour: 'red' });
    // The 12th: nobody stays the night; a late check-out and a short stay count half each: 1 / 40 = 2.5 %.
    expect(day(data.content, 12)).toMatchObject({ guestNumber: 0, short_time: 1, late_out: 1, percent: 2.5 });
    // 32 / 40 = 80 % -> orange.
    expect(day(data.content2, 3)).toMatchObject({ date: '2032-04-03', percent: 80, colour: 'orange' });
    expect(day(data.content2, 4)).toMatchObject({ percent: 80 });
    expect(day(data.content2, 5)).toMatchObject({ percent: 0, colour: 'white' });
  });

  it('predicts from the same date of the two previous years', async () => {
    const res = await get(t.ceo, 3, MONTH, '?predict=1');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.compareBy).toBe('date');
    expect(data.content3).toHaveLength(31 + 30);
    const row = (date: string) => (data.content3 as Predicted[]).find((r) => r.date === date);
    // 10 March: 70 % in 2031, 50 % in 2030 -> 60 %; this year 90 % -> +30.
    expect(row('2032-03-10')).toEqual({
      date: '2032-03-10',
      predicted: 60,
      colour: 'green',
      diff: 30,
      history: [
        { date: '2031-03-10', percent: 70 },
        { date: '2030-03-10', percent: 50 },
      ],
    });
    // 11 March: 2030's sum of that day was never sent, so only 2031 counts -> 70 %.
    expect(row('2032-03-11')).toMatchObject({
      predicted: 70,
      colour: 'yellow',
      diff: 22.5,
      history: [
        { date: '2031-03-11', percent: 70 },
        { date: '2030-03-11', percent: null },
      ],
    });
    // No sum on either compared day: no prediction.
    expect(row('2032-03-09')).toMatchObject({ predicted: null, colour: null, diff: null });
    expect(row('2032-04-03')).toMatchObject({ predicted: null });
  });

  it('with the same-weekday option compares 52 and 104 weeks before', async () => {
    const { data } = (await get(t.ceo, 3, MONTH, '?predict=1&same=weekday')).json();
    expect(data.compareBy).toBe('weekday');
    const row = (date: string) => (data.content3 as Predicted[]).find((r) => r.date === date);
    // Tuesday 9 March 2032 -> Tuesday 11 March 2031 (70 %) and Tuesday 12 March 2030 (no sum): 70 %.
    expect(row('2032-03-09')).toMatchObject({
      predicted: 70,
      history: [
        { date: '2031-03-11', percent: 70 },
        { date: '2030-03-12', percent: null },
      ],
    });
    // Sunday 7 March 2032 -> 9 March 2031 (no sum) and 10 March 2030 (50 %): 50 %; the same date has none.
    expect(row('2032-03-07')).toMatchObject({
      predicted: 50,
      colour: 'white',
      diff: -50,
      history: [
        { date: '2031-03-09', percent: null },
        { date: '2030-03-10', percent: 50 },
      ],
    });
    // Wednesday 10 March 2032 -> 12 March 2031 and 13 March 2030: no sum on either.
    expect(row('2032-03-10')).toMatchObject({ predicted: null, diff: null });
  });

  it('lets the supervisor read its own branch only; reception and accounting never', async () => {
    expect((await get(t.supervisor, 3)).statusCode).toBe(200);
    expect((await get(t.supervisor, 0)).json().data.branchInformation.name).toBe('Hai Ba Trung 1');
    const other = await get(t.supervisor, 1, MONTH, '', 'Ho Chi Minh');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(refusal('Mistake Branch Area'));
    expect((await get(t.managerTvl, 3)).json()).toEqual(refusal('Mistake Branch Area'));
    expect((await get(t.reception, 3)).statusCode).toBe(403);
    expect((await get(t.accountant, 3)).statusCode).toBe(403);
    expect((await get(null, 3)).statusCode).toBe(401);
    // The area's accountant leader and the CEO read any branch of their scope.
    expect((await get(t.leader, 3)).statusCode).toBe(200);
    expect((await get(t.ceo, 1, MONTH, '', 'Ho Chi Minh')).statusCode).toBe(200);
  });

  it('answers bad input with a 4xx and no change', async () => {
    expect((await get(t.ceo, 3, '2032-13')).statusCode).toBe(400);
    expect((await get(t.ceo, 3, MONTH, '?predict=1&same=year')).statusCode).toBe(400);
    expect((await get(t.ceo, 'x')).statusCode).toBe(400);
  });
});
