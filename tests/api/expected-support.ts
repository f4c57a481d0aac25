// Helpers of the expected plan's API tests: the calls, the demo users' tokens and a fresh far-future
// month per test (no seeded plan there).
import { nextMonth } from '../../src/domain/dates';
import type { TestServer } from '../support/server';
import { expectedApi } from '../../src/contract/expected';
import { apiUrl } from '../support/api-path';

export const USERS = {
  manager: 'manager.hbt1@sumbook.test', // role 2, branch 3 (Ha Noi)
  managerTvl: 'manager.tvl1@sumbook.test', // role 2, branch 1 (Ho Chi Minh)
  supervisorRight: 'supervisor.tvl1@sumbook.test', // role 3, branch 1, holds the manager-sum right
  supervisor: 'supervisor.hbt1@sumbook.test', // role 3, branch 3, no rights
  reception: 'reception.hbt1@sumbook.test', // role 0, branch 3
  areaManager: 'areamanager.hcm@sumbook.test', // role 6, Ho Chi Minh
  ceo: 'ceo@sumbook.test',
} as const;
export type Who = keyof typeof USERS;

export async function tokens(s: TestServer): Promise<Record<Who, string>> {
  const out = {} as Record<Who, string>;
  for (const [k, email] of Object.entries(USERS)) out[k as Who] = (await s.login(email)).token;
  return out;
}

let months = 0;
/** A month nobody has touched: 2040-01, 2040-02, ... one per call. */
export function freshMonth(start = '2040-01'): string {
  let m = start;
  for (let i = 0; i < months; i++) m = nextMonth(m);
  months += 1;
  return m;
}

export interface CellBody {
  monthEx: string;
  room: string;
  day: number;
  rate?: number;
  comment?: string;
  type?: 'rate' | 'comment' | 'both';
  baseRev?: number;
}

/** The plan's calls; `get` and `post` take a URL built from the contract (`apiUrl(expectedApi.x, ...)`). */
export function expectedCalls(s: TestServer) {
  const h = (token: string, key?: string) => ({ ...s.auth(token), ...(key ? { 'idempotency-key': key } : {}) });
  const post = (token: string, url: string, payload: unknown, key?: string) =>
    s.app.inject({ method: 'POST', url, headers: h(token, key), payload: payload as object });
  return {
    get: (token: string, url: string) => s.app.inject({ url, headers: h(token) }),
    post,
    month: (token: string, branch: number, month: string) =>
      s.app.inject({ url: apiUrl(expectedApi.getExpected, { branch, month }), headers: h(token) }),
    cell: (token: string, branch: number, body: CellBody, key?: string) =>
      post(token, apiUrl(expectedApi.updateExpected, { branchId: branch }), body, key),
    day: (token: string, branch: number, month: string, body: unknown) =>
      post(token, apiUrl(expectedApi.updateMultiOneDay, { branchId: branch, month }), body),
    status: (token: string, branch: number, month: string, body: { colum: number; closed?: boolean }) =>
      post(token, apiUrl(expectedApi.updateStatusListDay, { branchId: branch, month }), body),
    moja: (token: string, branch: number, month: string, body: unknown = {}) =>
      post(token, apiUrl(expectedApi.takeDataFromMoja, { branch, month }), body),
  };
}

/** Writes a cell (based on an empty one unless said) and fails loudly when refused. */
export async function putCell(s: TestServer, token: string, branch: number, body: CellBody) {
  const res = await expectedCalls(s).cell(token, branch, { baseRev: 0, ...body });
  if (res.statusCode !== 200) throw new Error(`update_expected: ${res.statusCode} ${res.body}`);
  return res.json().data as { room: string; day: number; rate: number; comment: string; rev: number };
}
