// Helpers of the breakfast report's API tests: the calls and a fresh far-future month per test.
import { randomUUID } from 'node:crypto';
import type { TestServer } from '../support/server';
import { breakfastApi } from '../../src/contract/breakfast';
import { apiUrl } from '../support/api-path';

export const BF_USERS = {
  supervisor: 'supervisor.hbt1@sumbook.test', // role 3, branch 3 (40 rooms)
  supervisorTvl: 'supervisor.tvl1@sumbook.test', // role 3, branch 1
  manager: 'manager.hbt1@sumbook.test', // role 2, branch 3
  reception: 'reception.hbt1@sumbook.test', // role 0, branch 3
  ceo: 'ceo@sumbook.test',
} as const;
export type BfWho = keyof typeof BF_USERS;

export async function bfTokens(s: TestServer): Promise<Record<BfWho, string>> {
  const out = {} as Record<BfWho, string>;
  for (const [k, email] of Object.entries(BF_USERS)) out[k as BfWho] = (await s.login(email)).token;
  return out;
}

export const key = () => randomUUID();

export function breakfastCalls(s: TestServer) {
  return {
    get: (token: string, branch: number | string, month: string) =>
      s.app.inject({ url: apiUrl(breakfastApi.getData, { branch, month }), headers: s.auth(token) }),
    update: (token: string, branch: number | string, type: string, month: string, payload: unknown) =>
      s.app.inject({
        method: 'POST',
        url: apiUrl(breakfastApi.updateChildren, { branch, type, month }),
        headers: s.auth(token),
        payload: payload as object,
      }),
  };
}
