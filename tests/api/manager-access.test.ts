// Who may read and write manager reports (spec 3 sections 2, 5 and 6), checked by the server on every call:
// the branch scope of the path, the view rules and the write rule (a manager, or role 3 with the right).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { hotelRow } from './rc-support';
import { countReports, mgrCalls, NO_PERMISSION, plan, receptionSum, report } from './manager-support';
import { managerApi } from '../../src/contract/manager';
import { apiUrl, pathTo } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
const tokens: Record<string, string> = {};
const USERS = [
  'reception.tvl1',
  'manager.tvl1',
  'manager.hbt1',
  'supervisor.tvl1',
  'supervisor.hbt1',
  'accountant.tvl1',
  'accleader.hanoi',
  'areamanager.hcm',
  'ceo',
];
const day = '2031-06-10';
const month = '2031-06';
beforeAll(async () => {
  s = await startTestServer();
  for (const u of USERS) tokens[u] = (await s.login(`${u}@sumbook.test`)).token;
  await receptionSum(s, tokens['reception.tvl1'], 1, day, [hotelRow('h1', day)]);
  await plan(s, 1, month);
});
afterAll(async () => {
  await s.close();
});

const body = { day, version: 1, revision: 0, content: [report({ day: { customers: 2, vnd: 2_000_000 } })] };

describe('branch scope', () => {
  it.each([
    ['manager.tvl1', 9, 'Mistake Branch'], // role 2 of another branch of the same area
    ['supervisor.tvl1', 2, 'Mistake Branch'],
    ['manager.hbt1', 1, 'Mistake Branch Area'],
    ['areamanager.hcm', 3, 'Mistake Branch Area'], // role 6 of another area
  ])('%s on branch %i: %s, for reading and writing', async (user, branch, msg) => {
    const mgr = mgrCalls(s);
    for (const res of [
      await mgr.view(tokens[user], branch, day),
      await mgr.get(tokens[user], pathTo(managerApi.viewList, { branchId: branch, x: month })),
      await mgr.make(tokens[user], branch, day),
      await mgr.total(tokens[user], branch, month),
      await mgr.download(tokens[user], branch, month),
      await mgr.save(tokens[user], branch, body),
      await mgr.send(tokens[user], branch, { day, version: 1, revision: 1 }),
      await mgr.requestEdit(tokens[user], branch, day, 1),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal(msg));
    }
  });

  it('refuses a call without a token', async () => {
    const res = await s.app.inject({ url: apiUrl(managerApi.viewReport, { branchId: 1, x: day }) });
    expect(res.statusCode).toBe(401);
  });
});

describe('roles', () => {
  it.each(['reception.tvl1', 'supervisor.hbt1', 'accountant.tvl1', 'accleader.hanoi'])(
    '%s may not open manager reports nor the monthly total (403)',
    async (user) => {
      const mgr = mgrCalls(s);
      const branch = user.endsWith('hbt1') || user.endsWith('hanoi') ? 3 : 1;
      for (const res of [
        await mgr.view(tokens[user], branch, day),
        await mgr.get(tokens[user], pathTo(managerApi.numberVersion, { branchId: branch, x: day })),
        await mgr.make(tokens[user], branch, day),
        await mgr.save(tokens[user], branch, body),
        await mgr.total(tokens[user], branch, month),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(refusal(NO_PERMISSION));
      }
    },
  );

  it('the area manager and the CEO read but do not write; nothing is stored by their attempts', async () => {
    const mgr = mgrCalls(s);
    for (const user of ['areamanager.hcm', 'ceo']) {
      expect((await mgr.view(tokens[user], 1, day)).json()).toMatchObject({ status: 1, msg: 'null' });
      expect((await mgr.make(tokens[user], 1, day)).statusCode).toBe(200);
      const saved = await mgr.save(tokens[user], 1, body);
      expect(saved.statusCode).toBe(403);
      expect(saved.json().msg).toBe(NO_PERMISSION);
    }
    expect(await countReports(s, 1, day)).toBe(0);
  });

  it('a supervisor holding the manager-sum right writes, sends and requests an edit for the own branch', async () => {
    const mgr = mgrCalls(s);
    const sup = tokens['supervisor.tvl1'];
    const saved = await mgr.save(sup, 1, { ...body, maker: 'Bui Quoc Huy' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.totals).toMatchObject({ todaySalesVnd: 2_000_000, customers: 2 });
    expect((await mgr.send(sup, 1, { day, version: 1, revision: 1 })).statusCode).toBe(200);
    // The area manager may read the locked report but not ask to edit it, nor open a new version.
    expect((await mgr.view(tokens['areamanager.hcm'], 1, day)).json().data).toMatchObject({ version: 1, edit: false });
    expect((await mgr.requestEdit(tokens['areamanager.hcm'], 1, day, 1)).json().msg).toBe(NO_PERMISSION);
    expect((await mgr.newVersion(tokens.ceo, 1, day, 1)).json().msg).toBe(NO_PERMISSION);
    const ask = await mgr.requestEdit(sup, 1, day, 1);
    expect(ask.statusCode).toBe(201);
    expect(ask.json().data).toMatchObject({ version: 2, edit: true });
    expect((await mgr.get(sup, pathTo(managerApi.numberVersion, { branchId: 1, x: day }))).json()).toEqual({
      status: 1,
      numberVersion: 2,
      editInLastVersion: true,
    });
  });

  it('the monthly total opens for the supervisor with the expected right and the area manager', async () => {
    const mgr = mgrCalls(s);
    expect((await mgr.total(tokens['supervisor.tvl1'], 1, month)).json().msg).toBe('ok');
    expect((await mgr.total(tokens['areamanager.hcm'], 1, month)).json().msg).toBe('ok');
    expect((await mgr.total(tokens['manager.hbt1'], 3, month)).json()).toEqual({ status: 1, msg: 'null' });
  });
});
