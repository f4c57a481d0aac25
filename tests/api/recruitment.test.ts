// Recruitment (spec 3 sections 3, 4, 5 and 7): load and one save of new, changed and removed rows; rows
// missing a position, workplace or deadline are not saved and come back in `skipped`; unknown values, bad
// dates and bad ids are 400 with nothing stored; a changed row removed or changed meanwhile (its revision
// moved on) is 409 with the current rows; every save is
// audited; only manager, area manager, CEO and supervisor; 401 without a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECRUITMENT_POSITIONS } from '../../src/domain/recruitment';
import { ROLE_SET } from '../../src/domain/roles';
import { DEMO_USER_BY_ROLE, loginEveryRole, startTestServer, type TestServer } from '../support/server';
import { recruitmentApi } from '../../src/contract/recruitment';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let tokens: Record<number, string>;
const [RECEPTION_JP, MAID, , KITCHEN] = RECRUITMENT_POSITIONS.map((p) => p.value);

interface Row {
  _id: string;
  position: string;
  location: string;
  deadline: string;
  updatedBy: string;
  revision: number;
}

beforeAll(async () => {
  s = await startTestServer();
  tokens = await loginEveryRole(s);
});
afterAll(() => s.close());

const load = (token?: string) =>
  s.app.inject({ url: apiUrl(recruitmentApi.load, {}), headers: token ? s.auth(token) : {} });
const save = (payload: unknown, token?: string) =>
  s.app.inject({
    method: 'POST',
    url: apiUrl(recruitmentApi.save, {}),
    headers: token ? s.auth(token) : {},
    payload: payload as Record<string, unknown>,
  });
const rows = async (): Promise<Row[]> => (await load(tokens[2])).json().data;
const audits = () => s.db.selectFrom('audit').selectAll().where('action', '=', 'recruitment.save').execute();

