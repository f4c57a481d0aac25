// Comparing two versions of the other report kinds through GET /docs/:kind/:branchId/:period/diff (issue 17):
// a manager report saved and sent as version 1, reopened by REQUEST EDIT as version 2 and changed. Each of
// its lines is a field of its own; those who read manager reports compare them, nobody else; the kinds
// whose versions no screen lists offer no comparison.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { storeVersions } from './doc-support';
import { mgrCalls, NO_PERMISSION, plan, receptionSum } from './manager-support';
import { hotelRow, serviceRow } from './rc-support';
import { refusal } from '../support/refusal';

let s: TestServer;
let manager: string;
/** The massage 70 line as the report was made from the reception sum (its service row: one MS 70P guest). */
let m70: { customers: number; guests: number };
const BRANCH = 1;
const DAY = '2031-07-14';
const diffUrl = (kind: string, branch: number, period: string, query = 'from=1&to=2') =>
  `/docs/${kind}/${branch}/${period}/diff?${query}`;
const token = async (who: string) => (await s.login(`${who}@sumbook.test`)).token;

beforeAll(async () => {
  s = await startTestServer();
  const mgr = mgrCalls(s);
  manager = await token('manager.tvl1');
  await receptionSum(s, await token('reception.tvl1'), BRANCH, DAY, [hotelRow('h1', DAY), serviceRow('s1')]);
  await plan(s, BRANCH, DAY.slice(0, 7), [['201', 14, 1_000_000]]);
  const made = (await mgr.make(manager, BRANCH, DAY)).json().data.content[0];
  const first = await mgr.save(manager, BRANCH, { day: DAY, version: 1, revision: 0, content: [made] });
  expect(first.statusCode).toBe(201);
  const sent = await mgr.send(manager, BRANCH, { day: DAY, version: 1, revision: first.json().data.revision });
  expect(sent.statusCode).toBe(200);
  const opened = await mgr.requestEdit(manager, BRANCH, DAY, 1, 'Two more massage guests');
  expect(opened.statusCode).toBe(201);
  m70 = { ...made.lines.m70 };
  made.lines.m70 = { ...m70, customers: m70.customers + 2, guests: m70.guests + 1, note: 'Late group' };
  const second = await mgr.save(manager, BRANCH, {
    day: DAY,
    version: 2,
    revision: opened.json().data.revision,
    maker: 'Le Van Hai',
    content: [made],
  });
  expect(second.statusCode).toBe(200);
});
afterAll(async () => {
  await s.close();
});

describe('GET /docs/man/:branchId/:day/diff', () => {
  it('answers a manager the changed line as its own field, the head, the totals, who and when', async () => {
    const res = await mgrCalls(s).get(manager, diffUrl('man', BRANCH, DAY));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ kind: 'man', branchId: BRANCH, period: DAY, added: [], removed: [], unchanged: 0 });
    expect(data.from).toMatchObject({ version: 1, edit: false, maker: 'Vo Thanh Tam', sentBy: 'Vo Thanh Tam' });
    expect(data.to).toMatchObject({ version: 2, edit: true, maker: 'Le Van Hai', sentAt: null });
    expect(data.changed).toHaveLength(1);
    expect(data.changed[0].key).toBe('report');
    const fields = data.changed[0].fields as { field: string; before: unknown; after: unknown }[];
    const byField = new Map(fields.map((f) => [f.field, f]));
    expect([...byField.keys()]).toEqual(
      expect.arrayContaining(['lines.m70.customers', 'lines.m70.guests', 'lines.m70.note', 'lines.m70.vnd']),
    );
    expect(fields.every((f) => f.field.startsWith('lines.m70.'))).toBe(true);
    expect(byField.get('lines.m70.customers')).toEqual({
      field: 'lines.m70.customers',
      before: m70.customers,
      after: m70.customers + 2,
    });
    expect(byField.get('lines.m70.guests')).toMatchObject({ before: m70.guests, after: m70.guests + 1 });
    expect(byField.get('lines.m70.note')).toMatchObject({ before: '', after: 'Late group' });
    const vnd = byField.get('lines.m70.vnd') as { before: number; after: number };
    expect(vnd.after).toBeGreaterThan(vnd.before);
    expect(data.head).toEqual([{ field: 'maker', before: 'Vo Thanh Tam', after: 'Le Van Hai' }]);
    const sales = data.totals.find((t: { field: string }) => t.field === 'todaySalesVnd');
    expect(sales.after - sales.before).toBe(vnd.after - vnd.before);
  });

  it('answers the others who read manager reports: area manager, CEO, a supervisor holding the manager-sum right', async () => {
    for (const who of ['areamanager.hcm', 'ceo', 'supervisor.tvl1']) {
      const res = await mgrCalls(s).get(await token(who), diffUrl('man', BRANCH, DAY));
      expect(res.statusCode, who).toBe(200);
      expect(res.json().data.changed[0].fields[0].field, who).toMatch(/^lines\.m70\./);
    }
  });

  it("refuses the branch's users whose role may not read manager reports (403)", async () => {
    for (const who of ['reception.tvl1', 'admin', 'accountant.tvl1', 'accchief']) {
      const res = await mgrCalls(s).get(await token(who), diffUrl('man', BRANCH, DAY));
      expect(res.statusCode, who).toBe(403);
      expect(res.json(), who).toEqual(refusal(NO_PERMISSION));
    }
  });

  it("refuses a manager of another branch (403): the report is out of the branch's scope", async () => {
    const res = await mgrCalls(s).get(await token('manager.hbt1'), diffUrl('man', BRANCH, DAY));
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe(0);
    expect((await mgrCalls(s).get(await token('areamanager.hcm'), diffUrl('man', 3, '2031-07-15'))).statusCode).toBe(
      403,
    );
  });

  it('keeps a past day being edited from those who may not write it (409), as the manager view answers "editing"', async () => {
    const past = '2025-02-10';
    const doc = (version: number, edit: number) => ({
      kind: 'man',
      branch: BRANCH,
      period: past,
      version,
      edit,
      maker: 'Vo Thanh Tam',
      rows: [{ ID: 'report', lines: { day: { customers: version } }, listHI: '', listSI: '' }],
    });
    await storeVersions(s, [doc(1, 0), doc(2, 1)]);
    const url = diffUrl('man', BRANCH, past);
    const hidden = await mgrCalls(s).get(await token('areamanager.hcm'), url);
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json().msg).toBe('Editing this report day');
    const seen = await mgrCalls(s).get(manager, url);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.changed[0].fields).toEqual([{ field: 'lines.day.customers', before: 1, after: 2 }]);
  });

  it('offers no comparison of the kinds no screen lists versions of: debit on sum, waiting list, cost sheet (404)', async () => {
    const chief = await token('accchief');
    for (const [kind, period] of [
      ['accdebit', '2031-07'],
      ['accwait', '2031-07'],
      ['acccost', DAY],
    ]) {
      const res = await mgrCalls(s).get(chief, diffUrl(kind, BRANCH, period));
      expect(res.statusCode, kind).toBe(404);
      expect(res.json().msg, kind).toBe('Unknown report kind');
    }
  });
});
