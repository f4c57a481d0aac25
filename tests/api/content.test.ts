// The content editor's call (spec 3 sections 2, 6 and 7): every language and target answers the demo
// website's texts; unknown ones are 404 with the known list; the gate is the page's (manager, supervisor,
// area manager, CEO); no token is 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES, CONTENT_TARGETS } from '../../src/domain/content';
import { ROLE_SET } from '../../src/domain/roles';
import { loginEveryRole, startTestServer, type TestServer } from '../support/server';
import { contentApi } from '../../src/contract/content';
import { apiUrl } from '../support/api-path';

let s: TestServer;
let tokens: Record<number, string>;

beforeAll(async () => {
  s = await startTestServer();
  tokens = await loginEveryRole(s);
});
afterAll(() => s.close());

const load = (language: string, target: string, token?: string) =>
  s.app.inject({
    url: apiUrl(contentApi.load, { language, target }),
    headers: token ? s.auth(token) : {},
  });

describe('load_conent_by_target', () => {
  it('answers every language and target with the stored texts', async () => {
    expect(CONTENT_LANGUAGES.map((l) => l.label)).toEqual(['English', 'Japan', 'Viet Nam', 'Korea']);
    expect(CONTENT_TARGETS).toHaveLength(10);
    for (const { code } of CONTENT_LANGUAGES) {
      for (const target of CONTENT_TARGETS) {
        const res = await load(code, target, tokens[3]);
        expect(res.statusCode, `${code}/${target}: ${res.body}`).toBe(200);
        const body = res.json();
        expect(body.status).toBe(1);
        expect(body.msg).toBe('ok');
        expect(body.data).toMatchObject({ language: code, target });
        expect(Object.keys(body.data.content).length, `${code}/${target}`).toBeGreaterThan(2);
      }
    }
  });

  it('keeps texts per language and arrays nested in arrays', async () => {
    const en = (await load('en', 'home', tokens[2])).json().data.content;
    const ja = (await load('ja', 'home', tokens[2])).json().data.content;
    const vi = (await load('vi', 'home', tokens[2])).json().data.content;
    const ko = (await load('ko', 'home', tokens[2])).json().data.content;
    expect(en.title).toBe('Azumaya Hotel');
    expect(ja.title).toBe('東屋ホテル');
    expect(vi.title).toBe('Khách sạn Azumaya');
    expect(ko.title).toBe('아즈마야 호텔');
    expect(en.faq.length).toBeGreaterThanOrEqual(4);
    expect(en.faq[0]).toEqual({ question: expect.any(String), answer: expect.any(String) });
    const area = (await load('vi', 'area', tokens[6])).json().data.content;
    const hanoi = area.areas.find((a: { name: string }) => a.name === 'Hà Nội');
    expect(hanoi.branches.map((b: { name: string }) => b.name)).toContain('Azumaya Hai Ba Trung 1');
    const ranks = (await load('en', 'memberShip', tokens[7])).json().data.content.ranks;
    expect(ranks.map((r: { name: string }) => r.name)).toEqual(['Silver', 'Gold', 'Platinum']);
    expect(ranks[1].benefits).toContain('Free foot massage once a month');
  });

  it('refuses an unknown language or target with 404 and the known ones', async () => {
    const lang = await load('fr', 'home', tokens[3]);
    expect(lang.statusCode).toBe(404);
    expect(lang.json()).toEqual(
      expect.objectContaining({
        status: 0,
        code: expect.any(String),
        msg: expect.stringContaining('Unknown language "fr"'),
      }),
    );
    expect(lang.json().msg).toContain('en (English)');
    const target = await load('en', 'footer', tokens[3]);
    expect(target.statusCode).toBe(404);
    expect(target.json().msg).toContain('Unknown target "footer"');
    expect(target.json().msg).toContain('memberShip');
    // Case matters: the website's keys are exact.
    expect((await load('en', 'membership', tokens[3])).statusCode).toBe(404);
    expect((await load('EN', 'home', tokens[3])).statusCode).toBe(404);
  });

  it('lets the page gate in (roles 2, 3, 6, 7) and keeps the others out; no token is 401', async () => {
    expect([...ROLE_SET.content].sort()).toEqual([2, 3, 6, 7]);
    for (let role = 0; role <= 8; role++) {
      const res = await load('en', 'header', tokens[role]);
      const allowed = ROLE_SET.content.includes(role as 2);
      expect(res.statusCode, `role ${role}`).toBe(allowed ? 200 : 403);
      if (!allowed) expect(res.json().status).toBe(0);
    }
    const anon = await load('en', 'header');
    expect(anon.statusCode).toBe(401);
    expect(anon.json().status).toBe(0);
  });
});
