// Every change to a debit line over HTTP (spec 1 sections 4.1, 6, 7.3; spec 2 section 4.4): each
// transition by each role from each state, with the server's words and statuses (403 role, 409 state,
// 422 payment); the payment kept with Paid; the append-only history in order with the actor's name;
// delete keeping the line; stale revisions; log, note and company; Idempotency-Key replays.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaidState } from '../../src/domain/invoice-row';
import { startTestServer, type TestServer } from '../support/server';
import {
  BY_ROLE,
  debitCalls,
  historyRows,
  loginRoles,
  NO_PERMISSION,
  NOT_FOUND,
  putLine,
  ROLES,
  STALE,
  storedLine,
  type RoleNo,
} from './debit-support';
import { accApi } from '../../src/contract/acc';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let u: Record<RoleNo, { token: string; id: number }>;
beforeAll(async () => {
  s = await startTestServer();
  u = await loginRoles(s);
});
afterAll(async () => {
  await s.close();
});

type T = 'paid' | 'nonPaid' | 'debit' | 'delete';
const TRANSITIONS: T[] = ['paid', 'nonPaid', 'debit', 'delete'];
const STATES: PaidState[] = ['Debit', 'Paid', 'Non Paid', 'Delete'];
const TARGET: Record<T, PaidState> = { paid: 'Paid', nonPaid: 'Non Paid', debit: 'Debit', delete: 'Delete' };
const WORDS: Record<T, string> = {
  paid: 'Change Paid by',
  nonPaid: 'Change Non-Debit by',
  debit: 'Change Debit by',
  delete: 'Change Delete by',
};
const WHO_MAY: Record<T, string> = {
  paid: 'Only the accountant may mark this debit Paid',
  nonPaid: 'Only the accountant may mark this debit Non Paid',
  debit:
    'Only the accountant leader or chief (reception on company, cancel, no show and deposit debits) may return this item to Debit',
  delete: 'Only an accountant, accountant leader or chief may delete this debit',
};
const VERB: Record<T, string> = {
  paid: 'mark this debit Paid',
  nonPaid: 'mark this debit Non Paid',
  debit: 'return this item to Debit',
  delete: 'delete this debit',
};
/** Spec 1 sections 4.1 and 6: 4 marks paid and non paid; 5 and 8 return to Debit; 4, 5 and 8 delete (on a DEBIT PAY line). */
const MAY: Record<T, number[]> = { paid: [4], nonPaid: [4], debit: [5, 8], delete: [4, 5, 8] };
/** Debit -> Paid, Paid -> Non Paid, any -> Debit, any -> Delete. */
const FROM: Record<T, PaidState[]> = {
  paid: ['Debit'],
  nonPaid: ['Paid'],
  debit: ['Paid', 'Non Paid', 'Delete'],
  delete: ['Debit', 'Paid', 'Non Paid'],
};
const GUEST_PAYMENT = 'Please input a guest payment (cash, card or transfer) before Paid';
const PAYMENT = { vnd: 500_000 };
const ISO = '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z';

/** What the server must answer: the role gate (admin is outside the debit roles), then the role rule, then the state. */
function expected(role: number, t: T, from: PaidState): [number, string] {
  if (role === 1) return [403, NO_PERMISSION];
  if (!MAY[t].includes(role)) return [403, WHO_MAY[t]];
  if (!FROM[t].includes(from)) return [409, `This item is ${from}: can't ${VERB[t]}`];
  return [200, 'Update Success'];
}

/** Role 6 (Ho Chi Minh) acts on branch 1; the others on branch 3. */
const branchOf = (role: number): number => (role === 6 ? 1 : 3);
const bodyOf = (t: T, rev: number) => (t === 'paid' ? { rev, payment: PAYMENT } : { rev });

