import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/server/kernel/policy';
import { startTestServer, type TestServer } from '../support/server';
import { userApi } from '../../src/contract/user';
import { branchApi } from '../../src/contract/branch';
import { guideApi } from '../../src/contract/branch';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
const routes: { method: string; url: string; policy: Policy | undefined }[] = [];
beforeAll(async () => {
  s = await startTestServer(
    {},
    {
      onRoute: (method, url, policy) => {
        if (url.startsWith('/api/')) routes.push({ method, url, policy });
      },
    },
  );
});
afterAll(async () => {
  await s.close();
});

const fill = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describe('every call checks the token', () => {
  it('every route that is not public answers 401 without a token', async () => {
    const guarded = routes.filter((r) => !(r.policy && 'public' in r.policy));
    expect(guarded.length).toBeGreaterThan(15);
    for (const r of guarded) {
      const res = await s.app.inject({
        method: r.method as 'GET',
        url: fill(r.url),
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json().status, `${r.method} ${r.url}`).toBe(0);
    }
  });

  it("the public calls are only the documented ones (and refresh, which needs its cookie), and the guest survey's behind its signed codes", () => {
    const open = routes
      .filter((r) => r.policy && 'public' in r.policy)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(open).toEqual([
      'GET /api/guider/get_all_guider',
      'GET /api/survey/public/:token',
      'GET /api/survey/send_pass_active_tablet/:branch/:pass',
      'GET /api/survey/tablet/home/:tabletToken',
      'GET /api/user/logout',
      'POST /api/survey/public/:token',
      'POST /api/survey/send_pass_active_tablet/:branch',
      'POST /api/user/forgot',
      'POST /api/user/login',
      'POST /api/user/refresh_token',
    ]);
  });

  it('refresh without its cookie is 401', async () => {
    expect((await s.app.inject({ method: 'POST', url: apiUrl(userApi.refresh, {}) })).statusCode).toBe(401);
  });
});

describe('branch and area scope on the server', () => {
  it("a reception user gets 403 'Mistake Branch' on another branch of the area, 'Mistake Branch Area' on another area", async () => {
    const { token } = await s.login('reception.hbt1@sumbook.test');
    const own = await s.app.inject({ url: apiUrl(branchApi.inform, { x: 3 }), headers: s.auth(token) });
    expect(own.json().data).toMatchObject({ branchID: 3, code: 'HBT1', area: 'Ha Noi', room: 40 });
    const same = await s.app.inject({ url: apiUrl(branchApi.inform, { x: 5 }), headers: s.auth(token) });
    expect(same.statusCode).toBe(403);
    expect(same.json()).toEqual(refusal('Mistake Branch'));
    const other = await s.app.inject({ url: apiUrl(branchApi.name, { x: 1 }), headers: s.auth(token) });
    expect(other.json()).toEqual(refusal('Mistake Branch Area'));
    expect(
      (await s.app.inject({ url: apiUrl(userApi.checkAccess, { branchId: '0' }), headers: s.auth(token) })).json()
        .dataBranch,
    ).toEqual({ area: 'Ha Noi', name: 'Hai Ba Trung 1' });
  });

  it('an area manager reaches the branches of the own area only; the CEO every branch', async () => {
    const am = await s.login('areamanager.hcm@sumbook.test');
    expect(
      (await s.app.inject({ url: apiUrl(branchApi.inform, { x: 9 }), headers: s.auth(am.token) })).statusCode,
    ).toBe(200);
    expect(
      (await s.app.inject({ url: apiUrl(branchApi.inform, { x: 3 }), headers: s.auth(am.token) })).json().msg,
    ).toBe('Mistake Branch Area');
    const areas = (await s.app.inject({ url: apiUrl(branchApi.areas, {}), headers: s.auth(am.token) })).json().data;
    expect(Object.keys(areas)).toEqual(['Ho Chi Minh']);
    const ceo = await s.login('ceo@sumbook.test');
    const all = (await s.app.inject({ url: apiUrl(branchApi.areas, {}), headers: s.auth(ceo.token) })).json().data;
    expect(Object.values(all).flat()).toHaveLength(14);
  });

  it('an accountant of branch 1 reaches TVL1 and Annex only', async () => {
    const { token } = await s.login('accountant.tvl1@sumbook.test');
    expect((await s.app.inject({ url: apiUrl(branchApi.inform, { x: 2 }), headers: s.auth(token) })).statusCode).toBe(
      200,
    );
    expect((await s.app.inject({ url: apiUrl(branchApi.inform, { x: 4 }), headers: s.auth(token) })).json().msg).toBe(
      'Mistake Branch',
    );
  });

  it('a role the call does not allow gets 403; a malformed branch gets 400', async () => {
    const { token } = await s.login('reception.hbt1@sumbook.test');
    const res = await s.app.inject({
      method: 'PATCH',
      url: apiUrl(branchApi.updateOther, { branchId: 3 }),
      payload: { sumRate: 25000 },
      headers: s.auth(token),
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await s.app.inject({ url: apiUrl(branchApi.inform, { x: 'abc' }), headers: s.auth(token) })).statusCode,
    ).toBe(400);
    const mgr = await s.login('manager.hbt1@sumbook.test');
    const ok = await s.app.inject({
      method: 'PATCH',
      url: apiUrl(branchApi.updateOther, { branchId: 3 }),
      payload: { sumRate: 25000 },
      headers: s.auth(mgr.token),
    });
    expect(ok.json().data.sumRate).toBe(25000);
  });

  it('lookups: rooms of the own branch, card titles, guides', async () => {
    const { token } = await s.login('reception.pp@sumbook.test');
    const rooms = (await s.app.inject({ url: apiUrl(branchApi.rooms, {}), headers: s.auth(token) })).json().data;
    expect(rooms).toHaveLength(48);
    expect(rooms[0]).toMatchObject({ number: '201', floor: 2 });
    expect(
      (await s.app.inject({ url: `${apiUrl(branchApi.rooms, {})}?branch=3`, headers: s.auth(token) })).statusCode,
    ).toBe(403);
    const titles = (await s.app.inject({ url: apiUrl(branchApi.cardTitles, {}), headers: s.auth(token) })).json().data;
    expect(titles.map((t: { key: string }) => t.key)).toEqual(['card_1', 'card_2']);
    const open = (await s.app.inject({ url: apiUrl(guideApi.listPublic, {}) })).json().data;
    expect(open.length).toBeGreaterThanOrEqual(3);
  });
});
