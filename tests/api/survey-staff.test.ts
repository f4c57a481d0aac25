// The staff side of the survey against the real server: the month's figures worked out by hand, the reply
// window, stale replies, edits by roles 1 and 7, the survey sheet, the report mail through a real SMTP
// server (table, comments with notes, chart image), untrusted text escaped, branch scope.
import ExcelJS from 'exceljs';
import { barBox } from '../../src/server/modules/survey/chart-png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchToday } from '../../src/domain/branches';
import { previousMonth } from '../../src/domain/dates';
import { startTestServer, type TestServer } from '../support/server';
import { simpleParser, startSmtp } from '../support/smtp';
import { q5, SUP_HBT1 } from './survey-support';
import { surveyApi } from '../../src/contract/survey';
import { apiUrl } from '../support/api-path';
import { decodePng, PNG_SIGNATURE } from '../support/png-decode';
import { mailHeader } from '../support/mail-parse';
import { mimeParts } from './rc-support';

let s: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const tok: Record<string, string> = {};
const thisMonth = branchToday(3).slice(0, 7);
const lastMonth = previousMonth(thisMonth);
const oldMonth = previousMonth(lastMonth);
const XSS = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';

async function entry(day: string, scores: Record<number, number>, extra: Record<string, unknown> = {}, branch = 3) {
  const { kind = 'guest', opinion = '', source = 'roomScan', status = 'True', generation = 'new', ...answers } = extra;
  const res = await s.db
    .insertInto('survey_entries')
    .values({
      branch_id: branch,
      generation: generation as string,
      kind: kind as string,
      day,
      time: '09:30',
      room: '201',
      source: source as string,
      lang: 'ja',
      status: status as string,
      answers: JSON.stringify({ q5: q5(scores), ...answers }),
      opinion: opinion as string,
      sup_feedback: '',
      note_change: '',
      rev: 1,
      token_id: 'test',
      dedupe_key: null,
      created_at: '',
      updated_at: '',
      updated_by: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(res.id);
}
const get = (who: string, url: string) => s.app.inject({ method: 'GET', url, headers: s.auth(tok[who]) });
const send = (who: string, method: 'POST' | 'PATCH', url: string, payload: object) =>
  s.app.inject({ method, url, headers: s.auth(tok[who]), payload });

beforeAll(async () => {
  smtp = await startSmtp();
  s = await startTestServer({ smtpUrl: smtp.url });
  for (const [k, email] of Object.entries({
    sup: SUP_HBT1,
    mgr: 'manager.hbt1@sumbook.test',
    rc: 'reception.hbt1@sumbook.test',
    rcTvl: 'reception.tvl1@sumbook.test',
    admin: 'admin@sumbook.test',
    ceo: 'ceo@sumbook.test',
  }))
    tok[k] = (await s.login(email)).token;
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

describe('the month, worked out by hand (February 2026: 28 days, no week 5)', () => {
  beforeAll(async () => {
    await entry('2026-02-01', { 1: 4, 3: 5, 4: 4, 5: 3, 6: 2, 7: 5 }, { q8: 'Dusty room', source: 'roomScan' });
    await entry('2026-02-07', { 1: 5, 3: 4, 5: 4, 6: 3 }, { source: 'tabletInput', q7: 'no' });
    await entry('2026-02-08', { 0: 1, 2: 4, 5: 5, 6: 5, 7: 4 }, { source: 'tabletScan' });
    await entry('2026-02-28', { 1: 2 }, { source: 'app' });
    await entry('2026-02-20', { 1: 1 }, { status: 'False' });
    await entry('2026-02-10', {}, { kind: 'roten', opinion: 'Too hot' });
    await entry('2026-01-15', { 1: 3 }, {});
  });
  it('weeks, counts, department averages and counts by source', async () => {
    const res = await get('sup', apiUrl(surveyApi.getNewSurvey, { branch: 3, month: '2026-02', loadWith: 'all' }));
    expect(res.statusCode).toBe(200);
    const r = res.json().data.report;
    expect(
      r.weeks.map((w: { start: string; end: string; count: number }) => [w.start.slice(8), w.end.slice(8), w.count]),
    ).toEqual([
      ['01', '07', 2],
      ['08', '14', 1],
      ['15', '21', 0],
      ['22', '28', 1],
    ]);
    expect(r.total.count).toBe(4);
    expect(r.weeks[0].averageWeek).toMatchObject({ reception: 4.5, kitchen: 4.33, hk: 3.4 }); // (4+5)/2; (5+4+4)/3; (3+2+5+4+3)/5
    expect(r.total.averageWeek).toMatchObject({ reception: 3.67, azuman: 4, hk: 3.88 }); // (4+5+2)/3; 4/1; (3+2+5+4+3+5+5+4)/8
    expect(r.total.sumTypeSurvey).toEqual({ app: 1, room: 1, public1: 1, public2: 1, badPoint: 3, notCome: 1 });
    expect(r.oldMonth).toMatchObject({ count: 1 });
    expect(r.rotenGuestOpinion.map((o: { text: string }) => o.text)).toEqual(['Too hot']);
    expect(res.json().data.canReply).toBe(false); // February 2026 is outside the window
  });
  it('the source filter and the generations are separate', async () => {
    const only = (
      await get('sup', apiUrl(surveyApi.getNewSurvey, { branch: 3, month: '2026-02', loadWith: 'app' }))
    ).json().data;
    expect(only.entries.map((e: { source: string }) => e.source)).toEqual(['app']);
    const old = await get('sup', apiUrl(surveyApi.getSurvey, { branch: 3, month: '2026-02', loadWith: 'all' }));
    expect(old.json()).toMatchObject({ msg: 'null', data: { generation: 'old', entries: [] } });
  });
  it('the survey sheet: header row and one row per entry with the ten scores, red at 2 or less', async () => {
    const res = await get('mgr', apiUrl(surveyApi.downSurvey, { branch: 3, loadWith: 'all', date: '2026-02' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('HBT1_2026-02_Survey.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(2).getCell(1).value).toBe('Date');
    expect(ws.getRow(2).getCell(8).value).toBe('Q5 Room rate');
    expect(ws.getRow(2).getCell(17).value).toBe('Q5 Massage');
    expect(ws.rowCount).toBe(2 + 6);
    const first = ws.getRow(3);
    expect(first.getCell(1).value).toBe('2026-02-01');
    expect(first.getCell(9).value).toBe(4);
    expect(first.getCell(14).font?.color?.argb).toBe('FFFF0000'); // room cleanliness 2
  });
});

describe('replies: role 3, current and previous month only, based on the rev read', () => {
  let id = 0;
  let oldId = 0;
  beforeAll(async () => {
    id = await entry(`${lastMonth}-03`, { 1: 1 }, { q8: XSS });
    oldId = await entry(`${oldMonth}-03`, { 1: 1 }, { q8: 'old' });
  });
  const reply = (who: string, month: string, survey: number, value: string, baseRev: number) =>
    send(who, 'POST', apiUrl(surveyApi.updateNoteNew, { branch: 3, month }), { survey, value, baseRev });
  it('the supervisor replies in the previous month; the entry comes back verbatim as data', async () => {
    const res = await reply('sup', lastMonth, id, 'We cleaned the room', 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: 'Update Success', data: { supFeedback: 'We cleaned the room', rev: 2 } });
    const month = (
      await get('sup', apiUrl(surveyApi.getNewSurvey, { branch: 3, month: lastMonth, loadWith: 'all' }))
    ).json().data;
    expect(month.canReply).toBe(true);
    expect(month.entries.find((e: { id: number }) => e.id === id).answers.q8).toBe(XSS);
  });
  it('a stale reply is refused with the entry as it is now', async () => {
    const res = await reply('sup', lastMonth, id, 'Other text', 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      msg: "Can't EDIT report, please reload page and check again.",
      current: { supFeedback: 'We cleaned the room', rev: 2 },
    });
  });
  it('two months back, other roles, other branches: refused', async () => {
    expect((await reply('sup', oldMonth, oldId, 'late', 1)).statusCode).toBe(403);
    expect((await reply('mgr', lastMonth, id, 'x', 2)).statusCode).toBe(403);
    expect((await reply('ceo', lastMonth, id, 'x', 2)).statusCode).toBe(403);
    expect(
      (
        await send('sup', 'POST', apiUrl(surveyApi.updateNoteNew, { branch: 1, month: lastMonth }), {
          survey: id,
          value: 'x',
          baseRev: 2,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await get('rc', apiUrl(surveyApi.getNewSurvey, { branch: 1, month: '2026-02', loadWith: 'all' }))).statusCode,
    ).toBe(403);
    expect(
      (await get('rcTvl', apiUrl(surveyApi.getNewSurvey, { branch: 1, month: '2026-02', loadWith: 'all' }))).statusCode,
    ).toBe(200);
  });
});

describe('edits by roles 1 and 7', () => {
  let id = 0;
  beforeAll(async () => {
    id = await entry(`${thisMonth}-01`, { 1: 3 }, { q8: 'ok' });
  });
  it('status and answers change; nothing changed says so; other roles may not', async () => {
    const patch = (who: string, body: object) =>
      send(who, 'PATCH', apiUrl(surveyApi.editSurvey, { branch: 3, id }), body);
    expect((await patch('sup', { baseRev: 1, status: 'False' })).statusCode).toBe(403);
    const ok = await patch('admin', { baseRev: 1, status: 'False' });
    expect(ok.json()).toMatchObject({ data: { status: 'False', rev: 2 } });
    const same = await patch('ceo', { baseRev: 2, status: 'False' });
    expect(same.statusCode).toBe(422);
    expect(same.json().msg).toBe('No data has been updated');
    const answers = await patch('ceo', { baseRev: 2, answers: { q5: q5({ 1: 2 }, { 1: ['x'] }), q8: 'edited' } });
    expect(answers.json().data.answers.q5[1]).toEqual({ score: 2, improve: [], other: '' });
    const week = await send('ceo', 'PATCH', apiUrl(surveyApi.editSurveyWeek, { branch: 3 }), {
      data: { status: 'True' },
      listSelect: [id],
      week: 'week1',
      date: thisMonth,
    });
    expect(week.json()).toMatchObject({ changed: 1 });
    const again = await send('ceo', 'PATCH', apiUrl(surveyApi.editSurveyWeek, { branch: 3 }), {
      data: { status: 'True' },
      listSelect: [id],
      week: 'week1',
      date: thisMonth,
    });
    expect(again.statusCode).toBe(422);
  });
});

describe('the report mail', () => {
  let xssId = 0;
  beforeAll(async () => {
    xssId = await entry(`${thisMonth}-01`, { 1: 5, 3: 4 }, { q8: XSS });
    await send('sup', 'POST', apiUrl(surveyApi.updateNoteNew, { branch: 3, month: thisMonth }), {
      survey: xssId,
      value: 'Note <b>bold</b>',
      baseRev: 1,
    });
  });
  const mail = (who: string, body: object) =>
    send(who, 'POST', apiUrl(surveyApi.sendMail, {}), {
      branchId: 3,
      monthReport: thisMonth,
      maker: 'Lan',
      note: '',
      sendReportDate: 'Week 1',
      ...body,
    });
  it('maker required, letters only; Month needs a note; only role 3 in the window', async () => {
    expect((await mail('sup', { maker: '  ' })).json().msg).toBe('Please input maker name!');
    expect((await mail('sup', { maker: 'Lan2' })).json().msg).toBe('Please input maker name!');
    expect((await mail('sup', { sendReportDate: 'Month' })).json().msg).toBe('Please input note!');
    expect((await mail('sup', { sendReportDate: 'Week 9' })).statusCode).toBe(400);
    expect((await mail('mgr', {})).statusCode).toBe(403);
    expect((await mail('sup', { monthReport: oldMonth })).statusCode).toBe(403);
    expect((await mail('sup', { branchId: 1 })).statusCode).toBe(403);
    expect(smtp.mails).toHaveLength(0);
  });
  it('delivered through SMTP: score table, comments with the note (escaped) and the chart image', async () => {
    const res = await mail('sup', { maker: '  Nguyen  Lan ', note: 'All good' });
    expect(res.json()).toEqual({ status: 1, msg: 'Success sent mail' });
    expect(smtp.mails).toHaveLength(1);
    const m = smtp.mails[0];
    expect(m.to).toEqual(expect.arrayContaining(['manager.hbt1@sumbook.test', 'ceo@sumbook.test']));
    const body = simpleParser(m.raw);
    // The HTML part (the plain-text part carries the guest's text as plain text, which no client renders).
    const html = /Content-Type: text\/html[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(body)?.[1] ?? '';
    expect(html).toContain('<table');
    expect(body).toContain('SURVEY REPORT HBT1');
    expect(body).toContain('Maker: Nguyen Lan');
    for (const dep of ['Reception', 'Azuman', 'Kitchen', 'HouseKeeping', 'Roten'])
      expect(body).toContain(`>${dep}</th>`);
    expect(body).not.toContain('>Server</th>'); // branch 11 only
    expect(body).not.toContain('>Massage</th>'); // branch 3 has no massage
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Note &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toMatch(/src="cid:survey-chart@sumbook"/);
    expect(m.raw).toMatch(/Content-Type: image\/png/i);
    expect(m.raw).toMatch(/Content-ID: <survey-chart@sumbook>/i);
    const png = Buffer.from(
      /Content-ID: <survey-chart@sumbook>[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i
        .exec(m.raw)?.[1]
        .replace(/\s/g, '') ?? '',
      'base64',
    );
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const sent = (
      await get('sup', apiUrl(surveyApi.getNewSurvey, { branch: 3, month: thisMonth, loadWith: 'all' }))
    ).json().data.sent;
    expect(sent).toEqual([expect.objectContaining({ period: 'Week 1', maker: 'Nguyen Lan', note: 'All good' })]);
  });
  it("a Japanese manager gets the report in Japanese, its chart too; the other readers' mail stays English", async () => {
    await s.db.updateTable('users').set({ lang: 'ja' }).where('email', '=', 'manager.hbt1@sumbook.test').execute();
    try {
      const before = smtp.mails.length;
      expect((await mail('sup', { maker: 'Lan', note: 'All good' })).statusCode).toBe(200);
      expect(smtp.mails).toHaveLength(before + 2);
      // One mail per language (in the order the readers come from the database).
      const sent = smtp.mails.slice(before);
      const ja = sent.find((m) => m.to.includes('manager.hbt1@sumbook.test')) ?? sent[0];
      const en = sent.find((m) => m !== ja) ?? sent[1];
      expect(ja.to).toEqual(['manager.hbt1@sumbook.test']);
      expect(en.to).toContain('ceo@sumbook.test');
      expect(en.to).not.toContain('manager.hbt1@sumbook.test');
      expect(mailHeader(ja.raw, 'Subject')).toBe(`[Sumbook] アンケートレポート HBT1 ${thisMonth} 第1週`);
      expect(mailHeader(en.raw, 'Subject')).toBe(`[Sumbook] SURVEY REPORT HBT1 ${thisMonth} Week 1`);
      const html =
        mimeParts(ja.raw)
          .find((p) => p.headers.includes('text/html'))
          ?.body.toString('utf8') ?? '';
      for (const dep of ['フロント', 'キッチン', 'ハウスキーピング', '露天風呂'])
        expect(html).toContain(`>${dep}</th>`);
      expect(html).toContain('作成者：Lan。');
      const chart = mimeParts(ja.raw).find((p) => p.headers.includes('image/png'))?.body ?? Buffer.alloc(0);
      const image = decodePng(chart);
      expect([image.width, image.height]).toEqual([900, 420]);
    } finally {
      await s.db.updateTable('users').set({ lang: null }).where('email', '=', 'manager.hbt1@sumbook.test').execute();
    }
  });
  it('a mail that fails answers "Error Send Mail" and keeps the report recorded; a repeat records it once', async () => {
    const t = await startTestServer({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const sup = (await t.login(SUP_HBT1)).token;
      const sendIt = () =>
        t.app.inject({
          method: 'POST',
          url: apiUrl(surveyApi.sendMail, {}),
          headers: t.auth(sup),
          payload: { branchId: 0, monthReport: thisMonth, maker: 'Lan', sendReportDate: 'Week 1' },
        });
      for (let i = 0; i < 2; i++) {
        const res = await sendIt();
        expect(res.statusCode).toBe(502);
        expect(res.json().msg).toBe('Error Send Mail');
      }
      // Recorded (committed before the mail) once, its mail still pending; each failure audited.
      expect(await t.db.selectFrom('survey_reports').select(['period', 'mailed']).execute()).toEqual([
        { period: 'Week 1', mailed: 0 },
      ]);
      const actions = (
        await t.db.selectFrom('audit').select('action').where('action', 'like', 'survey.send%').execute()
      )
        .map((a) => a.action)
        .sort();
      expect(actions).toEqual(['survey.send', 'survey.send_mail_failed', 'survey.send_mail_failed']);
    } finally {
      await t.close();
    }
  });
  it('make_chart answers a PNG whose bars are drawn', async () => {
    const res = await send('sup', 'POST', apiUrl(surveyApi.makeChart, {}), {
      title: 'Test',
      labels: ['Reception', 'Kitchen'],
      datasets: [{ label: 'Week 1', data: [4, 2.5] }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.rawPayload;
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const image = decodePng(png);
    expect([image.width, image.height]).toEqual([900, 420]);
    const bar = barBox({ title: '', labels: ['Reception', 'Kitchen'], datasets: [{ label: '', data: [] }] }, 0, 0, 4);
    expect(image.pixel(bar.x + 2, bar.y + bar.h - 2)).toEqual([0x36, 0xa2, 0xeb]);
  });
});
