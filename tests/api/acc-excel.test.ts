// Excel out of the accountant sum: the .xlsx opened back with exceljs shows document 4's layout (title,
// two header rows with merged groups, rows with their colours, live formulas with cached values, pink SUB
// rows per day and at the end, number formats, frozen headers), made per request; the note filter; refusals.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBIT_PURPLE } from '../../src/domain/row-style';
import { startTestServer, type TestServer } from '../support/server';
import { accRow, calls, storeAccDay, tokens, type Who } from './acc-file-support';
import { accExcelApi } from '../../src/contract/acc-excel';
import { apiUrl, pathTo } from '../support/api-path';

let s: TestServer;
let token: (who: Who) => Promise<string>;
const purple = { color: '', background: DEBIT_PURPLE };
const red = { color: '#FF0000', background: '' };

beforeAll(async () => {
  s = await startTestServer();
  token = tokens(s);
  await storeAccDay(s, 3, '2031-03-01', [
    accRow('h1', {
      HI: '300001',
      name: 'tanaka yuki',
      room: '201',
      checkin: '2031-02-27',
      checkout: '2031-03-01',
      room_rate: 1_100_000,
      rate: 1,
      telephone: 'late check-out 14h',
      laundry: 50_000,
      vnd: 2_250_000,
      packages: { BF: 2 },
    }),
    accRow('s1', { SI: '50001', name: 'sato mai', packages: { 'MS 70P': 1 }, massage: 250_000, vcb: 250_000 }),
  ]);
  await storeAccDay(s, 3, '2031-03-02', [
    accRow('h2', {
      HI: '300002',
      name: 'debit company',
      action: 'DEBIT COMPANY',
      checkin: '2031-03-01',
      checkout: '2031-03-02',
      room_rate: 900_000,
      rate: 1,
      style: { HI: purple, Name: purple, CheckIn: purple },
    }),
    accRow('h3', {
      HI: '300003',
      name: 'suzuki',
      checkin: '2031-03-01',
      checkout: '2031-03-02',
      room_rate: 1_000_000,
      rate: 1,
      usd: 40,
      telephone: 'Late dinner',
      style: { Name: red, Total: { color: '', background: '#FFFF00' } },
    }),
  ]);
  await storeAccDay(
    s,
    3,
    '2031-03-02',
    [
      accRow('h9', {
        HI: '300009',
        name: 'v2 only',
        checkin: '2031-03-01',
        checkout: '2031-03-02',
        room_rate: 5,
        rate: 1,
      }),
    ],
    { version: 2 },
  );
});
afterAll(() => s.close());

async function workbook(body: Buffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb.worksheets[0];
}
const texts = (row: ExcelJS.Row): string[] => {
  const out: string[] = [];
  row.eachCell({ includeEmpty: true }, (c) => out.push(c.value === null ? '' : String(c.value)));
  return out;
};
function column(ws: ExcelJS.Worksheet, header: string): number {
  const i = texts(ws.getRow(3)).indexOf(header);
  if (i < 0) throw new Error(`no column ${header}`);
  return i + 1;
}
const fillOf = (cell: ExcelJS.Cell): string | undefined =>
  cell.fill && cell.fill.type === 'pattern' ? cell.fill.fgColor?.argb : undefined;

