// The readable audit trail (issue 14): changes made through the real calls of other modules (a reception
// sum save, a debit transition, the survey update information) land in the trail with their kind and
// branch; the admin's page filters them by user, branch, kind and the chain's days in the database, pages
// them with the total, shows before/after; only CEO and admin read it; bad filters are 400; the writer's
// old signature still works beside the new optional argument.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connection';
import * as m001 from '../../src/server/db/migrations/001-foundation';
import * as m017 from '../../src/server/db/migrations/017-content-audit';
import { audit } from '../../src/server/kernel/audit';
import { startTestServer, type TestServer } from '../support/server';
import { debitCalls, loginRoles, putLine, type RoleNo } from './debit-support';
import { createSum, freshDay, hotelRow } from './rc-support';
import { surveyApi } from '../../src/contract/survey';
import { auditApi } from '../../src/contract/audit';
import { apiUrl } from '../support/api-path';

let s: TestServer;
let u: Record<RoleNo, { token: string; id: number }>;
let tvl: { token: string; id: number };
let debitId: number;

beforeAll(async () => {
  s = await startTestServer();
  u = await loginRoles(s);
  const l = await s.login('reception.tvl1@sumbook.test');
  tvl = { token: l.token, id: l.user.id };
  // A reception sum saved at branch 3 and one at branch 1.
  await createSum(s, u[0].token, 3, freshDay('2031-05-01'), [hotelRow('h1', '2031-05-04')]);
  await createSum(s, tvl.token, 1, freshDay('2031-06-01'), [hotelRow('t1', '2031-06-04')]);
  // A debit line of branch 3 marked Non Paid by its accountant.
  debitId = await putLine(s, { day: '2031-04-10', owed: 500_000, paid: 'Paid' });
  const res = await debitCalls(s).change(u[4].token, 'nonPaid', 3, debitId, { rev: 1 });
  if (res.statusCode !== 200) throw new Error(`nonPaid: ${res.statusCode} ${res.body}`);
  // The admin changes the survey update information (a before/after pair).
  const cfg = await s.app.inject({
    method: 'PATCH',
    url: apiUrl(surveyApi.changeConfig, {}),
    headers: s.auth(u[1].token),
    payload: { isUpdate: true, link: 'https://example.com/app', version: '2.1', whatNew: 'Faster start' },
  });
  if (cfg.statusCode !== 200) throw new Error(`config: ${cfg.statusCode} ${cfg.body}`);
});
afterAll(() => s.close());

type Row = {
  id: number;
  at: string;
  userId: number | null;
  userName: string;
  userEmail: string;
  action: string;
  target: string;
  kind: string;
  branchId: number | null;
  before: unknown;
  after: unknown;
  context: Record<string, unknown>;
};
type Page = { rows: Row[]; total: number; page: number; size: number };

const list = (query: string, token: string | null = u[7].token) =>
  s.app.inject({ url: `${apiUrl(auditApi.list, {})}${query ? `?${query}` : ''}`, headers: token ? s.auth(token) : {} });
