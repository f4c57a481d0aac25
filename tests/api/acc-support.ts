// Helpers of the accountant-sum API tests: calls, a sent reception sum to start from, a stored day report.
import type { TestServer } from '../support/server';
import { rcCalls, type Row } from './rc-support';
import { accApi } from '../../src/contract/acc';
import { pathTo } from '../support/api-path';

export { hotelRow, serviceRow, type Row } from './rc-support';

export const ACC = {
  accountant: 'accountant.hbt1',
  leader: 'accleader.hanoi',
  chief: 'accchief',
  ceo: 'ceo',
  reception: 'reception.hbt1',
  manager: 'manager.hbt1',
  supervisor: 'supervisor.hbt1',
  admin: 'admin',
  areaManager: 'areamanager.hcm',
  accountantTvl1: 'accountant.tvl1',
} as const;
export type Who = keyof typeof ACC;

/** Signs in every demo user the tests use. */
export async function loginAll(s: TestServer): Promise<Record<Who, string>> {
  const tokens = {} as Record<Who, string>;
  for (const [who, email] of Object.entries(ACC)) tokens[who as Who] = (await s.login(`${email}@sumbook.test`)).token;
  return tokens;
}

export const SAVE_REFUSED = "Can't SAVE report, please reload page and check again.";
export const SEND_REFUSED = "Can't SEND report, please reload page and check again.";
export const EDIT_REFUSED = "Can't EDIT report, please reload page and check again.";
export const NO_RIGHT = 'You do not have permission for this action';

export function accCalls(s: TestServer) {
  const rc = rcCalls(s);
  return {
    get: rc.get,
    post: rc.post,
    patch: rc.patch,
    view: (token: string, branch: number, day: string) =>
      rc.get(token, pathTo(accApi.viewSum, { branchId: branch, date: day })),
    viewVersion: (token: string, branch: number, day: string, v: number) =>
      rc.get(token, pathTo(accApi.viewSumWithVersion, { branchId: branch, date: day, version: v })),
    save: (
      token: string,
      branch: number,
      body: { day: string; version: number; revision: number; content: Row[]; maker?: string },
    ) => rc.post(token, pathTo(accApi.save, { branchId: branch }), { maker: 'Do Van Long', note: '', ...body }),
    send: (token: string, branch: number, body: { day: string; version: number; revision: number; note?: string }) =>
      rc.post(token, pathTo(accApi.send, { branchId: branch }), body),
    newVersion: (token: string, branch: number, day: string, version: number) =>
      rc.post(token, pathTo(accApi.newVersion, { branchId: branch, date: day }), { version }),
    afterEdit: (
      token: string,
      branch: number,
      body: { day: string; version: number; revision: number; content: Row[] },
    ) => rc.patch(token, pathTo(accApi.afterEdit, { branchId: branch, date: body.day }), { note: '', ...body }),
    period: (token: string, branch: number, period: string, lite = false) =>
      rc.get(token, `/acc/${branch}/view_sum_with_month/${period}${lite ? '?lite=1' : ''}`),
    checkVersion: (token: string, branch: number, period: string) =>
      rc.get(token, pathTo(accApi.checkVersion, { branchId: branch, period })),
    getDebit: (token: string, branch: number, month: string) =>
      rc.get(token, pathTo(accApi.getDebitOnSum, { branchId: branch, month })),
    saveDebit: (
      token: string,
      branch: number,
      month: string,
      body: { version: number; revision: number; content: Row[]; maker?: string },
    ) => rc.post(token, pathTo(accApi.saveDebitOnSum, { branchId: branch, month }), { maker: 'Do Van Long', ...body }),
    move: (token: string, branch: number, day: string, ids: string[]) =>
      rc.patch(token, pathTo(accApi.moveToDebit, { branchId: branch, date: day }), { ids }),
    addOne: (token: string, branch: number, month: string, rows: unknown[]) =>
      rc.patch(token, pathTo(accApi.addOneDupe, { branchId: branch, month }), { rows }),
    addList: (token: string, branch: number, month: string, rows: unknown[]) =>
      rc.patch(token, pathTo(accApi.addListDupe, { branchId: branch, month }), { rows }),
    confirm: (token: string, branch: number, month: string) =>
      rc.patch(
        token,
        pathTo(accApi.confirmMonth, { branchId: branch, year: month.slice(0, 4), month: month.slice(5, 7) }),
        {},
      ),
    book: (token: string, branch: number, month: string) =>
      rc.get(token, pathTo(accApi.viewNewDebit, { branchId: branch, month })),
    find: (token: string, branch: number, year: string, module: string, type: string, key: string, exact = false) =>
      rc.get(token, pathTo(accApi.findOneHi, { branchId: branch, year, module, type, key, exact: String(exact) })),
  };
}

/** A reception sum of the day saved by the accountant (accountants may write any day), sent unless `keepEditing`. */
export async function receptionSum(
  s: TestServer,
  token: string,
  branch: number,
  day: string,
  content: Row[],
  keepEditing = false,
): Promise<void> {
  const rc = rcCalls(s);
  const saved = await rc.save(token, branch, { day, version: 1, revision: 0, content });
  if (saved.statusCode !== 201) throw new Error(`rc ${day}: ${saved.statusCode} ${saved.body}`);
  if (keepEditing) return;
  const sent = await rc.send(token, branch, { day, version: 1, revision: saved.json().data.revision });
  if (sent.statusCode !== 200) throw new Error(`rc send ${day}: ${sent.statusCode} ${sent.body}`);
}

export interface StoredAcc {
  version: number;
  revision: number;
  edit: boolean;
  content: Row[];
  totals: Record<string, number>;
}

/** A day report made from a sent reception sum of these rows and stored by its first save. */
export async function accDay(
  s: TestServer,
  token: string,
  branch: number,
  day: string,
  content: Row[],
): Promise<StoredAcc> {
  await receptionSum(s, token, branch, day, content);
  const acc = accCalls(s);
  const fresh = (await acc.view(token, branch, day)).json();
  if (fresh.msg !== 'new') throw new Error(`acc ${day}: ${JSON.stringify(fresh).slice(0, 200)}`);
  const saved = await acc.save(token, branch, { day, version: 1, revision: 0, content: fresh.data.content });
  if (saved.statusCode !== 201) throw new Error(`acc save ${day}: ${saved.statusCode} ${saved.body}`);
  return saved.json().data;
}
