// The monthly total of services: view_man_total's rows and the {branch}_{month}_ManagerTotal.xlsx download
// (read back with exceljs), for a branch without massage (3) and for branch 11 in USD.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { hotelRow } from './rc-support';
import { managerOf, mgrCalls, plan, receptionSum, report, type Lines } from './manager-support';
import { refusal } from '../support/refusal';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

/** Writes the day's report (after its reception sum); sends it when asked. */
async function dayReport(token: string, reception: string, branch: number, day: string, lines: Lines, send = false) {
  await receptionSum(s, reception, branch, day, [hotelRow('h1', day)]);
  const mgr = mgrCalls(s);
  const saved = await mgr.save(token, branch, { day, version: 1, revision: 0, content: [report(lines)] });
  if (saved.statusCode !== 201) throw new Error(`${saved.statusCode} ${saved.body}`);
  if (send) expect((await mgr.send(token, branch, { day, version: 1, revision: 1 })).statusCode).toBe(200);
  return saved.json().data;
}

async function sheetOf(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb.worksheets[0];
}
const rowByLabel = (ws: ExcelJS.Worksheet, label: string) => {
  for (let i = 1; i <= ws.rowCount; i++) if (ws.getRow(i).getCell(1).value === label) return ws.getRow(i);
  throw new Error(`no row ${label}`);
};

describe('a branch without massage (HBT1)', () => {
  const month = '2031-06';
  it('totals the month per service, hides the massage rows, and downloads the same figures as .xlsx', async () => {
    const manager = (await s.login('manager.hbt1@sumbook.test')).token;
    const reception = (await s.login('reception.hbt1@sumbook.test')).token;
    await plan(s, 3, month);
    await dayReport(
      manager,
      reception,
      3,
      '2031-06-03',
      { bf: { customers: 4 }, late: { customers: 1, vnd: 300_000 }, m70: { customers: 2 } },
      true,
    );
    await dayReport(manager, reception, 3, '2031-06-05', { bf: { customers: 2, free: 1 }, roten: { customers: 3 } });
    const mgr = mgrCalls(s);

    const total = (await mgr.total(manager, 3, month)).json();
    expect(total.msg).toBe('ok');
    expect(total.data.days).toHaveLength(30);
    expect(total.data.days[2]).toEqual({ day: '2031-06-03', version: 1, edit: false });
    expect(total.data.days[4]).toEqual({ day: '2031-06-05', version: 1, edit: true });
    expect(total.data.days[3]).toEqual({ day: '2031-06-04', version: 0, edit: false });
    expect(total.data.serviceRate.break_fast).toBe(200_000);
    const rows = new Map(total.data.rows.map((r: { key: string }) => [r.key, r]));
    for (const key of ['m100_customers', 'm100_guests', 'm70_customers', 'm70_guests', 'm40', 'sets', 'm_free'])
      expect(rows.get(key)).toMatchObject({ hidden: true, count: 0 });
    expect(rows.get('bf')).toMatchObject({ hidden: false, count: 6, amountVnd: 1_200_000, amountUsd: 0 });
    expect((rows.get('bf') as { perDay: number[] }).perDay.slice(0, 6)).toEqual([0, 0, 4, 0, 2, 0]);
    expect(rows.get('roten')).toMatchObject({ count: 3, amountVnd: 450_000 });
    expect(rows.get('service_free')).toMatchObject({ count: 1, amountVnd: 0 });
    expect(rows.get('late')).toMatchObject({ count: 1, amountVnd: 300_000 });

    const file = await mgr.download(manager, 3, month);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toContain('filename="HBT1_2031-06_ManagerTotal.xlsx"');
    const ws = await sheetOf(file.rawPayload);
    expect(String(ws.getRow(1).getCell(1).value)).toContain('Total Summarization of service 2031-06');
    const head = ws.getRow(2).values as unknown[];
    expect(head.slice(1, 4)).toEqual(['Day', 1, 2]);
    expect(head.slice(31)).toEqual([30, 'Month count', 'Amount VND', 'Amount USD']);
    expect(ws.getRow(3).getCell(4).value).toBe(1); // version of the 3rd
    expect(ws.getRow(4).getCell(4).value).toBe('SENT');
    expect(ws.getRow(4).getCell(6).value).toBe('EDIT');
    const bf = rowByLabel(ws, 'Breakfast');
    expect(bf.hidden).toBe(false);
    expect([bf.getCell(4).value, bf.getCell(6).value, bf.getCell(32).value, bf.getCell(33).value]).toEqual([
      4, 2, 6, 1_200_000,
    ]);
    expect(bf.getCell(33).numFmt).toBe('#,##0');
    expect(rowByLabel(ws, 'Massage 70 min (customers)').hidden).toBe(true);
    expect(rowByLabel(ws, 'Massage 40 min').hidden).toBe(true);
    expect(rowByLabel(ws, 'Late out').getCell(33).value).toBe(300_000);
  });

  it('answers "null" (and a 404 for the file) for a month without a report', async () => {
    const manager = (await s.login('manager.hbt1@sumbook.test')).token;
    expect((await mgrCalls(s).total(manager, 3, '2031-09')).json()).toEqual({ status: 1, msg: 'null' });
    const file = await mgrCalls(s).download(manager, 3, '2031-09');
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual(refusal('Have note data this Month'));
  });
});

describe('branch 11 (USD)', () => {
  const month = '2031-07';
  it('prices in USD and totals the month in USD only', async () => {
    const manager = await managerOf(s, 11);
    const reception = (await s.login('reception.pp@sumbook.test')).token;
    await plan(s, 11, month, [['101', 15, 45]]);
    const saved = await dayReport(manager, reception, 11, '2031-07-15', {
      day: { customers: 1, usd: 45 },
      m40: { customers: 1, guests: 1 },
      bf: { customers: 3 },
    });
    expect(saved.content[0].lines.m40).toMatchObject({ vnd: 0, usd: 19 }); // 9 staying + 10 visitor
    expect(saved.content[0].lines.bf).toMatchObject({ vnd: 0, usd: 18 });
    expect(saved.totals).toMatchObject({ todaySalesVnd: 0, todaySalesUsd: 82, totalProfit: 82 });
    const made = (await mgrCalls(s).make(manager, 11, '2031-07-15')).json().data;
    expect(made.expected).toEqual({ rooms: 1, sale: 45, checkins: 1 });
    expect(made.content[0].lines.day).toMatchObject({ customers: 1, vnd: 0, usd: 45 });
    const rows = new Map(
      (await mgrCalls(s).total(manager, 11, month)).json().data.rows.map((r: { key: string }) => [r.key, r]),
    );
    expect(rows.get('m40')).toMatchObject({ hidden: false, count: 2, amountVnd: 0, amountUsd: 19 });
    expect(rows.get('bf')).toMatchObject({ count: 3, amountUsd: 18 });

    const ws = await sheetOf((await mgrCalls(s).download(manager, 11, month)).rawPayload);
    const head = ws.getRow(2).values as unknown[];
    expect(head.slice(-3)).toEqual([31, 'Month count', 'Amount USD']);
    const m40 = rowByLabel(ws, 'Massage 40 min');
    expect([m40.getCell(16).value, m40.getCell(33).value, m40.getCell(34).value]).toEqual([2, 2, 19]);
    expect(m40.getCell(34).numFmt).toBe('#,##0.00');
  });
});
