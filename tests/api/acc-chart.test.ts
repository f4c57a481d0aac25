// The yearly chart: accounting roles only (4, 5, 7, 8) within their branch scope; a stale base refused with
// the spec's words and nothing written; the (history) lines; bad input 4xx and nothing stored; the audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { accChartApi } from '../../src/contract/acc-chart';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
const tok: Record<string, string> = {};
const YEAR = 2031;
const STALE = "Can't SAVE report, please reload page and check again.";
const NO_BASE = 'The revision this save is based on is missing, please reload page';

beforeAll(async () => {
  s = await startTestServer();
  for (const who of [
    'accountant.hbt1',
    'accountant.tvl1',
    'accleader.hanoi',
    'accchief',
    'ceo',
    'reception.hbt1',
    'manager.hbt1',
    'admin',
    'areamanager.hcm',
    'supervisor.hbt1',
  ])
    tok[who] = (await s.login(`${who}@sumbook.test`)).token;
});
afterAll(() => s.close());

const get = (who: string, branch: number | string = 3, year: number | string = YEAR) =>
  s.app.inject({ url: apiUrl(accChartApi.get, { branch, year }), headers: s.auth(tok[who]) });
const update = (who: string, body: unknown, branch: number | string = 3, year: number | string = YEAR) =>
  s.app.inject({
    method: 'POST',
    url: apiUrl(accChartApi.update, { branch, year }),
    headers: s.auth(tok[who]),
    payload: body as Record<string, unknown>,
  });
