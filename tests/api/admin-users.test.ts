// /manage_user's calls against the real server: admin (1) and CEO (7) only; create, change, block (the
// user's token stops at once, the refresh tells the block message), unblock, the admin password reset with
// its rules and team code, the browser (3) and glist (5) change limits, no password hash in any answer,
// and an audit line with before and after for every change.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from '../support/mail-parse';
import {
  DEMO_PASSWORD,
  DEMO_USER_BY_NAME,
  loginEveryRoleByName,
  startTestServer,
  type TestServer,
} from '../support/server';
import { userApi } from '../../src/contract/user';
import { adminApi } from '../../src/contract/admin';
import { apiUrl, pathTo } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let tok: Record<string, string>;
const WHO = DEMO_USER_BY_NAME;
beforeAll(async () => {
  s = await startTestServer({ teamCode: 'team-code-42' });
  tok = await loginEveryRoleByName(s);
});
afterAll(() => s.close());

type Method = 'GET' | 'PATCH' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  s.app.inject({ method, url: `/api${url}`, headers: token ? s.auth(token) : {}, ...(payload ? { payload } : {}) });
const as = (who: string, method: Method, url: string, payload?: object) => call(method, url, tok[who], payload);
const noHash = (text: string) => {
  expect(text).not.toMatch(/scrypt\$|password_hash|passwordHash/);
};
const userId = async (email: string) =>
  (await s.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const audits = (action: string) =>
  s.db.selectFrom('audit').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
const login = (email: string, password = DEMO_PASSWORD, device?: string) =>
  s.app.inject({
    method: 'POST',
    url: apiUrl(userApi.login, {}),
    payload: { email, password, ...(device ? { device } : {}) },
  });

describe('admin only', () => {
  it('every call: 401 without a token, 403 for roles 0, 2, 3, 4, 5, 6 and 8', async () => {
    const move = { email: WHO.r0, data: 'x', type: 'block', target: 'login' };
    const calls: [Method, string, object?][] = [
      ['GET', pathTo(adminApi.byArea, { area: 'all' })],
      ['GET', pathTo(adminApi.byAreaGlist, { area: 'Ha Noi' })],
      ['GET', pathTo(adminApi.blocked, {})],
      ['PATCH', pathTo(adminApi.updateLogin, {}), move],
      ['PATCH', pathTo(adminApi.updateGlist, {}), { ...move, target: 'glist' }],
      ['PATCH', pathTo(adminApi.updateOtherAzShare, {}), { email: WHO.r0, data: 'x', target: 'glist', note: 'n' }],
      ['POST', pathTo(adminApi.create, {}), { email: 'x@y.zz', name: 'X', role: 0, branch: 3, firstPassword: 'mail' }],
      ['PATCH', pathTo(adminApi.update, { id: 1 }), { role: 0 }],
      ['PATCH', pathTo(adminApi.block, { id: 1 }), { blocked: true, message: 'x' }],
      ['POST', pathTo(adminApi.reset, {}), { email: WHO.r0, password: 'abcdef', confirm: 'abcdef', code: 'x' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of ['r0', 'r2', 'r3', 'r4', 'r5', 'r6', 'r8']) {
        const res = await as(who, method, url, body);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(res.json().status).toBe(0);
      }
    }
  });
});

describe('lists', () => {
  it('users of an area with their entries, every area, a search, the blocked list; never a hash', async () => {
    const hanoi = await as('admin', 'GET', pathTo(adminApi.byArea, { area: 'Ha Noi' }));
    expect(hanoi.statusCode).toBe(200);
    noHash(hanoi.body);
    const users = hanoi.json().data as { email: string; area: string; login: object; glist: object }[];
    expect(users.every((u) => u.area === 'Ha Noi')).toBe(true);
    expect(users.map((u) => u.email)).toContain('reception.km2@sumbook.test');
    const all = (await as('ceo', 'GET', pathTo(adminApi.byArea, { area: 'all' }))).json().data;
    expect(all.length).toBeGreaterThan(users.length);
    const found = (await as('admin', 'GET', `${pathTo(adminApi.byArea, { area: 'all' })}?search=thu%20ha`)).json().data;
    expect(found.map((u: { email: string }) => u.email)).toEqual(['reception.km2@sumbook.test']);
    const glist = await as('admin', 'GET', pathTo(adminApi.byAreaGlist, { area: 'Ha Noi' }));
    noHash(glist.body);
    const hbt1 = glist.json().data.find((u: { email: string }) => u.email === WHO.r0);
    expect(hbt1.glist.listActivated[0]).toMatchObject({ id: 'glist-hbt1-front', active: true });
    const blocked = await as('admin', 'GET', pathTo(adminApi.blocked, {}));
    noHash(blocked.body);
    expect(blocked.json().data).toEqual([expect.objectContaining({ email: 'blocked@sumbook.test', blocked: true })]);
    expect((await as('admin', 'GET', pathTo(adminApi.byArea, { area: 'Atlantis' }))).statusCode).toBe(400);
  });
});

describe('create and change', () => {
  it('validates the new user: e-mail, unique, role, branch, first password; only the CEO makes a CEO', async () => {
    const base = { email: 'new.rc@sumbook.test', name: 'New Reception', role: 0, branch: 3 };
    const create = (body: object, who = 'admin') => as(who, 'POST', pathTo(adminApi.create, {}), body);
    const refused: [object, number, string | RegExp][] = [
      [{ ...base, email: 'not-an-email', firstPassword: 'mail' }, 400, 'Invalid email'],
      [{ ...base, email: WHO.r0, firstPassword: 'mail' }, 409, 'This e-mail already has an account'],
      [{ ...base, role: 9, firstPassword: 'mail' }, 400, /Role must be 0-8/],
      [{ ...base, branch: 6, firstPassword: 'mail' }, 400, 'Branch not found'],
      [{ ...base, name: ' ', firstPassword: 'mail' }, 400, /Please input name/],
      [{ ...base, firstPassword: 'password', password: 'abcdef', confirm: 'abcdeg' }, 400, 'Passwords do not match'],
      [{ ...base, firstPassword: 'password', password: 'abc', confirm: 'abc' }, 400, 'Password must be 6 characters'],
      [{ ...base, firstPassword: 'password', password: '123456', confirm: '123456' }, 400, 'Password very too weak'],
      [{ ...base, role: 7, firstPassword: 'mail' }, 403, 'Only the CEO may give the CEO role'],
    ];
    for (const [body, code, msg] of refused) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(code);
      expect(res.json().msg).toMatch(msg);
    }
    expect(await s.db.selectFrom('users').select('id').where('email', '=', base.email).executeTakeFirst()).toBe(
      undefined,
    );
  });

  it('creates a user with a first password (who signs in) or with a set-password mail', async () => {
    const res = await as('admin', 'POST', pathTo(adminApi.create, {}), {
      email: 'New.Acc@Sumbook.test',
      name: 'New Accountant',
      role: 4,
      branch: 3,
      rights: ['MAN TOTAL'],
      firstPassword: 'password',
      password: 'first-pass-1',
      confirm: 'first-pass-1',
    });
    expect(res.statusCode).toBe(201);
    noHash(res.body);
    expect(res.json().data).toMatchObject({
      email: 'new.acc@sumbook.test',
      role: 4,
      branchID: 3,
      rights: ['MAN TOTAL'],
    });
    expect((await login('new.acc@sumbook.test', 'first-pass-1')).json().status).toBe(1);
    const [line] = await audits('user.create');
    expect(JSON.parse(line.detail).after).toMatchObject({ email: 'new.acc@sumbook.test', role: 4 });

    const mailed = await as('ceo', 'POST', pathTo(adminApi.create, {}), {
      email: 'new.sup@sumbook.test',
      name: 'New Supervisor',
      role: 3,
      branch: 5,
      firstPassword: 'mail',
    });
    expect(mailed.statusCode).toBe(201);
    const outbox = join(s.dataDir, 'outbox');
    const mail = readdirSync(outbox)
      .map((f) => simpleParser(readFileSync(join(outbox, f), 'utf8')))
      .find((m) => m.includes('new.sup@sumbook.test'));
    const token = /\/user\/reset\/([\w-]+)/.exec(mail ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const set = await s.app.inject({
      method: 'POST',
      url: apiUrl(userApi.reset, {}),
      headers: s.auth(token),
      payload: { password: 'my-own-pass', confirm: 'my-own-pass' },
    });
    expect(set.json().status).toBe(1);
    expect((await login('new.sup@sumbook.test', 'my-own-pass')).json().status).toBe(1);
  });

  it('changes role, branch, rights and the manager flag; the user has them at the next call; audited before/after', async () => {
    const id = await userId(WHO.r3);
    const res = await as('admin', 'PATCH', pathTo(adminApi.update, { id }), {
      role: 3,
      branch: 5,
      isManage: true,
      rights: ['MAN SUM', 'MAN EXPECTED'],
    });
    expect(res.statusCode).toBe(200);
    noHash(res.body);
    expect(res.json().data).toMatchObject({ branchID: 5, isManage: true, rights: ['MAN SUM', 'MAN EXPECTED'] });
    const me = (await as('r3', 'GET', pathTo(userApi.infor, {}))).json().data;
    expect(me).toMatchObject({ branchID: 5, isManage: true, access: { 'MAN SUM': '/manager_sum' } });
    const [line] = await audits('user.update');
    expect(JSON.parse(line.detail)).toMatchObject({
      before: { branchID: 3, isManage: false, rights: [] },
      after: { branchID: 5, isManage: true, rights: ['MAN SUM', 'MAN EXPECTED'] },
    });
    expect((await as('admin', 'PATCH', pathTo(adminApi.update, { id }), { role: 11 })).statusCode).toBe(400);
    expect((await as('admin', 'PATCH', pathTo(adminApi.update, { id }), { branch: 6 })).statusCode).toBe(400);
    expect((await as('admin', 'PATCH', pathTo(adminApi.update, { id: 99999 }), { role: 0 })).statusCode).toBe(404);
  });

  it('nobody changes their own role; only the CEO changes a CEO', async () => {
    const self = await as('admin', 'PATCH', pathTo(adminApi.update, { id: await userId(WHO.admin) }), { role: 0 });
    expect(self.statusCode).toBe(403);
    const ceo = await as('admin', 'PATCH', pathTo(adminApi.update, { id: await userId(WHO.ceo) }), { role: 0 });
    expect(ceo.json().msg).toBe('Only the CEO may change a CEO account or give the CEO role');
    const reset = await as('admin', 'POST', pathTo(adminApi.reset, {}), {
      email: WHO.ceo,
      password: 'taken-over',
      confirm: 'taken-over',
      code: 'team-code-42',
    });
    expect(reset.statusCode).toBe(403);
  });

  it("only the CEO changes a CEO's browser and glist entries and their notes", async () => {
    const msg = 'Only the CEO may change a CEO account or give the CEO role';
    const calls: [string, object][] = [
      [pathTo(adminApi.updateLogin, {}), { email: WHO.ceo, data: 'ceo-browser', type: 'activate', target: 'login' }],
      [pathTo(adminApi.updateGlist, {}), { email: WHO.ceo, data: 'ceo-glist', type: 'block', target: 'glist' }],
      [
        pathTo(adminApi.updateOtherAzShare, {}),
        { email: WHO.ceo, data: 'ceo-browser', target: 'login', note: 'mine now' },
      ],
    ];
    const before = (
      await s.db.selectFrom('users').select('other').where('email', '=', WHO.ceo).executeTakeFirstOrThrow()
    ).other;
    for (const [url, body] of calls) {
      const res = await as('admin', 'PATCH', url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(refusal(msg));
      // The CEO gets past the rule (the entry is simply not there).
      expect((await as('ceo', 'PATCH', url, body)).statusCode, url).toBe(404);
    }
    const after = (
      await s.db.selectFrom('users').select('other').where('email', '=', WHO.ceo).executeTakeFirstOrThrow()
    ).other;
    expect(after).toBe(before);
  });
});

describe('block and unblock', () => {
  it("a blocked user's token gets 401 at once, the refresh answers status 0 with the message; unblocked, they sign in again", async () => {
    const who = await s.login(WHO.r4);
    const id = who.user.id;
    expect(
      (await as('admin', 'PATCH', pathTo(adminApi.block, { id }), { blocked: true, message: ' ' })).json().msg,
    ).toBe('Please input the block message');
    const res = await as('admin', 'PATCH', pathTo(adminApi.block, { id }), {
      blocked: true,
      message: 'Contact Team IT about your account',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ blocked: true, blockMsg: 'Contact Team IT about your account' });
    expect((await call('GET', pathTo(userApi.infor, {}), who.token)).statusCode).toBe(401);
    const refresh = await s.app.inject({
      method: 'POST',
      url: apiUrl(userApi.refresh, {}),
      headers: { cookie: who.cookie },
    });
    expect(refresh.json()).toEqual({
      status: 0,
      code: 'BLOCKED_MESSAGE',
      msg: 'Contact Team IT about your account',
      params: { message: 'Contact Team IT about your account' },
    });
    const again = await login(WHO.r4);
    expect(again.statusCode).toBe(403);
    expect(again.json().msg).toBe('Contact Team IT about your account');
    const listed = (await as('admin', 'GET', pathTo(adminApi.blocked, {})))
      .json()
      .data.map((u: { id: number }) => u.id);
    expect(listed).toContain(id);

    const un = await as('ceo', 'PATCH', pathTo(adminApi.block, { id }), { blocked: false });
    expect(un.json().data).toMatchObject({ blocked: false, blockMsg: '' });
    expect((await login(WHO.r4)).json().status).toBe(1);
    // The old session does not come back: it was ended when the user was unblocked.
    const old = await s.app.inject({
      method: 'POST',
      url: apiUrl(userApi.refresh, {}),
      headers: { cookie: who.cookie },
    });
    expect(old.statusCode).toBe(401);
    const [block] = await audits('user.block');
    expect(JSON.parse(block.detail)).toEqual({
      before: { blocked: false, blockMsg: '' },
      after: { blocked: true, blockMsg: 'Contact Team IT about your account' },
    });
    expect((await audits('user.unblock')).length).toBe(1);
  });

  it('nobody blocks themselves', async () => {
    const res = await as('ceo', 'PATCH', pathTo(adminApi.block, { id: await userId(WHO.ceo) }), {
      blocked: true,
      message: 'x',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('admin password reset', () => {
  it('refuses a mismatch, a short one, 123456 and a wrong team code; the new password works and sessions end', async () => {
    const reset = (password: string, confirm: string, code = 'team-code-42') =>
      as('admin', 'POST', pathTo(adminApi.reset, {}), { email: WHO.r5, password, confirm, code });
    const cases: [string, string, string, number, string][] = [
      ['abcdef', 'abcdeg', 'team-code-42', 400, 'Passwords do not match'],
      ['abc', 'abc', 'team-code-42', 400, 'Password must be 6 characters'],
      ['123456', '123456', 'team-code-42', 400, 'Password very too weak'],
      ['abcdef', 'abcdef', 'wrong', 403, 'Team confirmation code is incorrect'],
    ];
    for (const [p, c, code, status, msg] of cases) {
      const res = await reset(p, c, code);
      expect(res.statusCode, msg).toBe(status);
      expect(res.json()).toEqual(refusal(msg));
    }
    expect((await login(WHO.r5)).json().status).toBe(1);
    const before = await s.login(WHO.r5);
    const ok = await reset('new-pass-77', 'new-pass-77');
    expect(ok.json()).toEqual({ status: 1, msg: 'Update Success' });
    expect((await call('GET', pathTo(userApi.infor, {}), before.token)).statusCode).toBe(401);
    expect((await login(WHO.r5)).statusCode).toBe(401);
    expect((await login(WHO.r5, 'new-pass-77')).json().status).toBe(1);
    const [line] = await audits('user.reset_by_admin');
    expect(line.detail).not.toMatch(/new-pass-77/);
    expect((await audits('user.reset_by_admin.refused')).length).toBe(1);
    expect(
      (
        await as('admin', 'POST', pathTo(adminApi.reset, {}), {
          email: 'nobody@sumbook.test',
          password: 'abcdefg',
          confirm: 'abcdefg',
          code: 'team-code-42',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('browser and glist entries', () => {
  it('a new browser waits on the block list; activated it signs in; the third change is the last (server-side)', async () => {
    const email = 'reception.km2@sumbook.test';
    const first = await login(email, DEMO_PASSWORD, 'browser-one');
    expect(first.json()).toMatchObject({ status: 0, code: expect.stringMatching(/^[0-9A-F]{8}$/) });
    const km2 = (await as('admin', 'GET', pathTo(adminApi.byArea, { area: 'Ha Noi' })))
      .json()
      .data.find((u: { email: string }) => u.email === email);
    expect(km2.login.listBlock[0]).toMatchObject({ id: 'browser-one', active: false, log: { active: 0 } });
    expect(km2.login.listBlock[0].note).toContain(first.json().code);
    const move = (type: 'activate' | 'block', who = 'admin') =>
      as(who, 'PATCH', pathTo(adminApi.updateLogin, {}), { email, data: 'browser-one', type, target: 'login' });
    const activated = await move('activate');
    expect(activated.json().data.login.listActivated[0]).toMatchObject({
      id: 'browser-one',
      active: true,
      log: { active: 1 },
    });
    expect((await move('activate')).json().msg).toBe('This entry is already activated');
    expect((await login(email, DEMO_PASSWORD, 'browser-one')).json().status).toBe(1);
    const signedIn = await s.app.inject({
      method: 'POST',
      url: apiUrl(userApi.login, {}),
      payload: { email, password: DEMO_PASSWORD, device: 'browser-one' },
    });
    const token = signedIn.json().access_token;
    expect((await move('block', 'ceo')).statusCode).toBe(200);
    // Blocking the browser ends the user's sessions; that browser is asked for activation again.
    expect((await call('GET', pathTo(userApi.infor, {}), token)).statusCode).toBe(401);
    expect((await login(email, DEMO_PASSWORD, 'browser-one')).json().status).toBe(0);
    expect((await move('activate')).json().data.login.listActivated[0].log.active).toBe(3);
    const limit = await move('block');
    expect(limit.statusCode).toBe(409);
    expect(limit.json().msg).toMatch(/changed 3 times/);
    expect((await login(email, DEMO_PASSWORD, 'browser-one')).json().status).toBe(1);
    const lines = await s.db.selectFrom('audit').selectAll().where('action', 'like', 'login.%').execute();
    expect(lines.map((l) => l.action)).toEqual(['login.activate', 'login.block', 'login.activate']);
    expect(JSON.parse(lines[1].detail)).toMatchObject({
      entry: 'browser-one',
      before: { active: true, log: { active: 1 } },
      after: { active: false, log: { active: 2 } },
    });
  });

  it('a glist entry changes five times at most; the note is kept; wrong target and unknown entry are refused', async () => {
    const email = WHO.r2;
    const move = (data: string, type: 'activate' | 'block') =>
      as('admin', 'PATCH', pathTo(adminApi.updateGlist, {}), { email, data, type, target: 'glist' });
    const full = await move('glist-hbt1-manager', 'block');
    expect(full.statusCode).toBe(409);
    expect(full.json().msg).toMatch(/changed 5 times/);
    for (let i = 0; i < 5; i++)
      expect((await move('glist-hbt1-new', i % 2 ? 'block' : 'activate')).statusCode).toBe(200);
    const sixth = await move('glist-hbt1-new', 'block');
    expect(sixth.statusCode).toBe(409);
    const wrong = await as('admin', 'PATCH', pathTo(adminApi.updateLogin, {}), {
      email,
      data: 'glist-hbt1-new',
      type: 'block',
      target: 'glist',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await move('nothing-here', 'block')).statusCode).toBe(404);
    const note = await as('admin', 'PATCH', pathTo(adminApi.updateOtherAzShare, {}), {
      email,
      data: 'glist-hbt1-new',
      target: 'glist',
      note: 'Manager phone',
    });
    expect(note.json().data.glist.listActivated.find((e: { id: string }) => e.id === 'glist-hbt1-new').note).toBe(
      'Manager phone',
    );
    expect((await audits('glist.activate')).length).toBe(3);
    expect((await audits('glist.note')).length).toBe(1);
  });
});
