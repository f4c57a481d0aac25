// A closed breakfast day (issue 28): every write to it is refused with the same message (a cell, the quick
// edit, a scan); the supervisor may reopen it, which is audited and shown: get_data names who reopened each
// open day and when (the day's sheet shows it), and the admin's Audit screen lists it. Closing or opening a
// day that already is so changes nothing and writes no trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditApi } from '../../src/contract/audit';
import { CLOSED_DAY } from '../../src/domain/cells';
import { apiUrl } from '../support/api-path';
import { startTestServer, type TestServer } from '../support/server';
import { bfTokens, breakfastCalls, key, type BfWho } from './breakfast-support';

let s: TestServer;
let t: Record<BfWho, string>;
beforeAll(async () => {
  s = await startTestServer();
  t = await bfTokens(s);
});
afterAll(() => s.close());

const MONTH = '2044-03';
const trail = async () =>
  (await s.db.selectFrom('audit').select('action').where('target', '=', `breakfast:3:${MONTH}`).execute()).map(
    (a) => a.action,
  );

describe('a closed breakfast day', () => {
  it('refuses the quick edit with the same message as a cell', async () => {
    const bf = breakfastCalls(s);
    expect((await bf.update(t.supervisor, 3, 'status', MONTH, { day: 4, closed: true })).statusCode).toBe(200);
    const list = await bf.update(t.supervisor, 3, 'list', MONTH, {
      day: 4,
      list: [{ colum: '201', value: 2, base: 0, key: key() }],
    });
    expect([list.statusCode, list.json().msg]).toEqual([409, CLOSED_DAY]);
    expect((await bf.get(t.supervisor, 3, MONTH)).json().data.listRoom).toEqual([]);
  });

  it('reopened by the supervisor: audited, named in get_data, listed in the Audit screen', async () => {
    const bf = breakfastCalls(s);
    await bf.update(t.supervisor, 3, 'status', MONTH, { day: 9, closed: true });
    expect((await bf.get(t.supervisor, 3, MONTH)).json().data.reopened).toEqual([]);
    const before = (await trail()).length;
    // Closing a closed day again changes nothing and writes no trail.
    expect((await bf.update(t.supervisor, 3, 'status', MONTH, { day: 9, closed: true })).json().listSaveDay).toEqual([
      4, 9,
    ]);
    expect((await trail()).length).toBe(before);

    const open = await bf.update(t.supervisor, 3, 'status', MONTH, { day: 9, closed: false });
    expect(open.json().listSaveDay).toEqual([4]);
    expect((await trail()).slice(before)).toEqual(['breakfast.open_day']);
    const data = (await bf.get(t.manager, 3, MONTH)).json().data;
    expect(data.reopened).toEqual([{ day: 9, by: 'Dang Thi Mai', at: expect.stringMatching(/^20\d\d-/) }]);

    const admin = (await s.login('admin@sumbook.test')).token;
    const res = await s.app.inject({
      url: `${apiUrl(auditApi.list, {})}?kind=report&branch=3`,
      headers: s.auth(admin),
    });
    const row = res.json().data.rows.find((r: { target: string }) => r.target === `breakfast:3:${MONTH}`);
    expect(row).toMatchObject({ action: 'breakfast.open_day', userName: 'Dang Thi Mai' });

    // Closed again, the day is no longer shown as reopened.
    await bf.update(t.supervisor, 3, 'status', MONTH, { day: 9 });
    expect((await bf.get(t.manager, 3, MONTH)).json().data.reopened).toEqual([]);
  });
});
