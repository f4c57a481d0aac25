// The whole life of a reception sum day: save, save, send (a real SMTP server receives the mail with
// the sum's HTML and the .xlsx), view locked, request edit, agree, version 2, send again.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { startSmtp } from '../support/smtp';
import { hotelRow, mimeParts, rcCalls, serviceRow, today } from './rc-support';
import { notificationApi } from '../../src/contract/notification';
import { rcApi } from '../../src/contract/rc';
import { pathTo } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  s = await startTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

interface Note {
  id: number;
  type: number;
  link: string;
  isread: boolean;
  answer: string;
  Conent: string;
  title: string;
}
const notes = async (token: string): Promise<Note[]> =>
  (await rcCalls(s).get(token, pathTo(notificationApi.list, {}))).json().data;

describe('the life of a reception sum day', () => {
  it('saves twice, sends with a mail, locks, and reopens as version 2 through an agreed edit request', async () => {
    const rc = rcCalls(s);
    const day = today(3);
    const reception = await s.login('reception.hbt1@sumbook.test');
    const start = (await rc.view(reception.token, 3, day)).json();
    expect(start).toMatchObject({ status: 1, msg: 'ok', data: { version: 1, edit: true } });
    const content = [
      hotelRow('h1', day),
      serviceRow('s1'),
      hotelRow('d1', day, { action: 'DEBIT COMPANY', company: 'SAKURA TRADING', vnd: 0 }),
    ];

    const first = await rc.save(reception.token, 3, { day, version: 1, revision: start.data.revision, content });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 1,
      msg: 'SUCCESS SAVE DATA',
      data: { edit: true, revision: start.data.revision + 1 },
    });
    const second = await rc.save(reception.token, 3, {
      day,
      version: 1,
      revision: start.data.revision + 1,
      content: [...content, serviceRow('s2', { name: 'ito ryo' })],
    });
    expect(second.statusCode).toBe(200);
    const saved = second.json().data;
    expect(saved.totals).toMatchObject({
      sum_vnd: 2_500_000,
      sum_amount: 2_000_000,
      sum_massage: 500_000,
      sum_nights: 2,
    });

    const sent = await rc.send(reception.token, 3, {
      day,
      version: 1,
      revision: saved.revision,
      note: 'Cash counted twice',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 1,
      msg: 'SUCCESS SENT REPORT DATA',
      data: { edit: false, version: 1, sentBy: 'Nguyen Thi Lan' },
    });

    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail.to).toEqual(['manager.hbt1@sumbook.test']);
    expect(mail.raw).toContain(`RC SUM HBT1 ${day} v1`);
    const parts = mimeParts(mail.raw);
    const html = parts.find((p) => p.headers.includes('text/html'))?.body.toString('utf8') ?? '';
    expect(html).toContain('TANAKA YUKI');
    expect(html).toContain('2,000,000');
    expect(html).toContain('Cash counted twice');
    const xlsx = parts.find((p) => p.headers.includes('spreadsheetml'));
    expect(xlsx?.headers).toContain(`hbt1_rc sum ${day} v1.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx?.body as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const values = sheet.getSheetValues().map((r) => (Array.isArray(r) ? r.slice(1) : []));
    expect(values.some((r) => r.includes('TANAKA YUKI'))).toBe(true);
    const subRow = sheet.getRow(sheet.rowCount);
    expect(subRow.getCell(1).value).toBe('SUB');
    expect(subRow.getCell(1).fill).toMatchObject({ type: 'pattern', pattern: 'solid' });

    const book = await s.db
      .selectFrom('debits')
      .selectAll()
      .where('branch_id', '=', 3)
      .where('book', '=', 'rc')
      .where('day', '=', day)
      // Lines of this test's sum only: the demo book's generated lines (dbt-...) can share the day.
      .where('row_id', 'not like', 'dbt-%')
      .execute();
    expect(book.map((b) => [b.row_id, b.action, b.paid])).toEqual([['d1', 'DEBIT COMPANY', 'Debit']]);

    const locked = (await rc.view(reception.token, 3, day)).json();
    expect(locked.data).toMatchObject({ edit: false, version: 1 });
    const late = await rc.save(reception.token, 3, { day, version: 1, revision: locked.data.revision, content });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe("Can't SAVE report, please reload page and check again.");

    const ask = await rc.post(reception.token, pathTo(rcApi.requestEdit, { branchId: 3 }), {
      day,
      version: 1,
      reason: 'Massage paid by card',
    });
    expect(ask.statusCode).toBe(201);
    const manager = await s.login('manager.hbt1@sumbook.test');
    const supervisor = await s.login('supervisor.hbt1@sumbook.test');
    const link = `/reception_sum/3/${day}/current`;
    const request = (await notes(manager.token)).find((n) => n.type === 1 && n.link === link);
    expect(request).toMatchObject({ isread: false, answer: '' });
    expect(request?.Conent).toContain('Massage paid by card');
    expect((await notes(supervisor.token)).some((n) => n.type === 1 && n.link === link)).toBe(true);
    // Everyone who may answer it finds it in the bell: the CEO too; an area manager of another area does not.
    const ceo = await s.login('ceo@sumbook.test');
    const otherArea = await s.login('areamanager.hcm@sumbook.test');
    expect((await notes(ceo.token)).some((n) => n.type === 1 && n.link === link && n.answer === '')).toBe(true);
    expect((await notes(otherArea.token)).some((n) => n.type === 1 && n.link === link)).toBe(false);

    const agree = await rc.patch(manager.token, pathTo(notificationApi.update, { id: String(request?.id) }), {
      isread: true,
      answer: 'Agree change sum',
    });
    expect(agree.statusCode).toBe(200);
    expect(agree.json()).toMatchObject({ status: 1, version: 2 });
    expect((await notes(supervisor.token)).find((n) => n.type === 1 && n.link === link)).toMatchObject({
      isread: true,
      answer: 'Agree change sum',
    });
    expect((await notes(ceo.token)).find((n) => n.type === 1 && n.link === link)).toMatchObject({
      answer: 'Agree change sum',
    });
    const reply = (await notes(reception.token)).find((n) => n.type === 4 && n.link === link);
    expect(reply?.Conent).toContain('Your request : Agree change sum');
    const close = await rc.patch(reception.token, pathTo(notificationApi.update, { id: String(reply?.id) }), {
      isread: true,
      answer: 'close',
    });
    expect(close.statusCode).toBe(200);
    expect((await notes(reception.token)).find((n) => n.id === reply?.id)).toMatchObject({
      isread: true,
      answer: 'close',
    });

    const v2 = (await rc.view(reception.token, 3, day)).json().data;
    expect(v2).toMatchObject({ version: 2, edit: true, revision: 0 });
    expect(v2.content.map((r: { ID: string }) => r.ID)).toEqual(['h1', 's1', 'd1', 's2']);
    const save2 = await rc.save(reception.token, 3, { day, version: 2, revision: 0, content: v2.content.slice(0, 3) });
    expect(save2.statusCode).toBe(200);
    const send2 = await rc.send(reception.token, 3, { day, version: 2, revision: 1, note: '' });
    expect(send2.statusCode).toBe(200);
    expect(smtp.mails).toHaveLength(2);
    expect(smtp.mails[1].raw).toContain(`RC SUM HBT1 ${day} v2`);
    expect((await rc.get(reception.token, pathTo(rcApi.numberVersion, { branchId: 3, date: day }))).json()).toEqual({
      status: 1,
      numberVersion: 2,
      editInLastVersion: false,
    });
    const v1 = (await rc.viewVersion(reception.token, 3, day, 1)).json().data;
    expect(v1.content).toHaveLength(4);

    const trail = await s.db.selectFrom('audit').select('action').where('target', 'like', `rc:3:${day}:%`).execute();
    expect(trail.map((a) => a.action)).toEqual(
      expect.arrayContaining(['rc.save', 'rc.send', 'rc.request_edit', 'rc.edit_request_agree']),
    );
  });

  it('refuses a second waiting request, answers a refusal, takes a new request, and refuses a request on a sum being edited', async () => {
    const rc = rcCalls(s);
    const day = today(3);
    const reception = await s.login('reception.hbt1@sumbook.test');
    const otherArea = await rc.post(reception.token, pathTo(rcApi.requestEdit, { branchId: 1 }), { day, version: 1 });
    expect(otherArea.json()).toEqual(refusal('Mistake Branch Area'));
    const head = (await rc.view(reception.token, 3, day)).json().data;
    expect(head.edit).toBe(false);
    const ask = await rc.post(reception.token, pathTo(rcApi.requestEdit, { branchId: 3 }), {
      day,
      version: head.version,
    });
    expect(ask.statusCode).toBe(201);
    const again = await rc.post(reception.token, pathTo(rcApi.requestEdit, { branchId: 3 }), {
      day,
      version: head.version,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('An edit request for this sum is already waiting for an answer');

    const supervisor = await s.login('supervisor.hbt1@sumbook.test');
    const request = (await notes(supervisor.token)).find(
      (n) => n.type === 1 && n.link === `/reception_sum/3/${day}/current` && n.answer === '',
    );
    const otherManager = await s.login('manager.tvl1@sumbook.test');
    expect(
      (
        await rc.patch(otherManager.token, pathTo(notificationApi.update, { id: String(request?.id) }), {
          isread: true,
          answer: 'Agree change sum',
        })
      ).statusCode,
    ).toBe(404);
    const refuse = await rc.patch(supervisor.token, pathTo(notificationApi.update, { id: String(request?.id) }), {
      isread: true,
      answer: 'refuse',
    });
    expect(refuse.statusCode).toBe(200);
    const reply = (await notes(reception.token)).filter((n) => n.type === 4).map((n) => n.Conent);
    expect(reply).toContain('Your request : refuse');
    expect((await rc.view(reception.token, 3, day)).json().data).toMatchObject({ version: head.version, edit: false });

    const manager = await s.login('manager.hbt1@sumbook.test');
    const twice = await rc.patch(manager.token, pathTo(notificationApi.update, { id: String(request?.id) }), {
      isread: true,
      answer: 'Agree change sum',
    });
    expect(twice.statusCode).toBe(409);

    const askAgain = await rc.post(reception.token, pathTo(rcApi.requestEdit, { branchId: 3 }), {
      day,
      version: head.version,
    });
    expect(askAgain.statusCode).toBe(201);
    const agree = await rc.patch(manager.token, pathTo(notificationApi.update, { id: askAgain.json().ids[0] }), {
      isread: true,
      answer: 'Agree change sum',
    });
    expect(agree.json()).toMatchObject({ status: 1, version: head.version + 1 });
    const unlocked = await rc.post(reception.token, pathTo(rcApi.requestEdit, { branchId: 3 }), {
      day,
      version: head.version + 1,
    });
    expect(unlocked.statusCode).toBe(409);
    expect(unlocked.json().msg).toBe('This sum is not locked: it can be edited without a request');
  });
});
