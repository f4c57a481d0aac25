// Who may read and write the expected plan, checked on the server for every call: the branch manager and
// a supervisor holding the manager-sum right edit their own branch; the area manager and the CEO view;
// a supervisor without rights and reception are refused; another branch or area is refused by the guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPECTED_KIND } from '../../src/server/kernel/expected-plan';
import { startTestServer, type TestServer } from '../support/server';
import { expectedCalls, freshMonth, putCell, tokens, type Who } from './expected-support';
import { expectedApi } from '../../src/contract/expected';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

const NO_PERMISSION = refusal('You do not have permission for this action');
let s: TestServer;
let t: Record<Who, string>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokens(s);
});
afterAll(() => s.close());

/** Every write call of the plan for a branch and month. */
const writes = (branch: number, month: string): [string, string, unknown][] => [
  [
    'update_expected',
    apiUrl(expectedApi.updateExpected, { branchId: branch }),
    { monthEx: month, room: '201', day: 1, rate: 1, baseRev: 0 },
  ],
  [
    'update_multi_one_day',
    apiUrl(expectedApi.updateMultiOneDay, { branchId: branch, month }),
    { day: 1, list: [{ room: '201', rate: 1 }] },
  ],
  ['update_status_list_day', apiUrl(expectedApi.updateStatusListDay, { branchId: branch, month }), { colum: 1 }],
  // Day 2: the status call before it closes day 1, which then refuses every write.
  ['update_report', apiUrl(expectedApi.updateReport, { branchId: branch }), { monthEx: month, day: 2, sumShort: 1 }],
  ['update_report_month', apiUrl(expectedApi.updateReportMonth, { branchId: branch, month }), {}],
  ['take_data_from_moja', apiUrl(expectedApi.takeDataFromMoja, { branch, month }), { list: [] }],
];
const reads = (branch: number, month: string): string[] => [
  apiUrl(expectedApi.getExpected, { branch, month }),
  apiUrl(expectedApi.getCapacity, { branchId: branch, month }),
  apiUrl(expectedApi.getReport, { branchId: branch, month }),
];
const planRows = async (branch: number, month: string) =>
  (
    await s.db
      .selectFrom('grid_months')
      .select('id')
      .where('kind', '=', EXPECTED_KIND)
      .where('branch_id', '=', branch)
      .where('month', '=', month)
      .execute()
  ).length;

describe('editors', () => {
  it('the manager of branch 3 edits branch 3 and is told he may', async () => {
    const month = freshMonth();
    await putCell(s, t.manager, 3, { monthEx: month, room: '201', day: 1, rate: 1 });
    expect((await expectedCalls(s).month(t.manager, 3, month)).json().data.canEdit).toBe(true);
  });

  it('a supervisor holding the manager-sum right edits branch 1', async () => {
    const month = freshMonth();
    for (const [name, url, body] of writes(1, month)) {
      const res = await expectedCalls(s).post(t.supervisorRight, url, body);
      expect(res.statusCode, name).toBe(200);
    }
    expect((await expectedCalls(s).month(t.supervisorRight, 1, month)).json().data.canEdit).toBe(true);
  });
});

describe('viewers who may not write', () => {
  it.each(['areaManager', 'ceo'] as const)(
    '%s reads branch 1 (canEdit false) and every write is refused 403',
    async (who) => {
      const month = freshMonth();
      await putCell(s, t.managerTvl, 1, { monthEx: month, room: '201', day: 2, rate: 3 });
      for (const url of reads(1, month)) expect((await expectedCalls(s).get(t[who], url)).statusCode, url).toBe(200);
      expect((await expectedCalls(s).month(t[who], 1, month)).json().data).toMatchObject({ canEdit: false });
      for (const [name, url, body] of writes(1, month)) {
        const res = await expectedCalls(s).post(t[who], url, body);
        expect([name, res.statusCode, res.json()]).toEqual([name, 403, NO_PERMISSION]);
      }
      const cells = (await expectedCalls(s).month(t[who], 1, month)).json().data.cells;
      expect(cells).toEqual([{ room: '201', day: 2, rate: 3, comment: '', rev: 1 }]);
    },
  );
});

describe('refused', () => {
  it.each(['supervisor', 'reception'] as const)('%s of branch 3 neither reads nor writes the plan', async (who) => {
    const month = freshMonth();
    for (const url of [...reads(3, month), apiUrl(expectedApi.downloadExpected, { branchId: 3, month })]) {
      const res = await expectedCalls(s).get(t[who], url);
      expect([url, res.statusCode, res.json()]).toEqual([url, 403, NO_PERMISSION]);
    }
    for (const [name, url, body] of writes(3, month)) {
      const res = await expectedCalls(s).post(t[who], url, body);
      expect([name, res.statusCode, res.json()]).toEqual([name, 403, NO_PERMISSION]);
    }
    expect(await planRows(3, month)).toBe(0);
  });

  it("the manager of branch 3 on another branch: 'Mistake Branch' in his area, 'Mistake Branch Area' outside it", async () => {
    const month = freshMonth();
    for (const [branch, msg] of [
      [5, 'Mistake Branch'],
      [1, 'Mistake Branch Area'],
    ] as const) {
      for (const url of reads(branch, month)) {
        const res = await expectedCalls(s).get(t.manager, url);
        expect([url, res.statusCode, res.json()]).toEqual([url, 403, refusal(msg)]);
      }
      for (const [name, url, body] of writes(branch, month)) {
        const res = await expectedCalls(s).post(t.manager, url, body);
        expect([name, res.statusCode, res.json().msg]).toEqual([name, 403, msg]);
      }
      expect(await planRows(branch, month)).toBe(0);
    }
  });

  it("the area manager of Ho Chi Minh on a Ha Noi branch: 'Mistake Branch Area'", async () => {
    const res = await expectedCalls(s).month(t.areaManager, 3, freshMonth());
    expect([res.statusCode, res.json()]).toEqual([403, refusal('Mistake Branch Area')]);
  });

  it('no token: 401', async () => {
    const month = freshMonth();
    const res = await s.app.inject({ url: apiUrl(expectedApi.getExpected, { branch: 3, month }) });
    expect(res.statusCode).toBe(401);
    const write = await s.app.inject({
      method: 'POST',
      url: apiUrl(expectedApi.updateStatusListDay, { branchId: 3, month }),
      payload: { colum: 1 },
    });
    expect(write.statusCode).toBe(401);
  });
});
