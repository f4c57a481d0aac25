// Where a manager report comes from (document 4 "Manager sum: sources and formulas"): the day's sent
// reception sum and the month's expected plan. Both must be there before a day's first version is made.
import { dateParts } from '../../../domain/dates';
import { dayFigures, EXPECTED_MISSING } from '../../../domain/expected';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { amountDecimals } from '../../../domain/money';
import { RECEPTION_EDITING, RECEPTION_MISSING, reportFromSum, type ExpectedDay } from '../../../domain/manager-source';
import type { ManagerReport } from '../../../domain/manager-report';
import type { Db } from '../../db/connection';
import { receptionDay } from '../../kernel/reception-day';
import { HttpError } from '../../lib/util';

/** The plan's figures of the day (rooms with a rate, their sum, check-ins), or null when the month has no plan. */
export async function expectedDay(db: Db, branchId: number, day: string): Promise<ExpectedDay | null> {
  const month = day.slice(0, 7);
  const plan = await db
    .selectFrom('expected_months')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('month', '=', month)
    .executeTakeFirst();
  if (!plan) return null;
  const n = dateParts(day).day;
  const cells = await db
    .selectFrom('expected_cells')
    .select(['room', 'day', 'rate', 'comment'])
    .where('branch_id', '=', branchId)
    .where('month', '=', month)
    .where('day', 'in', n > 1 ? [n - 1, n] : [n])
    .execute();
  return dayFigures(cells, n, amountDecimals(branchId));
}

/** The day's sent reception sum rows; refused while the sum is being edited (409) or when there is none (404). */
export async function sentReception(
  db: Db,
  branchId: number,
  day: string,
): Promise<{ version: number; rows: InvoiceRow[] }> {
  const rc = await receptionDay(db, branchId, day);
  if (rc.state === 'missing') throw new HttpError(404, RECEPTION_MISSING);
  if (rc.state === 'editing') throw new HttpError(409, RECEPTION_EDITING);
  return { version: rc.version, rows: rc.rows };
}

/** The plan's figures of the day; 404 "Please check again Expected, can't find data this month" without a plan. */
export async function plannedDay(db: Db, branchId: number, day: string): Promise<ExpectedDay> {
  const expected = await expectedDay(db, branchId, day);
  if (!expected) throw new HttpError(404, EXPECTED_MISSING);
  return expected;
}

export interface MadeReport {
  report: ManagerReport;
  rcVersion: number;
  expected: ExpectedDay;
}

/** The report made from the sent sum and the plan (not stored), or the spec's refusal. */
export async function makeReport(db: Db, branchId: number, day: string): Promise<MadeReport> {
  const rc = await sentReception(db, branchId, day);
  const expected = await plannedDay(db, branchId, day);
  return { report: reportFromSum(rc.rows, branchId, expected), rcVersion: rc.version, expected };
}
