// Writing the expected plan: a cell written and read back, stale changes refused with the spec's words
// and nothing changed, a closed day refusing every cell write until reopened, the day's quick edit all or
// nothing, an emptied cell, idempotent replays and the audit trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPECTED_CLOSED_DAY } from '../../src/domain/expected';
import { startTestServer, type TestServer } from '../support/server';
import { expectedCalls, freshMonth, putCell, tokens, type Who } from './expected-support';
import { expectedApi } from '../../src/contract/expected';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

const STALE = "Can't SAVE report, please reload page and check again.";
let s: TestServer;
let t: Record<Who, string>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokens(s);
});
afterAll(() => s.close());

const cellsOf = async (month: string) => (await expectedCalls(s).month(t.manager, 3, month)).json().data.cells;
const auditOf = (month: string) =>
  s.db.selectFrom('audit').selectAll().where('target', '=', `expected:3:${month}`).orderBy('id').execute();

describe('update_expected', () => {
  it('writes a cell that get_expected reads back, makes the month row and audits who and what', async () => {
    const ex = expectedCalls(s);
    const month = freshMonth();
    const before = (await ex.month(t.manager, 3, month)).json();
    expect(before).toMatchObject({ status: 1, msg: 'null', data: { cells: [], listSaveDay: [], source: '' } });
    expect(before.data.rooms).toHaveLength(40);
    expect(before.data.rooms.slice(0, 2)).toEqual([
      { number: '201', type: 'Standard' },
      { number: '202', type: 'Standard' },
    ]);
    expect(before.data.rooms.at(-1)).toEqual({ number: '804', type: 'Suite' });

    const res = await ex.cell(t.manager, 3, {
      monthEx: month,
      room: '305',
      day: 3,
      rate: 1_200_000.4,
      comment: ' VIP ',
      baseRev: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 1,
      msg: 'SUCCESS SAVE DATA',
      data: { room: '305', day: 3, rate: 1_200_000, comment: 'VIP', rev: 1 },
    });
    const after = (await ex.month(t.manager, 3, month)).json();
    expect(after).toMatchObject({ msg: 'ok', data: { source: 'manual', canEdit: true } });
    expect(after.data.cells).toEqual([{ room: '305', day: 3, rate: 1_200_000, comment: 'VIP', rev: 1 }]);
    expect(after.data.report.days[2]).toMatchObject({ day: 3, sumRate: 1_200_000, sumRoom: 1, capacity: 2.5 });

    const trail = await auditOf(month);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'expected.cell' });
    expect(JSON.parse(trail[0].detail)).toEqual({
      by: 'Hoang Van Nam',
      room: '305',
      day: 3,
      rate: [0, 1_200_000],
      comment: ['', 'VIP'],
    });
  });

  it("type 'rate' keeps the comment and type 'comment' keeps the rate", async () => {
    const month = freshMonth();
    await putCell(s, t.manager, 3, { monthEx: month, room: '201', day: 1, rate: 500_000, comment: 'early check-in' });
    const rate = await putCell(s, t.manager, 3, {
      monthEx: month,
      room: '201',
      day: 1,
      rate: 600_000,
      type: 'rate',
      baseRev: 1,
    });
    expect(rate).toMatchObject({ rate: 600_000, comment: 'early check-in', rev: 2 });
    const note = await putCell(s, t.manager, 3, {
      monthEx: month,
      room: '201',
      day: 1,
      comment: 'moved',
      type: 'comment',
      baseRev: 2,
    });
    expect(note).toMatchObject({ rate: 600_000, comment: 'moved', rev: 3 });
  });

  it('refuses a change based on an old rev with the spec words and the cell as it is, changing nothing', async () => {
    const ex = expectedCalls(s);
    const month = freshMonth();
    await putCell(s, t.manager, 3, { monthEx: month, room: '202', day: 5, rate: 700_000 });
    const stale = await ex.cell(t.manager, 3, { monthEx: month, room: '202', day: 5, rate: 1, baseRev: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      status: 0,
      code: 'STALE_SAVE',
      msg: STALE,
      current: { room: '202', day: 5, rate: 700_000, comment: '', rev: 1 },
    });
    // A cell nobody wrote yet, based on a rev it never had.
    const ghost = await ex.cell(t.manager, 3, { monthEx: month, room: '203', day: 5, rate: 1, baseRev: 4 });
    expect(ghost.statusCode).toBe(409);
    expect(ghost.json().current).toEqual({ room: '203', day: 5, rate: 0, comment: '', rev: 0 });
    expect(await cellsOf(month)).toEqual([{ room: '202', day: 5, rate: 700_000, comment: '', rev: 1 }]);
    expect(await auditOf(month)).toHaveLength(1);
  });

  it('an emptied cell keeps its line with a rising rev, so older changes stay refused', async () => {
    const ex = expectedCalls(s);
    const month = freshMonth();
    await putCell(s, t.manager, 3, { monthEx: month, room: '204', day: 7, rate: 800_000, comment: 'x' });
    const cleared = await putCell(s, t.manager, 3, {
      monthEx: month,
      room: '204',
      day: 7,
      rate: 0,
      comment: '',
      baseRev: 1,
    });
    expect(cleared).toEqual({ room: '204', day: 7, rate: 0, comment: '', rev: 2 });
    const view = (await ex.month(t.manager, 3, month)).json().data;
    expect(view.cells).toEqual([cleared]);
    expect(view.report.totals.sumRoom).toBe(0);
    expect((await ex.cell(t.manager, 3, { monthEx: month, room: '204', day: 7, rate: 5, baseRev: 1 })).statusCode).toBe(
      409,
    );
    // Nothing to change: answered as it is, not written.
    const same = await ex.cell(t.manager, 3, { monthEx: month, room: '204', day: 7, rate: 0, baseRev: 2 });
    expect(same.json()).toMatchObject({ msg: 'No data has been updated', data: { rev: 2 } });
  });

  it('an idempotent replay is answered as done, not applied twice', async () => {
    const ex = expectedCalls(s);
    const month = freshMonth();
    const body = { monthEx: month, room: '205', day: 2, rate: 900_000, baseRev: 0 };
    const first = await ex.cell(t.manager, 3, body, 'exp-replay-0001');
    const again = await ex.cell(t.manager, 3, body, 'exp-replay-0001');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await cellsOf(month)).toEqual([{ room: '205', day: 2, rate: 900_000, comment: '', rev: 1 }]);
  });
});

