// The accountant day report: made from the day's sent reception sum (and refused while there is none or
// while reception still edits it), saved, sent with a mail to the area's accountant leader and the chief,
// locked, reopened as a new version, corrected after edit, and the stale refusals of the shared core.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates';
import { startTestServer, type TestServer } from '../support/server';
import { startSmtp } from '../support/smtp';
import {
  accCalls,
  accDay,
  EDIT_REFUSED,
  hotelRow,
  loginAll,
  NO_RIGHT,
  receptionSum,
  SAVE_REFUSED,
  SEND_REFUSED,
  serviceRow,
  type Who,
} from './acc-support';
import { freshDay, mimeParts, today } from './rc-support';
import { accApi } from '../../src/contract/acc';
import { notificationApi } from '../../src/contract/notification';
import { pathTo } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: Record<Who, string>;
beforeAll(async () => {
  smtp = await startSmtp();
  s = await startTestServer({ smtpUrl: smtp.url });
  t = await loginAll(s);
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

const countAcc = async (branch: number, day: string): Promise<number> =>
  (
    await s.db
      .selectFrom('documents')
      .select('id')
      .where('kind', '=', 'acc')
      .where('branch_id', '=', branch)
      .where('period', '=', day)
      .execute()
  ).length;

describe('a day report starts from the sent reception sum', () => {
  it('"Not Find Reception Sum - Can\'t make report" when the day has none, for view and save, storing nothing', async () => {
    const acc = accCalls(s);
    const day = freshDay();
    const view = await acc.view(t.accountant, 3, day);
    expect(view.statusCode).toBe(404);
    expect(view.json()).toEqual(refusal("Not Find Reception Sum - Can't make report"));
    const save = await acc.save(t.accountant, 3, { day, version: 1, revision: 0, content: [hotelRow('h1', day)] });
    expect(save.statusCode).toBe(404);
    expect(save.json().msg).toBe("Not Find Reception Sum - Can't make report");
    expect(await countAcc(3, day)).toBe(0);
  });

  it('"Reception Editing Sum - Can\'t make report" while reception still edits it', async () => {
    const acc = accCalls(s);
    const day = freshDay();
    await receptionSum(s, t.accountant, 3, day, [hotelRow('h1', day)], true);
    const view = await acc.view(t.accountant, 3, day);
    expect(view.statusCode).toBe(409);
    expect(view.json()).toEqual(refusal("Reception Editing Sum - Can't make report"));
    const save = await acc.save(t.accountant, 3, { day, version: 1, revision: 0, content: [] });
    expect(save.statusCode).toBe(409);
    expect(save.json().msg).toBe("Reception Editing Sum - Can't make report");
    expect(await countAcc(3, day)).toBe(0);
  });

  it('answers the sent reception rows as a new version 1, stored by the first save only', async () => {
    const acc = accCalls(s);
    const day = freshDay();
    const rows = [hotelRow('h1', day), serviceRow('s1'), hotelRow('d1', day, { action: 'DEBIT COMPANY', vnd: 0 })];
    await receptionSum(s, t.accountant, 3, day, rows);
    const fresh = await acc.view(t.leader, 3, day);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({
      status: 1,
      msg: 'new',
      data: { branchId: 3, day, version: 1, revision: 0, edit: true, maker: '', sentAt: null },
    });
    const data = fresh.json().data;
    expect(data.content.map((r: { ID: string; name: string }) => [r.ID, r.name])).toEqual([
      ['h1', 'TANAKA YUKI'],
      ['s1', 'SATO MAI'],
      ['d1', 'DEBIT_TANAKA YUKI'],
    ]);
    // 2 nights x 1,000,000 and a 250,000 massage; the DEBIT COMPANY row is left out of the totals.
    expect(data.totals).toMatchObject({
      sum_nights: 2,
      sum_amount: 2_000_000,
      sum_massage: 250_000,
      sum_vnd: 2_250_000,
    });
    expect(await countAcc(3, day)).toBe(0);

    const saved = await acc.save(t.accountant, 3, { day, version: 1, revision: 0, content: data.content });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      status: 1,
      msg: 'SUCCESS SAVE DATA',
      data: { version: 1, revision: 1, edit: true },
    });
    expect((await acc.view(t.accountant, 3, day)).json()).toMatchObject({
      msg: 'ok',
      data: { revision: 1, maker: 'Do Van Long' },
    });
    expect(await countAcc(3, day)).toBe(1);
    const again = await acc.save(t.accountant, 3, { day, version: 1, revision: 0, content: data.content });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(SAVE_REFUSED);
  });
});

