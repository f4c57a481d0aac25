// take_data_from_moja: the plan filled from the booking source (built in: the stays of the sent reception
// sums; or one passed to the server; or the body's list), only into empty cells of open days, keeping
// hand-edited cells.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, BookingSource } from '../../src/server/kernel/bookings';
import { startTestServer, type TestServer } from '../support/server';
import { expectedCalls, putCell, tokens, type Who } from './expected-support';
import { createSum, hotelRow, rcCalls } from './rc-support';
import { refusal } from '../support/refusal';

type Cell = { room: string; day: number; rate: number; comment: string; rev: number };
const brief = (cells: Cell[]) => cells.map((c) => `${c.room}@${c.day}=${c.rate}${c.comment ? ` ${c.comment}` : ''}`);

describe('with the built-in source (sent reception sums)', () => {
  let s: TestServer;
  let t: Record<Who, string>;
  const DAY = '2043-03-05';
  beforeAll(async () => {
    s = await startTestServer();
    t = await tokens(s);
    const reception = (await s.login('reception.hbt1@sumbook.test')).token;
    await createSum(s, reception, 3, DAY, [
      // Nights of 2, 3 and 4 March.
      hotelRow('h1', DAY, { room: '201', checkin: '2043-03-02', checkout: DAY, room_rate: 1_000_000, vnd: 3_000_000 }),
      // From 27 February: nights 27 and 28 February, 1 to 4 March.
      hotelRow('h2', DAY, {
        HI: '900002',
        room: '202',
        checkin: '2043-02-27',
        checkout: DAY,
        room_rate: 900_000,
        vnd: 5_400_000,
      }),
      // A cancelled booking is no stay.
      hotelRow('h3', DAY, {
        HI: '900003',
        room: '203',
        checkin: '2043-03-03',
        checkout: DAY,
        action: 'DEBIT CANCEL',
        vnd: 0,
      }),
    ]);
    const sent = await rcCalls(s).send(reception, 3, { day: DAY, version: 1, revision: 1 });
    if (sent.statusCode !== 200) throw new Error(`send: ${sent.body}`);
  }, 60_000); // a server, a sum made and sent
  afterAll(() => s.close());

  it('fills the empty cells of open days and keeps hand-edited cells and closed days', async () => {
    const ex = expectedCalls(s);
    await putCell(s, t.manager, 3, { monthEx: '2043-03', room: '201', day: 3, rate: 1_500_000, comment: 'corrected' });
    await ex.status(t.manager, 3, '2043-03', { colum: 4 });
    const res = await ex.moja(t.manager, 3, '2043-03');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 201@2, 202@1, 202@2, 202@3 written; 201@3 (by hand), 201@4 and 202@4 (closed day) kept.
    expect(body).toMatchObject({ status: 1, imported: 4, kept: 3, data: { month: '2043-03', source: 'manual' } });
    expect(brief(body.data.cells)).toEqual([
      '201@2=1000000',
      '201@3=1500000 corrected',
      '202@1=900000',
      '202@2=900000',
      '202@3=900000',
    ]);
    expect(body.data.report.days[1]).toMatchObject({ sumRate: 1_900_000, sumRoom: 2 });
    const trail = await s.db.selectFrom('audit').selectAll().where('action', '=', 'expected.import').execute();
    expect(JSON.parse(trail[0].detail)).toMatchObject({ by: 'Hoang Van Nam', from: 'bookings', imported: 4, kept: 3 });

    const again = (await ex.moja(t.manager, 3, '2043-03')).json();
    expect([again.imported, again.kept]).toEqual([0, 7]);
  });

  it("a month without a plan gets one from the stays' nights in it, source 'moja'", async () => {
    const res = (await expectedCalls(s).moja(t.manager, 3, '2043-02')).json();
    expect(res).toMatchObject({ msg: 'SUCCESS SAVE DATA', imported: 2, kept: 0, data: { source: 'moja' } });
    expect(brief(res.data.cells)).toEqual(['202@27=900000', '202@28=900000']);
  });

  it("takes the body's list instead of the source when sent, skipping rooms the branch does not have", async () => {
    const list = [
      { room: '305', checkin: '2043-06-30', checkout: '2043-07-02', rate: 700_000 },
      { room: '999', checkin: '2043-07-01', checkout: '2043-07-02', rate: 1 },
    ];
    const res = (await expectedCalls(s).moja(t.manager, 3, '2043-07', { list })).json();
    expect(res).toMatchObject({ imported: 1, kept: 0 });
    expect(brief(res.data.cells)).toEqual(['305@1=700000']);
  });

  it('refills a cell emptied by hand', async () => {
    const month = '2043-03';
    const cleared = await putCell(s, t.manager, 3, { monthEx: month, room: '202', day: 1, rate: 0, baseRev: 1 });
    expect(cleared.rev).toBe(2);
    const res = (await expectedCalls(s).moja(t.manager, 3, month)).json();
    expect(res.imported).toBe(1);
    expect(res.data.cells.find((c: Cell) => c.room === '202' && c.day === 1)).toEqual({
      room: '202',
      day: 1,
      rate: 900_000,
      comment: '',
      rev: 3,
    });
  });
});

describe('with a booking source passed to the server', () => {
  let s: TestServer;
  let t: Record<Who, string>;
  const asked: [number, string, string][] = [];
  const booking = (over: Partial<Booking>): Booking => ({
    id: 'B1',
    room: '401',
    checkin: '2043-05-30',
    checkout: '2043-06-03', // nights 30, 31 May and 1, 2 June
    rate: 1_250_000,
    guestName: 'TANAKA YUKI',
    company: '',
    channel: 'website',
    language: 'ja',
    device: 'phone',
    cancelled: false,
    ...over,
  });
  const source: BookingSource = {
    async bookingsFor(branchId, from, to) {
      asked.push([branchId, from, to]);
      if (from === '2043-09-01') throw new Error('connect ECONNREFUSED booking.example:443');
      return [
        booking({}),
        booking({ id: 'B2', room: '402', cancelled: true }),
        // A waiting-list booking holds no room (as on the dashboard).
        booking({ id: 'B3', room: '403', waitingList: true }),
      ];
    },
  };
  beforeAll(async () => {
    s = await startTestServer({}, { bookings: source });
    t = await tokens(s);
  }, 60_000); // this file's second server
  afterAll(() => s.close());

  it('asks it for the month and imports its bookings that are neither cancelled nor waiting', async () => {
    const res = (await expectedCalls(s).moja(t.manager, 3, '2043-06')).json();
    expect(asked).toEqual([[3, '2043-06-01', '2043-06-30']]);
    expect(res).toMatchObject({ imported: 2, kept: 0, data: { source: 'moja' } });
    expect(brief(res.data.cells)).toEqual(['401@1=1250000', '401@2=1250000']);
  });

  it('does not ask it when the body brings the list', async () => {
    asked.length = 0;
    const list = [{ room: '401', checkin: '2043-08-01', checkout: '2043-08-02', rate: 1 }];
    expect((await expectedCalls(s).moja(t.manager, 3, '2043-08', { list })).json().imported).toBe(1);
    expect(asked).toEqual([]);
  });

  it('a booking system that fails is a 502 saying so, and nothing is written', async () => {
    const res = await expectedCalls(s).moja(t.manager, 3, '2043-09');
    expect([res.statusCode, res.json()]).toEqual([
      502,
      refusal('Can not read the booking system (MOJA), please try again later'),
    ]);
    expect((await expectedCalls(s).month(t.manager, 3, '2043-09')).json().msg).toBe('null');
  });
});