describe('closed days', () => {
  it('a closed day refuses update_expected and update_multi_one_day, changing nothing; reopened it takes writes', async () => {
    const ex = expectedCalls(s);
    const month = freshMonth();
    await putCell(s, t.manager, 3, { monthEx: month, room: '301', day: 10, rate: 1_000_000 });
    const closed = await ex.status(t.manager, 3, month, { colum: 10 });
    expect(closed.json()).toEqual({ status: 1, msg: 'SUCCESS SAVE DATA', listSaveDay: [10] });

    const one = await ex.cell(t.manager, 3, { monthEx: month, room: '301', day: 10, rate: 5, baseRev: 1 });
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual(refusal(EXPECTED_CLOSED_DAY));
    const fresh = await ex.cell(t.manager, 3, { monthEx: month, room: '302', day: 10, rate: 5, baseRev: 0 });
    expect(fresh.statusCode).toBe(409);
    const many = await ex.day(t.manager, 3, month, { day: 10, list: [{ room: '303', rate: 9, baseRev: 0 }] });
    expect(many.statusCode).toBe(409);
    expect(many.json().msg).toBe(EXPECTED_CLOSED_DAY);
    expect(await cellsOf(month)).toEqual([{ room: '301', day: 10, rate: 1_000_000, comment: '', rev: 1 }]);
    // Other days stay open.
    await putCell(s, t.manager, 3, { monthEx: month, room: '301', day: 11, rate: 1 });

    // `closed: true` sets rather than toggles; the toggle then reopens.
    expect((await ex.status(t.manager, 3, month, { colum: 10, closed: true })).json().listSaveDay).toEqual([10]);
    expect((await ex.status(t.manager, 3, month, { colum: 3, closed: true })).json().listSaveDay).toEqual([3, 10]);
    expect((await ex.status(t.manager, 3, month, { colum: 10 })).json().listSaveDay).toEqual([3]);
    const reopened = await putCell(s, t.manager, 3, { monthEx: month, room: '301', day: 10, rate: 5, baseRev: 1 });
    expect(reopened).toMatchObject({ rate: 5, rev: 2 });
    expect((await ex.month(t.manager, 3, month)).json().data.listSaveDay).toEqual([3]);
    const actions = (await auditOf(month)).map((a) => a.action);
    expect(actions.filter((a) => a === 'expected.close_day')).toHaveLength(3);
    expect(actions).toContain('expected.open_day');
  });
});

