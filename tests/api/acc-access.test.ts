// Who may call which accountant-sum call for which branch (spec 2 section 6), table-driven, and malformed
// requests: a clear 4xx, never a 500.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { accDay, hotelRow, loginAll, NO_RIGHT, type Who } from './acc-support';
import { accApi } from '../../src/contract/acc';
import { apiUrl, pathTo } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let t: Record<Who, string>;
const D = '2031-06-12';
const NO_RC = '2031-06-13';
beforeAll(async () => {
  s = await startTestServer();
  t = await loginAll(s);
  await accDay(s, t.accountant, 3, D, [hotelRow('h1', D)]);
});
afterAll(async () => {
  await s.close();
});

type Need = 'view' | 'write' | 'version';
interface Call {
  name: string;
  need: Need;
  method: InjectOptions['method'];
  url: (b: number) => string;
  body?: object;
}
const row = hotelRow('x1', D, { HI: '709001', action: 'DEBIT COMPANY', vnd: 0 });
const CALLS: Call[] = [
  { name: 'view_sum', need: 'view', method: 'GET', url: (b) => pathTo(accApi.viewSum, { branchId: b, date: D }) },
  {
    name: 'view_sum_with_version',
    need: 'view',
    method: 'GET',
    url: (b) => pathTo(accApi.viewSumWithVersion, { branchId: b, date: D, version: 1 }),
  },
  {
    name: 'view_sum_with_month',
    need: 'view',
    method: 'GET',
    url: (b) => pathTo(accApi.viewPeriod, { branchId: b, period: '2031-06-20' }),
  },
  {
    name: 'check_version',
    need: 'view',
    method: 'GET',
    url: (b) => pathTo(accApi.checkVersion, { branchId: b, period: '2031-06' }),
  },
  {
    name: 'get_debit_on_sum',
    need: 'view',
    method: 'GET',
    url: (b) => pathTo(accApi.getDebitOnSum, { branchId: b, month: '2031-06' }),
  },
  {
    name: 'view_new_debit',
    need: 'view',
    method: 'GET',
    url: (b) => pathTo(accApi.viewNewDebit, { branchId: b, month: '2031-06' }),
  },
  {
    name: 'find_one_hi',
    need: 'view',
    method: 'GET',
    url: (b) =>
      pathTo(accApi.findOneHi, {
        branchId: b,
        year: 2031,
        module: 'accsum',
        type: 'name',
        key: 'TANAKA',
        exact: 'false',
      }),
  },
  {
    name: 'up_sum',
    need: 'write',
    method: 'POST',
    url: (b) => pathTo(accApi.save, { branchId: b }),
    body: { day: NO_RC, version: 1, revision: 0, maker: 'X', content: [] },
  },
  {
    name: 'sent_mail_acc_sum',
    need: 'write',
    method: 'POST',
    url: (b) => pathTo(accApi.send, { branchId: b }),
    body: { day: D, version: 1, revision: 99 },
  },
  {
    name: 'request_edit',
    need: 'write',
    method: 'POST',
    url: (b) => pathTo(accApi.requestEdit, { branchId: b }),
    body: { day: D, version: 1 },
  },
  {
    name: 'save_debit_on_sum',
    need: 'write',
    method: 'POST',
    url: (b) => pathTo(accApi.saveDebitOnSum, { branchId: b, month: '2031-06' }),
    body: { version: 1, revision: 99, maker: 'X', content: [] },
  },
  {
    name: 'add_more_new_debit',
    need: 'write',
    method: 'PATCH',
    url: (b) => pathTo(accApi.moveToDebit, { branchId: b, date: '2031-06-05' }),
    body: { ids: ['h1'] },
  },
  {
    name: 'add_one_dupe_debit',
    need: 'write',
    method: 'PATCH',
    url: (b) => pathTo(accApi.addOneDupe, { branchId: b, month: '2031-09' }),
    body: { rows: [row] },
  },
  {
    name: 'add_list_dupe_debit',
    need: 'write',
    method: 'PATCH',
    url: (b) => pathTo(accApi.addListDupe, { branchId: b, month: '2031-09' }),
    body: { rows: [row] },
  },
  {
    name: 'save_new_debit',
    need: 'write',
    method: 'PATCH',
    url: (b) => pathTo(accApi.confirmMonth, { branchId: b, year: 2031, month: 10 }),
    body: {},
  },
  {
    name: 'make_new_version',
    need: 'version',
    method: 'POST',
    url: (b) => pathTo(accApi.newVersion, { branchId: b, date: D }),
    body: { version: 99 },
  },
  {
    name: 'update_sum_after_edit',
    need: 'version',
    method: 'PATCH',
    url: (b) => pathTo(accApi.afterEdit, { branchId: b, date: D }),
    body: { day: D, version: 1, revision: 99, content: [] },
  },
];

