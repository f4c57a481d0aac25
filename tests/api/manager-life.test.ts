// The life of a manager report day: save, send (a real SMTP server receives the mail to the area manager
// with the escaped HTML summary and the .xlsx), a stale save refused, REQUEST EDIT opening version 2 at once
// with the area manager's notification, Agree, send again, Refuse locking the opened version again.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchToday } from '../../src/domain/branches';
import { addDays } from '../../src/domain/dates';
import { startTestServer, type TestServer } from '../support/server';
import { startSmtp } from '../support/smtp';
import { hotelRow, mimeParts, rcCalls, serviceRow } from './rc-support';
import { mgrCalls, plan, receptionSum, report, STALE_SAVE } from './manager-support';
import { notificationApi } from '../../src/contract/notification';
import { managerApi } from '../../src/contract/manager';
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
}
const notes = async (token: string): Promise<Note[]> =>
  (await rcCalls(s).get(token, pathTo(notificationApi.list, {}))).json().data;

describe('the life of a manager report day', () => {
  it('saves, sends a mail, refuses a stale save, and reopens through REQUEST EDIT answered by the area manager', async () => {
    const day = '2031-05-12';
    const link = `/manager_sum/1/${day}/current`;
    const mgr = mgrCalls(s);
    const reception = (await s.login('reception.tvl1@sumbook.test')).token;
    const manager = (await s.login('manager.tvl1@sumbook.test')).token;
    const area = (await s.login('areamanager.hcm@sumbook.test')).token;
    await receptionSum(s, reception, 1, day, [hotelRow('h1', day), serviceRow('s1')]);
    await plan(s, 1, '2031-05', [['201', 12, 1_000_000]]);

    const mailed = smtp.mails.length; // the reception sum's own mail
    const made = (await mgr.make(manager, 1, day)).json().data.content[0];
    made.lines.m70.note = '<script>alert(1)</script> & co';
    const first = await mgr.save(manager, 1, { day, version: 1, revision: 0, content: [made] });
    expect(first.statusCode).toBe(201);
    const second = await mgr.save(manager, 1, { day, version: 1, revision: 1, content: [made] });
    expect(second.json().data).toMatchObject({ version: 1, revision: 2, edit: true });
    const sent = await mgr.send(manager, 1, { day, version: 1, revision: 2, note: 'Quiet <b>day</b>' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 1,
      msg: 'SUCCESS SENT REPORT DATA',
      data: { edit: false, version: 1 },
    });

    expect(smtp.mails).toHaveLength(mailed + 1);
    expect(smtp.mails[mailed].to).toEqual(['areamanager.hcm@sumbook.test']);
    expect(smtp.mails[mailed].raw).toContain(`MAN SUM TVL1 ${day} v1`);
    const parts = mimeParts(smtp.mails[mailed].raw);
    const html = parts.find((p) => p.headers.includes('text/html'))?.body.toString('utf8') ?? '';
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
    expect(html).toContain('Quiet &lt;b&gt;day&lt;/b&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Today&#39;s Sales VND');
    expect(html).toContain('1,250,000'); // 1,000,000 room + 250,000 massage
    expect(html).toContain('Massage 70 min');
    const xlsx = parts.find((p) => p.headers.includes('spreadsheetml'));
    expect(xlsx?.headers).toContain(`tvl1_${day}_managersum_v1.xlsx`); // headers read lower-cased
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx?.body as unknown as ArrayBuffer);
    const rows = Array.from(wb.worksheets[0].getSheetValues(), (r) => (Array.isArray(r) ? r.slice(1) : []));
    expect(rows.find((r) => r[0] === "Today's Sales VND")?.[1]).toBe(1_250_000);
    expect(rows.find((r) => r[0] === 'Massage 70 min')).toEqual(
      expect.arrayContaining([250_000, '<script>alert(1)</script> & co']),
    );

    const stale = await mgr.save(manager, 1, { day, version: 1, revision: 3, content: [made] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(refusal(STALE_SAVE));

    const ask = await mgr.requestEdit(manager, 1, day, 1, 'Massage paid by card');
    expect(ask.statusCode).toBe(201);
    expect(ask.json().data).toMatchObject({ version: 2, revision: 0, edit: true });
    const request = (await notes(area)).find((n) => n.type === 1 && n.link === link);
    expect(request).toMatchObject({ isread: false, answer: '' });
    expect(request?.Conent).toContain('Massage paid by card');
    const kept = await s.db
      .selectFrom('notifications')
      .select(['role', 'branch'])
      .where('id', '=', request?.id ?? 0)
      .executeTakeFirst();
    expect(kept).toEqual({ role: 6, branch: 1 });
    // The version is open at once: the manager saves it before any answer.
    expect((await mgr.save(manager, 1, { day, version: 2, revision: 0, content: [made] })).statusCode).toBe(200);

    const agree = await rcCalls(s).patch(area, pathTo(notificationApi.update, { id: String(request?.id) }), {
      isread: true,
      answer: 'Agree change sum',
    });
    expect(agree.statusCode).toBe(200);
    expect(agree.json()).toMatchObject({ status: 1, version: 2 });
    expect((await notes(manager)).find((n) => n.type === 4 && n.link === link)?.Conent).toContain('Agree change sum');
    expect((await mgr.view(manager, 1, day)).json().data).toMatchObject({ version: 2, revision: 1, edit: true });
    expect((await mgr.send(manager, 1, { day, version: 2, revision: 1 })).statusCode).toBe(200);
    expect(smtp.mails).toHaveLength(mailed + 2);
    expect(smtp.mails[mailed + 1].raw).toContain(`MAN SUM TVL1 ${day} v2`);

    // A second request opens version 3; the area manager refuses it: version 3 is locked again, as it stands.
    expect((await mgr.requestEdit(manager, 1, day, 2)).json().data.version).toBe(3);
    const again = (await notes(area)).find((n) => n.type === 1 && n.link === link && n.answer === '');
    const refuse = await rcCalls(s).patch(area, pathTo(notificationApi.update, { id: String(again?.id) }), {
      isread: true,
      answer: 'refuse',
    });
    expect(refuse.statusCode).toBe(200);
    expect((await mgr.get(manager, pathTo(managerApi.numberVersion, { branchId: 1, x: day }))).json()).toEqual({
      status: 1,
      numberVersion: 3,
      editInLastVersion: false,
    });
    const late = await mgr.save(manager, 1, { day, version: 3, revision: 0, content: [made] });
    expect(late.json().msg).toBe(STALE_SAVE);

    // A locked last version can also be opened directly as a new version.
    expect((await mgr.newVersion(manager, 1, day, 2)).statusCode).toBe(409);
    const v4 = await mgr.newVersion(manager, 1, day, 3);
    expect(v4.statusCode).toBe(201);
    expect(v4.json().data).toMatchObject({ version: 4, edit: true });
    expect((await mgr.get(manager, pathTo(managerApi.viewList, { branchId: 1, x: '2031-05' }))).json().data).toEqual([
      { day, version: 1, edit: false },
      { day, version: 2, edit: false },
      { day, version: 3, edit: false },
      { day, version: 4, edit: true },
    ]);
    const v1 = (await mgr.view(manager, 1, day, 1)).json();
    expect(v1).toMatchObject({ msg: 'ok', data: { version: 1, edit: false, sentBy: 'Vo Thanh Tam' } });
    expect((await mgr.view(manager, 1, day, 9)).json()).toMatchObject({ status: 1, msg: 'null' });

    const trail = await s.db.selectFrom('audit').select('action').where('target', 'like', `man:1:${day}:%`).execute();
    expect(trail.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'man.save',
        'man.send',
        'man.request_edit',
        'man.edit_request_refuse',
        'man.new_version',
      ]),
    );
  });

  it('mails the CEO for a branch whose area has no area manager', async () => {
    const day = '2031-05-20';
    const reception = (await s.login('reception.hbt1@sumbook.test')).token;
    const manager = (await s.login('manager.hbt1@sumbook.test')).token;
    await receptionSum(s, reception, 3, day, [hotelRow('h1', day)]);
    await plan(s, 3, '2031-05');
    const mgr = mgrCalls(s);
    expect((await mgr.save(manager, 3, { day, version: 1, revision: 0, content: [report({})] })).statusCode).toBe(201);
    const before = smtp.mails.length;
    expect((await mgr.send(manager, 3, { day, version: 1, revision: 1 })).statusCode).toBe(200);
    expect(smtp.mails[before].to).toEqual(['ceo@sumbook.test']);
  });

  it('shows a past day being edited as "editing" to a user who may not write it (the seeded open version 2)', async () => {
    const day = addDays(branchToday(1), -2);
    const area = (await s.login('areamanager.hcm@sumbook.test')).token;
    const manager = (await s.login('manager.tvl1@sumbook.test')).token;
    expect((await mgrCalls(s).view(area, 1, day)).json()).toEqual({ status: 1, msg: 'editing', version: 2 });
    expect((await mgrCalls(s).get(area, pathTo(managerApi.viewReport, { branchId: 1, x: day }))).json()).toEqual({
      status: 1,
      msg: 'editing',
      version: 2,
    });
    expect((await mgrCalls(s).view(manager, 1, day)).json()).toMatchObject({
      msg: 'ok',
      data: { version: 2, edit: true },
    });
    expect((await mgrCalls(s).view(area, 1, day, 1)).json()).toMatchObject({
      msg: 'ok',
      data: { version: 1, edit: false },
    });
    const waiting = (await notes(area)).find((n) => n.type === 1 && n.link === `/manager_sum/1/${day}/current`);
    expect(waiting).toMatchObject({ isread: false, answer: '' });
  });
});