describe('update_multi_one_day', () => {
  it("writes the day's rooms in one go and answers their cells", async () => {
    const ex = expectedCalls(s);
    const month = freshMonth();
    const res = await ex.day(t.manager, 3, month, {
      day: 4,
      guestHaveBF: 3,
      list: [
        { room: '401', rate: 1_100_000, baseRev: 0 },
        { room: '402', rate: 1_200_000, comment: 'twin', baseRev: 0 },
        { room: '403', rate: 0, baseRev: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { room: '401', day: 4, rate: 1_100_000, comment: '', rev: 1 },
      { room: '402', day: 4, rate: 1_200_000, comment: 'twin', rev: 1 },
      { room: '403', day: 4, rate: 0, comment: '', rev: 0 },
    ]);
    const view = (await ex.month(t.manager, 3, month)).json().data;
    expect(view.report.days[3]).toMatchObject({ sumRate: 2_300_000, sumRoom: 2, capacity: 5 });
    expect((await auditOf(month)).map((a) => a.action)).toEqual(['expected.day']);
  });

  it('is all or nothing: one stale room refuses the day and writes none of the others', async () => {
    const ex = expectedCalls(s);
    const month = freshMonth();
    await putCell(s, t.manager, 3, { monthEx: month, room: '502', day: 6, rate: 700_000 });
    const res = await ex.day(t.manager, 3, month, {
      day: 6,
      list: [
        { room: '501', rate: 1, baseRev: 0 },
        { room: '502', rate: 2, baseRev: 0 },
        { room: '503', rate: 3, baseRev: 0 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 0,
      code: 'STALE_SAVE',
      msg: STALE,
      current: { room: '502', day: 6, rate: 700_000, comment: '', rev: 1 },
    });
    expect(await cellsOf(month)).toEqual([{ room: '502', day: 6, rate: 700_000, comment: '', rev: 1 }]);
  });
});

describe('bad input is a 400 with a clear message, never a 500', () => {
  // 30 days, and far from freshMonth()'s months: test files share one module state per worker (isolate: false),
  // so the counter runs on from other files' months.
  const month = '2099-06';
  it.each([
    ['a negative rate', { monthEx: month, room: '201', day: 1, rate: -1 }, /Rate must be a number of 0 or more/],
    ['a rate that is text', { monthEx: month, room: '201', day: 1, rate: 'abc' }, /rate/],
    ['month 13', { monthEx: '2041-13', room: '201', day: 1, rate: 1 }, /Month must be YYYY-MM/],
    ['day 0', { monthEx: month, room: '201', day: 0, rate: 1 }, /day/],
    ['day 31 of a 30-day month', { monthEx: month, room: '201', day: 31, rate: 1 }, /Day 31 is not a day of 2099-06/],
    [
      'a room of another branch',
      { monthEx: month, room: '999', day: 1, rate: 1 },
      /Room 999 is not a room of this branch/,
    ],
    ['no room', { monthEx: month, day: 1, rate: 1 }, /room/],
    ['a comment over 300 characters', { monthEx: month, room: '201', day: 1, comment: 'x'.repeat(301) }, /comment/],
    ['a negative baseRev', { monthEx: month, room: '201', day: 1, rate: 1, baseRev: -1 }, /baseRev/],
  ])('update_expected with %s', async (_, body, msg) => {
    const res = await expectedCalls(s).post(t.manager, apiUrl(expectedApi.updateExpected, { branchId: 3 }), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(0);
    expect(res.json().msg).toMatch(msg);
  });

  it.each([
    [
      'update_multi_one_day, a room listed twice',
      apiUrl(expectedApi.updateMultiOneDay, { branchId: 3, month }),
      { day: 1, list: [{ room: '201' }, { room: '201' }] },
      /Room 201 is listed twice/,
    ],
    [
      'update_multi_one_day, no list',
      apiUrl(expectedApi.updateMultiOneDay, { branchId: 3, month }),
      { day: 1 },
      /list/,
    ],
    [
      'update_status_list_day, day 32',
      apiUrl(expectedApi.updateStatusListDay, { branchId: 3, month }),
      { colum: 32 },
      /colum/,
    ],
    [
      'update_status_list_day, day 31 of June',
      apiUrl(expectedApi.updateStatusListDay, { branchId: 3, month }),
      { colum: 31 },
      /Day 31/,
    ],
    [
      'update_report, short as text',
      apiUrl(expectedApi.updateReport, { branchId: 3 }),
      { monthEx: month, day: 1, sumShort: 'two' },
      /sumShort/,
    ],
    [
      'take_data_from_moja, a bad date',
      apiUrl(expectedApi.takeDataFromMoja, { branch: 3, month }),
      { list: [{ room: '201', checkin: '2099-6-1', checkout: '2099-06-03', rate: 1 }] },
      /checkin/,
    ],
    [
      'a month param that is no month',
      apiUrl(expectedApi.updateStatusListDay, { branchId: 3, month: 'June' }),
      { colum: 1 },
      /Month must be YYYY-MM/,
    ],
    [
      'a branch param that is no number',
      apiUrl(expectedApi.updateStatusListDay, { branchId: 'abc', month }),
      { colum: 1 },
      /branch/i,
    ],
  ])('%s', async (_, url, body, msg) => {
    const res = await expectedCalls(s).post(t.manager, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(msg);
  });

  it('a body that is not JSON', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: apiUrl(expectedApi.updateExpected, { branchId: 3 }),
      headers: { ...s.auth(t.manager), 'content-type': 'application/json' },
      payload: '{"monthEx":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('Invalid JSON body'));
  });

  it('nothing was written by the refused calls', async () => {
    expect((await expectedCalls(s).month(t.manager, 3, month)).json().msg).toBe('null');
  });
});