async function page(query: string, token = u[7].token): Promise<Page> {
  const res = await list(query, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
}

describe('the trail of real changes', () => {
  it('keeps each change with its kind, branch and author', async () => {
    const { rows } = await page('size=50');
    const save = rows.find((r) => r.action === 'rc.save' && r.userId === u[0].id);
    expect(save).toMatchObject({
      kind: 'money',
      branchId: 3,
      userName: 'Nguyen Thi Lan',
      userEmail: 'reception.hbt1@sumbook.test',
    });
    const debit = rows.find((r) => r.action === 'debit.nonPaid');
    expect(debit).toMatchObject({ kind: 'money', branchId: 3, userId: u[4].id, target: `debit:3:${debitId}` });
    // Issue 17: a debit transition keeps the state before and after; the history text is its context.
    expect(debit?.before).toEqual({ paid: 'Paid', rev: 1 });
    expect(debit?.after).toEqual({ paid: 'Non Paid', rev: 2 });
    expect(debit?.context).toMatchObject({ rev: 1, text: expect.stringContaining('Change Non-Debit by') });
    const config = rows.find((r) => r.action === 'survey.config');
    expect(config).toMatchObject({ kind: 'admin', branchId: null, userId: u[1].id });
    expect(config?.after).toMatchObject({ version: '2.1', link: 'https://example.com/app', isUpdate: true });
    expect(config?.before).toMatchObject({ version: expect.any(String) });
    expect(config?.context).toEqual({ by: 'Team IT' });
    const login = rows.find((r) => r.action === 'login' && r.userId === u[7].id);
    expect(login).toMatchObject({ kind: 'access', branchId: null });
  });

  it('filters by user, branch, kind and day in the database, newest first', async () => {
    const mine = await page(`user=${u[0].id}&size=50`);
    expect(mine.total).toBe(mine.rows.length);
    expect(new Set(mine.rows.map((r) => r.userId))).toEqual(new Set([u[0].id]));
    expect(mine.rows.map((r) => r.action).sort()).toEqual(['login', 'rc.save']);

    const b3 = await page('branch=3&size=50');
    expect(b3.rows.every((r) => r.branchId === 3)).toBe(true);
    expect(b3.rows.map((r) => r.action)).toEqual(expect.arrayContaining(['rc.save', 'debit.nonPaid']));
    const b1 = await page('branch=1&size=50');
    expect(b1.rows.map((r) => `${r.action}:${r.userId}`)).toEqual([`rc.save:${tvl.id}`]);

    const money = await page('kind=money&size=50');
    expect(money.rows.every((r) => r.kind === 'money')).toBe(true);
    expect(money.total).toBe(3);
    const moneyAt3 = await page('kind=money&branch=3');
    expect(moneyAt3.total).toBe(2);
    expect(moneyAt3.rows[0].action).toBe('debit.nonPaid'); // newest first

    const access = await page('kind=access&size=50');
    expect(access.rows.every((r) => r.action === 'login')).toBe(true);
    expect(access.total).toBe(10); // the ten sign-ins of beforeAll

    for (let i = 1; i < money.rows.length; i++) expect(money.rows[i - 1].at >= money.rows[i].at).toBe(true);
  });

  it('reads days in the chain time (UTC+7): a day runs from 17:00 UTC the day before', async () => {
    const at = (iso: string) =>
      s.db
        .insertInto('audit')
        .values({
          at: iso,
          user_id: u[8].id,
          action: 'debit.note',
          target: 'debit:5:1',
          detail: '{}',
          kind: 'money',
          branch_id: 5,
        })
        .execute();
    await at('2030-01-09T16:59:59.999Z'); // 2030-01-09 23:59 in Ha Noi
    await at('2030-01-09T17:00:00.000Z'); // 2030-01-10 00:00
    await at('2030-01-10T16:59:59.999Z'); // 2030-01-10 23:59
    await at('2030-01-10T17:00:00.000Z'); // 2030-01-11 00:00
    const day10 = await page('from=2030-01-10&to=2030-01-10&branch=5');
    expect(day10.rows.map((r) => r.at)).toEqual(['2030-01-10T16:59:59.999Z', '2030-01-09T17:00:00.000Z']);
    expect((await page('from=2030-01-10&branch=5')).total).toBe(3);
    expect((await page('to=2030-01-09&branch=5')).total).toBe(1);
    expect((await page(`from=2030-01-09&to=2030-01-11&user=${u[8].id}&kind=money`)).total).toBe(4);
    expect((await page('from=2030-01-12&to=2030-01-31&branch=5')).total).toBe(0);
  });

  it('pages with the total; a page past the end is empty', async () => {
    for (let i = 0; i < 25; i++) await audit(s.db, u[2].id, 'man.save', `man:12:2031-01-${10 + (i % 9)}:1`, { i });
    const all: number[] = [];
    for (let p = 1; p <= 3; p++) {
      const got = await page(`branch=12&size=10&page=${p}`);
      expect(got.total).toBe(25);
      expect(got).toMatchObject({ page: p, size: 10 });
      expect(got.rows).toHaveLength(p < 3 ? 10 : 5);
      all.push(...got.rows.map((r) => r.id));
    }
    expect(new Set(all).size).toBe(25);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    const past = await page('branch=12&size=10&page=4');
    expect(past).toMatchObject({ total: 25, rows: [] });
    expect((await page('branch=12')).size).toBe(20);
  });
});

describe('the writer', () => {
  it('keeps its old signature for every existing caller, and takes an optional branch and kind', async () => {
    await audit(s.db, u[1].id, 'branch.update_other', 'branch:7', { sumRate: 25400 });
    await audit(s.db, u[1].id, 'user.update', 'user:9012', { branchID: 9, before: { role: 0 }, after: { role: 2 } });
    await audit(s.db, null, 'membership.voucher', 'voucher:ABC', {}, { branchId: 13 });
    await audit(s.db, u[1].id, 'user.update', 'user:9013', {}, { branchId: null, kind: 'access' });
    const rows = await s.db
      .selectFrom('audit')
      .select(['action', 'target', 'kind', 'branch_id'])
      .where('target', 'in', ['branch:7', 'user:9012', 'voucher:ABC', 'user:9013'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { action: 'branch.update_other', target: 'branch:7', kind: 'admin', branch_id: 7 },
      { action: 'user.update', target: 'user:9012', kind: 'admin', branch_id: 9 },
      { action: 'membership.voucher', target: 'voucher:ABC', kind: 'admin', branch_id: 13 },
      { action: 'user.update', target: 'user:9013', kind: 'access', branch_id: null },
    ]);
    const got = await page('branch=9');
    expect(got.rows[0]).toMatchObject({ before: { role: 0 }, after: { role: 2 }, context: { branchID: 9 } });
  });
});

describe('migration 017', () => {
  it('gives the rows already in the trail their kind and branch', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sumbook-m017-'));
    const db = openDatabase(join(dir, 'm.db'));
    try {
      const raw = db as unknown as Kysely<unknown>;
      await m001.up(raw);
      const old = [
        ['rc.save', 'rc:3:2026-05-01:1', '{}'],
        ['login', 'user:4', '{"ip":"1.2.3.4"}'],
        ['user.update', 'user:9', '{"before":{"branchID":2},"after":{"branchID":5}}'],
        ['survey.config', 'survey:update', 'not json'],
      ];
      for (const [action, target, detail] of old)
        await db
          .insertInto('audit')
          .values({ at: '2026-01-01T00:00:00.000Z', user_id: 1, action, target, detail })
          .execute();
      await m017.up(raw);
      const rows = await db.selectFrom('audit').select(['action', 'kind', 'branch_id']).orderBy('id').execute();
      expect(rows).toEqual([
        { action: 'rc.save', kind: 'money', branch_id: 3 },
        { action: 'login', kind: 'access', branch_id: null },
        { action: 'user.update', kind: 'admin', branch_id: 5 },
        { action: 'survey.config', kind: 'admin', branch_id: null },
      ]);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('who reads it and what it refuses', () => {
  it('is for the CEO and the admin only; no token is 401', async () => {
    for (const role of [0, 1, 2, 3, 4, 5, 6, 7, 8] as const) {
      const res = await list('', u[role].token);
      expect(res.statusCode, `role ${role}`).toBe(role === 1 || role === 7 ? 200 : 403);
      const users = await s.app.inject({ url: apiUrl(auditApi.users, {}), headers: s.auth(u[role].token) });
      expect(users.statusCode, `users, role ${role}`).toBe(role === 1 || role === 7 ? 200 : 403);
    }
    expect((await list('', null)).statusCode).toBe(401);
    expect((await s.app.inject({ url: apiUrl(auditApi.users, {}) })).statusCode).toBe(401);
  });

  it('lists the users of the trail for the user filter', async () => {
    const res = await s.app.inject({ url: apiUrl(auditApi.users, {}), headers: s.auth(u[1].token) });
    const users = res.json().data as { id: number; name: string; email: string }[];
    expect(users).toContainEqual({ id: u[0].id, name: 'Nguyen Thi Lan', email: 'reception.hbt1@sumbook.test' });
    expect(users.map((x) => x.name)).toEqual([...users.map((x) => x.name)].sort());
    expect(users.some((x) => x.email === 'blocked@sumbook.test')).toBe(false);
  });

  it.each([
    ['size=5', 'size'],
    ['size=51', 'size'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['kind=secret', 'kind'],
    ['user=abc', 'user'],
    ['branch=1e3', 'branch'],
    ['from=2026-13-01', 'from'],
    ['to=2026-02-30', 'to'],
    ['from=2026-11-20&to=2026-11-01', 'from'],
    ['usr=3', 'usr'],
  ])('answers 400 with a message for %s', async (query, field) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(
      expect.objectContaining({ status: 0, code: expect.any(String), msg: expect.any(String) }),
    );
    expect(res.json().msg).toContain(field);
  });
});