describe('make_excel_acc_day + download_excel_acc_day: a month', () => {
  let ws: ExcelJS.Worksheet;
  let disposition = '';
  beforeAll(async () => {
    const t = await token('accountant');
    const made = await calls(s).post(
      t,
      pathTo(accExcelApi.makeExcelAccDay, { branchId: 3, date: '2031-03', version: 'current' }),
    );
    expect(made.statusCode).toBe(200);
    const ready = made.json();
    expect(ready).toMatchObject({ status: 1, fileName: 'HBT1_SUM REPORT 03-2031.xlsx', rows: 3, days: 2 });
    expect(ready.url).toBe(
      `${pathTo(accExcelApi.downloadExcelAccDay, { branchId: 3, date: '2031-03' })}?version=current&range=month`,
    );
    const file = await calls(s).get(t, ready.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml.sheet');
    disposition = String(file.headers['content-disposition']);
    ws = await workbook(file.rawPayload);
  });

  it('is named "{branch code}_SUM REPORT {MM}-{YYYY}.xlsx"', () => {
    expect(disposition).toContain('filename="HBT1_SUM REPORT 03-2031.xlsx"');
  });

  it('has a title row and two header rows with the groups merged over their columns', () => {
    expect(String(ws.getCell('A1').value)).toContain('ACC SUM HBT1 Hai Ba Trung 1 2031-03');
    const groups: string[] = [];
    ws.getRow(2).eachCell((c) => {
      if (c.master.address === c.address) groups.push(String(c.value));
    });
    expect(groups).toEqual([
      'Date',
      'Bill',
      'Guest',
      'Date Stay',
      'Other',
      'Hotel',
      'SERVICE',
      'Guest Pay by Cash',
      'Guest Pay by Card/Transfer',
    ]);
    const headers = texts(ws.getRow(3));
    for (const h of [
      'Date',
      'Hotel Invoice',
      'Service Invoice',
      'BF',
      'Discount',
      'Rate',
      'Description',
      'Room Number',
    ])
      expect(headers).toContain(h);
    for (const h of ['Check In', 'Check Out', 'Action', 'Unit Price', 'Nights', 'Amount', 'Telephone / Note', 'Sub'])
      expect(headers).toContain(h);
    for (const h of [
      'Breakfast',
      'Sauna',
      'Massage',
      'Total',
      'VND',
      'USD',
      'JPY',
      'VND card',
      'USD card',
      'VND transfer',
      'Other Pay',
    ])
      expect(headers).toContain(h);
    const hotel = column(ws, 'Unit Price');
    expect(ws.getCell(2, hotel).isMerged).toBe(true);
    expect(ws.getCell(2, hotel + 1).master.address).toBe(ws.getCell(2, hotel).address);
  });

  it('freezes the header rows and the key columns', () => {
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
    expect((ws.views[0] as { xSplit: number }).xSplit).toBe(column(ws, 'Description'));
  });

  it('lists the rows of each day, then a pink SUB row per day and one at the end', () => {
    const first = texts(ws.getRow(1 + 3));
    expect(first[column(ws, 'Hotel Invoice') - 1]).toBe('300001');
    // Day 1: two rows and its SUB; day 2 (version 2 is the latest): one row and its SUB; the month's SUB.
    const labels = [4, 5, 6, 7, 8, 9].map((n) => ws.getRow(n).getCell(1).value);
    expect(labels.slice(0, 2)).toEqual([new Date(Date.UTC(2031, 2, 1)), new Date(Date.UTC(2031, 2, 1))]);
    expect(labels[2]).toBe('SUB');
    expect(labels[3]).toEqual(new Date(Date.UTC(2031, 2, 2)));
    expect(labels.slice(4)).toEqual(['SUB', 'SUB']);
    expect(ws.getRow(6).getCell(2).value).toBe('2031-03-01');
    expect(ws.getRow(9).getCell(2).value).toBe('2031-03');
    expect(ws.getRow(10).cellCount).toBe(0);
    for (const n of [6, 8, 9]) expect(fillOf(ws.getRow(n).getCell(column(ws, 'VND')))).toBe('FFF4B6C2');
    expect(ws.getRow(6).getCell(column(ws, 'VND')).value).toBe(2_250_000);
    expect(ws.getRow(6).getCell(column(ws, 'VND card')).value).toBe(250_000);
    expect(ws.getRow(8).getCell(column(ws, 'VND')).value).toBe(0);
    expect(ws.getRow(9).getCell(column(ws, 'VND')).value).toBe(2_250_000);
    expect(ws.getRow(9).getCell(column(ws, 'Nights')).value).toBe(1);
    expect(String(ws.getRow(7).getCell(column(ws, 'Description')).value)).toBe('V2 ONLY');
  });

  it('shows dates as dates and money with thousand separators', () => {
    const r = ws.getRow(4);
    expect(r.getCell(column(ws, 'Check In')).value).toEqual(new Date(Date.UTC(2031, 1, 27)));
    expect(r.getCell(column(ws, 'Check In')).numFmt).toBe('yyyy-mm-dd');
    expect(r.getCell(column(ws, 'Laundry')).numFmt).toBe('#,##0');
    expect(r.getCell(column(ws, 'VND')).value).toBe(2_250_000);
  });

  it('has live formulas for Nights (inside the month), Amount and Sub, with their values', () => {
    const r = ws.getRow(4);
    const L = (h: string) => ws.getCell(3, column(ws, h)).address.replace(/\d+$/, '');
    const nights = r.getCell(column(ws, 'Nights')).value as ExcelJS.CellFormulaValue;
    // Stay 02-27 to 03-01: no night inside March.
    expect(nights.formula).toBe(`MAX(0,MIN(${L('Check Out')}4,DATE(2031,4,1))-MAX(${L('Check In')}4,DATE(2031,3,1)))`);
    // exceljs reads a cached 0 back as no result (the file holds <v>0</v>).
    expect(nights.result ?? 0).toBe(0);
    const amount = r.getCell(column(ws, 'Amount')).value as ExcelJS.CellFormulaValue;
    expect(amount.formula).toBe(`ROUND(${L('Unit Price')}4*${L('Nights')}4,0)`);
    expect(amount.result ?? 0).toBe(0);
    const h3 = ws.getRow(7); // the 1-night stay of day 2
    const n3 = h3.getCell(column(ws, 'Nights')).value as ExcelJS.CellFormulaValue;
    expect(n3.formula).toBe(`${L('Check Out')}7-${L('Check In')}7`);
    expect(n3.result).toBe(1);
    const sub = h3.getCell(column(ws, 'Sub')).value as ExcelJS.CellFormulaValue;
    expect(sub.formula).toContain(`MAX(0,N(${L('Telephone / Note')}7))`);
    expect(sub.formula.startsWith(`IF(AND(${L('Hotel Invoice')}7="",${L('Service Invoice')}7=""),0,ROUND(`)).toBe(true);
    expect(sub.result).toBe(5);
    // The month view counts the nights inside the month, and the sub that holds that amount: the laundry only.
    const monthSub = r.getCell(column(ws, 'Sub')).value as ExcelJS.CellFormulaValue;
    expect(monthSub.formula).toContain(`ROUND(${L('Amount')}4+MAX(0,N(${L('Telephone / Note')}4))`);
    expect(monthSub.result).toBe(50_000);
  });
});

describe('a day version: colours and refusals', () => {
  it('a day 2 version 1 keeps its row colours; version 2 is the current', async () => {
    const t = await token('leader');
    const made = (
      await calls(s).post(t, pathTo(accExcelApi.makeExcelAccDay, { branchId: 3, date: '2031-03-02', version: 1 }))
    ).json();
    expect(made).toMatchObject({ fileName: 'HBT1_SUM REPORT 03-2031.xlsx', rows: 2, days: 1 });
    expect(made.url).toBe(`${pathTo(accExcelApi.downloadExcelAccDay, { branchId: 3, date: '2031-03-02' })}?version=1`);
    const ws = await workbook((await calls(s).get(t, made.url)).rawPayload);
    expect(String(ws.getCell('A1').value)).toContain('2031-03-02 - version 1');
    const debit = ws.getRow(4);
    expect(fillOf(debit.getCell(column(ws, 'Hotel Invoice')))).toBe('FFAD7AE2');
    expect(fillOf(debit.getCell(column(ws, 'Description')))).toBe('FFAD7AE2');
    expect(fillOf(debit.getCell(column(ws, 'Check In')))).toBe('FFAD7AE2');
    expect(fillOf(debit.getCell(column(ws, 'Room Number')))).toBeUndefined();
    // DEBIT rows keep nights 0: the value, not the formula.
    expect(debit.getCell(column(ws, 'Nights')).value).toBe(0);
    const other = ws.getRow(5);
    expect(other.getCell(column(ws, 'Description')).font?.color?.argb).toBe('FFFF0000');
    expect(fillOf(other.getCell(column(ws, 'Sub')))).toBe('FFFFFF00');
    expect(String(ws.getRow(6).getCell(1).value)).toBe('SUB');
    expect(ws.getRow(6).getCell(column(ws, 'USD')).value).toBe(40);
    expect(ws.getRow(6).getCell(column(ws, 'USD')).numFmt).toBe('#,##0.00');
    expect(ws.getRow(7).cellCount).toBe(0);
    const current = (
      await calls(s).post(
        t,
        pathTo(accExcelApi.makeExcelAccDay, { branchId: 3, date: '2031-03-02', version: 'current' }),
      )
    ).json();
    expect(current.rows).toBe(1);
  });

  it('a day as it is: Nights, Amount and Sub formulas give the stored values', async () => {
    const t = await token('accountant');
    const ws = await workbook(
      (await calls(s).get(t, pathTo(accExcelApi.downloadExcelAccDay, { branchId: 3, date: '2031-03-01' }))).rawPayload,
    );
    const r = ws.getRow(4);
    const value = (h: string) => r.getCell(column(ws, h)).value as ExcelJS.CellFormulaValue;
    expect(value('Nights')).toMatchObject({ result: 2 });
    expect(value('Nights').formula).toMatch(/^[A-Z]+4-[A-Z]+4$/);
    expect(value('Amount')).toMatchObject({ result: 2_200_000 });
    expect(value('Sub')).toMatchObject({ result: 2_250_000 });
    expect(r.getCell(column(ws, 'BF')).value).toBe(2);
    expect(r.getCell(column(ws, 'MS 70P')).value).toBeNull();
  });

  it.each([
    [
      pathTo(accExcelApi.makeExcelAccDay, { branchId: 3, date: '2031-04-01', version: 'current' }),
      404,
      'Null Data this Day',
    ],
    [pathTo(accExcelApi.makeExcelAccDay, { branchId: 3, date: '2031-03-02', version: 7 }), 404, 'Null Data this Day'],
    [
      pathTo(accExcelApi.makeExcelAccDay, { branchId: 3, date: '2031-04', version: 'current' }),
      404,
      'Have not data this Month',
    ],
    [
      pathTo(accExcelApi.makeExcelAccDay, { branchId: 3, date: '2031-03', version: 1 }),
      400,
      "A month's file holds the current version of each day: use 'current'",
    ],
    [pathTo(accExcelApi.makeExcelAccDay, { branchId: 3, date: '2031-02-30', version: 'current' }), 400, ''],
    [pathTo(accExcelApi.makeExcelAccDay, { branchId: 3, date: '2031-03', version: 'latest' }), 400, ''],
  ])('%s -> %i %s', async (url, code, msg) => {
    const res = await calls(s).post(await token('accountant'), url);
    expect(res.statusCode).toBe(code);
    if (msg) expect(res.json().msg).toBe(msg);
  });

  it('days 1 to 10 of the month: ?range=10', async () => {
    const t = await token('ceo');
    const made = (
      await calls(s).post(
        t,
        `${pathTo(accExcelApi.makeExcelAccDay, { branchId: 3, date: '2031-03', version: 'current' })}?range=10`,
      )
    ).json();
    expect(made.url).toBe(
      `${pathTo(accExcelApi.downloadExcelAccDay, { branchId: 3, date: '2031-03' })}?version=current&range=10`,
    );
    const ws = await workbook((await calls(s).get(t, made.url)).rawPayload);
    expect(String(ws.getCell('A1').value)).toContain('2031-03 (days 1 to 10)');
  });

  it('each download is made for its request: two at once get their own files', async () => {
    const t = await token('accountant');
    const [a, b] = await Promise.all([
      calls(s).get(t, pathTo(accExcelApi.downloadExcelAccDay, { branchId: 3, date: '2031-03-01' })),
      calls(s).get(t, `${pathTo(accExcelApi.downloadExcelAccDay, { branchId: 3, date: '2031-03-02' })}?version=1`),
    ]);
    expect(String((await workbook(a.rawPayload)).getCell('A1').value)).toContain('2031-03-01');
    expect(String((await workbook(b.rawPayload)).getCell('A1').value)).toContain('2031-03-02');
  });
});

describe('make_excel_with_text + download_filter_with_text', () => {
  it('finds the rows whose telephone note holds the text, case-insensitively', async () => {
    const t = await token('accountant');
    const res = await calls(s).post(t, pathTo(accExcelApi.makeExcelWithText, { branchId: 3 }), {
      period: '2031-03',
      text: 'LATE',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((d: { day: string; row: { ID: string } }) => [d.day, d.row.ID])).toEqual([
      ['2031-03-01', 'h1'],
    ]);
    expect(body.fileName).toBe('Filter_with_text_results.xlsx');
    const file = await calls(s).get(t, body.url);
    expect(file.headers['content-disposition']).toContain('filename="Filter_with_text_results.xlsx"');
    const ws = await workbook(file.rawPayload);
    expect(String(ws.getCell('A1').value)).toContain('"LATE"');
    expect(ws.getRow(4).getCell(column(ws, 'Telephone / Note')).value).toBe('late check-out 14h');
    expect(String(ws.getRow(5).getCell(1).value)).toBe('SUB');
    expect(ws.getRow(6).cellCount).toBe(0);
  });

  it.each([
    [{ period: '2031-03', text: 'la' }, 400, 'text: Length key search > 2'],
    [{ period: '2031-03', text: 'nothing like it' }, 404, 'Have not data'],
    [{ period: '2031-03-05', text: 'late' }, 400, ''],
  ])('%j -> %i', async (body, code, msg) => {
    const res = await calls(s).post(
      await token('accountant'),
      pathTo(accExcelApi.makeExcelWithText, { branchId: 3 }),
      body,
    );
    expect(res.statusCode).toBe(code);
    if (msg) expect(res.json().msg).toBe(msg);
  });
});

describe('who may export: ACC_VIEW_ROLES within their branches', () => {
  it.each<[Who, number, number, string]>([
    ['accountant', 3, 200, ''],
    ['leader', 3, 200, ''],
    ['ceo', 3, 200, ''],
    ['chief', 3, 200, ''],
    ['reception', 3, 403, 'You do not have permission for this action'],
    ['manager', 3, 403, 'You do not have permission for this action'],
    ['areaManager', 3, 403, 'You do not have permission for this action'],
    ['admin', 3, 403, 'You do not have permission for this action'],
    ['accountant', 5, 403, 'Mistake Branch'],
    ['accountant', 1, 403, 'Mistake Branch Area'],
    ['leader', 1, 403, 'Mistake Branch Area'],
    ['accountantTvl', 3, 403, 'Mistake Branch Area'],
  ])('%s on branch %i -> %i', async (who, branch, code, msg) => {
    const t = await token(who);
    const urls = [
      ['POST', pathTo(accExcelApi.makeExcelAccDay, { branchId: branch, date: '2031-03', version: 'current' })],
      ['GET', pathTo(accExcelApi.downloadExcelAccDay, { branchId: branch, date: '2031-03-01' })],
      ['POST', pathTo(accExcelApi.makeExcelWithText, { branchId: branch })],
      ['GET', `${pathTo(accExcelApi.downloadFilterWithText, { branchId: branch })}?period=2031-03&text=late`],
    ] as const;
    for (const [method, url] of urls) {
      const res =
        method === 'GET'
          ? await calls(s).get(t, url)
          : await calls(s).post(t, url, url.endsWith('text') ? { period: '2031-03', text: 'late' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(code === 200 && branch !== 3 ? 404 : code);
      if (msg) expect(res.json().msg).toBe(msg);
    }
  });

  it('without a token: 401', async () => {
    const res = await s.app.inject({
      url: apiUrl(accExcelApi.downloadExcelAccDay, { branchId: 3, date: '2031-03-01' }),
    });
    expect(res.statusCode).toBe(401);
  });
});