describe('save, send, new version', () => {
  it('saves charges, refuses a stale save, blocks a send without rates, sends and mails the leader and the chief', async () => {
    const acc = accCalls(s);
    const day = freshDay();
    const made = await accDay(s, t.accountant, 3, day, [hotelRow('h1', day), hotelRow('h2', day, { HI: '700002' })]);
    const charged = [
      hotelRow('h1', day, { minibar: 90_000, telephone: 'Late check out', vnd: 2_090_000 }),
      hotelRow('h2', day, { HI: '700002', rate: 0 }),
    ];
    const second = await acc.save(t.accountant, 3, { day, version: 1, revision: made.revision, content: charged });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.content[0]).toMatchObject({
      minibar: 90_000,
      sub: 2_090_000,
      telephone: 'Late check out',
    });
    expect(second.json().data.totals).toMatchObject({ sum_sub: 4_090_000, sum_minibar: 90_000, sum_vnd: 4_090_000 });
    const stale = await acc.save(t.leader, 3, { day, version: 1, revision: made.revision, content: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(refusal(SAVE_REFUSED));
    expect((await acc.view(t.accountant, 3, day)).json().data.content).toHaveLength(2);

    const revision = second.json().data.revision;
    const noRate = await acc.send(t.accountant, 3, { day, version: 1, revision });
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().msg).toBe('You have 1 Hotel Invoice have not rate : 700002');
    const fixed = await acc.save(t.accountant, 3, {
      day,
      version: 1,
      revision,
      content: [charged[0], hotelRow('h2', day, { HI: '700002' })],
    });
    const staleSend = await acc.send(t.accountant, 3, { day, version: 1, revision });
    expect(staleSend.json()).toEqual(refusal(SEND_REFUSED));

    const mailsBefore = smtp.mails.length;
    const sent = await acc.send(t.accountant, 3, {
      day,
      version: 1,
      revision: fixed.json().data.revision,
      note: 'Cash checked',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      msg: 'SUCCESS SENT REPORT DATA',
      data: { edit: false, version: 1, sentBy: 'Do Van Long' },
    });
    expect(smtp.mails).toHaveLength(mailsBefore + 1);
    const mail = smtp.mails.at(-1);
    expect(mail?.to.sort()).toEqual(['accchief@sumbook.test', 'accleader.hanoi@sumbook.test']);
    expect(mail?.raw).toContain(`ACC SUM HBT1 ${day} v1`);
    const html =
      mimeParts(mail?.raw ?? '')
        .find((p) => p.headers.includes('text/html'))
        ?.body.toString('utf8') ?? '';
    expect(html).toContain('4,090,000');
    expect(html).toContain('Cash checked');

    const locked = await acc.save(t.accountant, 3, {
      day,
      version: 1,
      revision: sent.json().data.revision,
      content: [],
    });
    expect(locked.json()).toEqual(refusal(SAVE_REFUSED));
    const trail = await s.db.selectFrom('audit').select('action').where('target', 'like', `acc:3:${day}:%`).execute();
    expect(trail.map((a) => a.action)).toEqual(['acc.save', 'acc.save', 'acc.save', 'acc.send']);
  });

  it('a new version only from the locked last one, by the leader; the chief corrects a sent one in place; the accountant asks', async () => {
    const acc = accCalls(s);
    const day = freshDay();
    const made = await accDay(s, t.accountant, 3, day, [hotelRow('h1', day)]);
    expect((await acc.newVersion(t.leader, 3, day, 1)).json()).toEqual(refusal(EDIT_REFUSED));
    await acc.send(t.accountant, 3, { day, version: 1, revision: made.revision });
    const ask = await acc.post(t.accountant, pathTo(accApi.requestEdit, { branchId: 3 }), {
      day,
      version: 1,
      reason: 'Minibar missing',
    });
    expect(ask.statusCode).toBe(201);
    expect(ask.json().ids).toHaveLength(2);
    const notes = (await acc.get(t.leader, pathTo(notificationApi.list, {}))).json().data as {
      type: number;
      link: string;
      Conent: string;
    }[];
    expect(notes.find((n) => n.type === 1 && n.link === `/acc_make/3/${day}/current`)?.Conent).toContain(
      'Minibar missing',
    );

    const fix = await acc.afterEdit(t.chief, 3, {
      day,
      version: 1,
      revision: made.revision + 1,
      content: [hotelRow('h1', day, { room: '305' })],
    });
    expect(fix.statusCode).toBe(200);
    expect(fix.json()).toMatchObject({ msg: 'Update Success', data: { edit: false, content: [{ room: '305' }] } });
    expect((await acc.afterEdit(t.accountant, 3, { day, version: 1, revision: 0, content: [] })).statusCode).toBe(403);

    expect((await acc.newVersion(t.accountant, 3, day, 1)).json()).toEqual(refusal(NO_RIGHT));
    const v2 = await acc.newVersion(t.leader, 3, day, 1);
    expect(v2.statusCode).toBe(201);
    expect(v2.json().data).toMatchObject({ version: 2, revision: 0, edit: true, content: [{ room: '305' }] });
    expect((await acc.newVersion(t.leader, 3, day, 1)).json().msg).toBe(EDIT_REFUSED);
    expect((await acc.viewVersion(t.ceo, 3, day, 1)).json()).toMatchObject({
      msg: 'ok',
      data: { version: 1, edit: false },
    });
    expect((await acc.viewVersion(t.ceo, 3, day, 7)).json()).toEqual({ status: 1, msg: 'null' });
    const list = (await acc.checkVersion(t.accountant, 3, day)).json();
    expect(list.data.filter((v: { day: string }) => v.day === day)).toEqual([
      { day, version: 1, edit: false },
      { day, version: 2, edit: true },
    ]);
  });
});