async function runCase(role: RoleNo, t: T, from: PaidState, acc = false) {
  const branch = branchOf(role);
  const id = await putLine(s, { branchId: branch, day: '2033-04-10', paid: from });
  const res = await debitCalls(s).change(u[role].token, t, branch, id, bodyOf(t, 1), { acc });
  const [code, msg] = expected(role, t, from);
  expect([res.statusCode, res.json().msg]).toEqual([code, msg]);
  const line = await storedLine(s, id);
  const history = await historyRows(s, id);
  if (code !== 200) {
    expect(res.json()).toEqual(refusal(msg));
    expect([line.paid, line.rev, history.length]).toEqual([from, 1, 1]);
    return;
  }
  const data = res.json().data;
  expect([data.id, data.paid, data.rev, line.paid, line.rev]).toEqual([id, TARGET[t], 2, TARGET[t], 2]);
  expect(data.log).toHaveLength(2);
  expect(data.log[1]).toMatch(new RegExp(`^${ISO} ${WORDS[t]} ${BY_ROLE[role].name}$`));
  expect(history.at(-1)).toEqual({ line: data.log[1], user_id: u[role].id, user_name: BY_ROLE[role].name, kind: t });
  if (t === 'paid') expect([data.row.vnd, JSON.parse(line.row).vnd]).toEqual([500_000, 500_000]);
  if (t === 'debit') expect(data.row.style.HI).toEqual({ color: '', background: '#ad7ae2' });
}

describe('every transition x every role 0-8 x every from-state (a DEBIT PAY line)', () => {
  const cases = ROLES.flatMap((role) =>
    TRANSITIONS.flatMap((t) => STATES.map((from) => [role, t, from, ...expected(role, t, from)] as const)),
  );
  it.each(cases)('role %i %s from %s -> %i %s', async (role, t, from) => runCase(role, t, from));
});

describe("the accountant's own paths (/acc/debit/{branch}/update_non_paid and change_to_delete) follow the same rules", () => {
  const cases = ROLES.flatMap((role) =>
    (['nonPaid', 'delete'] as T[]).flatMap((t) =>
      STATES.map((from) => [role, t, from, ...expected(role, t, from)] as const),
    ),
  );
  it.each(cases)('role %i %s from %s -> %i %s', async (role, t, from) => runCase(role, t, from, true));
});

describe('reception returns company, cancel, noshow and deposit debits to Debit, not the others', () => {
  it.each([
    ['DEBIT COMPANY', 200],
    ['DEBIT CANCEL', 200],
    ['DEBIT NOSHOW', 200],
    ['DEBIT NO SHOW', 200],
    ['DEBIT DEPOSIT', 200],
    ['DEBIT PAY', 403],
    ['DEBIT CHECK IN', 403],
  ])('%s -> %i', async (action, code) => {
    const id = await putLine(s, { day: '2033-04-11', paid: 'Paid', row: { action } });
    const res = await debitCalls(s).change(u[0].token, 'debit', 3, id, { rev: 1 });
    expect(res.statusCode).toBe(code);
    expect((await storedLine(s, id)).paid).toBe(code === 200 ? 'Debit' : 'Paid');
    if (code === 200) expect(res.json().data.log[1]).toMatch(/ Change Debit by Nguyen Thi Lan$/);
    else expect(res.json().msg).toBe(WHO_MAY.debit);
  });
  it.each([2, 3, 4, 6, 7] as RoleNo[])('role %i may not, even on a company debit', async (role) => {
    const id = await putLine(s, {
      branchId: branchOf(role),
      day: '2033-04-11',
      paid: 'Paid',
      row: { action: 'DEBIT COMPANY' },
    });
    const res = await debitCalls(s).change(u[role].token, 'debit', branchOf(role), id, { rev: 1 });
    expect([res.statusCode, res.json().msg]).toEqual([403, WHO_MAY.debit]);
  });
});