const OK = 'ok';
const MB = 'Mistake Branch';
const MBA = 'Mistake Branch Area';
/** [user, branch, view, write (save, send, debit on sum, request edit), version (new version, correction after edit)]. */
const TABLE: [Who, number, string, string, string][] = [
  ['accountant', 3, OK, OK, NO_RIGHT],
  ['accountant', 5, MB, MB, NO_RIGHT],
  ['accountant', 1, MBA, MBA, NO_RIGHT],
  ['accountantTvl1', 2, OK, OK, NO_RIGHT],
  ['accountantTvl1', 4, MB, MB, NO_RIGHT],
  ['accountantTvl1', 3, MBA, MBA, NO_RIGHT],
  ['leader', 3, OK, OK, OK],
  ['leader', 5, OK, OK, OK],
  ['leader', 1, MBA, MBA, MBA],
  ['chief', 3, OK, NO_RIGHT, OK],
  ['chief', 11, OK, NO_RIGHT, OK],
  ['ceo', 3, OK, NO_RIGHT, NO_RIGHT],
  ['ceo', 14, OK, NO_RIGHT, NO_RIGHT],
  ['reception', 3, NO_RIGHT, NO_RIGHT, NO_RIGHT],
  ['manager', 3, NO_RIGHT, NO_RIGHT, NO_RIGHT],
  ['supervisor', 3, NO_RIGHT, NO_RIGHT, NO_RIGHT],
  ['admin', 3, NO_RIGHT, NO_RIGHT, NO_RIGHT],
  ['areaManager', 1, NO_RIGHT, NO_RIGHT, NO_RIGHT],
];

describe('roles and branches of every accountant-sum call', () => {
  it.each(TABLE)('%s on branch %i: view %s, write %s, version %s', async (who, branch, view, write, version) => {
    const expected: Record<Need, string> = { view, write, version };
    for (const call of CALLS) {
      const res = await s.app.inject({
        method: call.method,
        url: `/api${call.url(branch)}`,
        headers: s.auth(t[who]),
        ...(call.body ? { payload: call.body } : {}),
      });
      const want = expected[call.need];
      const where = `${call.name} ${res.statusCode} ${res.body.slice(0, 120)}`;
      if (want === OK) {
        expect(res.statusCode, where).not.toBe(403);
        expect(res.statusCode, where).toBeLessThan(500);
      } else {
        expect(res.statusCode, where).toBe(403);
        expect(res.json(), where).toEqual(refusal(want));
      }
    }
  });

  it('refuses every call without a token', async () => {
    for (const call of CALLS) {
      const res = await s.app.inject({ method: call.method, url: `/api${call.url(3)}`, payload: call.body });
      expect(res.statusCode, call.name).toBe(401);
    }
  });

  it('nothing the refused callers sent was stored', async () => {
    const debit = await s.db
      .selectFrom('documents')
      .select('content')
      .where('kind', '=', 'accdebit')
      .where('period', '=', '2031-09')
      .execute();
    // add one and add all, by the accountant and the leader on branch 3, the leader on 5, the TVL1 accountant on 2.
    expect(debit).toHaveLength(3);
    const rows = debit.flatMap((d) => JSON.parse(d.content) as unknown[]);
    expect(rows).toHaveLength(8);
  });
});

