// The financial trail (issue 17): every financial change made through the real calls (a reception sum's
// save, send and correction after edit, a debit transition, a cost sheet edit, a staff register edit)
// writes one trail entry in the audit table with who (id and name), when, what (action, kind, branch,
// target) and the values before and after; a refused change writes none. The table refuses UPDATE and
// DELETE through the database itself, and no code of the server updates or deletes it. Dialect-neutral
// (the same file runs on PostgreSQL).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { mistake, staffCalls } from './acc-staff-support';
import { BY_ROLE, debitCalls, loginRoles, putLine, type RoleNo } from './debit-support';
import { createSum, freshDay, hotelRow, rcCalls } from './rc-support';
import { accCostApi } from '../../src/contract/acc-cost';
import { auditApi } from '../../src/contract/audit';
import { apiUrl } from '../support/api-path';

let s: TestServer;
let u: Record<RoleNo, { token: string; id: number }>;

beforeAll(async () => {
  s = await startTestServer();
  u = await loginRoles(s);
});
afterAll(() => s.close());

type Side = { totals: Record<string, unknown>; rows: Record<string, Record<string, unknown>> };
interface Entry {
  id: number;
  at: string;
  userId: number | null;
  userName: string | null;
  action: string;
  target: string;
  kind: string;
  branchId: number | null;
  detail: Record<string, unknown> & { before: unknown; after: unknown };
}

