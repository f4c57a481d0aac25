// Survey tablets and the survey config end to end: the admin sets a pass, a tablet activates itself with
// it, shows Online, takes a survey, is turned OFF (its codes stop), noted and deleted; roles 1 and 7 only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { codesOf, submit } from './survey-support';
import { surveyApi } from '../../src/contract/survey';
import { apiUrl } from '../support/api-path';

let s: TestServer;
const tok: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer({ survey: { perToken: 1000, perIp: 1000, windowMs: 60_000, tabletTries: 3 } });
  for (const [k, email] of Object.entries({
    admin: 'admin@sumbook.test',
    ceo: 'ceo@sumbook.test',
    rc: 'reception.hbt1@sumbook.test',
    sup: 'supervisor.hbt1@sumbook.test',
  }))
    tok[k] = (await s.login(email)).token;
});
afterAll(() => s.close());

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, who?: string, payload?: object) =>
  s.app.inject({ method, url, headers: who ? s.auth(tok[who]) : {}, ...(payload ? { payload } : {}) });

describe('survey tablets', () => {
  it('the demo tablet of branch 1 is listed; reception and supervisors may not read the config', async () => {
    const res = await call('GET', apiUrl(surveyApi.takeConfig, { branch: 1 }), 'ceo');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ passSet: true, tablets: [{ n: 1, note: 'Reception desk', on: true }] });
    expect((await call('GET', apiUrl(surveyApi.takeConfig, { branch: 3 }), 'rc')).statusCode).toBe(403);
    expect((await call('GET', apiUrl(surveyApi.takeConfig, { branch: 3 }), 'sup')).statusCode).toBe(403);
    expect((await call('PATCH', apiUrl(surveyApi.changePass, {}), 'sup', { branch: 3, pass: 'abcd' })).statusCode).toBe(
      403,
    );
  });
  it('activation: wrong pass 403, right pass makes tablet n with its codes; it shows Online; tries are limited', async () => {
    expect(
      (await call('PATCH', apiUrl(surveyApi.changePass, {}), 'admin', { branch: 3, pass: 'hbt-pass' })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', apiUrl(surveyApi.activateTablet, { branch: 3 }), undefined, { pass: 'wrong' })).statusCode,
    ).toBe(403);
    const ok = await call('POST', apiUrl(surveyApi.activateTablet, { branch: 3 }), undefined, { pass: 'hbt-pass' });
    expect(ok.statusCode).toBe(200);
    const { tabletToken, n } = ok.json().data;
    expect(n).toBe(1);
    const home = await call('GET', `${apiUrl(surveyApi.tabletHome, { tabletToken })}?version=2.1`);
    expect(home.json().data).toMatchObject({ branchId: 3, n: 1, on: true, inputToken: tabletToken });
    expect(home.json().data.scanUrl).toMatch(/\/s\/[\w-]+\.[\w-]+$/);
    const cfg = (await call('GET', apiUrl(surveyApi.takeConfig, { branch: 3 }), 'admin')).json().data;
    expect(cfg.tablets).toEqual([expect.objectContaining({ n: 1, status: 'Online', version: '2.1' })]);
    // A survey made on the tablet: source tabletInput, the room typed in.
    const room = (await codesOf(s, tok.sup, 3, 'ja')).find((c) => c.target === 'room')?.room ?? '';
    expect((await submit(s, tabletToken, { q7: 'yes' }, { room })).statusCode).toBe(201);
    const row = await s.db
      .selectFrom('survey_entries')
      .select(['source', 'room'])
      .where('dedupe_key', 'like', `${tabletToken.split('.')[0]}:%`)
      .executeTakeFirst();
    expect(row).toEqual({ source: 'tabletInput', room });
    expect(
      (await call('POST', apiUrl(surveyApi.activateTablet, { branch: 3 }), undefined, { pass: 'wrong2' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', apiUrl(surveyApi.activateTablet, { branch: 3 }), undefined, { pass: 'wrong3' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', apiUrl(surveyApi.activateTablet, { branch: 3 }), undefined, { pass: 'hbt-pass' })).statusCode,
    ).toBe(429);
  });
  it('OFF stops its codes with a clear message, ON brings them back; note; delete revokes them', async () => {
    const tablets = (await call('GET', apiUrl(surveyApi.takeConfig, { branch: 1 }), 'admin')).json().data.tablets;
    expect(tablets[0].n).toBe(1);
    const code = await s.db
      .selectFrom('survey_tokens')
      .select('token_id')
      .where('branch_id', '=', 1)
      .where('tablet_n', '=', 1)
      .where('source', '=', 'tabletScan')
      .executeTakeFirstOrThrow();
    const home = await s.db
      .selectFrom('survey_tablets')
      .select('token_id')
      .where('branch_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(home.token_id).not.toBe(code.token_id);
    const off = await call('PATCH', apiUrl(surveyApi.actionTablet, { branch: 1, action: 'off', n: 1 }), 'ceo', {});
    expect(off.json().data.tablets[0]).toMatchObject({ status: 'OFF', on: false });
    const rows = await s.db
      .selectFrom('survey_tokens')
      .selectAll()
      .where('branch_id', '=', 1)
      .where('tablet_n', '=', 1)
      .execute();
    expect(rows).toHaveLength(2);
    const noted = await call('PATCH', apiUrl(surveyApi.actionTablet, { branch: 1, action: 'note', n: 1 }), 'admin', {
      note: 'Lobby, left of the desk',
    });
    expect(noted.json().data.tablets[0].note).toBe('Lobby, left of the desk');
    expect(
      (await call('PATCH', apiUrl(surveyApi.actionTablet, { branch: 1, action: 'on', n: 1 }), 'rc', {})).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', apiUrl(surveyApi.actionTablet, { branch: 1, action: 'on', n: 9 }), 'admin', {})).statusCode,
    ).toBe(404);
    const del = await call('PATCH', apiUrl(surveyApi.actionTablet, { branch: 1, action: 'delete', n: 1 }), 'admin', {});
    expect(del.json().data.tablets).toEqual([]);
    const revoked = await s.db
      .selectFrom('survey_tokens')
      .select('revoked_at')
      .where('branch_id', '=', 1)
      .where('tablet_n', '=', 1)
      .execute();
    expect(revoked.every((r) => r.revoked_at !== null)).toBe(true);
  });
  it('a tablet turned OFF: its codes answer 403 "This tablet is turned off"', async () => {
    const t = await startTestServer();
    try {
      const admin = (await t.login('admin@sumbook.test')).token;
      await t.app.inject({
        method: 'PATCH',
        url: apiUrl(surveyApi.changePass, {}),
        headers: t.auth(admin),
        payload: { branch: 5, pass: 'km-pass' },
      });
      const { tabletToken } = (
        await t.app.inject({
          method: 'POST',
          url: apiUrl(surveyApi.activateTablet, { branch: 5 }),
          payload: { pass: 'km-pass' },
        })
      ).json().data;
      await t.app.inject({
        method: 'PATCH',
        url: apiUrl(surveyApi.actionTablet, { branch: 5, action: 'off', n: 1 }),
        headers: t.auth(admin),
        payload: {},
      });
      const res = await t.app.inject({ method: 'GET', url: apiUrl(surveyApi.publicGet, { token: tabletToken }) });
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('This tablet is turned off');
      expect(
        (await t.app.inject({ method: 'GET', url: apiUrl(surveyApi.tabletHome, { tabletToken }) })).json().data.on,
      ).toBe(false);
    } finally {
      await t.close();
    }
  });
  it('the documented GET activation is refused (405) and registers nothing, even with the right pass', async () => {
    const before = (await call('GET', apiUrl(surveyApi.takeConfig, { branch: 3 }), 'admin')).json().data.tablets;
    const res = await call('GET', apiUrl(surveyApi.sendPassActiveTablet, { branch: 3, pass: 'hbt-pass' }));
    expect(res.statusCode).toBe(405);
    expect(res.json().msg).toMatch(/POST/);
    expect((await call('GET', apiUrl(surveyApi.takeConfig, { branch: 3 }), 'admin')).json().data.tablets).toEqual(
      before,
    );
  });
  it('update information: admin and CEO set it, tablets read it; a link must be http(s)', async () => {
    const info = { isUpdate: true, link: 'https://example.com/app', version: '2.2', whatNew: 'Bigger buttons' };
    expect((await call('PATCH', apiUrl(surveyApi.changeConfig, {}), 'ceo', info)).json().data).toEqual(info);
    expect(
      (
        await call('PATCH', apiUrl(surveyApi.changeConfig, {}), 'ceo', {
          ...info,
          link: 'javascript:alert(1)',
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('PATCH', apiUrl(surveyApi.changeConfig, {}), 'sup', info)).statusCode).toBe(403);
    expect((await call('GET', apiUrl(surveyApi.takeConfig, { branch: 1 }), 'admin')).json().data.update).toEqual(info);
  });
});

describe("the tablet's public QR", () => {
  it('a guest scanning it learns that a room answered today, not what it answered', async () => {
    const t = await startTestServer();
    try {
      const admin = (await t.login('admin@sumbook.test')).token;
      await t.app.inject({
        method: 'PATCH',
        url: apiUrl(surveyApi.changePass, {}),
        headers: t.auth(admin),
        payload: { branch: 5, pass: 'km-pass' },
      });
      const { tabletToken } = (
        await t.app.inject({
          method: 'POST',
          url: apiUrl(surveyApi.activateTablet, { branch: 5 }),
          payload: { pass: 'km-pass' },
        })
      ).json().data;
      const scanUrl: string = (
        await t.app.inject({ method: 'GET', url: apiUrl(surveyApi.tabletHome, { tabletToken }) })
      ).json().data.scanUrl;
      const scan = scanUrl.split('/s/')[1];
      const room = (
        await t.db.selectFrom('rooms').select('number').where('branch_id', '=', 5).executeTakeFirstOrThrow()
      ).number;
      expect((await submit(t, scan, { q8: 'private words' }, { room })).statusCode).toBe(201);
      const seen = (
        await t.app.inject({ method: 'GET', url: `${apiUrl(surveyApi.publicGet, { token: scan })}?room=${room}` })
      ).json().data.already;
      expect(seen).toMatchObject({ room, answers: null, opinion: '' });
      const row = await t.db
        .selectFrom('survey_entries')
        .select('source')
        .where('room', '=', room)
        .where('dedupe_key', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(row.source).toBe('tabletScan');
    } finally {
      await t.close();
    }
  });
});
