// Issue 31: a language per user on the server (users.lang): GET /user/infor tells it, the profile's
// update_other keeps the user's own choice, the CEO and admin set it for a user (nobody else), bad values are
// refused with a 400 and change nothing; the mails a user gets go out in that language (a Japanese area
// manager's manager report mail in Japanese, the same mail to an English reader unchanged).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillText } from '../../src/domain/language';
import { adminApi } from '../../src/contract/admin';
import { userApi } from '../../src/contract/user';
import { byLanguage } from '../../src/server/kernel/mail-language';
import ja from '../../src/locales/ja/mail.json' with { type: 'json' };
import vi from '../../src/locales/vi/mail.json' with { type: 'json' };
import { apiUrl } from '../support/api-path';
import { mailHeader } from '../support/mail-parse';
import { startTestServer, type TestServer } from '../support/server';
import { startSmtp } from '../support/smtp';
import { mgrCalls, plan, receptionSum } from './manager-support';
import { hotelRow, mimeParts, serviceRow } from './rc-support';

let s: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  s = await startTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

const AREA = 'areamanager.hcm@sumbook.test';
const token = async (email: string) => (await s.login(email)).token;
const infor = async (t: string) =>
  (await s.app.inject({ url: apiUrl(userApi.infor, {}), headers: s.auth(t) })).json().data;
const patch = (t: string, url: string, payload: object) =>
  s.app.inject({ method: 'PATCH', url, headers: s.auth(t), payload });
const settings = (t: string, payload: object) => patch(t, apiUrl(userApi.updateOther, {}), payload);
const langOf = async (email: string) =>
  (await s.db.selectFrom('users').select('lang').where('email', '=', email).executeTakeFirstOrThrow()).lang;
