// The staff mistakes register: malformed input, the month's .xlsx and the demo data (spec 2 section 7.3).
import * as X from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchToday } from '../../src/domain/branches';
import { startTestServer, type TestServer } from '../support/server';
import { mistake, staffCalls, storedLines, type Row } from './acc-staff-support';
import { accStaffApi } from '../../src/contract/acc-staff';
import { apiUrl, pathTo } from '../support/api-path';

let s: TestServer;
let api: ReturnType<typeof staffCalls>;

beforeAll(async () => {
  s = await startTestServer();
  api = staffCalls(s);
  const [a1, a2] = (
    await api.save('accountant', 3, [
      mistake('a1', { owesVND: 0, owesUSD: 12.345 }),
      mistake('a2', { owesVND: 50_000 }),
    ])
  ).json().data.content as Row[];
  await api.save('leader', 3, [
    { ...a1, processing: 'Warning only', note: 'Paid back on 03-05' },
    { ...a2, deleted: true },
  ]);
});
afterAll(() => s.close());

describe('malformed input: 400 with a clear message, nothing changes', () => {
  const row = mistake('m1');
  it.each<[string, unknown, RegExp]>([
    ['no lists', {}, /listIdChangeAccStaff/],
    ['a list that is not a list', { listIdChangeAccStaff: ['m1'], listAccStaff: 'm1' }, /listAccStaff/],
    [
      'an ID without its row',
      { listIdChangeAccStaff: ['zz'], listAccStaff: [row] },
      /No row in listAccStaff for ID zz/,
    ],
    ['an ID listed twice', { listIdChangeAccStaff: ['m1', 'm1'], listAccStaff: [row] }, /listed twice/],
    ['two rows with one ID', { listIdChangeAccStaff: ['m1'], listAccStaff: [row, row] }, /used twice/],
    ['a date that is no day', { listIdChangeAccStaff: ['m1'], listAccStaff: [{ ...row, date: '2031-02-30' }] }, /date/],
    ['a missing date', { listIdChangeAccStaff: ['m1'], listAccStaff: [{ ...row, date: undefined }] }, /date/],
    ['a negative amount', { listIdChangeAccStaff: ['m1'], listAccStaff: [{ ...row, owesVND: -5 }] }, /owesVND/],
    ['an amount as text', { listIdChangeAccStaff: ['m1'], listAccStaff: [{ ...row, overUSD: '5' }] }, /overUSD/],
    ['a huge amount', { listIdChangeAccStaff: ['m1'], listAccStaff: [{ ...row, overVND: 1e13 }] }, /overVND/],
    ['a negative version', { listIdChangeAccStaff: ['m1'], listAccStaff: [{ ...row, version: -1 }] }, /version/],
    ['an ID with spaces', { listIdChangeAccStaff: ['a b'], listAccStaff: [{ ...row, ID: 'a b' }] }, /ID/],
    ['a name too long', { listIdChangeAccStaff: ['m1'], listAccStaff: [{ ...row, name: 'x'.repeat(121) }] }, /name/],
  ])('%s', async (_what, body, msg) => {
    const before = await storedLines(s);
    const res = await api.raw('accountant', 3, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(0);
    expect(res.json().msg).toMatch(msg);
    expect(await storedLines(s)).toEqual(before);
  });

  it.each([
    pathTo(accStaffApi.view, { branchId: 3, period: '2031-13' }),
    pathTo(accStaffApi.view, { branchId: 3, period: 31 }),
    pathTo(accStaffApi.view, { branchId: 'x', period: 2031 }),
  ])('GET %s is 400', async (url) => expect((await api.get('accountant', url)).statusCode).toBe(400));

  it('a body that is not JSON, and a bad month for the file, are 400', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: apiUrl(accStaffApi.save, { branchId: 3 }),
      headers: { ...s.auth(await api.token('accountant')), 'content-type': 'application/json' },
      payload: '{"listAccStaff": [',
    });
    expect([res.statusCode, res.json().msg]).toEqual([400, 'Invalid JSON body']);
    expect((await api.makeExcel('accountant', 3, '2031')).statusCode).toBe(400);
  });
});

describe('Excel: make_excel then down_excel', () => {
  it("acc_staff_{year}_{month}.xlsx holds the sheet's columns, the rows not deleted and their totals", async () => {
    const made = await api.makeExcel('manager', 3, '2031-03');
    expect(made.json()).toMatchObject({ status: 1, fileName: 'acc_staff_2031_03.xlsx', rows: 1, days: 1 });
    const file = await api.get('manager', made.json().url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('filename="acc_staff_2031_03.xlsx"');
    const wb = X.read(file.rawPayload, { type: 'buffer' });
    const lines = X.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]], { header: 1, raw: false, defval: '' });
    expect(lines[0][0]).toBe('STAFF MISTAKES HBT1 Hai Ba Trung 1 2031-03');
    expect(lines[1]).toEqual([
      'Date',
      'Invoice',
      'Name',
      'Department',
      'Mistakes',
      'Owes',
      '',
      'Over',
      '',
      'Processing',
      'Note',
    ]);
    expect(lines[2].slice(5, 9)).toEqual(['VND', 'USD', 'VND', 'USD']);
    expect(lines.slice(3)).toEqual([
      [
        '2031-03-04',
        '10234',
        'Nguyen Thi Lan',
        'Reception',
        'Cash short at end of shift',
        '',
        '12.35',
        '',
        '',
        'Warning only',
        'Paid back on 03-05',
      ],
      ['TOTAL', '', '', '', '', '0', '12.35', '0', '0.00', '', ''],
    ]);
  });

  it('a month without rows has no file: 404 "Have not data this Month"', async () => {
    for (const res of [
      await api.makeExcel('accountant', 3, '2031-04'),
      await api.get('accountant', pathTo(accStaffApi.downExcel, { branchId: 3, month: '2031-04' })),
    ])
      expect([res.statusCode, res.json().msg]).toEqual([404, 'Have not data this Month']);
  });
});

describe('demo data', () => {
  it('about 20 mistakes per demo branch over three months, one of them deleted', async () => {
    const month = (await api.view('accountant', 3, branchToday(3).slice(0, 7))).json().data.content as Row[];
    expect(month.length).toBeGreaterThanOrEqual(6);
    const all = await s.db
      .selectFrom('acc_staff')
      .select(['branch_id', 'day', 'deleted'])
      .where('row_id', 'like', 'demo-%')
      .execute();
    for (const b of [1, 3, 5, 8, 11]) {
      const rows = all.filter((r) => r.branch_id === b);
      expect(rows.length).toBe(21);
      expect(new Set(rows.map((r) => r.day.slice(0, 7))).size).toBe(3);
      expect(rows.filter((r) => r.deleted === 1)).toHaveLength(1);
      expect(rows.every((r) => r.day <= branchToday(b))).toBe(true);
    }
  });
});
