// The waiting list: rows of a day's accountant sum carried into the next month's list (across a month
// end and a year end), read back, saved whole (stale-checked), returned once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { accRow, calls, countDocs, storeAccDay, tokens, type Who } from './acc-file-support';
import { accCostApi } from '../../src/contract/acc-cost';
import { pathTo } from '../support/api-path';

let s: TestServer;
let token: (who: Who) => Promise<string>;
type Row = { ID: string; action: string; import_to: string; name: string; nights: number };

beforeAll(async () => {
  s = await startTestServer();
  token = tokens(s);
  await storeAccDay(s, 3, '2031-01-31', [
    accRow('stay', {
      HI: '1',
      name: 'long stay',
      checkin: '2031-01-29',
      checkout: '2031-02-03',
      room_rate: 1_000,
      rate: 1,
    }),
    accRow('moved', { HI: '2', name: 'moved', action: 'MOVE TO NEXT MONTH' }),
    accRow('ends', { HI: '3', name: 'ends today', checkin: '2031-01-30', checkout: '2031-01-31' }),
  ]);
  await storeAccDay(s, 3, '2031-12-31', [accRow('ny', { HI: '9', checkin: '2031-12-30', checkout: '2032-01-02' })]);
});
afterAll(() => s.close());

const add = async (who: Who, day: string, ids: string[], branch = 3) =>
  calls(s).post(await token(who), pathTo(accCostApi.updateWaiting, { branchId: branch, date: day }), { ids });
const take = async (who: Who, day: string, branch = 3) =>
  calls(s).get(await token(who), pathTo(accCostApi.takeData, { branchId: branch, date: day }));

describe('update_waiting: rows carried across the month end into the next month', () => {
  it('adds the rows that go past the month end or are marked MOVE TO NEXT MONTH', async () => {
    const res = await add('accountant', '2031-01-31', ['stay', 'moved', 'ends', 'nope']);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 1,
      month: '2031-02',
      added: ['stay', 'moved'],
      duplicates: [],
      notCarried: ['ends'],
      missing: ['nope'],
    });
    expect(body.data).toMatchObject({
      month: '2031-02',
      version: 1,
      revision: 1,
      totals: { rows: 2, returned: 0, waiting: 2 },
    });
  });

  it('take_data of the next month shows them; the month before has none', async () => {
    const feb = (await take('ceo', '2031-02-01')).json();
    expect(feb.msg).toBe('ok');
    expect(feb.data.content.map((r: Row) => [r.ID, r.name])).toEqual([
      ['stay', 'LONG STAY'],
      ['moved', 'MOVED'],
    ]);
    const jan = (await take('accountant', '2031-01-15')).json();
    expect(jan).toMatchObject({ msg: 'null', data: { month: '2031-01', version: 1, revision: 0, content: [] } });
  });

  it('adds each row once: a second time they are duplicates and nothing is saved', async () => {
    const res = (await add('leader', '2031-01-31', ['stay', 'moved'])).json();
    expect(res).toMatchObject({ added: [], duplicates: ['stay', 'moved'], msg: 'Nothing added to the waiting list' });
    expect(res.data.revision).toBe(1);
  });

  it('across a year end: December 31 goes to January of the next year', async () => {
    const res = (await add('accountant', '2031-12-31', ['ny'])).json();
    expect(res).toMatchObject({ month: '2032-01', added: ['ny'] });
    expect((await take('accountant', '2032-01-01')).json().data.content[0].ID).toBe('ny');
  });

  it('a day without an accountant sum: "Null Data this Day", nothing stored', async () => {
    const before = await countDocs(s, 'accwait');
    const res = await add('accountant', '2031-03-31', ['x']);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('Null Data this Day');
    expect(await countDocs(s, 'accwait')).toBe(before);
  });
});

describe('update_data: the list saved whole, stale-checked; a returned row keeps its mark', () => {
  it('returns a row to a day ("return Sum 02-01"), and the mark cannot be taken off', async () => {
    const t = await token('accountant');
    const list = (await take('accountant', '2031-02-01')).json().data;
    const returned = list.content.map((r: Row) =>
      r.ID === 'stay' ? { ...r, action: 'return Sum 02-01', import_to: '2031-02-01' } : r,
    );
    const saved = await calls(s).patch(t, pathTo(accCostApi.updateData, { branchId: 3, date: '2031-02-01' }), {
      version: list.version,
      revision: list.revision,
      content: returned,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ revision: 2, totals: { rows: 2, returned: 1, waiting: 1 } });

    // Someone else clears the mark: the saved list keeps it.
    const cleared = returned.map((r: Row) => (r.ID === 'stay' ? { ...r, action: '', import_to: '' } : r));
    const again = await calls(s).patch(t, pathTo(accCostApi.updateData, { branchId: 3, date: '2031-02-15' }), {
      version: 1,
      revision: 2,
      content: cleared,
    });
    expect(again.statusCode).toBe(200);
    const stay = again.json().data.content.find((r: Row) => r.ID === 'stay');
    expect([stay.action, stay.import_to]).toEqual(['return Sum 02-01', '2031-02-01']);

    // Based on an old revision: refused, nothing changed.
    const stale = await calls(s).patch(t, pathTo(accCostApi.updateData, { branchId: 3, date: '2031-02-01' }), {
      version: 1,
      revision: 2,
      content: [],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe("Can't SAVE report, please reload page and check again.");
    expect((await take('accountant', '2031-02-01')).json().data.content).toHaveLength(2);
  });

  it('refuses a row ID twice', async () => {
    const list = (await take('accountant', '2031-02-01')).json().data;
    const res = await calls(s).patch(
      await token('accountant'),
      pathTo(accCostApi.updateData, { branchId: 3, date: '2031-02-01' }),
      {
        version: 1,
        revision: list.revision,
        content: [list.content[0], list.content[0]],
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('Row ID used more than once');
  });
});

describe('who may: write ACC_WRITE_ROLES, read ACC_VIEW_ROLES, within their branches', () => {
  it.each<[Who, number, number, number]>([
    ['accountant', 3, 404, 200],
    ['leader', 3, 404, 200],
    ['ceo', 3, 403, 200],
    ['chief', 3, 403, 200],
    ['manager', 3, 403, 403],
    ['reception', 3, 403, 403],
    ['accountant', 5, 403, 403],
    ['accountant', 1, 403, 403],
  ])('%s on branch %i: write %i, read %i', async (who, branch, writeCode, readCode) => {
    // The write names a day without an accountant sum: 404 once the role and branch are allowed.
    expect((await add(who, '2031-04-30', ['x'], branch)).statusCode).toBe(writeCode);
    const t = await token(who);
    const patch = await calls(s).patch(t, pathTo(accCostApi.updateData, { branchId: branch, date: '2031-09-01' }), {
      version: 1,
      revision: 5,
      content: [],
    });
    expect(patch.statusCode).toBe(writeCode === 404 ? 409 : writeCode);
    expect((await take(who, '2031-02-01', branch)).statusCode).toBe(readCode);
  });
});