const months = (over: Record<number, number> = {}) => Array.from({ length: 12 }, (_, i) => over[i + 1] ?? 0);
const logRows = async () =>
  Number(
    (
      await s.db
        .selectFrom('acc_chart_log')
        .select((e) => e.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('yearly chart', () => {
  it('starts empty, saves edited months by an accountant, and lists them as (history) lines', async () => {
    const first = await get('accountant.hbt1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      content: { sale: months(), massage: months() },
      revision: { sale: 0, massage: 0 },
      log: { sale: [], massage: [] },
      canEdit: true,
      currency: 'VND',
    });
    const res = await update('accountant.hbt1', {
      chart: { sale: months({ 3: 1_500_000.4 }) },
      base: { sale: 0 },
      log: ['ignored'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(res.json().msg).toBe('SUCCESS SAVE DATA');
    expect(data.content.sale[2]).toBe(1_500_000); // whole VND
    expect(data.revision).toEqual({ sale: 1, massage: 0 });
    expect(data.log.sale).toHaveLength(1);
    expect(data.log.sale[0]).toMatchObject({ month: 3, before: 0, after: 1_500_000, user: 'Do Van Long' });
    expect(data.log.sale[0].line).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} Do Van Long: Mar 0 -> 1,500,000$/);

    const second = await update('accleader.hanoi', {
      chart: { sale: months({ 3: 1_800_000, 4: 900_000 }), massage: months({ 1: 50_000 }) },
      base: { sale: 1, massage: 0 },
    });
    expect(second.statusCode, second.body).toBe(200);
    const d2 = second.json().data;
    expect(
      d2.log.sale.map((l: { month: number; before: number; after: number }) => [l.month, l.before, l.after]),
    ).toEqual([
      [3, 0, 1_500_000],
      [3, 1_500_000, 1_800_000],
      [4, 0, 900_000],
    ]);
    expect(d2.log.massage).toHaveLength(1);
    expect(d2.revision).toEqual({ sale: 2, massage: 1 });
    const trail = await s.db.selectFrom('audit').selectAll().where('action', '=', 'acc.chart.update').execute();
    expect(trail).toHaveLength(3);
    expect(JSON.parse(trail[1].detail)).toMatchObject({
      before: { 3: 1_500_000, 4: 0 },
      after: { 3: 1_800_000, 4: 900_000 },
    });
    expect(trail[1].branch_id).toBe(3);
    expect(trail[1].user_name).toMatch(/\w/);
  });

  it('refuses a save based on an older revision, and writes nothing', async () => {
    const before = await logRows();
    const res = await update('ceo', {
      chart: { sale: months({ 5: 1 }), massage: months({ 1: 60_000 }) },
      base: { sale: 1, massage: 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject(refusal(STALE));
    const now = (await get('ceo')).json().data;
    expect(res.json().current).toEqual({ content: now.content, revision: now.revision });
    expect(await logRows()).toBe(before);
    expect((await get('ceo')).json().data.content.massage[0]).toBe(50_000);
    const same = await update('accchief', {
      chart: { sale: (await get('ceo')).json().data.content.sale },
      base: { sale: 0 },
    });
    expect(same.statusCode).toBe(200); // nothing changed: nothing to refuse
    expect(same.json().msg).toBe('No data has been updated');
  });

  it('refuses a change without its base revision as bad input (400), and writes nothing', async () => {
    const before = await logRows();
    const res = await update('ceo', { chart: { sale: months({ 7: 3 }) }, base: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, code: 'NO_BASE', msg: `${NO_BASE} (sale)`, params: { type: 'sale' } });
    expect(await logRows()).toBe(before);
  });

  it('lets only the accounting roles in, each within its scope', async () => {
    for (const who of ['reception.hbt1', 'manager.hbt1', 'admin', 'areamanager.hcm', 'supervisor.hbt1']) {
      expect((await get(who)).statusCode, who).toBe(403);
      expect((await update(who, { chart: { sale: months({ 1: 1 }) }, base: { sale: 2 } })).statusCode, who).toBe(403);
    }
    expect((await get('accountant.tvl1')).statusCode).toBe(403); // branch 1's accountant on branch 3
    expect((await get('accleader.hanoi', 1)).statusCode).toBe(403); // Ha Noi's leader on a Ho Chi Minh branch
    expect((await get('accchief', 1)).statusCode).toBe(200);
    const anon = await s.app.inject({ url: apiUrl(accChartApi.get, { branch: 3, year: YEAR }) });
    expect(anon.statusCode).toBe(401);
  });

  it('answers bad input 4xx and stores nothing', async () => {
    const before = await logRows();
    const bad: unknown[] = [
      {},
      { chart: { sale: months().slice(1) }, base: { sale: 2 } },
      { chart: { sale: [...months().slice(1), -5] }, base: { sale: 2 } },
      { chart: { sale: [...months().slice(1), 'x'] }, base: { sale: 2 } },
      { chart: { sale: [...months().slice(1), 1e20] }, base: { sale: 2 } },
      { chart: { rooms: months() }, base: {} },
      { chart: { sale: months({ 1: 7 }) }, base: { sale: -1 } },
    ];
    for (const body of bad) expect((await update('accountant.hbt1', body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await update('accountant.hbt1', { chart: { sale: months() }, base: {} }, 3, 'abcd')).statusCode).toBe(400);
    expect((await get('accountant.hbt1', 3, 1800)).statusCode).toBe(400);
    expect((await update('accountant.hbt1', { chart: { sale: months({ 1: 7 }) } })).statusCode).toBe(400);
    expect(await logRows()).toBe(before);
  });

  it('keeps its history append-only', async () => {
    await expect(s.db.deleteFrom('acc_chart_log').execute()).rejects.toThrow(/append-only/);
  });

  it('has demo years for the demo branches', async () => {
    const thisYear = new Date().getUTCFullYear();
    const d = (await get('accountant.hbt1', 3, thisYear - 1)).json().data;
    expect(d.content.sale.every((v: number) => v > 0)).toBe(true);
    expect(d.content.massage.every((v: number) => v === 0)).toBe(true); // HBT1 has no massage
    const tvl = (await get('ceo', 1, thisYear - 1)).json().data;
    expect(tvl.content.massage.every((v: number) => v > 0)).toBe(true);
  });
});
