// The support mail (spec 3 sections 2, 7 Admin, 8): CEO and admin only; the Excel import's preview and
// refusals; the test mail; a job delivered once per address through a real SMTP server; a refused address
// retried alone; a job resumed by a new server on the same data after the first one closed mid-send; the
// audit trail of every test send, job and retry.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECIPIENTS, TEST_FAILED, TEST_SENT, TOO_MANY_RECIPIENTS } from '../../src/domain/support-mail';
import { buildApp, type BuiltApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrate, openDatabase, type Db } from '../../src/server/db/connection';
import { mayHaveArrived } from '../../src/server/modules/support-mail/compose';
import { createJob, finishIfDone, isRunningTwinViolation, listHash } from '../../src/server/modules/support-mail/jobs';
import { copySqliteTemplate } from '../support/api-db';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/server';
import { simpleParser, startSmtp } from '../support/smtp';
import { userApi } from '../../src/contract/user';
import { supportMailApi } from '../../src/contract/support-mail';
import { apiUrl, pathTo } from '../support/api-path';
import { refusal } from '../support/refusal';

type Smtp = Awaited<ReturnType<typeof startSmtp>>;
type App = BuiltApp['app'];

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Guests');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const upload = (app: App, token: string, body: Buffer) =>
  app.inject({
    method: 'POST',
    url: apiUrl(supportMailApi.importList, {}),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    payload: body,
  });
const post = (app: App, token: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, payload });
const get = (app: App, token: string, url: string) =>
  app.inject({ url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });

async function login(app: App, email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: apiUrl(userApi.login, {}),
    payload: { email, password: DEMO_PASSWORD },
  });
  return String(res.json().access_token);
}

interface Counts {
  pending: number;
  sending: number;
  sent: number;
  failed: number;
  unconfirmed: number;
}
async function waitJob(app: App, token: string, id: number, until: (c: Counts, state: string) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await get(app, token, pathTo(supportMailApi.job, { jobId: id }));
    expect(res.statusCode).toBe(200);
    const job = res.json().job as { state: string; counts: Counts };
    if (until(job.counts, job.state)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} stuck: ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
const done = (_c: Counts, state: string) => state === 'done';

/** Deliveries per address (lower case) in the catcher. */
function deliveries(smtp: Smtp): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of smtp.mails) for (const to of m.to) out.set(to.toLowerCase(), (out.get(to.toLowerCase()) ?? 0) + 1);
  return out;
}
const people = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => ({ name: `Guest ${prefix} ${i + 1}`, email: `${prefix}${i + 1}@guest.test` }));

