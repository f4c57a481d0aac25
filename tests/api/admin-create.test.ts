// Making an account (/manage_user > New user) and the browser activation against concurrent calls: the
// set-password mail escapes what the administrator typed; the user, the link and the audit line are stored
// in one transaction and a second request for the same e-mail gets the pre-check's 409, never a 500; a
// failed mail leaves the account and its audit line; a sign-in does not undo an administrator's Activate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../src/server/kernel/mail';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/server';
import { adminApi } from '../../src/contract/admin';
import { userApi } from '../../src/contract/user';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let admin = '';
const sent: Mail[] = [];
beforeAll(async () => {
  s = await startTestServer(
    {},
    {
      mailer: {
        send: async (mail) => {
          if (String(mail.to).startsWith('unreachable')) throw new Error('SMTP connection refused');
          sent.push(mail);
        },
      },
    },
  );
  admin = (await s.login('admin@sumbook.test')).token;
});
afterAll(() => s.close());

const create = (body: object) =>
  s.app.inject({ method: 'POST', url: apiUrl(adminApi.create, {}), headers: s.auth(admin), payload: body });
const rowsOf = (email: string) => s.db.selectFrom('users').select('id').where('email', '=', email).execute();
const createAudits = async (id: number) =>
  s.db
    .selectFrom('audit')
    .select('detail')
    .where('action', '=', 'user.create')
    .where('target', '=', `user:${id}`)
    .execute();

describe('new user', () => {
  it("escapes the name in the set-password mail's HTML", async () => {
    const res = await create({
      email: 'eve.html@sumbook.test',
      name: 'Eve <a href="x">win</a>',
      role: 0,
      branch: 3,
      firstPassword: 'mail',
    });
    expect(res.statusCode).toBe(201);
    const mail = sent.find((m) => m.to === 'eve.html@sumbook.test');
    expect(mail?.html).toContain('Hello Eve &lt;a href=&quot;x&quot;&gt;win&lt;/a&gt;,');
    expect(mail?.html).not.toContain('<a href="x">');
    expect(mail?.html).toMatch(/<a href="http:\/\/localhost:\d+\/user\/reset\/[\w-]+">/);
    expect(mail?.text).toContain('Hello Eve <a href="x">win</a>,');
  });

  it('two requests for the same e-mail at once: one 201, one 409 with the usual message, one account', async () => {
    const body = {
      email: 'twice@sumbook.test',
      name: 'Twice',
      role: 0,
      branch: 3,
      firstPassword: 'password',
      password: 'first-pass-1',
      confirm: 'first-pass-1',
    };
    const answers = await Promise.all([create(body), create(body), create(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json()).toEqual(refusal('This e-mail already has an account'));
    const rows = await rowsOf('twice@sumbook.test');
    expect(rows.length).toBe(1);
    expect((await createAudits(rows[0].id)).length).toBe(1);
  });

  it('a failed mail after the commit: 502 that says the account is made; account, link and audit line are kept', async () => {
    const res = await create({
      email: 'unreachable@sumbook.test',
      name: 'No Mail',
      role: 0,
      branch: 3,
      firstPassword: 'mail',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().msg).toMatch(/^The account is made, but the mail could not be sent: .*Forgot password/);
    const [row] = await rowsOf('unreachable@sumbook.test');
    expect(row).toBeDefined();
    expect((await createAudits(row.id)).length).toBe(1);
    const links = await s.db.selectFrom('password_resets').select('token_hash').where('user_id', '=', row.id).execute();
    expect(links.length).toBe(1);
    // Made again by mistake: the usual 409, nothing doubled.
    const again = await create({
      email: 'unreachable@sumbook.test',
      name: 'No Mail',
      role: 0,
      branch: 3,
      firstPassword: 'mail',
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('browser activation', () => {
  it("a sign-in from a new browser while the administrator activates another keeps the administrator's change", async () => {
    const email = 'reception.km2@sumbook.test';
    const login = (device: string) =>
      s.app.inject({
        method: 'POST',
        url: apiUrl(userApi.login, {}),
        payload: { email, password: DEMO_PASSWORD, device },
      });
    expect((await login('browser-a')).json().status).toBe(0);
    const [signIn, activate] = await Promise.all([
      login('browser-b'),
      s.app.inject({
        method: 'PATCH',
        url: apiUrl(adminApi.updateLogin, {}),
        headers: s.auth(admin),
        payload: { email, data: 'browser-a', type: 'activate', target: 'login' },
      }),
    ]);
    expect(signIn.json().status).toBe(0);
    expect(activate.statusCode).toBe(200);
    const row = await s.db.selectFrom('users').select('other').where('email', '=', email).executeTakeFirstOrThrow();
    const other = JSON.parse(row.other) as { login: { listActivated: { id: string }[]; listBlock: { id: string }[] } };
    expect(other.login.listActivated.map((e) => e.id)).toContain('browser-a');
    expect(other.login.listBlock.map((e) => e.id)).toEqual(['browser-b']);
    expect((await login('browser-a')).json().status).toBe(1);
  });
});