describe('scope of every change call', () => {
  const calls: [string, 'paid' | 'nonPaid' | 'debit' | 'delete' | 'log' | 'note' | 'company', boolean, object][] = [
    ['update_paid', 'paid', false, { rev: 1, payment: PAYMENT }],
    ['update_non_paid', 'nonPaid', false, { rev: 1 }],
    ['change_to_debit', 'debit', false, { rev: 1 }],
    ['change_to_delete', 'delete', false, { rev: 1 }],
    ['update_log', 'log', false, { rev: 1, log: 'x' }],
    ['update_note', 'note', false, { rev: 1, note: 'x' }],
    ['update_company_name', 'company', false, { rev: 1, company: 'x' }],
    ['acc update_non_paid', 'nonPaid', true, { rev: 1 }],
    ['acc change_to_delete', 'delete', true, { rev: 1 }],
    ['acc update_log', 'log', true, { rev: 1, log: 'x' }],
  ];
  it.each(calls)(
    '%s: another area, another branch, no token, admin; a line of another branch is not found',
    async (_n, c, acc, body) => {
      const id = await putLine(s, { day: '2033-04-12', paid: 'Paid' });
      const call = debitCalls(s).change;
      const answers = [
        await call(u[6].token, c, 3, id, body, { acc }),
        await call(u[0].token, c, 5, id, body, { acc }),
        await call(u[4].token, c, 1, id, body, { acc }),
        await call(null, c, 3, id, body, { acc }),
        await call(u[1].token, c, 3, id, body, { acc }),
      ];
      expect(answers.map((r) => [r.statusCode, r.json().msg])).toEqual([
        [403, 'Mistake Branch Area'],
        [403, 'Mistake Branch'],
        [403, 'Mistake Branch Area'],
        [401, 'Missing token'],
        [403, NO_PERMISSION],
      ]);
      // The leader reaches branch 5, but a line of branch 3 is not one of branch 5's.
      const wrong = await call(u[5].token, c, 5, id, body, { acc });
      expect([wrong.statusCode, wrong.json()]).toEqual([404, refusal(NOT_FOUND)]);
      const missing = await call(u[5].token, c, 3, 999_999_999, body, { acc });
      expect([missing.statusCode, missing.json().msg]).toEqual([404, NOT_FOUND]);
      expect([(await storedLine(s, id)).rev, (await historyRows(s, id)).length]).toEqual([1, 1]);
    },
  );
});