describe('malformed requests', () => {
  const a = () => s.auth(t.accountant);
  const cases: [string, InjectOptions['method'], string, unknown?][] = [
    ['an impossible day', 'GET', pathTo(accApi.viewSum, { branchId: 3, date: '2031-02-30' })],
    ['a branch that is not a number', 'GET', pathTo(accApi.viewSum, { branchId: 'abc', date: D })],
    ['a branch with a sign', 'GET', pathTo(accApi.viewSum, { branchId: '-3', date: D })],
    [
      'a version that is not a number',
      'GET',
      pathTo(accApi.viewSumWithVersion, { branchId: 3, date: D, version: 'x' }),
    ],
    ['month 13', 'GET', pathTo(accApi.viewPeriod, { branchId: 3, period: '2031-13' })],
    ['a period of days 1 to 15', 'GET', pathTo(accApi.viewPeriod, { branchId: 3, period: '2031-01-15' })],
    [
      'a lite flag that is not one',
      'GET',
      `${pathTo(accApi.viewPeriod, { branchId: 3, period: '2031-01-10' })}?lite=maybe`,
    ],
    [
      'a check_version of neither a day nor a month',
      'GET',
      pathTo(accApi.checkVersion, { branchId: 3, period: '2031-1' }),
    ],
    ['a month in get_debit_on_sum that is a day', 'GET', pathTo(accApi.getDebitOnSum, { branchId: 3, month: D })],
    ['up_sum without a body', 'POST', pathTo(accApi.save, { branchId: 3 })],
    [
      'up_sum with content that is not a list',
      'POST',
      pathTo(accApi.save, { branchId: 3 }),
      { day: D, version: 1, revision: 1, maker: 'X', content: 'x' },
    ],
    [
      'up_sum with an amount out of range',
      'POST',
      pathTo(accApi.save, { branchId: 3 }),
      { day: D, version: 1, revision: 1, maker: 'X', content: [hotelRow('h1', D, { room_rate: 1e13 })] },
    ],
    [
      'up_sum with both HI and SI',
      'POST',
      pathTo(accApi.save, { branchId: 3 }),
      { day: D, version: 1, revision: 1, maker: 'X', content: [hotelRow('h1', D, { SI: '5' })] },
    ],
    [
      'a debit on sum with one row ID twice',
      'POST',
      pathTo(accApi.saveDebitOnSum, { branchId: 3, month: '2031-11' }),
      { version: 1, revision: 0, maker: 'X', content: [hotelRow('h1', D), hotelRow('h1', D)] },
    ],
    ['a move of no rows', 'PATCH', pathTo(accApi.moveToDebit, { branchId: 3, date: '2031-06-02' }), { ids: [] }],
    [
      'a move of rows that are not a list',
      'PATCH',
      pathTo(accApi.moveToDebit, { branchId: 3, date: '2031-06-02' }),
      { ids: 'h1' },
    ],
    [
      'a move on a day without a report',
      'PATCH',
      pathTo(accApi.moveToDebit, { branchId: 3, date: '2031-06-02' }),
      { ids: ['h1'] },
    ],
    [
      'duplicates that are not rows',
      'PATCH',
      pathTo(accApi.addListDupe, { branchId: 3, month: '2031-06' }),
      { rows: [{ HI: 1 }] },
    ],
    ['a confirm of month 13', 'PATCH', pathTo(accApi.confirmMonth, { branchId: 3, year: 2031, month: 13 }), {}],
    [
      'a confirm of a year that is not one',
      'PATCH',
      pathTo(accApi.confirmMonth, { branchId: 3, year: 31, month: '01' }),
      {},
    ],
    [
      'a search module that does not exist',
      'GET',
      pathTo(accApi.findOneHi, {
        branchId: 3,
        year: 2031,
        module: 'other',
        type: 'name',
        key: 'TANAKA',
        exact: 'false',
      }),
    ],
    [
      'a search exact flag that is not a boolean',
      'GET',
      pathTo(accApi.findOneHi, {
        branchId: 3,
        year: 2031,
        module: 'accsum',
        type: 'name',
        key: 'TANAKA',
        exact: 'maybe',
      }),
    ],
    ['a search key of 101 characters', 'GET', `/acc/3/find_one_hi/2031/accsum/name/${'A'.repeat(101)}/false`],
    [
      'a new version that is not a number',
      'POST',
      pathTo(accApi.newVersion, { branchId: 3, date: D }),
      { version: 'x' },
    ],
    [
      'an after-edit whose day differs from the path',
      'PATCH',
      pathTo(accApi.afterEdit, { branchId: 3, date: D }),
      { day: NO_RC, version: 1, revision: 1, content: [] },
    ],
  ];
  it.each(cases)('%s: a 4xx with a message', async (_name, method, url, payload) => {
    const res = await s.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...a(), ...(payload === undefined && method !== 'GET' ? { 'content-type': 'application/json' } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json()).toEqual(
      expect.objectContaining({ status: 0, code: expect.any(String), msg: expect.any(String) }),
    );
  });

  it('a body that is not JSON', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: apiUrl(accApi.save, { branchId: 3 }),
      headers: { ...a(), 'content-type': 'application/json' },
      payload: '{"day":',
    });
    expect(res.statusCode).toBe(400);
  });
});
