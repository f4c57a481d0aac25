// The breakfast report's calls against the real server: cells written and read back with the day rows
// worked out, the supervisor alone writing, a closed day refusing writes, two tablets on different cells
// both kept, the same cell from the same base refused with both values, a replayed write applied once,
// scans of room cards and plain codes, and bad input answered 4xx with nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CELL_CONFLICT, CLOSED_DAY } from '../../src/domain/cells';
import { startTestServer, type TestServer } from '../support/server';
import { bfTokens, breakfastCalls, key, type BfWho } from './breakfast-support';
import { surveyApi } from '../../src/contract/survey';
import { apiUrl } from '../support/api-path';

let s: TestServer;
let t: Record<BfWho, string>;
let months = 0;
const fresh = () => `2041-${String(++months).padStart(2, '0')}`;
beforeAll(async () => {
  s = await startTestServer();
  t = await bfTokens(s);
});
afterAll(() => s.close());

const cellCount = () => s.db.selectFrom('grid_cells').select(s.db.fn.countAll().as('n')).executeTakeFirstOrThrow();

describe('get_data and cell writes', () => {
  it('writes room and day counts that get_data reads back with the day rows worked out', async () => {
    const bf = breakfastCalls(s);
    const month = fresh();
    const before = (await bf.get(t.supervisor, 3, month)).json();
    expect(before).toMatchObject({
      status: 1,
      data: { branchId: 3, month, listRoom: [], listSaveDay: [], canEdit: true },
    });
    expect(before.data.rooms).toHaveLength(40);
    expect(before.data.days).toHaveLength(31);
    for (const [colum, value] of [
      ['201', 2],
      ['202', 1],
      ['outSide', 3],
      ['onigiri', 4],
    ] as const) {
      const res = await bf.update(t.supervisor, 3, 'cell', month, { day: 5, colum, value, base: 0, key: key() });
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = (await bf.get(t.supervisor, 3, month)).json().data;
    expect(after.listRoom).toEqual(
      expect.arrayContaining([
        { room: '201', day: 5, value: 2 },
        { room: '202', day: 5, value: 1 },
      ]),
    );
    // No reception sums in that month: nobody in house, capacity 0.
    expect(after.days[4]).toEqual({
      day: 5,
      outSide: 3,
      other: 0,
      onigiri: 4,
      guestInHouse: 0,
      guestHaveBF: 3,
      total: 10,
      capacity: 0,
    });
    expect(after.totals).toMatchObject({ guestHaveBF: 3, total: 10 });
  });

  it('lets only the supervisor write', async () => {
    const bf = breakfastCalls(s);
    const month = fresh();
    for (const who of ['manager', 'reception', 'ceo'] as const) {
      const res = await bf.update(t[who], 3, 'cell', month, { day: 1, colum: '201', value: 1, base: 0, key: key() });
      expect(res.statusCode).toBe(403);
    }
    expect((await bf.get(t.manager, 3, month)).json().data.canEdit).toBe(false);
    // Another branch's supervisor is held to its own branch.
    const other = await bf.update(t.supervisorTvl, 3, 'cell', month, {
      day: 1,
      colum: '201',
      value: 1,
      base: 0,
      key: key(),
    });
    expect(other.statusCode).toBe(403);
    expect((await bf.get(t.supervisor, 3, month)).json().data.listRoom).toEqual([]);
  });

  it('refuses every write to a closed day until it is opened again', async () => {
    const bf = breakfastCalls(s);
    const month = fresh();
    const close = await bf.update(t.supervisor, 3, 'status', month, { day: 7 });
    expect(close.json().listSaveDay).toEqual([7]);
    const refused = await bf.update(t.supervisor, 3, 'cell', month, {
      day: 7,
      colum: '201',
      value: 2,
      base: 0,
      key: key(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(CLOSED_DAY);
    const scan = await bf.update(t.supervisor, 3, 'scan', month, { day: 7, code: '201', delta: 1, key: key() });
    expect(scan.statusCode).toBe(409);
    expect((await bf.get(t.supervisor, 3, month)).json().data.listRoom).toEqual([]);
    const open = await bf.update(t.supervisor, 3, 'status', month, { day: 7 });
    expect(open.json().listSaveDay).toEqual([]);
    const ok = await bf.update(t.supervisor, 3, 'cell', month, { day: 7, colum: '201', value: 2, base: 0, key: key() });
    expect(ok.statusCode).toBe(200);
  });
});

describe('two tablets and replays', () => {
  it('keeps different cells of both, refuses the later same-cell change from the same base with both values', async () => {
    const bf = breakfastCalls(s);
    const month = fresh();
    const a = await bf.update(t.supervisor, 3, 'cell', month, { day: 2, colum: '301', value: 2, base: 0, key: key() });
    const b = await bf.update(t.supervisor, 3, 'cell', month, { day: 2, colum: '302', value: 1, base: 0, key: key() });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const late = await bf.update(t.supervisor, 3, 'cell', month, {
      day: 2,
      colum: '301',
      value: 3,
      base: 0,
      key: key(),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      status: 0,
      code: 'CELL_CONFLICT',
      msg: CELL_CONFLICT,
      results: [{ row: '301', result: 'conflict', current: 2, mine: 3 }],
    });
    const list = (await bf.get(t.supervisor, 3, month)).json().data.listRoom;
    expect(list).toEqual(
      expect.arrayContaining([
        { room: '301', day: 2, value: 2 },
        { room: '302', day: 2, value: 1 },
      ]),
    );
    // The same value from a stale base is no conflict.
    const same = await bf.update(t.supervisor, 3, 'cell', month, {
      day: 2,
      colum: '301',
      value: 2,
      base: 0,
      key: key(),
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().results[0].result).toBe('same');
  });

  it('applies a replayed write once and answers its first outcome', async () => {
    const bf = breakfastCalls(s);
    const month = fresh();
    const k = key();
    const body = { day: 3, code: '401', delta: 1, key: k };
    const first = await bf.update(t.supervisor, 3, 'scan', month, body);
    const again = await bf.update(t.supervisor, 3, 'scan', month, body);
    expect(first.json().results[0]).toMatchObject({ result: 'applied', value: 1, replayed: false });
    expect(again.json().results[0]).toMatchObject({ result: 'applied', value: 1, replayed: true });
    expect((await bf.get(t.supervisor, 3, month)).json().data.listRoom).toEqual([{ room: '401', day: 3, value: 1 }]);
    const writes = await s.db.selectFrom('grid_writes').selectAll().where('write_key', '=', k).execute();
    expect(writes).toHaveLength(1);
  });

  it('applies a quick edit of several rooms in one call, each cell on its own base', async () => {
    const bf = breakfastCalls(s);
    const month = fresh();
    await bf.update(t.supervisor, 3, 'cell', month, { day: 9, colum: '202', value: 1, base: 0, key: key() });
    const res = await bf.update(t.supervisor, 3, 'list', month, {
      day: 9,
      list: [
        { colum: '201', value: 2, base: 0, key: key() },
        { colum: '202', value: 3, base: 0, key: key() },
        { colum: 'other', value: 5, base: 0, key: key() },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().results.map((r: { result: string }) => r.result)).toEqual(['applied', 'conflict', 'applied']);
    expect(res.json().day).toMatchObject({ guestHaveBF: 3, other: 5, total: 8 });
  });
});

describe('scans', () => {
  it('adds a guest for a room card of the branch and refuses another branch card', async () => {
    const bf = breakfastCalls(s);
    const month = fresh();
    const codes = await s.app.inject({
      url: apiUrl(surveyApi.qrCodes, { branch: 3, lang: 'en' }),
      headers: s.auth(t.supervisor),
    });
    expect(codes.statusCode, codes.body).toBe(200);
    const card = codes.json().data.codes.find((c: { target: string }) => c.target === 'room');
    const res = await bf.update(t.supervisor, 3, 'scan', month, { day: 4, code: card.url, delta: 1, key: key() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ room: card.room, day: { guestHaveBF: 1 } });
    const undo = await bf.update(t.supervisor, 3, 'scan', month, { day: 4, code: card.url, delta: -1, key: key() });
    expect(undo.json().day.guestHaveBF).toBe(0);

    const other = await s.app.inject({
      url: apiUrl(surveyApi.qrCodes, { branch: 1, lang: 'en' }),
      headers: s.auth(t.supervisorTvl),
    });
    const foreign = other.json().data.codes.find((c: { target: string }) => c.target === 'room');
    const refused = await bf.update(t.supervisor, 3, 'scan', month, {
      day: 4,
      code: foreign.url,
      delta: 1,
      key: key(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('This room card belongs to another branch');
    const plainOther = await bf.update(t.supervisor, 3, 'scan', month, {
      day: 4,
      code: 'room:1:101',
      delta: 1,
      key: key(),
    });
    expect(plainOther.statusCode).toBe(400);
    const unknown = await bf.update(t.supervisor, 3, 'scan', month, { day: 4, code: '9999', delta: 1, key: key() });
    expect(unknown.json().msg).toBe('Room 9999 is not a room of this branch');
  });
});

describe('bad input', () => {
  it('answers 4xx and stores nothing', async () => {
    const bf = breakfastCalls(s);
    const month = fresh();
    const before = await cellCount();
    const bad: [string, string, unknown][] = [
      ['cell', month, { day: 1, colum: '201', value: -1, base: 0, key: key() }],
      ['cell', month, { day: 1, colum: '201', value: 'two', base: 0, key: key() }],
      ['cell', month, { day: 1, colum: '201', value: 1.5, base: 0, key: key() }],
      ['cell', month, { day: 1, colum: '999', value: 1, base: 0, key: key() }],
      ['cell', month, { day: 1, colum: 'breakfast', value: 1, base: 0, key: key() }],
      ['cell', '2041-02', { day: 30, colum: '201', value: 1, base: 0, key: key() }],
      ['cell', month, { day: 32, colum: '201', value: 1, base: 0, key: key() }],
      ['cell', month, { day: 1, colum: '201', value: 1, key: key() }],
      ['cell', month, { day: 1, colum: '201', value: 1, base: 0, key: 'x' }],
      [
        'list',
        month,
        {
          day: 1,
          list: [
            { colum: '201', value: 1, base: 0, key: key() },
            { colum: 'nope', value: 1, base: 0, key: key() },
          ],
        },
      ],
      ['nope', month, { day: 1 }],
      ['cell', '2041-13', { day: 1, colum: '201', value: 1, base: 0, key: key() }],
      ['scan', month, { day: 1, code: 'hello world', delta: 1, key: key() }],
      ['scan', month, { day: 1, code: '201', delta: 2, key: key() }],
    ];
    for (const [type, m, body] of bad) {
      const res = await bf.update(t.supervisor, 3, type, m, body);
      expect(res.statusCode, `${type} ${JSON.stringify(body)}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await cellCount()).toEqual(before);
    expect((await bf.get(t.supervisor, 'x', month)).statusCode).toBe(400);
  });
});
