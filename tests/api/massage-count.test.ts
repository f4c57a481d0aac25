// The massage-count checker on reception sums the test sends through the real API (branch 5 has massage):
// staff numbers written in the rows' action text, rows, 30/40/70 counts and totals worked out by hand; the 2-character staff number; the branch scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createSum, hotelRow, rcCalls, serviceRow } from './rc-support';
import { massageCountApi } from '../../src/contract/massage-count';
import { apiUrl } from '../support/api-path';

let s: TestServer;
let t: Record<'reception' | 'receptionHbt' | 'ceo' | 'accountantHbt', string>;
const MONTH = '2032-05';

async function sendSum(day: string, rows: ReturnType<typeof hotelRow>[]) {
  const sum = await createSum(s, t.reception, 5, day, rows);
  const res = await rcCalls(s).send(t.reception, 5, { day, version: sum.version, revision: sum.revision });
  if (res.statusCode !== 200) throw new Error(`send ${day}: ${res.statusCode} ${res.body}`);
}

beforeAll(async () => {
  s = await startTestServer();
  t = {
    reception: (await s.login('reception.km1@sumbook.test')).token, // branch 5
    receptionHbt: (await s.login('reception.hbt1@sumbook.test')).token, // branch 3
    ceo: (await s.login('ceo@sumbook.test')).token,
    accountantHbt: (await s.login('accountant.hbt1@sumbook.test')).token,
  };
  await sendSum('2032-05-02', [
    hotelRow('h1', '2032-05-02', { action: 'MS 07 late' }), // not a massage row
    serviceRow('m1', { name: 'sato mai', action: 'MS 07' }), // 70
    serviceRow('m2', { name: 'kato ken', packages: { 'MS 100P': 2 }, action: 'MS 07/12' }), // 2 x (70 + 30)
    serviceRow('m3', { name: 'ito aya', packages: { 'MS 40P': 1 }, action: 'MS 12' }), // staff 12 only
  ]);
  await sendSum('2032-05-20', [
    serviceRow('m4', { name: 'mori rin', packages: { 'MS 40P & BT': 1, BF: 1 }, action: 'KTV 07' }), // 40
    serviceRow('m5', { name: 'abe jun', action: 'CANCEL MS 07' }), // cancelled: not counted
    serviceRow('m6', { name: 'ono yu', packages: { 'MS 70P': 1 }, action: 'MS 70P' }), // a package name, no staff
  ]);
  // Another month: not counted.
  await sendSum('2032-06-01', [serviceRow('m7', { action: 'MS 07' })]);
});
afterAll(() => s.close());

const check = (token: string, branch: number | string, month: string, body: unknown) =>
  s.app.inject({
    method: 'POST',
    url: apiUrl(massageCountApi.check, { branchId: branch, month }),
    headers: s.auth(token),
    payload: body as Record<string, unknown>,
  });

describe('check_massage_number', () => {
  it("counts a staff number's massages of the month from the sent sums", async () => {
    const res = await check(t.reception, 5, MONTH, { staffNumber: '07', listRc: [{ ignored: true }] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.dataReturn).toEqual([
      { sum_credit: '2032-05-02', name: 'SATO MAI', case: 'MS 70P', count30: 0, count40: 0, count70: 1, countTotal: 1 },
      {
        sum_credit: '2032-05-02',
        name: 'KATO KEN',
        case: 'MS 100P x2',
        count30: 2,
        count40: 0,
        count70: 2,
        countTotal: 2,
      },
      {
        sum_credit: '2032-05-20',
        name: 'MORI RIN',
        case: 'MS 40P & BT',
        count30: 0,
        count40: 1,
        count70: 0,
        countTotal: 1,
      },
    ]);
    expect(body.count).toBe(4);
    expect(body.countWithMassageCase).toEqual({ case30: 2, case40: 1, case70: 3 });
    expect(body.msg).toBe('ok');
  });

  it('a row with two staff counts for each; an unknown number finds nothing', async () => {
    const twelve = (await check(t.reception, 5, MONTH, { staffNumber: '12' })).json();
    expect(twelve.dataReturn.map((r: { name: string }) => r.name)).toEqual(['KATO KEN', 'ITO AYA']);
    expect(twelve.countWithMassageCase).toEqual({ case30: 2, case40: 1, case70: 2 });
    const none = (await check(t.reception, 5, MONTH, { staffNumber: '99' })).json();
    expect(none).toMatchObject({ msg: 'null', count: 0, dataReturn: [] });
  });

  it('refuses a staff number that is not 2 digits', async () => {
    for (const staffNumber of ['7', '123', 'ab', '', ' 7 '])
      expect((await check(t.reception, 5, MONTH, { staffNumber })).statusCode, staffNumber).toBe(400);
    expect((await check(t.reception, 5, MONTH, {})).statusCode).toBe(400);
    expect((await check(t.reception, 5, '2032-13', { staffNumber: '07' })).statusCode).toBe(400);
    expect((await check(t.reception, 'x', MONTH, { staffNumber: '07' })).statusCode).toBe(400);
  });

  it('holds every signed-in user to the branch scope', async () => {
    expect((await check(t.receptionHbt, 5, MONTH, { staffNumber: '07' })).statusCode).toBe(403);
    expect((await check(t.accountantHbt, 5, MONTH, { staffNumber: '07' })).statusCode).toBe(403);
    const ceo = await check(t.ceo, 5, MONTH, { staffNumber: '07' });
    expect(ceo.statusCode).toBe(200);
    expect(ceo.json().count).toBe(4);
    const anon = await s.app.inject({
      method: 'POST',
      url: apiUrl(massageCountApi.check, { branchId: 5, month: MONTH }),
      payload: { staffNumber: '07' },
    });
    expect(anon.statusCode).toBe(401);
  });
});
