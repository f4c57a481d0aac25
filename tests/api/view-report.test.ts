// The offline report viewer: acc_debit answers the accountant debit book's lines of a day (or month) entered
// by the end of inputDay, with sums; another type or no line answers 404 { status: 0, code, msg }; branch scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { viewReportApi } from '../../src/contract/view-report';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
const tok: Record<string, string> = {};
let day = '';
let expected = 0;

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['accountant.hbt1', 'reception.hbt1', 'reception.tvl1', 'ceo', 'admin'])
    tok[who] = (await s.login(`${who}@sumbook.test`)).token;
  const busiest = await s.db
    .selectFrom('debits')
    .select(['day', (e) => e.fn.countAll<number>().as('n')])
    .where('book', '=', 'acc')
    .where('branch_id', '=', 3)
    .where('paid', '<>', 'Delete')
    .groupBy('day')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  day = busiest.day;
  expected = Number(busiest.n);
});
afterAll(() => s.close());

const get = (who: string, branch: number | string, type: string, d: string, input: string) =>
  s.app.inject({
    url: apiUrl(viewReportApi.get, { branch, type, day: d, inputDay: input }),
    headers: s.auth(tok[who]),
  });
const today = new Date().toISOString().slice(0, 10);

describe('view_report', () => {
  it('answers the ACCOUNT REPORT of a day of the accountant debit book', async () => {
    const res = await get('accountant.hbt1', 3, 'acc_debit', day, today);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().data.content;
    expect(c).toMatchObject({
      title: 'ACCOUNT REPORT',
      branchId: 3,
      branchName: 'Hai Ba Trung 1',
      day,
      inputDay: today,
    });
    expect(c.lines).toHaveLength(expected);
    expect(c.lines.every((l: { day: string; paid: string }) => l.day === day && l.paid !== 'Delete')).toBe(true);
    const vnd = c.lines.filter((l: { currency: string }) => l.currency === 'VND');
    if (vnd.length) expect(c.sums.VND).toBe(vnd.reduce((a: number, l: { amount: number }) => a + l.amount, 0));
    const month = await get('accountant.hbt1', 3, 'acc_debit', day.slice(0, 7), today);
    expect(month.json().data.content.lines.length).toBeGreaterThanOrEqual(expected);
  });

  it('leaves out lines entered after inputDay', async () => {
    const res = await get('accountant.hbt1', 3, 'acc_debit', day, '2001-01-01');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(refusal('Have not data'));
  });

  it('answers another type with status 0 and a msg', async () => {
    const res = await get('accountant.hbt1', 3, 'rc_sum', day, today);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(refusal('Not find this report type'));
  });

  it('is open to the debit book readers of the branch, no further (the admin is refused)', async () => {
    expect((await get('reception.hbt1', 3, 'acc_debit', day, today)).statusCode).toBe(200);
    expect((await get('admin', 3, 'acc_debit', day, today)).statusCode).toBe(403);
    expect((await get('ceo', 3, 'acc_debit', day, today)).statusCode).toBe(200);
    expect((await get('reception.tvl1', 3, 'acc_debit', day, today)).statusCode).toBe(403);
    expect(
      (await s.app.inject({ url: apiUrl(viewReportApi.get, { branch: 3, type: 'acc_debit', day, inputDay: today }) }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses bad days and types with 400', async () => {
    for (const [t, d, i] of [
      ['acc_debit', '2026-02-30', today],
      ['acc_debit', day, '2026-13-01'],
      ['acc_debit', 'yesterday', today],
      ['ACC-DEBIT!', day, today],
    ])
      expect((await get('accountant.hbt1', 3, t, d, i)).statusCode, `${t} ${d} ${i}`).toBe(400);
  });

  it('refuses a report of more than 5000 lines with 422 instead of cutting it', async () => {
    const month = '2019-03';
    const at = '2019-03-02T00:00:00.000Z';
    const line = (i: number) => ({
      book: 'acc',
      branch_id: 3,
      day: `${month}-02`,
      month,
      row_id: `bulk-${i}`,
      hi: '',
      si: '',
      name: `Bulk ${i}`,
      company: '',
      room: '',
      action: '',
      type: 'ACC',
      paid: '',
      note: '',
      currency: 'VND',
      amount_minor: 1000,
      search: '',
      pay: '',
      row: '',
      rev: 1,
      source: 'test',
      import_to: '',
      created_at: at,
      updated_at: at,
    });
    const all = Array.from({ length: 5001 }, (_, i) => line(i));
    for (let i = 0; i < all.length; i += 500)
      await s.db
        .insertInto('debits')
        .values(all.slice(i, i + 500))
        .execute();
    const res = await get('accountant.hbt1', 3, 'acc_debit', month, today);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(refusal('Too many lines for one report: choose a day'));
    await s.db.deleteFrom('debits').where('row_id', '=', 'bulk-0').execute();
    const fits = await get('accountant.hbt1', 3, 'acc_debit', month, today);
    expect(fits.statusCode).toBe(200);
    expect(fits.json().data.content.lines).toHaveLength(5000);
  });
});
