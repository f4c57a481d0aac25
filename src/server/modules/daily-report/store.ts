// The daily_reports table: one row per branch and day; every write raises the revision.
import type { Selectable } from 'kysely';
import type { DailyReportData } from '../../../contract/daily-report';
import { branchById } from '../../../domain/branches';
import {
  DAILY_COUNT_FIELDS,
  DAILY_RATE_FIELDS,
  blankRates,
  type DailyCounts,
  type DailyRates,
} from '../../../domain/daily-report';
import type { Db } from '../../db/connection';
import type { DailyReportTable } from '../../db/schema';
import { nowIso } from '../../lib/util';

export type StoredDaily = Selectable<DailyReportTable>;

const pick = <K extends string>(row: Record<K, number>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, Number(row[k])])) as Record<K, number>;
export const countsOf = (row: StoredDaily): DailyCounts => pick(row, DAILY_COUNT_FIELDS);
export const ratesOf = (row: StoredDaily): DailyRates => pick(row, DAILY_RATE_FIELDS);

export function dataOf(row: StoredDaily): DailyReportData {
  return {
    date: row.date,
    ...countsOf(row),
    ...ratesOf(row),
    note: row.note,
    branchId: row.branch_id,
    branchName: branchById(row.branch_id)?.name ?? String(row.branch_id),
    stored: true,
    revision: row.revision,
    sentAt: row.sent_at,
    sentBy: row.sent_by,
    updatedAt: row.updated_at,
  };
}

/** A report not stored (a reader's look at a day reception has not loaded): the counts, no rates. */
export function previewOf(branchId: number, date: string, counts: DailyCounts): DailyReportData {
  return {
    date,
    ...counts,
    ...blankRates(),
    note: '',
    branchId,
    branchName: branchById(branchId)?.name ?? String(branchId),
    stored: false,
    revision: 0,
    sentAt: null,
    sentBy: null,
    updatedAt: null,
  };
}

export function findDaily(db: Db, branchId: number, date: string): Promise<StoredDaily | undefined> {
  return db
    .selectFrom('daily_reports')
    .selectAll()
    .where('branch_id', '=', branchId)
    .where('date', '=', date)
    .executeTakeFirst();
}

/**
 * Stores a new report with its counts unless the day has one (another tab made it meanwhile: the insert does
 * nothing, so a surrounding PostgreSQL transaction is not aborted). Answers the stored row and whether this
 * call made it.
 */
export async function insertDaily(
  db: Db,
  branchId: number,
  date: string,
  counts: DailyCounts,
): Promise<{ row: StoredDaily; made: boolean }> {
  const res = await db
    .insertInto('daily_reports')
    .values({ branch_id: branchId, date, ...counts, ...blankRates(), note: '', revision: 1, updated_at: nowIso() })
    .onConflict((oc) => oc.columns(['branch_id', 'date']).doNothing())
    .executeTakeFirst();
  const row = await findDaily(db, branchId, date);
  if (!row) throw new Error('daily report not stored');
  return { row, made: Number(res.numInsertedOrUpdatedRows ?? 0) > 0 };
}

/**
 * Writes new counts and/or rates and note and raises the revision, only while the stored revision is still the
 * one `row` was read at; answers undefined when the report changed meanwhile (nothing written).
 */
export async function updateDaily(
  db: Db,
  row: StoredDaily,
  set: Partial<DailyCounts & DailyRates & { note: string; sent_at: string; sent_by: string }>,
): Promise<StoredDaily | undefined> {
  const res = await db
    .updateTable('daily_reports')
    .set({ ...set, revision: row.revision + 1, updated_at: nowIso() })
    .where('id', '=', row.id)
    .where('revision', '=', row.revision)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return undefined;
  return findDaily(db, row.branch_id, row.date);
}
