// A day report made the real way (from a sent reception sum, saved, sent): its mail carries the day's
// .xlsx, the same file DOWN EXCEL gives, and the month's file holds it.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { startSmtp } from '../support/smtp';
import { accCalls, accDay, hotelRow, serviceRow } from './acc-support';
import { mimeParts } from './rc-support';
import { accExcelApi } from '../../src/contract/acc-excel';
import { pathTo } from '../support/api-path';

let s: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let token = '';
beforeAll(async () => {
  smtp = await startSmtp();
  s = await startTestServer({ smtpUrl: smtp.url });
  token = (await s.login('accountant.hbt1@sumbook.test')).token;
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

async function sheet(body: Buffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

describe('the sent day report: mail attachment and downloads', () => {
  it('mails "{code}_SUM REPORT {MM}-{YYYY}.xlsx" with the rows, formulas and the SUB row', async () => {
    const day = '2032-03-05';
    const acc = accCalls(s);
    const made = await accDay(s, token, 3, day, [hotelRow('h1', day), serviceRow('s1')]);
    const sent = await acc.send(token, 3, { day, version: 1, revision: made.revision, note: '' });
    expect(sent.statusCode).toBe(200);
    const mail = smtp.mails.at(-1);
    const part = mimeParts(mail?.raw ?? '').find((p) => p.headers.includes('spreadsheetml'));
    // The reader gives the part's headers in lower case; long ones are folded.
    expect(part?.headers.replace(/\r?\n\s+/g, ' ')).toContain('hbt1_sum report 03-2032.xlsx');
    const ws = await sheet(part?.body ?? Buffer.alloc(0));
    expect(String(ws.getCell('A1').value)).toContain(`ACC SUM HBT1 Hai Ba Trung 1 ${day} - version 1`);
    const headers: string[] = [];
    ws.getRow(3).eachCell((c) => headers.push(String(c.value)));
    const col = (h: string) => headers.indexOf(h) + 1;
    const row = ws.getRow(4);
    expect(row.getCell(col('Hotel Invoice')).value).toBe(made.content[0].HI);
    expect(row.getCell(col('Nights')).value).toMatchObject({ result: 2 });
    expect(row.getCell(col('Amount')).value).toMatchObject({ result: 2_000_000 });
    expect(row.getCell(col('Sub')).value).toMatchObject({ result: 2_000_000 });
    expect(String(ws.getRow(6).getCell(1).value)).toBe('SUB');
    expect(ws.getRow(6).getCell(col('VND')).value).toBe(2_250_000);

    // DOWN EXCEL of the same day gives the same rows; the month's file holds the day.
    const down = await acc.get(token, pathTo(accExcelApi.downloadExcelAccDay, { branchId: 3, date: day }));
    const again = await sheet(down.rawPayload);
    expect(again.getRow(4).getCell(col('Hotel Invoice')).value).toBe(made.content[0].HI);
    const month = await acc.get(
      token,
      `${pathTo(accExcelApi.downloadExcelAccDay, { branchId: 3, date: '2032-03' })}?version=current`,
    );
    expect(month.headers['content-disposition']).toContain('HBT1_SUM REPORT 03-2032.xlsx');
    expect((await sheet(month.rawPayload)).getRow(5).getCell(col('Service Invoice')).value).toBe(made.content[1].SI);
  });
});