describe('Debit to Paid needs a guest payment', () => {
  it.each([
    ['no payment', { rev: 1 }],
    ['an empty payment', { rev: 1, payment: {} }],
    ['a payment of 0', { rev: 1, payment: { vnd: 0, usd: 0 } }],
  ])('refused with %s (422), nothing written', async (_n, body) => {
    const id = await putLine(s, { day: '2033-04-13' });
    const res = await debitCalls(s).change(u[4].token, 'paid', 3, id, body);
    expect([res.statusCode, res.json()]).toEqual([422, refusal(GUEST_PAYMENT)]);
    const line = await storedLine(s, id);
    expect([line.paid, line.rev, JSON.parse(line.row).vnd, (await historyRows(s, id)).length]).toEqual([
      'Debit',
      1,
      0,
      1,
    ]);
  });

  it('accepted with payment {vnd}: the payment is kept in the row, answered and read back', async () => {
    const id = await putLine(s, { day: '2033-04-13', owed: 1_250_000, row: { HI: '413001' } });
    const res = await debitCalls(s).change(u[4].token, 'paid', 3, id, { rev: 1, payment: { vnd: 1_250_000, vcb: 5 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      paid: 'Paid',
      rev: 2,
      amount: 1_250_000,
      row: { vnd: 1_250_000, vcb: 5, paid: 'Paid' },
    });
    const page = await debitCalls(s).view(u[4].token, 3, 'ALL', '2033-04', 'q=413001&loadBy=PAID');
    expect(page.json().data.rows.map((r: { id: number; row: { vnd: number } }) => [r.id, r.row.vnd])).toEqual([
      [id, 1_250_000],
    ]);
  });

  it('a row that already holds a guest payment needs none in the call', async () => {
    const id = await putLine(s, { day: '2033-04-13', row: { vcb_usd: 45 } });
    const res = await debitCalls(s).change(u[4].token, 'paid', 3, id, { rev: 1 });
    expect([res.statusCode, res.json().data.paid]).toEqual([200, 'Paid']);
  });

  it('the role is refused before the payment is asked for (403, not 422)', async () => {
    const id = await putLine(s, { day: '2033-04-13' });
    const res = await debitCalls(s).change(u[5].token, 'paid', 3, id, { rev: 1 });
    expect([res.statusCode, res.json().msg]).toEqual([403, WHO_MAY.paid]);
  });
});

describe('the history: appended in order, with who did it, never lost', () => {
  it('keeps every change of a line, oldest first, each by its user and in the spec wording', async () => {
    const c = debitCalls(s);
    const id = await putLine(s, {
      day: '2033-04-14',
      row: { HI: '414001', action: 'DEBIT COMPANY', company: 'Hinode' },
    });
    const steps: [RoleNo, 'paid' | 'nonPaid' | 'debit' | 'delete' | 'log' | 'note' | 'company', object, string][] = [
      [4, 'paid', { payment: PAYMENT }, 'Change Paid by Do Van Long'],
      [4, 'nonPaid', {}, 'Change Non-Debit by Do Van Long'],
      [5, 'debit', {}, 'Change Debit by Vu Thi Thu'],
      [0, 'log', { log: 'guest called, pays friday' }, 'Log by Nguyen Thi Lan: guest called, pays friday'],
      [8, 'delete', {}, 'Change Delete by Phan Thi Nga'],
      [0, 'debit', {}, 'Change Debit by Nguyen Thi Lan'],
      [2, 'note', { note: 'ask for the invoice' }, 'Change Note by Hoang Van Nam: ask for the invoice'],
      [3, 'company', { company: 'Hinode Logistics' }, 'Change Company by Dang Thi Mai: Hinode Logistics'],
      [4, 'paid', { payment: { usd: 20 } }, 'Change Paid by Do Van Long'],
    ];
    let rev = 1;
    for (const [role, change, extra, words] of steps) {
      const res = await c.change(u[role].token, change, 3, id, { rev, ...extra });
      expect([change, res.statusCode]).toEqual([change, 200]);
      expect(res.json().data.log.at(-1)).toMatch(new RegExp(`^${ISO} ${words}$`));
      if (change !== 'log') rev += 1;
      expect(res.json().data.rev).toBe(rev);
    }
    const history = await historyRows(s, id);
    expect(history.map((h) => [h.user_name, h.kind])).toEqual([
      ['Test', 'create'],
      ...steps.map(([role, change]) => [BY_ROLE[role].name, change]),
    ]);
    expect(history.map((h) => h.user_id)).toEqual([null, ...steps.map(([role]) => u[role].id)]);
    expect(history.slice(1).map((h) => h.line.replace(new RegExp(`^${ISO} `), ''))).toEqual(steps.map((st) => st[3]));
    const times = history.slice(1).map((h) => h.line.slice(0, 24));
    expect([...times].sort()).toEqual(times);
    const line = await storedLine(s, id);
    expect([line.paid, line.rev, line.note, line.company]).toEqual([
      'Paid',
      9,
      'ask for the invoice',
      'Hinode Logistics',
    ]);
    const page = await c.view(u[4].token, 3, 'ALL', '2033-04', 'q=414001');
    expect(page.json().data.rows[0].log).toEqual(history.map((h) => h.line));
  });

  it('is append-only: a direct UPDATE or DELETE of debit_history throws and changes nothing', async () => {
    const id = await putLine(s, { day: '2033-04-14' });
    await debitCalls(s).change(u[0].token, 'log', 3, id, { rev: 1, log: 'first' });
    const before = await historyRows(s, id);
    await expect(sql`update debit_history set line = 'rewritten' where debit_id = ${id}`.execute(s.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from debit_history where debit_id = ${id}`.execute(s.db)).rejects.toThrow(/append-only/);
    await expect(s.db.deleteFrom('debit_history').execute()).rejects.toThrow(/append-only/);
    expect(await historyRows(s, id)).toEqual(before);
  });
});

describe('delete keeps the line', () => {
  it('stays in the table with its history, leaves every page and can be returned to Debit', async () => {
    const c = debitCalls(s);
    const id = await putLine(s, { day: '2033-05-02', row: { HI: '502001', action: 'DEBIT NOSHOW' } });
    await c.change(u[0].token, 'log', 3, id, { rev: 1, log: 'no show' });
    const seen = async (loadBy: string) =>
      (await c.view(u[4].token, 3, 'ALL', '2033', `q=502001&loadBy=${loadBy}`)).json().data.total;
    expect(await seen('ALL')).toBe(1);
    const res = await c.change(u[4].token, 'delete', 3, id, { rev: 1 });
    expect(res.json().data).toMatchObject({ paid: 'Delete', rev: 2 });
    const line = await storedLine(s, id);
    expect([line.paid, line.hi]).toEqual(['Delete', '502001']);
    expect((await historyRows(s, id)).map((h) => h.kind)).toEqual(['create', 'log', 'delete']);
    expect([await seen('ALL'), await seen('DEBIT'), await seen('PAID')]).toEqual([0, 0, 0]);
    expect((await c.byRc(u[4].token, 3, '2033', '00', 'book=rc&q=502001')).json().data.total).toBe(0);
    const again = await c.change(u[4].token, 'delete', 3, id, { rev: 2 });
    expect([again.statusCode, again.json().msg]).toEqual([409, "This item is Delete: can't delete this debit"]);
    const back = await c.change(u[5].token, 'debit', 3, id, { rev: 2 });
    expect(back.json().data).toMatchObject({ paid: 'Debit', rev: 3 });
    expect(await seen('DEBIT')).toBe(1);
    expect((await historyRows(s, id)).map((h) => h.kind)).toEqual(['create', 'log', 'delete', 'debit']);
  });
});

describe('a change based on an older revision', () => {
  it.each([
    ['paid', 4, { payment: PAYMENT }],
    ['nonPaid', 4, {}],
    ['debit', 5, {}],
    ['delete', 8, {}],
    ['note', 0, { note: 'late' }],
    ['company', 0, { company: 'Late Co' }],
  ] as const)('%s: 409 with the current line, nothing written', async (change, role, extra) => {
    const c = debitCalls(s);
    const from: PaidState = change === 'nonPaid' || change === 'debit' ? 'Paid' : 'Debit';
    const id = await putLine(s, { day: '2033-05-03', paid: from });
    expect((await c.change(u[0].token, 'note', 3, id, { rev: 1, note: 'moved on' })).statusCode).toBe(200);
    const before = await storedLine(s, id);
    const history = await historyRows(s, id);
    const res = await c.change(u[role].token, change, 3, id, { rev: 1, ...extra });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect([body.status, body.msg]).toEqual([0, STALE]);
    expect(body.current).toMatchObject({ id, rev: 2, paid: from, note: 'moved on' });
    expect(body.current.log).toEqual(history.map((h) => h.line));
    expect(await storedLine(s, id)).toEqual(before);
    expect(await historyRows(s, id)).toEqual(history);
    // A revision ahead of the line is no base either.
    expect((await c.change(u[role].token, change, 3, id, { rev: 7, ...extra })).statusCode).toBe(409);
  });

  it('update_log never conflicts: any rev appends, and the line does not move on', async () => {
    const c = debitCalls(s);
    const id = await putLine(s, { day: '2033-05-03' });
    const a = await c.change(u[0].token, 'log', 3, id, { rev: 0, log: 'one' });
    const b = await c.change(u[4].token, 'log', 3, id, { rev: 99, log: 'two' }, { acc: true });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().data.rev).toBe(1);
    expect((await historyRows(s, id)).map((h) => [h.kind, h.user_name, h.line.replace(/^\S+ /, '')])).toEqual([
      ['create', 'Test', 'Debit put by Test'],
      ['log', 'Nguyen Thi Lan', 'Log by Nguyen Thi Lan: one'],
      ['log', 'Do Van Long', 'Log by Do Van Long: two'],
    ]);
    // ...so a change based on the revision read before the log lines still goes through.
    expect((await c.change(u[4].token, 'paid', 3, id, { rev: 1, payment: PAYMENT })).statusCode).toBe(200);
  });
});

describe('note and company', () => {
  it('update_company_name changes the line, its row and what a page search finds', async () => {
    const c = debitCalls(s);
    const id = await putLine(s, { day: '2033-06-05', row: { action: 'DEBIT COMPANY', company: 'Old Harbour Co' } });
    const find = async (q: string) =>
      (await c.view(u[0].token, 3, 'ALL', '2033-06', `q=${encodeURIComponent(q)}`))
        .json()
        .data.rows.map((r: { id: number }) => r.id);
    expect(await find('old harbour')).toEqual([id]);
    const res = await c.change(u[0].token, 'company', 3, id, { rev: 1, company: '  Mirai Engineering  ' });
    expect(res.json().data).toMatchObject({
      company: 'Mirai Engineering',
      row: { company: 'Mirai Engineering' },
      rev: 2,
    });
    expect(await find('mirai engineering')).toEqual([id]);
    expect(await find('old harbour')).toEqual([]);
    const sorted = await c.view(u[0].token, 3, 'ALL', '2033-06', 'sort=company');
    expect(sorted.json().data.rows.map((r: { company: string }) => r.company)).toContain('Mirai Engineering');
  });

  it('update_note is searchable, and a cleared note is not', async () => {
    const c = debitCalls(s);
    const id = await putLine(s, { day: '2033-06-06' });
    const find = async (q: string) =>
      (await c.view(u[2].token, 3, 'ALL', '2033-06', `q=${q}`)).json().data.rows.map((r: { id: number }) => r.id);
    expect(await find('transfer')).toEqual([]);
    const res = await c.change(u[2].token, 'note', 3, id, { rev: 1, note: 'Pays by transfer on Friday' });
    expect(res.json().data).toMatchObject({ note: 'Pays by transfer on Friday', rev: 2 });
    expect(await find('TRANSFER%20ON')).toEqual([id]);
    await c.change(u[2].token, 'note', 3, id, { rev: 2, note: '' });
    expect(await find('transfer')).toEqual([]);
    expect((await historyRows(s, id)).map((h) => h.kind)).toEqual(['create', 'note', 'note']);
  });
});

describe('Idempotency-Key: a replayed change is applied once', () => {
  it('update_log replayed with the same key appends one line and answers the first answer again', async () => {
    const c = debitCalls(s);
    const id = await putLine(s, { day: '2033-07-01' });
    const key = 'debit-log-key-0001';
    const first = await c.change(u[0].token, 'log', 3, id, { rev: 1, log: 'called' }, { key });
    const again = await c.change(u[0].token, 'log', 3, id, { rev: 1, log: 'called' }, { key });
    expect([first.statusCode, again.statusCode, again.headers['idempotent-replay']]).toEqual([200, 200, 'true']);
    expect(again.json()).toEqual(first.json());
    expect((await historyRows(s, id)).map((h) => h.kind)).toEqual(['create', 'log']);
    const other = await c.change(u[0].token, 'log', 3, id, { rev: 1, log: 'called' }, { key: 'debit-log-key-0002' });
    expect(other.headers['idempotent-replay']).toBeUndefined();
    expect((await historyRows(s, id)).map((h) => h.kind)).toEqual(['create', 'log', 'log']);
  });

  it('update_paid replayed answers the first success (not a stale 409) and marks Paid once', async () => {
    const c = debitCalls(s);
    const id = await putLine(s, { day: '2033-07-01' });
    const key = 'debit-paid-key-0001';
    const first = await c.change(u[4].token, 'paid', 3, id, { rev: 1, payment: PAYMENT }, { key });
    const again = await c.change(u[4].token, 'paid', 3, id, { rev: 1, payment: PAYMENT }, { key });
    expect([first.statusCode, again.statusCode, again.headers['idempotent-replay']]).toEqual([200, 200, 'true']);
    expect(again.json()).toEqual(first.json());
    expect((await storedLine(s, id)).rev).toBe(2);
    expect((await historyRows(s, id)).filter((h) => h.kind === 'paid')).toHaveLength(1);
    // Without the key the same call is stale.
    expect((await c.change(u[4].token, 'paid', 3, id, { rev: 1, payment: PAYMENT })).statusCode).toBe(409);
  });

  it('three copies of one call sent at once are applied once', async () => {
    const c = debitCalls(s);
    const id = await putLine(s, { day: '2033-07-01' });
    const key = 'debit-log-key-0003';
    const answers = await Promise.all(
      [1, 2, 3].map(() => c.change(u[0].token, 'log', 3, id, { rev: 1, log: 'called' }, { key })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.headers['idempotent-replay'] === 'true')).toHaveLength(2);
    expect((await historyRows(s, id)).map((h) => h.kind)).toEqual(['create', 'log']);
  });

  it('a refused change is not stored: after a reload the same key may carry the corrected call', async () => {
    const c = debitCalls(s);
    const id = await putLine(s, { day: '2033-07-01' });
    const key = 'debit-paid-key-0002';
    expect((await c.change(u[4].token, 'paid', 3, id, { rev: 1 }, { key })).statusCode).toBe(422);
    const fixed = await c.change(u[4].token, 'paid', 3, id, { rev: 1, payment: PAYMENT }, { key });
    expect([fixed.statusCode, fixed.headers['idempotent-replay']]).toEqual([200, undefined]);
  });
});

describe('two changes at once on the same revision', () => {
  it('one goes through and the other is stale, with one history line', async () => {
    const c = debitCalls(s);
    const id = await putLine(s, { day: '2033-07-02', paid: 'Paid' });
    const answers = await Promise.all([
      c.change(u[4].token, 'nonPaid', 3, id, { rev: 1 }),
      c.change(u[5].token, 'debit', 3, id, { rev: 1 }),
      c.change(u[8].token, 'delete', 3, id, { rev: 1 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await storedLine(s, id)).rev).toBe(2);
    expect(await historyRows(s, id)).toHaveLength(2);
  });
});

describe('the payment entered on Paid is searchable', () => {
  it('find_one_hi over the debit book finds the line by the amount paid', async () => {
    const id = await putLine(s, { book: 'acc', month: '2033-08', day: '2033-08-31', row: { HI: '833001' } });
    const find = (key: string) =>
      s.app.inject({
        url: apiUrl(accApi.findOneHi, {
          branchId: 3,
          year: 2033,
          module: 'debit',
          type: 'payment',
          key,
          exact: 'true',
        }),
        headers: s.auth(u[4].token),
      });
    expect((await find('777123')).statusCode).toBe(404);
    const res = await debitCalls(s).change(u[4].token, 'paid', 3, id, { rev: 1, payment: { vnd: 777_123 } });
    expect(res.statusCode).toBe(200);
    const hits = await find('777123');
    expect(hits.statusCode).toBe(200);
    expect(
      hits.json().data.map((h: { day: string; row: { HI: string; vnd: number } }) => [h.day, h.row.HI, h.row.vnd]),
    ).toEqual([['2033-08', '833001', 777_123]]);
  });
});
