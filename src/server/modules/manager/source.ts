// Where a manager report comes from (document 4 "Manager sum: sources and formulas"): the day's sent
// reception sum and the month's expected plan. Both must be there before a day's first version is made.
import { addDays, dateParts, previousMonth } from '../../../domain/dates';
import { dayFigures, EXPECTED_MISSING } from '../../../domain/expected';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { amountDecimals } from '../../../domain/money';
import { RECEPTION_EDITING, RECEPTION_MISSING, reportFromSum, type ExpectedDay } from '../../../domain/manager-source';
import type { ManagerReport } from '../../../domain/manager-report';
import { RECEPTION_KIND } from '../../../domain/report-kinds';
import type { Db } from '../../db/connection';
import { latestHead } from '../../docs/store';
import { receptionDay } from '../../docs/reception';
import { HttpError } from '../../lib/util';

/**
 * The cells dayFigures needs for a day: the day's and the day before's. The day before the 1st is the
 * previous month's last day, given as day 0 so the rooms staying on from it are no check-ins.
 */
export function dayCells<C extends { day: number }>(
  month: readonly C[],
  previousLastDay: readonly C[],
  n: number,
): C[] {
  const cells = month.filter((c) => c.day === n || c.day === n - 1);
  return n === 1 ? [...cells, ...previousLastDay.map((c) => ({ ...c, day: 0 }))] : cells;
}

async function cellsOf(db: Db, branchId: number, month: string, days: number[]) {
  return db
    .selectFrom('expected_cells')
    .select(['room', 'day', 'rate', 'comment'])
    .where('branch_id', '=', branchId)
    .where('month', '=', month)
    .where('day', 'in', days)
    .execute();
}

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
  const cells = await cellsOf(db, branchId, month, n > 1 ? [n - 1, n] : [n]);
  const before = n === 1 ? await cellsOf(db, branchId, previousMonth(month), [dateParts(addDays(day, -1)).day]) : [];
  return dayFigures(dayCells(cells, before, n), n, amountDecimals(branchId));
}

/** Why a report cannot be made: the day's reception sum is being edited (409) or there is none (404). */
const unsent = (state: 'missing' | 'editing'): HttpError =>
  state === 'missing' ? new HttpError(404, RECEPTION_MISSING) : new HttpError(409, RECEPTION_EDITING);

/** The day's sent reception sum rows, or the spec's refusal. */
export async function sentReception(
  db: Db,
  branchId: number,
  day: string,
): Promise<{ version: number; rows: InvoiceRow[] }> {
  const rc = await receptionDay(db, branchId, day);
  if (rc.state !== 'sent') throw unsent(rc.state);
  return { version: rc.version, rows: rc.rows };
}

/** The same refusal from the sum's state alone (its rows are not read): a day's first save checks it. */
export async function receptionSent(db: Db, branchId: number, day: string): Promise<void> {
  const head = await latestHead(db, RECEPTION_KIND, branchId, day);
  if (!head) throw unsent('missing');
  if (head.edit === 1) throw unsent('editing');
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
