// The accountant staff mistakes register (spec 2 sections 2.3, 3.5, 4.5, 6, 7.3) on the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { mistake, staffCalls, storedLines, type Row, type StaffUser } from './acc-staff-support';
import { accStaffApi } from '../../src/contract/acc-staff';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let api: ReturnType<typeof staffCalls>;
const STALE = "Can't SAVE report, please reload page and check again.";
const NO_RIGHT = 'You do not have permission for this action';

beforeAll(async () => {
  s = await startTestServer();
  api = staffCalls(s);
});
afterAll(() => s.close());

describe('who may read and write, within their branches and areas', () => {
  it.each<[StaffUser, number, number, number, string?]>([
    // who, branch, view, save, refusal
    ['accountant', 3, 200, 200],
    ['leader', 5, 200, 200],
    ['accountantTvl', 2, 200, 200],
    ['chief', 3, 200, 403, NO_RIGHT],
    ['ceo', 16, 200, 403, NO_RIGHT],
    ['manager', 3, 200, 403, NO_RIGHT],
    ['supervisor', 3, 200, 403, NO_RIGHT],
    ['areaManager', 9, 200, 403, NO_RIGHT],
    ['reception', 3, 403, 403, NO_RIGHT],
    ['admin', 3, 403, 403, NO_RIGHT],
    ['accountant', 5, 403, 403, 'Mistake Branch'],
    ['accountantTvl', 4, 403, 403, 'Mistake Branch'],
    ['accountant', 1, 403, 403, 'Mistake Branch Area'],
    ['leader', 1, 403, 403, 'Mistake Branch Area'],
    ['manager', 1, 403, 403, 'Mistake Branch Area'],
    ['areaManager', 3, 403, 403, 'Mistake Branch Area'],
  ])('%s on branch %i: view %i, save %i', async (who, branch, viewCode, saveCode, msg) => {
    const view = await api.view(who, branch, '2031-01');
    expect(view.statusCode).toBe(viewCode);
    if (msg && viewCode === 403) expect(view.json()).toEqual(refusal(msg));
    const ID = `who-${who}-${branch}`;
    const save = await api.save(who, branch, [mistake(ID, { date: '2031-01-15' })]);
    expect(save.statusCode).toBe(saveCode);
    // The role is checked before the branch: who may not write is told so first.
    const writer = ['accountant', 'accountantTvl', 'leader'].includes(who);
    if (msg) expect(save.json()).toEqual(refusal(writer ? msg : NO_RIGHT));
    const stored = (await storedLines(s)).filter((l) => l.row_id === ID);
    expect(stored).toHaveLength(saveCode === 200 ? 1 : 0);
  });

  it('every call needs a token', async () => {
    for (const url of [
      apiUrl(accStaffApi.view, { branchId: 3, period: 2031 }),
      apiUrl(accStaffApi.downExcel, { branchId: 3, month: '2031-01' }),
    ])
      expect((await s.app.inject({ url })).statusCode).toBe(401);
    expect(
      (await s.app.inject({ method: 'POST', url: apiUrl(accStaffApi.save, { branchId: 3 }), payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('add, edit, delete: every change logged on its row and in the audit trail', () => {
  it('adds rows, edits one, deletes one (kept, flagged), with totals of the rows not deleted', async () => {
    const added = await api.save('accountant', 3, [
      mistake('a1', { owesUSD: 12.345 }),
      mistake('a2', { date: '2031-03-09', owesVND: 50_000, name: '  Le Thu Ha ' }),
    ]);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ status: 1, msg: 'SUCCESS SAVE DATA', data: { changed: ['a1', 'a2'] } });
    const [a1, a2] = added.json().data.content;
    expect(a1).toMatchObject({ version: 1, owesUSD: 12.35, log: [{ action: 'add', by: 'Do Van Long' }] });
    expect(a2).toMatchObject({ version: 1, name: 'Le Thu Ha' });

    const edited = await api.save('leader', 3, [{ ...a1, note: 'Paid back on 03-05', owesVND: 0 }]);
    expect(edited.json().data.content[0]).toMatchObject({ version: 2, note: 'Paid back on 03-05' });
    expect(edited.json().data.content[0].log.map((l: { action: string; fields: string[] }) => l)).toMatchObject([
      { action: 'add' },
      { action: 'edit', by: 'Vu Thi Thu', fields: ['note', 'owesVND'] },
    ]);
    const deleted = await api.save('accountant', 3, [{ ...a2, deleted: true }]);
    expect(deleted.json().data.content[0]).toMatchObject({ version: 2, deleted: true });

    const view = (await api.view('manager', 3, '2031-03')).json().data;
    expect(view.content.map((r: Row) => [r.ID, r.version, r.deleted])).toEqual([
      ['a1', 2, false],
      ['a2', 2, true],
    ]);
    expect(view.totals).toEqual({ owesVND: 0, owesUSD: 12.35, overVND: 0, overUSD: 0, rows: 1 });
    const trail = await s.db
      .selectFrom('audit')
      .select(['action', 'target'])
      .where('target', 'like', 'accstaff:3:a%')
      .execute();
    expect(trail.map((t) => `${t.action} ${t.target}`)).toEqual([
      'acc.staff.add accstaff:3:a1',
      'acc.staff.add accstaff:3:a2',
      'acc.staff.edit accstaff:3:a1',
      'acc.staff.delete accstaff:3:a2',
    ]);
  });

  it('a save that changes nothing says "HAVE NOT DATA CHANGE" and writes nothing', async () => {
    const rows = (await api.view('accountant', 3, '2031-03')).json().data.content as Row[];
    const before = await storedLines(s);
    for (const [list, ids] of [
      [rows, rows.map((r) => r.ID)],
      [rows, []],
      [[mistake('gone', { deleted: true })], ['gone']], // a new row deleted before it was saved
    ] as const) {
      const res = await api.save('accountant', 3, [...list], [...ids]);
      expect(res.json()).toEqual({ status: 1, msg: 'HAVE NOT DATA CHANGE', data: { changed: [], content: [] } });
    }
    expect(await storedLines(s)).toEqual(before);
  });

  it('refuses a stale row whole: a row another accountant changed meanwhile, nothing of the save written', async () => {
    const [a1] = (await api.view('accountant', 3, '2031-03')).json().data.content as Row[];
    expect((await api.save('leader', 3, [{ ...a1, processing: 'Warning only' }])).statusCode).toBe(200);
    const before = await storedLines(s);
    const stale = await api.save('accountant', 3, [mistake('a3'), { ...a1, processing: 'Paid back in cash' }]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject(refusal(STALE));
    // The answer carries the sent rows as stored now: a1 as the leader left it, a3 not stored.
    expect(stale.json().current).toEqual([expect.objectContaining({ ID: a1.ID, processing: 'Warning only' })]);
    expect(await storedLines(s)).toEqual(before);
    // A new row whose ID is already stored (someone saved it first) is stale too.
    expect((await api.save('accountant', 3, [mistake('a1', { note: 'again' })])).json().msg).toBe(STALE);
  });
});

describe('periods: a year alone gives the whole year', () => {
  it('YYYY gives every month of the year, YYYY-MM one month', async () => {
    const dates = ['2032-01-01', '2032-06-15', '2032-12-31', '2033-01-01', '2031-12-31'];
    await api.save(
      'accountant',
      3,
      dates.map((date, i) => mistake(`y${i}`, { date })),
    );
    const ids = async (period: string) =>
      ((await api.view('ceo', 3, period)).json().data.content as Row[]).map((r) => r.ID);
    expect(await ids('2032')).toEqual(['y0', 'y1', 'y2']);
    expect(await ids('2032-06')).toEqual(['y1']);
    expect(await ids('2032-02')).toEqual([]);
  });
});