/** The trail entries of one action and target, oldest first. */
async function entries(action: string, target: string): Promise<Entry[]> {
  const rows = await s.db
    .selectFrom('audit')
    .selectAll()
    .where('action', '=', action)
    .where('target', '=', target)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    userId: r.user_id,
    userName: r.user_name,
    action: r.action,
    target: r.target,
    kind: r.kind,
    branchId: r.branch_id,
    detail: JSON.parse(r.detail),
  }));
}
async function only(action: string, target: string): Promise<Entry> {
  const got = await entries(action, target);
  expect(got, `${action} ${target}`).toHaveLength(1);
  return got[0];
}
const countAll = async () =>
  Number(
    (
      await s.db
        .selectFrom('audit')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Who and when of an entry written by role `r` just now. */
function expectWho(e: Entry, r: RoleNo, startedAt: string) {
  expect(e.userId).toBe(u[r].id);
  expect(e.userName).toBe(BY_ROLE[r].name);
  expect(e.kind).toBe('money');
  expect(e.at >= startedAt).toBe(true);
  expect(e.at <= new Date().toISOString()).toBe(true);
}

describe('a reception sum: save, send, correction after edit', () => {
  const rc = () => rcCalls(s);
  let day: string;
  let startedAt: string;

  beforeAll(async () => {
    startedAt = new Date().toISOString();
    day = freshDay('2032-01-01');
    await createSum(s, u[0].token, 3, day, [hotelRow('h1', day), hotelRow('h2', day)]);
  });

  it('the first save: nothing before, the rows and totals after', async () => {
    const e = await only('rc.save', `rc:3:${day}:1`);
    expectWho(e, 0, startedAt);
    expect(e.branchId).toBe(3);
    const before = e.detail.before as Side;
    const after = e.detail.after as Side;
    expect(before).toEqual({ totals: {}, rows: {} });
    expect(after.totals).toMatchObject({ sum_nights: 4, sum_vnd: 4_000_000 });
    expect(after.rows.h1).toMatchObject({ name: 'TANAKA YUKI', room_rate: 1_000_000, vnd: 2_000_000 });
    expect(Object.keys(after.rows).sort()).toEqual(['h1', 'h2']);
  });

  it('a save that changes a row, adds one and removes one keeps only those, field by field', async () => {
    const res = await rc().save(u[0].token, 3, {
      day,
      version: 1,
      revision: 1,
      content: [hotelRow('h1', day, { vnd: 1_500_000, vcb: 500_000 }), hotelRow('h3', day, { room: '305' })],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [, e] = await entries('rc.save', `rc:3:${day}:1`);
    expectWho(e, 0, startedAt);
    const before = e.detail.before as Side;
    const after = e.detail.after as Side;
    expect(before.rows).toEqual({
      h1: { vcb: 0, vnd: 2_000_000 },
      h2: expect.objectContaining({ HI: '900002', vnd: 2_000_000 }),
    });
    expect(after.rows).toEqual({
      h1: { vcb: 500_000, vnd: 1_500_000 },
      h3: expect.objectContaining({ HI: '900003', room: '305' }),
    });
    expect(before.totals).toEqual({ sum_vcb: 0, sum_vnd: 4_000_000 });
    expect(after.totals).toEqual({ sum_vcb: 500_000, sum_vnd: 3_500_000 });
    expect(after.totals).not.toHaveProperty('sum_nights'); // unchanged totals are left out
    expect(e.detail).toMatchObject({ revision: 2, added: ['h3'], removed: ['h2'], changed: ['h1'] });
  });

  it('a refused (stale) save writes no entry', async () => {
    const n = await countAll();
    const res = await rc().save(u[0].token, 3, { day, version: 1, revision: 1, content: [] });
    expect(res.statusCode).toBe(409);
    expect(await countAll()).toBe(n);
  });

  it('the send: editable before, sent (by whom, when) after, with the totals sent', async () => {
    const res = await rc().send(u[0].token, 3, { day, version: 1, revision: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const e = await only('rc.send', `rc:3:${day}:1`);
    expectWho(e, 0, startedAt);
    expect(e.detail.before).toEqual({ edit: true, revision: 2, sentAt: null, sentBy: null });
    expect(e.detail.after).toEqual({ edit: false, revision: 3, sentAt: expect.any(String), sentBy: BY_ROLE[0].name });
    expect((e.detail.after as { sentAt: string }).sentAt >= startedAt).toBe(true);
    expect(e.detail.totals).toMatchObject({ sum_vcb: 500_000, sum_vnd: 3_500_000 });
  });

  it('the correction after edit: the changed fields and totals before and after', async () => {
    const res = await rc().afterEdit(u[4].token, 3, {
      day,
      version: 1,
      revision: 3,
      content: [
        hotelRow('h1', day, { vnd: 1_590_000, vcb: 500_000, minibar: 90_000 }),
        hotelRow('h3', day, { room: '305' }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const e = await only('rc.update_after_edit', `rc:3:${day}:1`);
    expectWho(e, 4, startedAt);
    expect(e.detail.before).toEqual({
      totals: { sum_minibar: 0, sum_sub: 4_000_000, sum_vnd: 3_500_000 },
      rows: { h1: { minibar: 0, sub: 2_000_000, vnd: 1_500_000 } },
    });
    expect(e.detail.after).toEqual({
      totals: { sum_minibar: 90_000, sum_sub: 4_090_000, sum_vnd: 3_590_000 },
      rows: { h1: { minibar: 90_000, sub: 2_090_000, vnd: 1_590_000 } },
    });
  });
});

describe('a debit transition', () => {
  it('Debit to Paid: the state and guest payment before and after, with the amount', async () => {
    const startedAt = new Date().toISOString();
    const id = await putLine(s, { day: '2032-02-10', owed: 500_000, paid: 'Debit' });
    const res = await debitCalls(s).change(u[4].token, 'paid', 3, id, { rev: 1, payment: { vnd: 500_000 } });
    expect(res.statusCode, res.body).toBe(200);
    const e = await only('debit.paid', `debit:3:${id}`);
    expectWho(e, 4, startedAt);
    expect(e.branchId).toBe(3);
    expect(e.detail).toMatchObject({
      amount: 500_000,
      currency: 'VND',
      before: { paid: 'Debit', rev: 1, payment: { vnd: 0 } },
      after: { paid: 'Paid', rev: 2, payment: { vnd: 500_000 } },
    });
  });

  it('a debit added by hand: nothing before, the line (bill, guest, amount, Debit) after', async () => {
    const day = '2032-03-11';
    const row = hotelRow('tr-add', day, { HI: '487001', action: 'DEBIT PAY', vnd: 0 });
    const res = await debitCalls(s).add(u[0].token, 3, { day, rows: [row] });
    expect(res.statusCode, res.body).toBe(200);
    const e = await only('debit.add', `debit:3:${day}`);
    expect(e.userName).not.toBe('');
    expect(e.detail.before).toBeNull();
    expect(e.detail.after).toEqual([expect.objectContaining({ ID: 'tr-add', HI: '487001', paid: 'Debit' })]);
  });

  it('a note: the note before and after; a refused transition writes nothing', async () => {
    const id = await putLine(s, { day: '2032-02-11', owed: 300_000, paid: 'Debit', note: 'call the guest' });
    expect((await debitCalls(s).change(u[4].token, 'note', 3, id, { rev: 1, note: 'paid next week' })).statusCode).toBe(
      200,
    );
    const e = await only('debit.note', `debit:3:${id}`);
    expect(e.detail).toMatchObject({ before: { note: 'call the guest' }, after: { note: 'paid next week' } });
    const n = await countAll();
    const stale = await debitCalls(s).change(u[4].token, 'nonPaid', 3, id, { rev: 1 });
    expect(stale.statusCode).toBe(409);
    expect(await countAll()).toBe(n);
  });
});

describe('a cost sheet edit', () => {
  it('the first save and an edit: the lines and totals per currency before and after', async () => {
    const startedAt = new Date().toISOString();
    const day = '2032-03-05';
    const url = apiUrl(accCostApi.upCost, { branchId: 3 });
    const line = (ID: string, name: string, rate: number, type: string) => ({ ID, name, rate, type });
    const post = (payload: object) =>
      s.app.inject({ method: 'POST', url, headers: s.auth(u[4].token), payload: { day, ...payload } });
    const first = await post({ version: 1, revision: 0, content: [line('1', 'Flowers', 300_000, 'VND')] });
    expect(first.statusCode, first.body).toBe(201);
    const edit = await post({
      version: 1,
      revision: 1,
      content: [line('1', 'Flowers', 350_000, 'VND'), line('2', 'Taxi', 12.5, 'USD')],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const [made, e] = await entries('acccost.save', `acccost:3:${day}:1`);
    expect(made.detail.after).toEqual({
      totals: { VND: 300_000 },
      rows: { 1: { name: 'Flowers', rate: 300_000, type: 'VND' } },
    });
    expectWho(e, 4, startedAt);
    expect(e.branchId).toBe(3);
    expect(e.detail.before).toEqual({ totals: { VND: 300_000, USD: 0 }, rows: { 1: { rate: 300_000 } } });
    expect(e.detail.after).toEqual({
      totals: { VND: 350_000, USD: 12.5 },
      rows: { 1: { rate: 350_000 }, 2: { name: 'Taxi', rate: 12.5, type: 'USD' } },
    });
  });
});

describe('a staff register edit', () => {
  it('an added row (nothing before) and an edit: the edited fields before and after', async () => {
    const startedAt = new Date().toISOString();
    const api = staffCalls(s);
    const ID = 'trail-1';
    expect((await api.save('accountant', 3, [mistake(ID)])).statusCode).toBe(200);
    const edit = await api.save('accountant', 3, [mistake(ID, { owesVND: 200_000, note: 'second time', version: 1 })]);
    expect(edit.statusCode, edit.body).toBe(200);
    const add = await only('acc.staff.add', `accstaff:3:${ID}`);
    expect(add.detail.before).toBeNull();
    expect(add.detail.after).toMatchObject({ owesVND: 150_000, mistake: 'Cash short at end of shift' });
    const e = await only('acc.staff.edit', `accstaff:3:${ID}`);
    expectWho(e, 4, startedAt);
    expect(e.branchId).toBe(3);
    expect(e.detail.before).toEqual({ owesVND: 150_000, note: '' });
    expect(e.detail.after).toEqual({ owesVND: 200_000, note: 'second time' });
  });
});

describe('the admin reads the entries', () => {
  it('with the author and the before/after pair', async () => {
    const res = await s.app.inject({
      url: `${apiUrl(auditApi.list, {})}?kind=money&size=50`,
      headers: s.auth(u[7].token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.rows as { action: string; userName: string; before: unknown; after: unknown }[];
    const edit = rows.find((r) => r.action === 'acc.staff.edit');
    expect(edit).toMatchObject({
      userName: BY_ROLE[4].name,
      before: { owesVND: 150_000 },
      after: { owesVND: 200_000 },
    });
    const send = rows.find((r) => r.action === 'rc.send');
    expect(send).toMatchObject({ userName: BY_ROLE[0].name, before: { edit: true }, after: { edit: false } });
  });
});

describe('nothing can change or erase an entry', () => {
  it('an UPDATE of the trail through the database fails and leaves the entry as it was', async () => {
    const first = await s.db.selectFrom('audit').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    await expect(
      s.db.updateTable('audit').set({ detail: '{"forged":true}' }).where('id', '=', first.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(s.db.updateTable('audit').set({ user_id: null }).execute()).rejects.toThrow(/append-only/);
    const again = await s.db.selectFrom('audit').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(again).toEqual(first);
  });

  it('a DELETE of the trail through the database fails and keeps every entry', async () => {
    const n = await countAll();
    const money = await s.db.selectFrom('audit').select('id').where('kind', '=', 'money').execute();
    expect(money.length).toBeGreaterThan(0);
    await expect(s.db.deleteFrom('audit').where('id', '=', money[0].id).execute()).rejects.toThrow(/append-only/);
    await expect(s.db.deleteFrom('audit').execute()).rejects.toThrow(/append-only/);
    expect(await countAll()).toBe(n);
  });

  it('inserting still works (the trail grows)', async () => {
    const n = await countAll();
    await s.db
      .insertInto('audit')
      .values({ at: new Date().toISOString(), user_id: null, action: 'test.insert', target: 'test:1', detail: '{}' })
      .execute();
    expect(await countAll()).toBe(n + 1);
  });

  it('no server code updates or deletes the audit table (only migrations 017 and 023, before the triggers)', () => {
    const root = join(__dirname, '../../src');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name)) files.push(path);
      }
    };
    walk(root);
    expect(files.length).toBeGreaterThan(50);
    const builder = /(updateTable|deleteFrom)\(\s*['"`]audit['"`]/;
    const raw = /\b(update\s+"?audit"?\s+set|delete\s+from\s+"?audit\b|truncate\s+(table\s+)?"?audit\b)/i;
    const offenders = files
      .filter((f) => !/migrations[\\/](017-content-audit|023-trail)\.ts$/.test(f))
      .filter((f) => {
        const text = readFileSync(f, 'utf8');
        return builder.test(text) || raw.test(text);
      });
    expect(offenders).toEqual([]);
  });
});