describe('support mail on one server', () => {
  let s: TestServer;
  let smtp: Smtp;
  let bounce = true;
  let admin = '';
  let ceo = '';
  beforeAll(async () => {
    smtp = await startSmtp({ reject: (a) => bounce && a === 'bounce@partner.test' });
    s = await startTestServer({ smtpUrl: smtp.url });
    admin = (await s.login('admin@sumbook.test')).token;
    ceo = (await s.login('ceo@sumbook.test')).token;
  });
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });

  it('answers only the CEO and the admin on every call', async () => {
    const calls: [string, string, object | Buffer | undefined][] = [
      ['POST', pathTo(supportMailApi.importList, {}), Buffer.from('x')],
      ['POST', pathTo(supportMailApi.sendTest, {}), { mailTo: 'a@b.test' }],
      [
        'POST',
        pathTo(supportMailApi.sendToList, { kind: 'guest' }),
        { recipients: [{ name: 'A', email: 'a@b.test' }] },
      ],
      ['POST', pathTo(supportMailApi.retry, { jobId: 1 }), {}],
      ['GET', pathTo(supportMailApi.job, { jobId: 1 }), undefined],
      ['GET', pathTo(supportMailApi.recipients, { jobId: 1 }), undefined],
      ['GET', pathTo(supportMailApi.jobs, {}), undefined],
    ];
    const others = await Promise.all(
      ['reception.hbt1@sumbook.test', 'manager.hbt1@sumbook.test', 'accchief@sumbook.test'].map(
        async (e) => (await s.login(e)).token,
      ),
    );
    for (const [method, url, payload] of calls) {
      const headers = Buffer.isBuffer(payload) ? { 'content-type': 'application/octet-stream' } : {};
      const none = await s.app.inject({ method: method as 'GET' | 'POST', url: `/api${url}`, payload, headers });
      expect(none.statusCode, `${method} ${url} without a token`).toBe(401);
      for (const token of others) {
        const res = await s.app.inject({
          method: method as 'GET' | 'POST',
          url: `/api${url}`,
          payload,
          headers: { ...headers, ...s.auth(token) },
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await get(s.app, ceo, pathTo(supportMailApi.jobs, {}))).statusCode).toBe(200);
    expect(smtp.mails).toHaveLength(0);
  });

  it('imports an .xlsx: invalid addresses flagged, duplicates removed, the other columns kept', async () => {
    const file = await xlsx([
      ['Name', 'E-mail', 'Room', 'Company'],
      ['Tanaka Ken', 'tanaka@guest.test', 305, 'JTB'],
      ['Bad One', 'not-an-address', 306, ''],
      [],
      ['Tanaka again', ' TANAKA@guest.test ', 307, ''],
      ['No Mail', '', 308, ''],
      ['Nguyen An', 'mailto:an@guest.test', 309, 'HIS'],
    ]);
    const res = await upload(s.app, admin, file);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.format).toBe('xlsx');
    expect(data.columns).toEqual(['Name', 'E-mail', 'Room', 'Company']);
    expect(data.duplicates).toEqual([5]);
    expect(data.invalid).toBe(2);
    expect(data.recipients.map((r: { email: string; problem?: string }) => [r.email, r.problem ?? ''])).toEqual([
      ['tanaka@guest.test', ''],
      ['not-an-address', 'Not a valid e-mail'],
      ['', 'No e-mail'],
      ['an@guest.test', ''],
    ]);
    expect(data.recipients[0]).toMatchObject({ row: 2, name: 'Tanaka Ken', extra: { Room: '305', Company: 'JTB' } });
  });

  it('imports a legacy .xls and a sheet without a header row', async () => {
    const X = await import('@e965/xlsx');
    const wb = X.utils.book_new();
    X.utils.book_append_sheet(
      wb,
      X.utils.aoa_to_sheet([
        ['Ms Lan', 'lan@guest.test'],
        ['Mr Minh', 'minh@guest.test'],
      ]),
      'List',
    );
    const res = await upload(s.app, admin, X.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.format).toBe('xls');
    expect(data.recipients.map((r: { name: string }) => r.name)).toEqual(['Ms Lan', 'Mr Minh']);
  });

  it('refuses what is not an Excel list, and changes nothing', async () => {
    const text = await upload(s.app, admin, Buffer.from('name,email\nA,a@b.test\n'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual(refusal('Please select only excel file types'));
    const empty = await upload(s.app, admin, Buffer.alloc(0));
    expect(empty.json().msg).toBe('Please select only excel file types');
    const onlyHeader = await upload(s.app, admin, await xlsx([['Name', 'E-mail']]));
    expect(onlyHeader.statusCode).toBe(422);
    expect(onlyHeader.json().msg).toMatch(/no recipients/);
    const noMail = await upload(
      s.app,
      admin,
      await xlsx([
        ['Name', 'Room'],
        ['A', 1],
      ]),
    );
    expect(noMail.statusCode).toBe(422);
    expect(noMail.json().msg).toMatch(/No e-mail column/);
    const badList = await post(s.app, admin, pathTo(supportMailApi.sendToList, { kind: 'guest' }), {
      recipients: [{ name: 'A', email: 'a@guest.test' }, { email: 'bad address' }],
    });
    expect(badList.statusCode).toBe(400);
    const emptyList = await post(s.app, admin, pathTo(supportMailApi.sendToList, { kind: 'guest' }), {
      recipients: [],
    });
    expect(emptyList.statusCode).toBe(400);
    const badKind = await post(s.app, admin, pathTo(supportMailApi.sendToList, { kind: 'spam' }), {
      recipients: people(1, 'k'),
    });
    expect(badKind.statusCode).toBe(400);
    expect((await get(s.app, admin, pathTo(supportMailApi.jobs, {}))).json().data).toEqual([]);
    expect(smtp.mails).toHaveLength(0);
  });

  it('refuses a formula cell as the accountant import does, naming the cell', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Guests');
    ws.addRow(['Name', 'E-mail']);
    ws.addRow(['Ms Lan', 'lan@guest.test']);
    ws.getCell('B3').value = { formula: 'LOWER("MINH@GUEST.TEST")', result: 'minh@guest.test' };
    const res = await upload(s.app, admin, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('Formulas are not accepted: cell B3 holds =LOWER("MINH@GUEST.TEST")');
  });

  it('refuses a sheet longer than the limit, even when its duplicates keep the addresses under it', async () => {
    // 5,010 rows: 20 addresses twice (4,990 addresses in all), the last rows new ones. A sheet cut at the
    // limit would lose those last recipients without a word.
    const rows = [
      ['Name', 'E-mail'],
      ...Array.from({ length: 40 }, (_, i) => [`Twin ${i % 20}`, `twin${i % 20}@guest.test`]),
      ...Array.from({ length: 4970 }, (_, i) => [`Guest ${i}`, `g${i}@guest.test`]),
    ];
    expect(rows).toHaveLength(5011);
    const X = await import('@e965/xlsx');
    const wb = X.utils.book_new();
    X.utils.book_append_sheet(wb, X.utils.aoa_to_sheet(rows), 'List');
    for (const file of [await xlsx(rows), X.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer]) {
      const res = await upload(s.app, admin, file);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(refusal(TOO_MANY_RECIPIENTS));
    }
    // The header and exactly the limit: every row read, the last one included.
    const full = [['Name', 'E-mail'], ...Array.from({ length: MAX_RECIPIENTS }, (_, i) => [`G ${i}`, `f${i}@g.test`])];
    const ok = await upload(s.app, admin, await xlsx(full));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.recipients).toHaveLength(MAX_RECIPIENTS);
    expect(ok.json().data.recipients.at(-1).email).toBe(`f${MAX_RECIPIENTS - 1}@g.test`);
  });

  it('sends the fixed mail to a test address, with the first row’s name', async () => {
    const res = await post(s.app, admin, pathTo(supportMailApi.sendTest, {}), {
      mailFrom: 'support.desk@sumbook.test',
      mailTo: 'tester@sumbook.test',
      excelData: [{ name: 'Tanaka Ken', email: 'tanaka@guest.test' }],
    });
    expect(res.json()).toEqual({ status: 1, msg: TEST_SENT });
    const mail = smtp.mails.at(-1);
    expect(mail?.to).toEqual(['tester@sumbook.test']);
    const raw = simpleParser(mail?.raw ?? '');
    expect(raw).toContain('Subject: Thank you for staying with us');
    expect(raw).toContain('Dear Tanaka Ken,');
    expect(raw).toMatch(/Reply-To: support\.desk@sumbook\.test/);
    const refused = await post(s.app, admin, pathTo(supportMailApi.sendTest, {}), { mailTo: 'bounce@partner.test' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual(refusal(TEST_FAILED));
    const bad = await post(s.app, admin, pathTo(supportMailApi.sendTest, {}), { mailTo: 'nobody' });
    expect(bad.statusCode).toBe(400);
  });

  it('sends a job to every recipient once, answering at once with the job id', async () => {
    const list = people(12, 'n');
    const before = smtp.mails.length;
    const res = await post(s.app, admin, pathTo(supportMailApi.sendToList, { kind: 'partner' }), {
      recipients: [...list, { name: 'Twin', email: 'N3@GUEST.TEST' }],
    });
    expect(res.statusCode).toBe(201);
    const { jobId, duplicates, job } = res.json();
    expect(duplicates).toBe(1);
    expect(job).toMatchObject({ id: jobId, kind: 'partner', total: 12, createdBy: expect.any(String) });
    const end = await waitJob(s.app, admin, jobId, done);
    expect(end.counts).toEqual({ pending: 0, sending: 0, sent: 12, failed: 0, unconfirmed: 0 });
    const got = deliveries(smtp);
    for (const p of list) expect(got.get(p.email), p.email).toBe(1);
    expect(smtp.mails.length - before).toBe(12);
    const one = smtp.mails.find((m) => m.to[0] === 'n7@guest.test');
    expect(simpleParser(one?.raw ?? '')).toContain('Dear Guest n 7,');
    expect(one?.raw).toMatch(/Message-ID: <support-mail-\d+-\d+@/i);
    const rows = (await get(s.app, admin, `${pathTo(supportMailApi.recipients, { jobId })}?limit=5&offset=10`)).json();
    expect(rows.total).toBe(12);
    expect(rows.data).toHaveLength(2);
    expect(rows.data[0]).toMatchObject({ state: 'sent', attempts: 1, error: '' });
    expect((await get(s.app, admin, pathTo(supportMailApi.jobs, {}))).json().data[0].id).toBe(jobId);
  });

  it('records a refused address as failed; a retry sends only that one', async () => {
    const list = [...people(5, 'r'), { name: 'Bounce Co', email: 'bounce@partner.test' }];
    const res = await post(s.app, admin, pathTo(supportMailApi.sendToList, { kind: 'partner' }), { recipients: list });
    const { jobId } = res.json();
    const end = await waitJob(s.app, admin, jobId, done);
    expect(end.counts).toMatchObject({ sent: 5, failed: 1 });
    const failed = (await get(s.app, admin, `${pathTo(supportMailApi.recipients, { jobId })}?state=failed`)).json();
    expect(failed.data).toEqual([expect.objectContaining({ email: 'bounce@partner.test', state: 'failed' })]);
    expect(failed.data[0].error).toMatch(/550/);

    bounce = false;
    const before = smtp.mails.length;
    const retry = await post(s.app, admin, pathTo(supportMailApi.retry, { jobId }), {});
    expect(retry.json()).toMatchObject({ status: 1, queued: 1 });
    const again = await waitJob(s.app, admin, jobId, done);
    expect(again).toMatchObject({ counts: { sent: 6, failed: 0 }, retries: 1 });
    expect(smtp.mails.slice(before).map((m) => m.to)).toEqual([['bounce@partner.test']]);
    for (const p of people(5, 'r')) expect(deliveries(smtp).get(p.email)).toBe(1);
    const nothing = await post(s.app, admin, pathTo(supportMailApi.retry, { jobId }), {});
    expect(nothing.json()).toMatchObject({ queued: 0, msg: 'Nothing to send again' });
    expect((await get(s.app, admin, pathTo(supportMailApi.job, { jobId: 999999 }))).statusCode).toBe(404);
    expect((await post(s.app, admin, pathTo(supportMailApi.retry, { jobId: 999999 }), {})).statusCode).toBe(404);
  });

  it('audits every test send, job and retry with who did it', async () => {
    const rows = await s.db
      .selectFrom('audit')
      .select(['action', 'target', 'user_id', 'detail'])
      .where('action', 'like', 'support_mail.%')
      .orderBy('id')
      .execute();
    const actions = rows.map((r) => r.action);
    expect(actions.filter((a) => a === 'support_mail.test')).toHaveLength(2);
    expect(actions.filter((a) => a === 'support_mail.job')).toHaveLength(2);
    expect(actions.filter((a) => a === 'support_mail.retry')).toHaveLength(2);
    const adminId = (await s.login('admin@sumbook.test')).user.id;
    expect(rows.every((r) => r.user_id === adminId)).toBe(true);
    const job = rows.find((r) => r.action === 'support_mail.job');
    expect(JSON.parse(job?.detail ?? '{}')).toMatchObject({
      after: { kind: 'partner', recipients: 12, duplicates: 1 },
    });
    const test = rows.filter((r) => r.action === 'support_mail.test').map((r) => JSON.parse(r.detail));
    expect(test.map((d) => d.ok)).toEqual([true, false]);
  });
});

describe('two sends of the same list at once', () => {
  it('make one job: one 201, one 409', async () => {
    const smtp = await startSmtp();
    const s = await startTestServer({ smtpUrl: smtp.url });
    try {
      const token = (await s.login('admin@sumbook.test')).token;
      const list = people(30, 'c');
      const [a, b] = await Promise.all([
        post(s.app, token, pathTo(supportMailApi.sendToList, { kind: 'guest' }), { recipients: list }),
        post(s.app, token, pathTo(supportMailApi.sendToList, { kind: 'guest' }), { recipients: [...list].reverse() }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const refused = a.statusCode === 409 ? a : b;
      expect(refused.json().msg).toMatch(/^This list is already being sent/);
      const jobs = await s.db.selectFrom('support_mail_jobs').select(['id', 'total']).execute();
      expect(jobs).toEqual([{ id: expect.any(Number), total: 30 }]);
      await waitJob(s.app, token, jobs[0].id, done);
    } finally {
      await s.close();
      await smtp.close();
    }
  });
});

describe('a retry of a list sent again meanwhile', () => {
  it('is refused while the new job runs (one running job per list), and changes nothing', async () => {
    let bounce = true;
    const smtp = await startSmtp({ delayMs: 40, reject: (a) => bounce && a === 'bounce@partner.test' });
    const s = await startTestServer({ smtpUrl: smtp.url });
    try {
      const token = (await s.login('admin@sumbook.test')).token;
      const list = [...people(40, 'a'), { name: 'Bounce Co', email: 'bounce@partner.test' }];
      const first = (
        await post(s.app, token, pathTo(supportMailApi.sendToList, { kind: 'partner' }), { recipients: list })
      ).json();
      await waitJob(s.app, token, first.jobId, done);
      bounce = false;
      const second = await post(s.app, token, pathTo(supportMailApi.sendToList, { kind: 'partner' }), {
        recipients: list,
      });
      expect(second.statusCode).toBe(201);
      const retry = await post(s.app, token, pathTo(supportMailApi.retry, { jobId: first.jobId }), {});
      expect(retry.statusCode).toBe(409);
      expect(retry.json().msg).toBe(
        `This list is already being sent (job ${second.json().jobId}): wait until it is done`,
      );
      const still = (await get(s.app, token, pathTo(supportMailApi.job, { jobId: first.jobId }))).json().job;
      expect(still).toMatchObject({ state: 'done', retries: 0, counts: { failed: 1, pending: 0 } });
      await waitJob(s.app, token, second.json().jobId, done);
      expect((await post(s.app, token, pathTo(supportMailApi.retry, { jobId: first.jobId }), {})).json().queued).toBe(
        1,
      );
      await waitJob(s.app, token, first.jobId, done);
    } finally {
      await s.close();
      await smtp.close();
    }
  });
});

describe('the queue in the database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sumbook-smqueue-'));
  const file = join(dir, 'queue.db');
  let db: Db;
  beforeAll(async () => {
    db = openDatabase(file);
    await migrate(db);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  const job = (list: { email: string }[]) => ({
    kind: 'guest' as const,
    hash: listHash('guest', list),
    replyTo: '',
    userId: 1,
    userName: 'Admin',
  });

  it('holds one running job per list (the index answers a send that passed the pre-check)', async () => {
    const list = people(3, 'u');
    const first = await createJob(db, job(list), list);
    const twin = await createJob(db, job(list), list).then(
      () => null,
      (err: unknown) => err,
    );
    expect(isRunningTwinViolation(twin)).toBe(true);
    // Once the first is done, the same list may be sent again; another list any time.
    await db.updateTable('support_mail_jobs').set({ state: 'done' }).where('id', '=', first).execute();
    await expect(createJob(db, job(list), list)).resolves.toBeGreaterThan(first);
    const other = people(2, 'o');
    await expect(createJob(db, job(other), other)).resolves.toBeGreaterThan(first);
  });

  it('never closes a job whose rows a retry made pending at the same moment', async () => {
    const list = people(3, 'f');
    const jobId = await createJob(db, job(list), list);
    await db.updateTable('support_mail_recipients').set({ state: 'failed' }).where('job_id', '=', jobId).execute();
    // A retry committed by another connection right after finishIfDone's first statement.
    const other = new SQLite(file);
    let fired = false;
    const racing = db.withPlugin({
      transformQuery: (a) => a.node,
      transformResult: async (a) => {
        if (!fired) {
          fired = true;
          other
            .prepare("UPDATE support_mail_recipients SET state = 'pending' WHERE job_id = ? AND state = 'failed'")
            .run(jobId);
          other.prepare("UPDATE support_mail_jobs SET state = 'running', finished_at = NULL WHERE id = ?").run(jobId);
        }
        return a.result;
      },
    });
    await finishIfDone(racing, jobId);
    other.close();
    const state = await db.selectFrom('support_mail_jobs').select('state').where('id', '=', jobId).executeTakeFirst();
    expect(state?.state).toBe('running');

    // Nothing left: done; a row still waiting: not.
    await db.updateTable('support_mail_recipients').set({ state: 'sent' }).where('job_id', '=', jobId).execute();
    await finishIfDone(db, jobId);
    const after = await db.selectFrom('support_mail_jobs').select('state').where('id', '=', jobId).executeTakeFirst();
    expect(after?.state).toBe('done');
    const waiting = people(2, 'w');
    const open = await createJob(db, job(waiting), waiting);
    await finishIfDone(db, open);
    const still = await db.selectFrom('support_mail_jobs').select('state').where('id', '=', open).executeTakeFirst();
    expect(still?.state).toBe('running');
  });
});

describe('a job resumed by a new server on the same data', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-supportmail-'));
  let smtp: Smtp;
  beforeAll(async () => {
    smtp = await startSmtp({ delayMs: 40 });
    // The seeded template (what the first start would make), so the first start does not seed again.
    copySqliteTemplate(dataDir);
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const start = () =>
    buildApp(loadConfig({ SEED: 'demo' }, { dataDir, smtpUrl: smtp.url }), { serveClient: false, checkAnswers: true });

  it('sends every recipient exactly once across the restart; a row left sending is not sent again unasked', async () => {
    const list = people(40, 'z');
    const first = await start();
    const token = await login(first.app, 'admin@sumbook.test');
    const res = await post(first.app, token, pathTo(supportMailApi.sendToList, { kind: 'guest' }), {
      recipients: list,
    });
    expect(res.statusCode).toBe(201);
    const { jobId } = res.json();
    const twin = await post(first.app, token, pathTo(supportMailApi.sendToList, { kind: 'guest' }), {
      recipients: [...list].reverse(),
    });
    expect(twin.statusCode).toBe(409);
    await waitJob(first.app, token, jobId, (c) => c.sent >= 5);
    await first.app.close();
    const sentBefore = smtp.mails.length;
    expect(sentBefore).toBeGreaterThanOrEqual(5);
    expect(sentBefore).toBeLessThan(39);

    // A crash in the middle of a send: one row the stopped server had marked 'sending' (here, not delivered).
    const file = new SQLite(join(dataDir, 'sumbook.db'));
    const left = file
      .prepare("SELECT id, email FROM support_mail_recipients WHERE job_id = ? AND state = 'pending' ORDER BY id DESC")
      .get(jobId) as { id: number; email: string };
    file.prepare("UPDATE support_mail_recipients SET state = 'sending' WHERE id = ?").run(left.id);
    file.close();

    const second = await start();
    try {
      const token2 = await login(second.app, 'admin@sumbook.test');
      const end = await waitJob(second.app, token2, jobId, done);
      expect(end.counts).toEqual({ pending: 0, sending: 0, sent: 39, failed: 0, unconfirmed: 1 });
      const unconfirmed = (
        await get(second.app, token2, `${pathTo(supportMailApi.recipients, { jobId })}?state=unconfirmed`)
      ).json();
      expect(unconfirmed.data.map((r: { email: string }) => r.email)).toEqual([left.email]);
      expect(unconfirmed.data[0].error).toMatch(/Not confirmed/);
      expect(deliveries(smtp).has(left.email)).toBe(false);

      // A plain retry leaves it; asked for, it is sent once.
      expect((await post(second.app, token2, pathTo(supportMailApi.retry, { jobId }), {})).json().queued).toBe(0);
      const resend = await post(second.app, token2, pathTo(supportMailApi.retry, { jobId }), { unconfirmed: true });
      expect(resend.json().queued).toBe(1);
      const all = await waitJob(second.app, token2, jobId, done);
      expect(all.counts).toMatchObject({ sent: 40, unconfirmed: 0 });
      const got = deliveries(smtp);
      for (const p of list) expect(got.get(p.email), p.email).toBe(1);
      expect(smtp.mails).toHaveLength(40);
    } finally {
      await second.app.close();
    }
  });
});

describe('a failed send that may have arrived', () => {
  it.each([
    [{ responseCode: 550, command: 'RCPT TO' }, false],
    [{ responseCode: 451, command: 'DATA' }, false],
    [{ code: 'ECONNECTION', command: 'CONN' }, false],
    [{ code: 'ETIMEDOUT', command: 'CONN' }, false],
    [{ code: 'ENOSPC' }, false],
    [{ code: 'ESOCKET', command: 'DATA' }, true],
    [{ code: 'ETIMEDOUT', command: 'DATA' }, true],
  ])('%o -> %s', (err, maybe) => expect(mayHaveArrived(err)).toBe(maybe));
});
