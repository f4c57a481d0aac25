// download_expected: {code}_{YYYY-MM}_Expected.xlsx opened back with exceljs shows document 4's layout:
// rooms grouped by type down the side, a column per day of the month's real length with weekday and day
// number, rates in the cells, comment cells highlighted with the comment as a note, the footer rows and
// the capacity per week and month in the header.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPECTED_MISSING } from '../../src/domain/expected';
import { startTestServer, type TestServer } from '../support/server';
import { expectedCalls, putCell, tokens, type Who } from './expected-support';
import { expectedApi } from '../../src/contract/expected';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let t: Record<Who, string>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokens(s);
});
afterAll(() => s.close());

async function download(branch: number, month: string, who: Who = 'manager') {
  const res = await expectedCalls(s).get(t[who], apiUrl(expectedApi.downloadExpected, { branchId: branch, month }));
  return res;
}
async function sheet(body: Buffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb.worksheets[0];
}
const values = (row: ExcelJS.Row): unknown[] => {
  const out: unknown[] = [];
  row.eachCell({ includeEmpty: true }, (c) => out.push(c.value));
  return out;
};
const noteOf = (cell: ExcelJS.Cell): string => {
  const n = cell.note as string | { texts?: { text: string }[] } | undefined;
  return typeof n === 'string' ? n : (n?.texts ?? []).map((x) => x.text).join('');
};
const fillOf = (cell: ExcelJS.Cell) => (cell.fill?.type === 'pattern' ? cell.fill.fgColor?.argb : undefined);
const rowOf = (ws: ExcelJS.Worksheet, label: string, col = 1): ExcelJS.Row => {
  for (let r = 1; r <= ws.rowCount; r++) if (ws.getRow(r).getCell(col).value === label) return ws.getRow(r);
  throw new Error(`no row ${label}`);
};

describe('February 2044 (leap) on branch 3', () => {
  let ws: ExcelJS.Worksheet;
  let disposition = '';
  const month = '2044-02';
  beforeAll(async () => {
    await putCell(s, t.manager, 3, { monthEx: month, room: '201', day: 1, rate: 1_000_000, comment: 'VIP guest' });
    await putCell(s, t.manager, 3, { monthEx: month, room: '202', day: 29, rate: 2_000_000 });
    await putCell(s, t.manager, 3, { monthEx: month, room: '801', day: 15, comment: 'broken air conditioner' });
    await expectedCalls(s).status(t.manager, 3, month, { colum: 10 });
    const res = await download(3, month);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    disposition = String(res.headers['content-disposition']);
    ws = await sheet(res.rawPayload);
  });

  it('is named {branch code}_{YYYY-MM}_Expected.xlsx', () =>
    expect(disposition).toContain('filename="HBT1_2044-02_Expected.xlsx"'));

  it('has a column per day of the 29 days with weekday and day number, closed days marked X', () => {
    const names = values(ws.getRow(3));
    const days = values(ws.getRow(4));
    expect(names).toHaveLength(2 + 29 + 1);
    expect(names.slice(0, 3)).toEqual(['Room type', 'Room', 'Mon']); // 1 February 2044 is a Monday
    expect(names[2 + 9]).toBe('Wed X'); // 10 February 2044, closed
    expect(names.at(-2)).toBe('Mon'); // 29 February 2044
    expect(names.at(-1)).toBe('Month');
    expect(days.slice(2)).toEqual([...Array.from({ length: 29 }, (_, i) => i + 1), 'Total']);
  });

  it('lists the rooms grouped by type, rates in their cells', () => {
    expect(ws.getCell('A5').value).toBe('Standard');
    expect(ws.getCell('B5').value).toBe('201');
    expect(ws.getCell('C5').value).toBe(1_000_000);
    expect(ws.getCell('C5').numFmt).toBe('#,##0');
    const rooms = [];
    for (let r = 5; r < 5 + 40; r++) rooms.push(String(ws.getCell(r, 2).value));
    expect(rooms.slice(0, 3)).toEqual(['201', '202', '203']);
    expect(rooms.at(-1)).toBe('804');
    expect(ws.getCell(5 + 36, 1).value).toBe('Suite'); // 801 opens the Suite group
    const r202 = rowOf(ws, '202', 2);
    expect(r202.getCell(2 + 29).value).toBe(2_000_000);
    expect(r202.getCell(2 + 30).value).toBe(2_000_000); // the room's month total
  });

  it('highlights comment cells and carries the comment as a cell note', () => {
    expect(noteOf(ws.getCell('C5'))).toBe('VIP guest');
    expect(fillOf(ws.getCell('C5'))).toBe('FFFFE699');
    const r801 = rowOf(ws, '801', 2);
    expect(r801.getCell(2 + 15).value).toBeNull(); // a comment without a rate
    expect(noteOf(r801.getCell(2 + 15))).toBe('broken air conditioner');
    expect(fillOf(r801.getCell(2 + 15))).toBe('FFFFE699');
    expect(ws.getCell('D5').note).toBeUndefined();
    expect(fillOf(ws.getCell('D5'))).toBeUndefined();
  });

  it('ends with Total rate, Rooms sold and Capacity Utilization %', () => {
    const rate = rowOf(ws, 'Total rate');
    expect(rate.getCell(3).value).toBe(1_000_000);
    expect(rate.getCell(2 + 29).value).toBe(2_000_000);
    expect(rate.getCell(2 + 30).value).toBe(3_000_000);
    const sold = rowOf(ws, 'Rooms sold');
    expect(sold.getCell(3).value).toBe(1);
    expect(sold.getCell(2 + 15).value).toBe(0);
    expect(sold.getCell(2 + 30).value).toBe(2);
    const cap = rowOf(ws, 'Capacity Utilization %');
    expect(cap.getCell(3).value).toBe(2.5); // 1 / 40 rooms
    expect(cap.getCell(2 + 30).value).toBe(0.17); // 2 / (40 x 29) = 0.172
    expect(cap.number).toBe(5 + 40 + 2);
  });

  it('shows the capacity of the month and of each week in the header', () => {
    const caps = ws.getRow(2);
    expect(caps.getCell(1).value).toBe('Capacity');
    expect(caps.getCell(2).value).toBe('Month: 0.17%');
    expect(caps.getCell(3).value).toBe('Week 1 (1-7): 0.36%'); // 1 / 280
    expect(caps.getCell(2 + 29).value).toBe('Week 5 (29-29): 2.50%'); // 1 / 40
    expect(caps.getCell(2 + 30).value).toBe(0.17);
  });
});

describe('month lengths and refusals', () => {
  it.each([
    ['2044-01', 31, 'Fri'],
    ['2044-04', 30, 'Fri'],
    ['2045-02', 28, 'Wed'],
  ])('%s has %i day columns', async (month, days, first) => {
    await putCell(s, t.manager, 3, { monthEx: month, room: '201', day: days, rate: 1 });
    const res = await download(3, month);
    const ws = await sheet(res.rawPayload);
    const names = values(ws.getRow(3));
    expect(names).toHaveLength(2 + days + 1);
    expect(names[2]).toBe(first);
    expect(rowOf(ws, 'Total rate').getCell(2 + days).value).toBe(1);
  });

  it('answers 404 with the spec words for a month without a plan', async () => {
    const res = await download(3, '2044-09');
    expect([res.statusCode, res.json()]).toEqual([404, refusal(EXPECTED_MISSING)]);
  });

  it('is refused to a reception user', async () => {
    expect((await download(3, '2044-02', 'reception')).statusCode).toBe(403);
  });
});
