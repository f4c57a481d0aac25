// Education (spec 3 sections 2, 3 and 7): the category map (Reception with sub-categories) and the video
// information, for manager, area manager, CEO and supervisor only; 403 for the other roles, 401 without a
// token; bad ids are 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_SET } from '../../src/domain/roles';
import { DEMO_USER_BY_ROLE, loginEveryRole, startTestServer, type TestServer } from '../support/server';
import { educationApi } from '../../src/contract/education';
import { apiUrl } from '../support/api-path';

let s: TestServer;
let tokens: Record<number, string>;

beforeAll(async () => {
  s = await startTestServer();
  tokens = await loginEveryRole(s);
});
afterAll(() => s.close());

const list = (token?: string) =>
  s.app.inject({ url: apiUrl(educationApi.list, {}), headers: token ? s.auth(token) : {} });
const info = (listVideo: unknown, token?: string) =>
  s.app.inject({
    method: 'POST',
    url: apiUrl(educationApi.info, {}),
    headers: token ? s.auth(token) : {},
    payload: { listVideo },
  });

describe('education', () => {
  it('answers the map of categories, Reception with its sub-categories', async () => {
    const res = await list(tokens[3]);
    expect(res.statusCode).toBe(200);
    const { status, data } = res.json();
    expect(status).toBe(1);
    expect(Object.keys(data)).toEqual(['Reception', 'Housekeeping', 'Massage', 'Kitchen', 'Safety']);
    expect(Object.keys(data.Reception)).toEqual(['Basic', 'Check-in', 'Payment']);
    expect(Array.isArray(data.Housekeeping)).toBe(true);
    const ids = [...Object.values(data.Reception as Record<string, string[]>).flat(), ...data.Housekeeping];
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
    const all = Object.values(data as Record<string, string[] | Record<string, string[]>>).flatMap((v) =>
      Array.isArray(v) ? v : Object.values(v).flat(),
    );
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(new Set(all).size).toBe(all.length);
  });

  it('answers title and description per id, leaving out ids it does not hold', async () => {
    const basic: string[] = (await list(tokens[2])).json().data.Reception.Basic;
    const res = await info([...basic, 'AAAAAAAAAAA'], tokens[2]);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual([...basic].sort());
    expect(data[basic[0]]).toEqual({
      title: 'Đón khách tại quầy lễ tân',
      description: expect.stringContaining('front desk'),
    });
    expect((await info([], tokens[7])).json()).toEqual({ status: 1, msg: 'ok', data: {} });
  });

  it('refuses ids of the wrong form and too long lists with 400', async () => {
    for (const bad of [['short'], ['<script>x</x'], 'abc', [12345678901], Array(501).fill('AAAAAAAAAAA')]) {
      const res = await info(bad, tokens[3]);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 40)).toBe(400);
      expect(res.json().status).toBe(0);
    }
  });

  it('opens to manager, area manager, CEO and supervisor only; 401 without a token', async () => {
    expect(ROLE_SET.content).toEqual([2, 3, 6, 7]);
    for (const role of Object.keys(DEMO_USER_BY_ROLE).map(Number)) {
      const allowed = ROLE_SET.content.includes(role as never);
      const a = await list(tokens[role]);
      const b = await info(['q3Xb7LrT0aE'], tokens[role]);
      expect(a.statusCode, `role ${role}`).toBe(allowed ? 200 : 403);
      expect(b.statusCode, `role ${role}`).toBe(allowed ? 200 : 403);
      if (!allowed) expect(a.json().status).toBe(0);
    }
    expect((await list()).statusCode).toBe(401);
    expect((await info(['q3Xb7LrT0aE'])).statusCode).toBe(401);
  });
});
