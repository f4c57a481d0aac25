// Helpers of the manager report API tests: the calls, a day's sent reception sum, the month's expected plan
// (written through the grid kernel into the test server's database: the expected module has its own tests),
// and a manager of any branch.
import { planGrid } from '../../src/server/kernel/expected-plan';
import { openGridMonth } from '../../src/server/kernel/grid';
import { fillEmptyRevCells } from '../../src/server/kernel/grid-rev';
import type { TestServer } from '../support/server';
import { rcCalls, type Row } from './rc-support';
import { managerApi } from '../../src/contract/manager';
import { apiUrl } from '../support/api-path';

export type Lines = Record<string, Record<string, number | string>>;
export const report = (lines: Lines, lists: { listHI?: string; listSI?: string } = {}) => ({
  ID: 'report' as const,
  lines,
  listHI: lists.listHI ?? '',
  listSI: lists.listSI ?? '',
});

export const NO_PERMISSION = 'You do not have permission for this action';
export const STALE_SAVE = "Can't SAVE report, please reload page and check again.";

export function mgrCalls(s: TestServer) {
  const h = (token: string) => s.auth(token);
  return {
    get: (token: string, url: string) => s.app.inject({ url: `/api${url}`, headers: h(token) }),
    view: (token: string, branch: number, day: string, version: number | 'current' = 'current') =>
      s.app.inject({
        url: apiUrl(managerApi.viewSumWithVersion, { branchId: branch, date: day, version }),
        headers: h(token),
      }),
    make: (token: string, branch: number, day: string) =>
      s.app.inject({ url: apiUrl(managerApi.makeReport, { branchId: branch, date: day }), headers: h(token) }),
    save: (
      token: string,
      branch: number,
      body: { day: string; version: number; revision: number; content: unknown[]; maker?: string; note?: string },
    ) =>
      s.app.inject({
        method: 'POST',
        url: apiUrl(managerApi.upReport, { branchId: branch }),
        headers: h(token),
        payload: { maker: 'Vo Thanh Tam', note: '', ...body },
      }),
    send: (token: string, branch: number, body: { day: string; version: number; revision: number; note?: string }) =>
      s.app.inject({
        method: 'POST',
        url: apiUrl(managerApi.send, { branchId: branch }),
        headers: h(token),
        payload: body,
      }),
    requestEdit: (token: string, branch: number, day: string, version: number, reason = 'A figure was wrong') =>
      s.app.inject({
        method: 'PATCH',
        url: apiUrl(managerApi.changeEdit, { branchId: branch, x: day }),
        headers: h(token),
        payload: { version, reason },
      }),
    newVersion: (token: string, branch: number, day: string, version: number) =>
      s.app.inject({
        method: 'POST',
        url: apiUrl(managerApi.makeNewVersion, { branchId: branch, x: day }),
        headers: h(token),
        payload: { version },
      }),
    total: (token: string, branch: number, month: string) =>
      s.app.inject({ url: apiUrl(managerApi.viewManTotal, { branchId: branch, month }), headers: h(token) }),
    download: (token: string, branch: number, month: string) =>
      s.app.inject({ url: apiUrl(managerApi.downloadManagerTotal, { branchId: branch, month }), headers: h(token) }),
  };
}

/** Saves the day's reception sum (and sends it unless `send` is false); answers its version. */
export async function receptionSum(
  s: TestServer,
  token: string,
  branch: number,
  day: string,
  content: Row[],
  send = true,
) {
  const rc = rcCalls(s);
  const saved = await rc.save(token, branch, { day, version: 1, revision: 0, content });
  if (saved.statusCode !== 201) throw new Error(`rc save ${day}: ${saved.statusCode} ${saved.body}`);
  if (!send) return;
  const sent = await rc.send(token, branch, { day, version: 1, revision: saved.json().data.revision });
  if (sent.statusCode !== 200) throw new Error(`rc send ${day}: ${sent.statusCode} ${sent.body}`);
}

/** The month's expected plan: its month row and the given cells (room, day of month, rate), through the grid kernel. */
export async function plan(s: TestServer, branch: number, month: string, cells: [string, number, number][] = []) {
  const grid = planGrid({ branchId: branch, month });
  await openGridMonth(s.db, grid, { source: 'manual', dayReports: {} }, 'test');
  const values = cells.map(([row, day, value]) => ({ row, day, value }));
  await fillEmptyRevCells(s.db, grid, [], values, 'test');
}

/** A branch manager (role 2, isManage) of a branch that has none among the demo users. */
export async function managerOf(s: TestServer, branch: number): Promise<string> {
  const model = await s.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', 'manager.tvl1@sumbook.test')
    .executeTakeFirstOrThrow();
  const { id: _id, ...rest } = model;
  const email = `manager.b${branch}@sumbook.test`;
  await s.db
    .insertInto('users')
    .values({ ...rest, email, name: `Manager ${branch}`, branch_id: branch })
    .execute();
  return (await s.login(email)).token;
}

export async function countReports(s: TestServer, branch: number, day: string): Promise<number> {
  const r = await s.db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'man')
    .where('branch_id', '=', branch)
    .where('period', '=', day)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
