// The daily_reports table: one row per branch and day; every write raises the revision (the kernel's
// revisioned write); a send stores the report as sent with its mail pending (`mailed` 0).
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
import { audit } from '../../kernel/audit';
import type { AuthUser } from '../../kernel/auth-user';
import { expectRevision, putRevisioned } from '../../kernel/revisioned';
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

export interface DailySend {
  branchId: number;
  date: string;
  /** The revision the screen showed (0: not stored). */
  read: number;
  counts: DailyCounts;
  rates: DailyRates;
  note: string;
  to: string[];
}

export const dailyTarget = (branchId: number, date: string) => `daily:${branchId}:${date}`;

/** A repeat of the send stored from `read` (the same rates and note) whose mail failed: only the mail goes again. */
const retryOf = (row: StoredDaily, s: DailySend): boolean =>
  row.mailed === 0 &&
  row.sent_at !== null &&
  row.revision === s.read + 1 &&
  row.note === s.note &&
  DAILY_RATE_FIELDS.every((f) => Number(row[f]) === s.rates[f]);

/**
 * Inside the send's transaction: stores the rates and note as sent with its mail pending (a new report with
 * its counts), from the revision the screen read, and audits it. A stale revision or a lost race throws Stale.
 */
export async function lockDaily(trx: Db, me: AuthUser, s: DailySend): Promise<StoredDaily> {
  const row = await findDaily(trx, s.branchId, s.date);
  if (row && retryOf(row, s)) return row;
  expectRevision(row?.revision ?? 0, s.read);
  const at = nowIso();
  await putRevisioned(trx, {
    table: 'daily_reports',
    key: { branch_id: s.branchId, date: s.date },
    read: s.read,
    set: { ...s.rates, note: s.note, sent_at: at, sent_by: me.name, mailed: 0, updated_at: at },
    created: s.counts,
  });
  const detail = {
    before: row ? { ...ratesOf(row), note: row.note } : null,
    after: { ...s.rates, note: s.note },
    to: s.to,
  };
  await audit(trx, me.id, 'daily.send', dailyTarget(s.branchId, s.date), detail, {
    branchId: s.branchId,
    kind: 'report',
  });
  const sent = await findDaily(trx, s.branchId, s.date);
  if (!sent) throw new Error('daily report not stored');
  return sent;
}
