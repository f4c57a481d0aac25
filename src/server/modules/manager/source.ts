// Where a manager report comes from (document 4 "Manager sum: sources and formulas"): the day's sent
// reception sum and the month's expected plan. Both must be there before a day's first version is made.
import { EXPECTED_MISSING } from '../../../domain/expected';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { RECEPTION_EDITING, RECEPTION_MISSING, reportFromSum, type ExpectedDay } from '../../../domain/manager-source';
import type { ManagerReport } from '../../../domain/manager-report';
import { RECEPTION_KIND } from '../../../domain/report-kinds';
import type { Db } from '../../db/connection';
import { latestHead } from '../../docs/store';
import { expectedDayFigures, expectedMonthExists } from '../../kernel/expected-plan';
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

/** The plan's figures of the day (rooms with a rate, their sum, check-ins), or null when the month has no plan. */
export async function expectedDay(db: Db, branchId: number, day: string): Promise<ExpectedDay | null> {
  if (!(await expectedMonthExists(db, branchId, day.slice(0, 7)))) return null;
  return expectedDayFigures(db, branchId, day);
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
