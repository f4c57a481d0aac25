// npm run import-legacy (issue 32): hand-made exports of the old system, good and broken, imported into the real
// database of a test server; the dry run changes nothing and reports each refusal, the real run's rows read back
// through the REST API, and a second run duplicates nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rcApi } from '../../src/contract/rc';
import { accApi } from '../../src/contract/acc';
import { expectedApi } from '../../src/contract/expected';
import { surveyApi } from '../../src/contract/survey';
import { debitApi } from '../../src/contract/debit';
import { userApi } from '../../src/contract/user';
import { mailUsersWithoutPassword } from '../../src/server/tools/import-legacy/mail-users';
import { importLegacy } from '../../src/server/tools/import-legacy/run';
import { simpleParser } from '../support/mail-parse';
import { apiUrl } from '../support/api-path';
import { startTestServer, type TestServer } from '../support/server';
import { FIRST, goodAndBrokenExports, report, writeExports } from './import-legacy-support';

let s: TestServer;
let folder: string;
let room: string;

beforeAll(async () => {
  s = await startTestServer();
  room = (await s.ctx.db.selectFrom('rooms').select('number').where('branch_id', '=', 3).executeTakeFirstOrThrow())
    .number;
  folder = writeExports(goodAndBrokenExports(room));
});
afterAll(async () => {
  await s?.close();
});

const TABLES = [
  'documents',
  'rc_rows',
  'doc_rows',
  'users',
  'debits',
  'debit_history',
  'notifications',
  'survey_entries',
  'grid_cells',
  'grid_months',
  'legacy_ids',
  'audit',
] as const;

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) {
    const row = await s.ctx.db
      .selectFrom(t)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[t] = Number(row.n);
  }
  const b16 = await s.ctx.db.selectFrom('branches').select(['name', 'rooms']).where('id', '=', 16).executeTakeFirst();
  out.branch16 = b16?.rooms ?? -1;
  return out;
}

