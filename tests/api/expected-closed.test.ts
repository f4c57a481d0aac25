// A closed day (X) of the expected plan is closed for every write (issue 28): the day's short/late figures
// (update_report) are refused as its cells are, with the same message and nothing stored; the month-wide
// fills (update_report_month, take_data_from_moja) leave closed days as they are. Reopening is the editor's
// and stays on the audit trail, which the admin and the CEO read in the Audit screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditApi } from '../../src/contract/audit';
import { expectedApi } from '../../src/contract/expected';
import { EXPECTED_CLOSED_DAY } from '../../src/domain/expected';
import { apiUrl } from '../support/api-path';
import { startTestServer, type TestServer } from '../support/server';
import { expectedCalls, freshMonth, putCell, tokens, type Who } from './expected-support';
import { refusal } from '../support/refusal';

let s: TestServer;
let t: Record<Who, string>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokens(s);
});
afterAll(() => s.close());

const figures = { sumRate: 0, sumRoom: 0, sumShort: 2, sumLate: 1, sumRateShort: 600_000, sumRateLate: 300_000 };
const report = (month: string, day: number) =>
  expectedCalls(s).post(t.manager, apiUrl(expectedApi.updateReport, { branchId: 3 }), {
    monthEx: month,
    day,
    ...figures,
  });
const dayFigures = async (month: string, day: number) => {
  const res = await expectedCalls(s).get(t.manager, apiUrl(expectedApi.getReport, { branchId: 3, month }));
  const { sumShort, sumLate, sumRateShort, sumRateLate } = res.json().data.days[day - 1];
  return { sumShort, sumLate, sumRateShort, sumRateLate };
};
const auditCount = async () => (await s.db.selectFrom('audit').select('id').execute()).length;

/** A sent manager report of branch 3 for `day` with its short and late lines. */
async function sentManagerReport(day: string, short: number, late: number) {
  const line = (customers: number) => ({ guests: 0, free: 0, bill: '', note: '', customers, vnd: customers, usd: 0 });
  const at = `${day}T15:00:00.000Z`;
  await s.db
    .insertInto('documents')
    .values({
      kind: 'man',
      branch_id: 3,
      period: day,
      version: 1,
      revision: 1,
      edit: 0,
      maker: 'Hoang Van Nam',
      note: '',
      content: JSON.stringify([
        { ID: 'report', lines: { short: line(short), late: line(late) }, listHI: '', listSI: '' },
      ]),
      totals: '{}',
      updated_at: at,
      updated_by: 'Hoang Van Nam',
      sent_at: at,
      sent_by: 'Hoang Van Nam',
    })
    .execute();
}

describe('a closed day of the expected plan', () => {
  it("refuses update_report with the cells' message and stores nothing; reopened it takes the figures", async () => {
    const month = freshMonth('2043-01');
    await putCell(s, t.manager, 3, { monthEx: month, room: '301', day: 10, rate: 1_000_000 });
    expect((await expectedCalls(s).status(t.manager, 3, month, { colum: 10, closed: true })).statusCode).toBe(200);
    const audits = await auditCount();
    const refused = await report(month, 10);
    expect([refused.statusCode, refused.json()]).toEqual([409, refusal(EXPECTED_CLOSED_DAY)]);
    expect(await dayFigures(month, 10)).toEqual({ sumShort: 0, sumLate: 0, sumRateShort: 0, sumRateLate: 0 });
    expect(await auditCount()).toBe(audits);
    // The quick edit of the closed day is refused the same way.
    const quick = await expectedCalls(s).day(t.manager, 3, month, {
      day: 10,
      list: [{ room: '302', rate: 9, comment: '', baseRev: 0 }],
    });
    expect([quick.statusCode, quick.json().msg]).toEqual([409, EXPECTED_CLOSED_DAY]);

    expect((await expectedCalls(s).status(t.manager, 3, month, { colum: 10, closed: false })).statusCode).toBe(200);
    expect((await report(month, 10)).statusCode).toBe(200);
    expect(await dayFigures(month, 10)).toEqual({
      sumShort: 2,
      sumLate: 1,
      sumRateShort: 600_000,
      sumRateLate: 300_000,
    });
  });

  it("update_report_month keeps a closed day's figures; open days take the sent manager report's", async () => {
    const month = freshMonth('2043-01');
    await sentManagerReport(`${month}-04`, 3, 2);
    await sentManagerReport(`${month}-05`, 4, 1);
    expect((await report(month, 5)).statusCode).toBe(200);
    expect((await expectedCalls(s).status(t.manager, 3, month, { colum: 5, closed: true })).statusCode).toBe(200);
    const res = await expectedCalls(s).post(
      t.manager,
      apiUrl(expectedApi.updateReportMonth, { branchId: 3, month }),
      {},
    );
    expect(res.statusCode).toBe(200);
    expect(await dayFigures(month, 4)).toMatchObject({ sumShort: 3, sumLate: 2 });
    expect(await dayFigures(month, 5)).toEqual({
      sumShort: 2,
      sumLate: 1,
      sumRateShort: 600_000,
      sumRateLate: 300_000,
    });
  });

  it('take_data_from_moja leaves a closed day empty', async () => {
    const month = freshMonth('2043-01');
    expect((await expectedCalls(s).status(t.manager, 3, month, { colum: 2, closed: true })).statusCode).toBe(200);
    const stay = { room: '301', checkin: `${month}-01`, checkout: `${month}-04`, rate: 500_000 };
    const res = await expectedCalls(s).moja(t.manager, 3, month, { list: [stay] });
    expect(res.statusCode, res.body).toBe(200);
    const cells = (await expectedCalls(s).month(t.manager, 3, month)).json().data.cells as { day: number }[];
    expect(cells.map((c) => c.day).sort()).toEqual([1, 3]);
  });

  it('reopening is audited and shown in the Audit screen (admin, CEO)', async () => {
    const month = freshMonth('2043-01');
    await expectedCalls(s).status(t.manager, 3, month, { colum: 7, closed: true });
    await expectedCalls(s).status(t.manager, 3, month, { colum: 7, closed: false });
    const admin = (await s.login('admin@sumbook.test')).token;
    const res = await s.app.inject({
      url: `${apiUrl(auditApi.list, {})}?kind=report&branch=3`,
      headers: s.auth(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = JSON.stringify(res.json());
    expect(rows).toContain('expected.open_day');
    expect(rows).toContain(`expected:3:${month}`);
  });
});