const idOf = async (email: string) =>
  (await s.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const adminUpdate = async (who: string, email: string, payload: object) =>
  patch(await token(who), apiUrl(adminApi.update, { id: await idOf(email) }), payload);

describe("the user's language on the server", () => {
  it('null until set; the profile keeps the own choice; a bad value is refused and changes nothing', async () => {
    const me = await token('reception.tvl1@sumbook.test');
    expect((await infor(me)).lang).toBeNull();
    const res = await settings(me, { lang: 'vi', theme: 'dark' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).not.toHaveProperty('lang'); // kept in users.lang, not among the settings
    expect(await infor(me)).toMatchObject({ lang: 'vi', settings: { theme: 'dark' } });
    for (const bad of ['fr', 'VI', '', 3, null]) {
      const refused = await settings(me, { lang: bad, theme: 'light' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: 0 });
      expect(refused.json().msg).toMatch(/^lang: /);
    }
    expect(await infor(me)).toMatchObject({ lang: 'vi', settings: { theme: 'dark' } });
    expect(((await s.login('reception.tvl1@sumbook.test')).user as { lang?: string }).lang).toBe('vi'); // the sign-in answer too
  });

  it('the CEO and admin set it on create and update (null clears it); other roles cannot', async () => {
    const admin = await token('admin@sumbook.test');
    const made = await s.app.inject({
      method: 'POST',
      url: apiUrl(adminApi.create, {}),
      headers: s.auth(admin),
      payload: {
        email: 'lang.new@sumbook.test',
        name: 'Lang New',
        role: 0,
        branch: 1,
        firstPassword: 'password',
        password: 'abc12345',
        confirm: 'abc12345',
        lang: 'ja',
      },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data.lang).toBe('ja');
    const email = 'lang.new@sumbook.test';
    expect((await adminUpdate('ceo@sumbook.test', email, { lang: 'vi' })).json().data.lang).toBe('vi');
    expect(await langOf(email)).toBe('vi');
    expect((await adminUpdate('admin@sumbook.test', email, { name: 'Lang Newer' })).json().data.lang).toBe('vi');
    const bad = await adminUpdate('admin@sumbook.test', email, { lang: 'de', name: 'Changed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('Language must be en, vi or ja');
    for (const who of ['manager.tvl1@sumbook.test', AREA, 'reception.tvl1@sumbook.test']) {
      const refused = await adminUpdate(who, email, { lang: 'en' });
      expect(refused.statusCode).toBe(403);
    }
    const user = await s.db
      .selectFrom('users')
      .select(['lang', 'name'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ lang: 'vi', name: 'Lang Newer' });
    expect((await adminUpdate('admin@sumbook.test', email, { lang: null })).json().data.lang).toBeNull();
    expect(await langOf(email)).toBeNull();
    // The admin's list shows each user's language.
    const list = await s.app.inject({ url: apiUrl(adminApi.byArea, { area: 'all' }), headers: s.auth(admin) });
    expect(list.json().data.find((u: { email: string }) => u.email === email).lang).toBeNull();
  });

  it('recipients grouped by language: users in theirs, unknown addresses in English', async () => {
    await s.db.updateTable('users').set({ lang: 'ja' }).where('email', '=', 'manager.tvl1@sumbook.test').execute();
    const groups = await byLanguage(s.db, ['manager.tvl1@sumbook.test', 'outside@example.com', 'Ceo@sumbook.test']);
    expect(groups.map((g) => [g.t.lang, g.to])).toEqual([
      ['ja', ['manager.tvl1@sumbook.test']],
      ['en', ['outside@example.com', 'Ceo@sumbook.test']],
    ]);
    await s.db.updateTable('users').set({ lang: null }).where('email', '=', 'manager.tvl1@sumbook.test').execute();
  });
});

describe('mails in the recipient language', () => {
  const htmlOf = (raw: string) =>
    mimeParts(raw)
      .find((p) => p.headers.includes('text/html'))
      ?.body.toString('utf8') ?? '';
  const textOf = (raw: string) =>
    mimeParts(raw)
      .find((p) => p.headers.includes('text/plain'))
      ?.body.toString('utf8') ?? '';

  async function sendManagerReport(day: string) {
    const reception = await token('reception.tvl1@sumbook.test');
    const manager = await token('manager.tvl1@sumbook.test');
    await receptionSum(s, reception, 1, day, [hotelRow('h1', day), serviceRow('s1')]);
    await plan(s, 1, day.slice(0, 7), [['201', Number(day.slice(8)), 1_000_000]]);
    const mgr = mgrCalls(s);
    const made = (await mgr.make(manager, 1, day)).json().data.content[0];
    expect((await mgr.save(manager, 1, { day, version: 1, revision: 0, content: [made] })).statusCode).toBe(201);
    const before = smtp.mails.length;
    const sent = await mgr.send(manager, 1, { day, version: 1, revision: 1, note: 'Quiet day' });
    expect(sent.statusCode).toBe(200);
    expect(smtp.mails).toHaveLength(before + 1);
    return smtp.mails[before];
  }

  it("a Japanese area manager's manager report mail: Japanese subject and body", async () => {
    const ceo = await token('ceo@sumbook.test');
    const id = await idOf(AREA);
    expect((await patch(ceo, apiUrl(adminApi.update, { id }), { lang: 'ja' })).statusCode).toBe(200);
    const day = '2031-06-10';
    const mail = await sendManagerReport(day);
    expect(mail.to).toEqual([AREA]);
    const title = fillText(ja['MAN SUM {{code}} {{day}} v{{version}}'], { code: 'TVL1', day, version: 1 });
    expect(title).toBe(`支配人レポート TVL1 ${day} 第1版`);
    expect(mailHeader(mail.raw, 'Subject')).toBe(fillText(ja['[Sumbook] {{title}}'], { title }));
    const html = htmlOf(mail.raw);
    const text = textOf(mail.raw);
    expect(html).toContain(fillText(ja['Note: {{note}}'], { note: 'Quiet day' }));
    expect(html).toContain(ja["Today's Sales VND"]);
    expect(html).toContain(ja['Massage 70 min']);
    expect(html).toContain(`>${ja.Total}<`);
    expect(html).toContain('送信者：');
    expect(text).toContain(ja['The whole report is in the attached .xlsx file.']);
    expect(text).toContain(`${ja["Today's Sales VND"]}：1,250,000`); // numbers keep the spec's grouping
    expect(html).not.toMatch(/Sent by|Today&#39;s Sales/);
  });

  it('the same mail to an English reader (language never set) is unchanged', async () => {
    await s.db.updateTable('users').set({ lang: null }).where('email', '=', AREA).execute();
    const day = '2031-06-11';
    const mail = await sendManagerReport(day);
    expect(mailHeader(mail.raw, 'Subject')).toBe(`[Sumbook] MAN SUM TVL1 ${day} v1`);
    const html = htmlOf(mail.raw);
    expect(html).toContain('Sent by ');
    expect(html).toContain('Note: Quiet day');
    expect(html).toContain('Today&#39;s Sales VND');
    expect(textOf(mail.raw)).toContain('The whole report is in the attached .xlsx file.');
  });

  it('the password reset mail in Vietnamese for a Vietnamese user', async () => {
    const me = await token('reception.tvl1@sumbook.test');
    await settings(me, { lang: 'vi' });
    const before = smtp.mails.length;
    const res = await s.app.inject({
      method: 'POST',
      url: apiUrl(userApi.forgot, {}),
      payload: { email: 'reception.tvl1@sumbook.test' },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => smtp.mails.length).toBe(before + 1);
    const mail = smtp.mails[before];
    expect(mailHeader(mail.raw, 'Subject')).toBe(vi['Sumbook: reset your password']);
    expect(textOf(mail.raw)).toContain(vi['Open this link within one hour to set a new password:']);
  });
});