describe('npm run import-legacy', () => {
  it('a dry run reports per collection what it would import and refuse, and changes nothing', async () => {
    const before = await counts();
    const dry = await importLegacy(s.ctx.db, folder, { dryRun: true });
    expect(dry.lines).toEqual([...report('to import', FIRST), 'Dry run: nothing was changed.']);
    expect(await counts()).toEqual(before);
  });

  it('the real run lands the rows, each in the trail as imported, readable through the API', async () => {
    const before = await counts();
    const real = await importLegacy(s.ctx.db, folder, { dryRun: false });
    expect(real.ok).toBe(true);
    expect(real.lines).toEqual(report('imported', FIRST));
    const after = await counts();
    expect(after.documents - before.documents).toBe(4);
    expect(after.legacy_ids - before.legacy_ids).toBe(10);
    expect(after.audit - before.audit).toBe(10);
    expect(after.branch16).toBe(28);

    // The reception sum of 2024-05-01 ($date 2024-04-30T17:00Z is that day in Viet Nam) in its two versions.
    const { token } = await s.login('reception.hbt1@sumbook.test');
    const get = (url: string) => s.app.inject({ method: 'GET', url, headers: s.auth(token) });
    const number = await get(apiUrl(rcApi.numberVersion, { branchId: 3, date: '2024-05-01' }));
    expect(number.json()).toEqual({ status: 1, numberVersion: 2, editInLastVersion: true });
    const v1 = (await get(apiUrl(rcApi.viewSumWithVersion, { branchId: 3, date: '2024-05-01', version: 1 }))).json();
    expect(v1.data).toMatchObject({ version: 1, edit: false, maker: 'Lan', sentBy: 'Lan' });
    expect(v1.data.content).toHaveLength(1);
    expect(v1.data.content[0]).toMatchObject({ ID: 'r1', SI: 'S1', massage: 250000, vnd: 250000 });
    expect(v1.data.content[0].packages).toEqual({ 'MS 70P': 1 });
    // A past day's version being edited is hidden from reception ('editing'); the accountant reads it.
    const v2url = apiUrl(rcApi.viewSumWithVersion, { branchId: 3, date: '2024-05-01', version: 2 });
    expect((await get(v2url)).json()).toEqual({ status: 1, msg: 'editing', version: 2 });
    const acc = await s.login('accountant.hbt1@sumbook.test');
    const v2 = (await s.app.inject({ method: 'GET', url: v2url, headers: s.auth(acc.token) })).json();
    expect(v2.data).toMatchObject({ version: 2, edit: true, note: 'late card', sentAt: null });
    expect(v2.data.content.map((r: { breakfast: number }) => r.breakfast)).toEqual([0, 1200000]);
    expect(v2.data.totals.sum_vcb).toBe(1200000);

    const accSum = await s.app.inject({
      method: 'GET',
      url: apiUrl(accApi.viewSum, { branchId: 3, date: '2024-05-01' }),
      headers: s.auth(acc.token),
    });
    expect(accSum.json().data).toMatchObject({ version: 1, edit: false });
    expect(accSum.json().data.content[0]).toMatchObject({ ID: 'a1', massage: 250000 });

    const debits = (await get(`${apiUrl(debitApi.viewDebit, { branchId: 3, type: 'ALL', period: '2024-05' })}`)).json();
    const line = debits.data.rows.find((r: { hi: string }) => r.hi === 'H900');
    expect(line).toMatchObject({
      day: '2024-05-01',
      company: 'ACME',
      paid: 'Debit',
      type: 'ACC',
      room,
      amount: 2000000,
    });
    expect(line.log[0]).toBe('2024-05-01 10:00 Debit from RC Sum by Lan');
    expect(line.log[1]).toMatch(/Imported from the old system \(Debit\) by Import \(old system\)$/);

    const trail = await s.ctx.db
      .selectFrom('audit')
      .select(['action', 'target', 'user_name', 'kind', 'branch_id'])
      .where('action', 'like', '%.import_legacy')
      .orderBy('id')
      .execute();
    expect(trail.map((r) => r.action)).toEqual([
      'branch.import_legacy',
      'user.import_legacy',
      'rc.import_legacy',
      'rc.import_legacy',
      'acc.import_legacy',
      'man.import_legacy',
      'debit.import_legacy',
      'expected.import_legacy',
      'survey.import_legacy',
      'notification.import_legacy',
    ]);
    expect(trail[2]).toMatchObject({ target: 'rc:3:2024-05-01:1', user_name: 'Import (old system)', kind: 'money' });

    // The imported user has no password: signing in fails until one is set through "Forgot password".
    const user = await s.ctx.db
      .selectFrom('users')
      .select(['id', 'role', 'branch_id', 'password_hash'])
      .where('email', '=', 'old.reception@example.com')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 0, branch_id: 3, password_hash: '' });
    const login = await s.app.inject({
      method: 'POST',
      url: apiUrl(userApi.login, {}),
      payload: { email: 'old.reception@example.com', password: '' },
    });
    expect(login.json().status).toBe(0);
    const notice = await s.ctx.db
      .selectFrom('notifications')
      .select(['sent_to', 'type', 'title'])
      .where('title', '=', 'Request edit')
      .executeTakeFirstOrThrow();
    expect(notice).toEqual({ sent_to: user.id, type: 1, title: 'Request edit' });
    // The plan and the old site's survey, as the manager reads them.
    const mgr = await s.login('manager.hbt1@sumbook.test');
    const read = async (url: string) => (await s.app.inject({ method: 'GET', url, headers: s.auth(mgr.token) })).json();
    const plan = await read(apiUrl(expectedApi.getExpected, { branch: 3, month: '2024-05' }));
    expect(plan).toMatchObject({ status: 1, msg: 'ok', data: { source: 'import' } });
    expect(plan.data.cells).toEqual([expect.objectContaining({ room, day: 1, rate: 1100000, comment: 'VIP' })]);
    const surveys = await read(apiUrl(surveyApi.getSurvey, { branch: 3, month: '2024-05', loadWith: 'all' }));
    expect(surveys.data.generation).toBe('old');
    expect(surveys.data.entries).toHaveLength(1);
    expect(surveys.data.entries[0]).toMatchObject({ day: '2024-05-01', room, source: 'roomScan', status: 'True' });
    expect(surveys.data.entries[0].answers).toMatchObject({ q1: '1night', q3: 'first', q7: 'yes', q8: 'Good stay' });
    expect(surveys.data.entries[0].answers.q5.slice(0, 3).map((a: { score: number }) => a.score)).toEqual([4, 5, 0]);
  });

  it('running it again duplicates nothing: every document already imported is skipped', async () => {
    const before = await counts();
    const again = await importLegacy(s.ctx.db, folder, { dryRun: false });
    // The first of two duplicates is now skipped as imported, so the second meets it in Sumbook.
    const lines = report('imported', {}, FIRST).map((l) =>
      l
        .replace('is also at item 1', 'already has a Sumbook account')
        .replace('2024-05-01 is also at line 1', '2024-05-01 is already in Sumbook'),
    );
    expect(again.lines).toEqual(lines);
    expect(await counts()).toEqual(before);
  });

  it('--mail-users sends each imported user without a password the reset link; with it they set one and sign in', async () => {
    const lines = await mailUsersWithoutPassword(s.ctx.db, s.ctx.config, s.ctx.mailer);
    expect(lines).toEqual(['users: set-password mail sent to old.reception@example.com']);
    const outbox = join(s.dataDir, 'outbox');
    const mail = readdirSync(outbox)
      .map((f) => simpleParser(readFileSync(join(outbox, f), 'utf8')))
      .find((m) => m.includes('old.reception@example.com') && m.includes('old back office'));
    const token = /\/user\/reset\/([\w-]+)/.exec(mail ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const set = await s.app.inject({
      method: 'POST',
      url: apiUrl(userApi.reset, {}),
      headers: s.auth(token),
      payload: { password: 'my-own-pass', confirm: 'my-own-pass' },
    });
    expect(set.json().status).toBe(1);
    const { user } = await s.login('old.reception@example.com', 'my-own-pass');
    expect(user).toMatchObject({ role: 0, branchID: 3 });
    expect(await mailUsersWithoutPassword(s.ctx.db, s.ctx.config, s.ctx.mailer)).toEqual([]);
  });

  it('a later version must follow what Sumbook holds: none after a version being edited', async () => {
    const next = writeExports({
      receptionSums: [
        { _id: { $oid: '65f0000000000000000000aa' }, branchID: 3, sum_credit: '2024-05-01', version: 3, content: [] },
      ],
    });
    const dry = await importLegacy(s.ctx.db, next, { dryRun: true });
    expect(dry.lines).toContain(
      'receptionSums: line 1: the reception sum of branch 3 2024-05-01 is being edited in Sumbook (version 2): nothing can follow it',
    );
    expect(dry.lines).toContain('users: no users.json, nothing to import');
  });
});
