// Comparing two versions of a report (GET /docs/:kind/:branchId/:period/diff): a reception sum saved and
// sent as version 1, reopened as version 2 and changed; the diff names the rows and fields, who and when.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { storeVersions } from './doc-support';
import { freshDay, hotelRow, rcCalls, serviceRow } from './rc-support';

let s: TestServer;
let reception: string;
let manager: string;
let day: string;
const BRANCH = 3;

beforeAll(async () => {
  s = await startTestServer();
  reception = (await s.login('reception.hbt1@sumbook.test')).token;
  manager = (await s.login('manager.hbt1@sumbook.test')).token;
  const rc = rcCalls(s);
  day = freshDay('2032-05-01');
  const first = await rc.save(reception, BRANCH, {
    day,
    version: 1,
    revision: 0,
    content: [hotelRow('h1', day), hotelRow('h2', day, { room: '305' }), serviceRow('s1')],
  });
  expect(first.statusCode).toBe(201);
  const sent = await rc.send(reception, BRANCH, { day, version: 1, revision: first.json().data.revision });
  expect(sent.statusCode).toBe(200);
  const opened = await rc.newVersion(manager, BRANCH, day, 1);
  expect(opened.statusCode).toBe(201);
  const v2 = opened.json().data;
  const second = await rc.save(manager, BRANCH, {
    day,
    version: 2,
    revision: v2.revision,
    maker: 'Tran Van Minh',
    note: 'Room 201 paid part in USD',
    content: [
      hotelRow('h1', day, { vnd: 1_500_000, usd: 20 }),
      serviceRow('s1'),
      serviceRow('s2', { name: 'ito ryo' }),
    ],
  });
  expect(second.statusCode).toBe(200);
});
afterAll(async () => {
  await s.close();
});

const diffUrl = (branch: number | string, period: string, query: string, kind = 'rc') =>
  `/docs/${kind}/${branch}/${period}/diff?${query}`;

describe('GET /docs/:kind/:branchId/:period/diff', () => {
  it('compares version 1 with version 2: rows added, removed, changed field by field, head, totals, who and when', async () => {
    const res = await rcCalls(s).get(reception, diffUrl(BRANCH, day, 'from=1&to=2'));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ kind: 'rc', branchId: BRANCH, period: day, unchanged: 1 });
    expect(data.from).toMatchObject({ version: 1, edit: false, maker: 'Nguyen Thi Lan', sentBy: 'Nguyen Thi Lan' });
    expect(data.from.sentAt).toEqual(expect.any(String));
    expect(data.to).toMatchObject({ version: 2, edit: true, maker: 'Tran Van Minh', sentAt: null });
    expect(data.to.updatedBy).not.toBe('');
    expect(data.to.updatedAt).toEqual(expect.any(String));
    expect(data.added.map((r: { ID: string }) => r.ID)).toEqual(['s2']);
    expect(data.removed.map((r: { ID: string }) => r.ID)).toEqual(['h2']);
    expect(data.changed).toHaveLength(1);
    expect(data.changed[0].key).toBe('h1');
    expect(data.changed[0].fields).toEqual(
      expect.arrayContaining([
        { field: 'vnd', before: 2_000_000, after: 1_500_000 },
        { field: 'usd', before: 0, after: 20 },
      ]),
    );
    expect(data.head).toEqual([
      { field: 'maker', before: 'Nguyen Thi Lan', after: 'Tran Van Minh' },
      { field: 'note', before: '', after: 'Room 201 paid part in USD' },
    ]);
    expect(data.totals).toEqual(expect.arrayContaining([{ field: 'sum_usd', before: 0, after: 20 }]));
  });

  it('compares the other way round too (version 2 to version 1)', async () => {
    const { data } = (await rcCalls(s).get(reception, diffUrl(BRANCH, day, 'from=2&to=1'))).json();
    expect(data.added.map((r: { ID: string }) => r.ID)).toEqual(['h2']);
    expect(data.removed.map((r: { ID: string }) => r.ID)).toEqual(['s2']);
  });

  it("refuses another branch's receptionist (403) and a call without a token (401)", async () => {
    const other = (await s.login('reception.tvl1@sumbook.test')).token;
    const res = await rcCalls(s).get(other, diffUrl(BRANCH, day, 'from=1&to=2'));
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe(0);
    const anon = await s.app.inject({ url: `/api${diffUrl(BRANCH, day, 'from=1&to=2')}` });
    expect(anon.statusCode).toBe(401);
  });

  it('answers 400 for bad versions and periods, 404 for a missing version or an unknown kind', async () => {
    const get = (url: string) => rcCalls(s).get(reception, url);
    for (const q of ['from=1', 'from=0&to=2', 'from=a&to=2', 'from=1&to=-2', 'from=1.5&to=2', 'from=2&to=2']) {
      const res = await get(diffUrl(BRANCH, day, q));
      expect(res.statusCode, q).toBe(400);
      expect(res.json().msg, q).toEqual(expect.any(String));
    }
    expect((await get(diffUrl(BRANCH, '2032-02-30', 'from=1&to=2'))).statusCode).toBe(400);
    expect((await get(diffUrl(BRANCH, day.slice(0, 7), 'from=1&to=2'))).statusCode).toBe(400);
    expect((await get(diffUrl('x', day, 'from=1&to=2'))).statusCode).toBe(400);
    const missing = await get(diffUrl(BRANCH, day, 'from=1&to=3'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('Version 3 of this reception sum does not exist');
    expect((await get(diffUrl(BRANCH, freshDay('2032-05-01'), 'from=1&to=2'))).statusCode).toBe(404);
    expect((await get(diffUrl(BRANCH, day, 'from=1&to=2', 'nosuch'))).statusCode).toBe(404);
  });

  it('keeps a past day being edited from users the reception sum blocks there (409), as its version view does', async () => {
    const past = '2025-01-10';
    const doc = (version: number, edit: number) => ({
      kind: 'rc',
      branch: BRANCH,
      period: past,
      version,
      edit,
      maker: 'Nguyen Thi Lan',
      rows: [hotelRow('h1', past, { vnd: version })],
    });
    await storeVersions(s, [doc(1, 0), doc(2, 1)]);
    const url = diffUrl(BRANCH, past, 'from=1&to=2');
    const blocked = await rcCalls(s).get(reception, url);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().msg).toBe('Editing this report day');
    const accountant = (await s.login('accountant.hbt1@sumbook.test')).token;
    const seen = await rcCalls(s).get(accountant, url);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.changed[0].fields).toEqual([{ field: 'vnd', before: 1, after: 2 }]);
  });

  it('compares the accountant sum through the same call, for those who read its versions only', async () => {
    const past = '2032-06-10';
    const doc = (version: number, vnd: number) => ({
      kind: 'acc',
      branch: BRANCH,
      period: past,
      version,
      edit: version === 2 ? 1 : 0,
      maker: 'Pham Thu Ha',
      rows: [hotelRow('a1', past, { vnd })],
    });
    await storeVersions(s, [doc(1, 100), doc(2, 250)]);
    const url = diffUrl(BRANCH, past, 'from=1&to=2', 'acc');
    expect((await rcCalls(s).get(reception, url)).statusCode).toBe(403);
    const accountant = (await s.login('accountant.hbt1@sumbook.test')).token;
    const seen = await rcCalls(s).get(accountant, url);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.changed[0].fields).toEqual([{ field: 'vnd', before: 100, after: 250 }]);
  });
});