describe('recruitment', () => {
  it('loads the demo list with Vietnamese positions and the four workplaces', async () => {
    const res = await load(tokens[3]);
    expect(res.statusCode).toBe(200);
    const list: Row[] = res.json().data;
    expect(list.length).toBe(5);
    for (const r of list) {
      expect(RECRUITMENT_POSITIONS.map((p) => p.value)).toContain(r.position);
      expect(['Ha Noi', 'Ho Chi Minh', 'Da Nang', 'Hai Phong']).toContain(r.location);
      expect(r.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r._id).toMatch(/^\d+$/);
    }
  });

  it('saves new, changed and removed rows in one call and ignores the incomplete ones', async () => {
    const before = await rows();
    const [keep, change, remove, emptied] = before;
    const auditCount = (await audits()).length;
    const res = await save(
      {
        newList: [
          { _id: 'new1', position: KITCHEN, location: 'Da Nang', deadline: '2026-12-20' },
          { _id: 'new2', position: MAID, location: '', deadline: '2026-12-21' },
          { _id: 'new3', position: '', location: 'Ha Noi', deadline: null },
        ],
        changeDataList: [
          { ...change, location: 'Hai Phong', deadline: '2027-01-15' },
          { ...emptied, position: '' },
        ],
        deleteList: [remove._id, 'new9'],
        data: before,
      },
      tokens[2],
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe(1);
    expect(body.data).toMatchObject({ added: 1, changed: 1, deleted: 1 });
    expect(body.data.skipped).toEqual([
      { _id: 'new2', missing: ['workplace'] },
      { _id: 'new3', missing: ['position', 'deadline'] },
      { _id: emptied._id, missing: ['position'] },
    ]);
    const after = await rows();
    expect(body.data.list).toEqual(after);
    expect(after).toHaveLength(before.length);
    expect(after.find((r) => r._id === keep._id)).toEqual(keep);
    expect(after.find((r) => r._id === change._id)).toMatchObject({ location: 'Hai Phong', deadline: '2027-01-15' });
    expect(after.find((r) => r._id === emptied._id)).toMatchObject({ position: emptied.position });
    expect(after.find((r) => r._id === remove._id)).toBeUndefined();
    expect(after.filter((r) => r.position === KITCHEN && r.location === 'Da Nang')).toHaveLength(1);
    expect(after.find((r) => r.position === KITCHEN && r.location === 'Da Nang')?.updatedBy).toBe(
      (
        await s.db
          .selectFrom('users')
          .select('name')
          .where('email', '=', DEMO_USER_BY_ROLE[2])
          .executeTakeFirstOrThrow()
      ).name,
    );
    const trail = await audits();
    expect(trail).toHaveLength(auditCount + 1);
    const detail = JSON.parse(trail.at(-1)!.detail);
    expect(detail.added).toHaveLength(1);
    expect(detail.changed[0].before).toMatchObject({ location: change.location });
    expect(detail.changed[0].after).toMatchObject({ location: 'Hai Phong' });
    expect(detail.deleted[0]).toMatchObject({ _id: remove._id });
    expect(detail.skipped).toHaveLength(3);
  });

  it('refuses unknown positions, workplaces, bad dates and bad ids with 400 and stores nothing', async () => {
    const before = await rows();
    const auditCount = (await audits()).length;
    const good = { _id: 'new1', position: RECEPTION_JP, location: 'Ha Noi', deadline: '2026-12-30' };
    const cases: unknown[] = [
      { newList: [good, { _id: 'new2', position: 'Pilot', location: 'Ha Noi', deadline: '2026-12-30' }] },
      { newList: [good, { _id: 'new2', position: MAID, location: 'Hue', deadline: '2026-12-30' }] },
      { newList: [good, { _id: 'new2', position: MAID, location: 'Ha Noi', deadline: '2026-02-30' }] },
      { newList: [good, { _id: 'new2', position: MAID, location: 'Ha Noi', deadline: '30/12/2026' }] },
      { newList: [good], changeDataList: [{ ...before[0], deadline: 'soon' }] },
      { newList: [{ ...good, _id: '77' }] },
      { newList: [good], changeDataList: [{ ...before[0], _id: 'new5' }] },
      { newList: [good, good] },
      { newList: [good], deleteList: ['abc'] },
      { newList: [{ ...good, _id: 'x1' }] },
      { newList: [good], extra: 1 },
      { newList: 'rows' },
      { newList: [{ ...good, position: 'x'.repeat(101) }] },
    ];
    for (const c of cases) {
      const res = await save(c, tokens[7]);
      expect(res.statusCode, JSON.stringify(c).slice(0, 120)).toBe(400);
      expect(res.json().status).toBe(0);
      expect(res.json().msg).toBeTruthy();
    }
    expect(await rows()).toEqual(before);
    expect(await audits()).toHaveLength(auditCount);
  });

  it('refuses a change to a row removed meanwhile with 409 and stores nothing', async () => {
    const before = await rows();
    const res = await save(
      {
        newList: [{ _id: 'new1', position: MAID, location: 'Ha Noi', deadline: '2026-12-30' }],
        changeDataList: [{ _id: '999999', position: MAID, location: 'Ha Noi', deadline: '2026-12-30' }],
      },
      tokens[6],
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('please reload page and check again');
    expect(res.json().current).toEqual(before);
    expect(await rows()).toEqual(before);
  });

  it('refuses a change from an older revision with 409 and the current rows, and stores nothing', async () => {
    const [row] = await rows();
    const first = await save({ changeDataList: [{ ...row, location: 'Da Nang' }] }, tokens[2]);
    expect(first.statusCode, first.body).toBe(200);
    const now = await rows();
    expect(now.find((r) => r._id === row._id)?.revision).toBe(row.revision + 1);
    // A second screen that read the row before the first save.
    const stale = await save(
      {
        newList: [{ _id: 'new1', position: MAID, location: 'Ha Noi', deadline: '2026-12-30' }],
        changeDataList: [{ ...row, location: 'Hai Phong' }],
      },
      tokens[3],
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject(refusal("Can't SAVE report, please reload page and check again."));
    expect(stale.json().current).toEqual(now);
    expect(await rows()).toEqual(now);
    // Without a revision a changed row counts as read at 0: refused too.
    const { revision: _r, ...bare } = now[0];
    expect((await save({ changeDataList: [{ ...bare, location: 'Hai Phong' }] }, tokens[3])).statusCode).toBe(409);
  });

  it('a row changed and removed in one save is removed; removing a row already gone is not an error', async () => {
    const [first] = await rows();
    const res = await save(
      { changeDataList: [{ ...first, location: 'Da Nang' }], deleteList: [first._id, '999998'] },
      tokens[3],
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ added: 0, changed: 0, deleted: 1 });
    expect((await rows()).find((r) => r._id === first._id)).toBeUndefined();
  });

  it('opens to manager, area manager, CEO and supervisor only; 401 without a token', async () => {
    for (const role of Object.keys(DEMO_USER_BY_ROLE).map(Number)) {
      const allowed = ROLE_SET.content.includes(role as never);
      expect((await load(tokens[role])).statusCode, `load role ${role}`).toBe(allowed ? 200 : 403);
      const res = await save({ newList: [], changeDataList: [], deleteList: [] }, tokens[role]);
      expect(res.statusCode, `save role ${role}`).toBe(allowed ? 200 : 403);
    }
    const count = (await rows()).length;
    const refused = await save(
      { newList: [{ _id: 'new1', position: MAID, location: 'Ha Noi', deadline: '2026-12-30' }] },
      tokens[4],
    );
    expect(refused.statusCode).toBe(403);
    expect(await rows()).toHaveLength(count);
    expect((await load()).statusCode).toBe(401);
    expect((await save({})).statusCode).toBe(401);
  });
});
