// Editing the manual (our design over spec 1's guide calls): the admin (1) and the CEO (7) add, change,
// reorder and remove guides; every other role is 403, no token 401; bad input is 400, a name clash and a
// change from an older revision 409,
// with nothing changed; each change is audited with before and after; the public manual shows the result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginEveryRole, startTestServer, type TestServer } from '../support/server';
import { guideApi } from '../../src/contract/branch';
import { guideEditApi } from '../../src/contract/guide';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let tokens: Record<number, string>;
interface Guide {
  id: number;
  name: string;
  content: string;
  revision: number;
}

beforeAll(async () => {
  s = await startTestServer();
  tokens = await loginEveryRole(s);
});
afterAll(() => s.close());

const publicList = async (): Promise<Guide[]> =>
  (await s.app.inject({ url: apiUrl(guideApi.listPublic, {}) })).json().data;
const save = (payload: unknown, token?: string) =>
  s.app.inject({
    method: 'POST',
    url: apiUrl(guideEditApi.save, {}),
    headers: token ? s.auth(token) : {},
    payload: payload as Record<string, unknown>,
  });
const remove = (id: number | string, token?: string) =>
  s.app.inject({ method: 'DELETE', url: apiUrl(guideEditApi.remove, { id }), headers: token ? s.auth(token) : {} });
const guideAudits = () =>
  s.db.selectFrom('audit').selectAll().where('action', 'like', 'guide.%').orderBy('id').execute();

describe('guide editing', () => {
  it('both lists give ids, names and texts in order; the signed-in one needs a token', async () => {
    const open = await publicList();
    expect(open.map((g) => g.name)).toEqual(['Getting started', 'Reception sum', 'Working offline', 'Notifications']);
    expect(open[1].content).toContain('## Save and send');
    const signed = await s.app.inject({ url: apiUrl(guideApi.list, {}), headers: s.auth(tokens[0]) });
    expect(signed.json().data).toEqual(open);
    expect((await s.app.inject({ url: apiUrl(guideApi.list, {}) })).statusCode).toBe(401);
  });

  it('the admin adds a guide at a place, the CEO changes it, and the public manual shows it; both audited', async () => {
    const added = await save(
      { name: 'Breakfast', content: '## Coupons\n\nGive one coupon per guest.', sort: 1 },
      tokens[1],
    );
    expect(added.statusCode, added.body).toBe(200);
    const list: Guide[] = added.json().data;
    expect(list.map((g) => g.name)).toEqual([
      'Getting started',
      'Breakfast',
      'Reception sum',
      'Working offline',
      'Notifications',
    ]);
    const id = list[1].id;
    expect(await publicList()).toEqual(list);
    expect(list[1].revision).toBe(1);
    const changed = await save(
      { id, name: '  Breakfast coupons ', content: 'Changed text', sort: 99, revision: 1 },
      tokens[7],
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await publicList();
    expect(after.at(-1)).toEqual({ id, name: 'Breakfast coupons', content: 'Changed text', revision: 2 });
    const trail = await guideAudits();
    expect(trail.map((a) => a.action)).toEqual(['guide.add', 'guide.edit']);
    expect(trail[1].target).toBe(`guide:${id}`);
    expect(JSON.parse(trail[1].detail)).toEqual({
      before: { name: 'Breakfast', content: '## Coupons\n\nGive one coupon per guest.' },
      after: { name: 'Breakfast coupons', content: 'Changed text' },
    });
    expect(trail[1].kind).toBe('admin');
  });

  it('the admin removes a guide; removing it again is 404', async () => {
    const id = (await publicList()).find((g) => g.name === 'Breakfast coupons')!.id;
    const res = await remove(id, tokens[1]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((g: Guide) => g.id)).not.toContain(id);
    expect((await publicList()).map((g) => g.id)).not.toContain(id);
    expect((await remove(id, tokens[1])).statusCode).toBe(404);
    const last = (await guideAudits()).at(-1)!;
    expect(last.action).toBe('guide.delete');
    expect(JSON.parse(last.detail).before.name).toBe('Breakfast coupons');
  });

  it('refuses bad input with 400, a taken name with 409 and an unknown id with 404, changing nothing', async () => {
    const before = await publicList();
    const auditCount = (await guideAudits()).length;
    const cases: [unknown, number][] = [
      [{ name: '', content: 'x' }, 400],
      [{ name: '   ', content: 'x' }, 400],
      [{ name: 'A', content: '' }, 400],
      [{ name: 'x'.repeat(101), content: 'x' }, 400],
      [{ name: 'A', content: 'x'.repeat(50_001) }, 400],
      [{ name: 'A', content: 'x', id: 'one' }, 400],
      [{ name: 'A', content: 'x', sort: -1 }, 400],
      [{ name: 'A', content: 'x', html: '<b>' }, 400],
      [{ name: 'Reception sum', content: 'x' }, 409],
      [{ id: before[0].id, name: 'Reception sum', content: 'x' }, 409],
      [{ id: 999999, name: 'Ghost', content: 'x' }, 404],
    ];
    for (const [body, code] of cases) {
      const res = await save(body, tokens[1]);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(code);
      expect(res.json().status).toBe(0);
    }
    expect((await remove('abc', tokens[1])).statusCode).toBe(400);
    expect(await publicList()).toEqual(before);
    expect(await guideAudits()).toHaveLength(auditCount);
  });

  it('a change from an older revision is refused 409 with the current guides, changing nothing', async () => {
    const [first] = await publicList();
    const res = await save({ ...first, content: 'First change', sort: 0 }, tokens[1]);
    expect(res.statusCode, res.body).toBe(200);
    const now = await publicList();
    expect(now[0]).toMatchObject({ content: 'First change', revision: first.revision + 1 });
    // A second editor that opened the guide before the first change.
    const stale = await save({ ...first, content: 'Second change', sort: 0 }, tokens[7]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject(refusal("Can't SAVE report, please reload page and check again."));
    expect(stale.json().current).toEqual(now);
    expect(await publicList()).toEqual(now);
  });

  it('only the admin and the CEO edit; other roles 403, no token 401', async () => {
    const before = await publicList();
    for (const role of [0, 2, 3, 4, 5, 6, 8]) {
      expect((await save({ name: `Role ${role}`, content: 'x' }, tokens[role])).statusCode, `role ${role}`).toBe(403);
      expect((await remove(before[0].id, tokens[role])).statusCode, `role ${role}`).toBe(403);
    }
    expect((await save({ name: 'Anon', content: 'x' })).statusCode).toBe(401);
    expect((await remove(before[0].id)).statusCode).toBe(401);
    expect(await publicList()).toEqual(before);
  });
});