describe('the edit request flow of the shared core', () => {
  it("the leader agrees to the accountant's request: version 2 opens, the accountant is told", async () => {
    const acc = accCalls(s);
    const day = freshDay();
    const made = await accDay(s, t.accountant, 3, day, [hotelRow('h1', day)]);
    await acc.send(t.accountant, 3, { day, version: 1, revision: made.revision });
    const ask = await acc.post(t.accountant, pathTo(accApi.requestEdit, { branchId: 3 }), {
      day,
      version: 1,
      reason: 'Rate of 201',
    });
    const again = await acc.post(t.accountant, pathTo(accApi.requestEdit, { branchId: 3 }), { day, version: 1 });
    expect(again.statusCode).toBe(409);
    const agree = await acc.patch(t.leader, pathTo(notificationApi.update, { id: ask.json().ids[0] }), {
      isread: true,
      answer: 'Agree change sum',
    });
    expect(agree.statusCode).toBe(200);
    expect(agree.json()).toMatchObject({ status: 1, version: 2 });
    expect((await acc.view(t.accountant, 3, day)).json().data).toMatchObject({ version: 2, edit: true, revision: 0 });
    const told = (await acc.get(t.accountant, pathTo(notificationApi.list, {}))).json().data as {
      type: number;
      Conent: string;
    }[];
    expect(told.some((n) => n.type === 4 && n.Conent.includes('Agree change sum'))).toBe(true);
    const trail = await s.db.selectFrom('audit').select('action').where('target', '=', `acc:3:${day}:2`).execute();
    expect(trail.map((a) => a.action)).toEqual(['acc.edit_request_agree']);
  });
});

describe('the demo data', () => {
  it('has sent day reports for last month and the last two days still being edited, shown as "editing" to the CEO', async () => {
    const acc = accCalls(s);
    const yesterday = addDays(today(3), -1);
    expect((await acc.view(t.accountant, 3, yesterday)).json()).toMatchObject({ msg: 'ok', data: { edit: true } });
    expect((await acc.view(t.ceo, 3, yesterday)).json()).toEqual({ status: 1, msg: 'editing', version: 1 });
    const old = addDays(today(3), -20);
    expect((await acc.view(t.ceo, 3, old)).json()).toMatchObject({ msg: 'ok', data: { edit: false } });
  });
});
