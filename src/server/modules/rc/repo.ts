// Storage of reception sums: one row per branch, day and version (rc_sums), and the search index of
// the latest version of each day (rc_rows).
import type { Insertable, Selectable } from 'kysely';
import type { RcSum } from '../../../contract/rc';
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { Totals } from '../../../domain/totals';
import { runCompiled } from '../../db/compiled';
import type { Db } from '../../db/connection';
import type { RcRowTable, RcSumTable } from '../../db/schema';
import { parseJson } from '../../lib/util';
import type { RowDiff } from './row-diff';

export type SumRow = Selectable<RcSumTable>;
/** A version's state without its content: what the stale checks and the view cache need. */
export type SumHead = Pick<SumRow, 'id' | 'branch_id' | 'day' | 'version' | 'revision' | 'edit' | 'updated_at' | 'opened'>;

const HEAD = ['id', 'branch_id', 'day', 'version', 'revision', 'edit', 'updated_at', 'opened'] as const;

/** The latest version's head: the one query of every view_sum. */
export async function latestHead(db: Db, branchId: number, day: string): Promise<SumHead | undefined> {
  const build = (d: Db) => d.selectFrom('rc_sums').select(HEAD).where('branch_id', '=', 0).where('day', '=', '').orderBy('version', 'desc').limit(1);
  return (await runCompiled(db, 'rc.latestHead', build, [branchId, day, 1]))[0];
}

export async function versionHead(db: Db, branchId: number, day: string, version: number): Promise<SumHead | undefined> {
  return db.selectFrom('rc_sums').select(HEAD).where('branch_id', '=', branchId).where('day', '=', day)
    .where('version', '=', version).executeTakeFirst();
}

export async function latestSum(db: Db, branchId: number, day: string): Promise<SumRow | undefined> {
  return db.selectFrom('rc_sums').selectAll().where('branch_id', '=', branchId).where('day', '=', day)
    .orderBy('version', 'desc').limit(1).executeTakeFirst();
}

export async function sumById(db: Db, id: number): Promise<SumRow | undefined> {
  return db.selectFrom('rc_sums').selectAll().where('id', '=', id).executeTakeFirst();
}

export const rowsOf = (row: Pick<SumRow, 'content'>): InvoiceRow[] => parseJson<InvoiceRow[]>(row.content, []);

/** The stored version as the contract's RcSum. */
export function toRcSum(row: SumRow): RcSum {
  return {
    branchId: row.branch_id, day: row.day, version: row.version, revision: row.revision, edit: row.edit === 1,
    maker: row.maker, note: row.note, content: rowsOf(row), totals: parseJson<Totals | Record<string, number>>(row.totals, {}),
    updatedAt: row.updated_at, updatedBy: row.updated_by, sentAt: row.sent_at, sentBy: row.sent_by,
  };
}

/** The same RcSum as JSON text, built around the stored content and totals text without parsing them. */
export function rcSumJson(row: SumRow): string {
  const head = JSON.stringify({
    branchId: row.branch_id, day: row.day, version: row.version, revision: row.revision, edit: row.edit === 1,
    maker: row.maker, note: row.note, updatedAt: row.updated_at, updatedBy: row.updated_by, sentAt: row.sent_at, sentBy: row.sent_by,
  });
  return `${head.slice(0, -1)},"content":${row.content},"totals":${row.totals}}`;
}

export interface VersionItem { day: string; version: number; edit: boolean }

/** Every version of the days from..to, by day then version. */
export async function listVersions(db: Db, branchId: number, from: string, to: string): Promise<VersionItem[]> {
  const rows = await db.selectFrom('rc_sums').select(['day', 'version', 'edit']).where('branch_id', '=', branchId)
    .where('day', '>=', from).where('day', '<=', to).orderBy('day').orderBy('version').execute();
  return rows.map((r) => ({ day: r.day, version: r.version, edit: r.edit === 1 }));
}

/** Rows with their JSON text, so the index and the content share one serialisation. */
export interface PreparedRow { row: InvoiceRow; json: string }

const upper = (s: string): string => s.trim().toUpperCase();

/** What a payment-number search looks at: the pay notes, the expense name and the paid amounts. */
function payText(r: InvoiceRow): string {
  const amounts = [r.vnd, r.usd, r.yen, r.vcb, r.vcb_usd, r.vcb_other, r.vcb_other_usd, r.otherPay].filter((n) => n !== 0).map(String);
  return upper([...r.note.otherPay, r.exp, ...amounts].join(' ')).slice(0, 400);
}

/** The search-index lines of a day's rows. */
export function indexLines(branchId: number, day: string, version: number, rows: readonly PreparedRow[]): Insertable<RcRowTable>[] {
  return rows.map(({ row, json }) => ({
    branch_id: branchId, day, version, row_id: row.ID, hi: upper(row.HI), si: upper(row.SI), name: upper(row.name), pay: payText(row), row: json,
  }));
}

export async function insertIndexLines(db: Db, lines: readonly Insertable<RcRowTable>[]): Promise<void> {
  for (let i = 0; i < lines.length; i += 200) await db.insertInto('rc_rows').values(lines.slice(i, i + 200)).execute();
}

/**
 * Brings the day's search index to the rows of the version now latest: every line again when there is
 * no diff (a new day), else only the lines of the rows added, removed or changed.
 */
export async function syncIndex(db: Db, branchId: number, day: string, version: number, rows: readonly PreparedRow[], diff: RowDiff | null): Promise<void> {
  const day0 = db.deleteFrom('rc_rows').where('branch_id', '=', branchId).where('day', '=', day);
  if (!diff) {
    await day0.execute();
    await insertIndexLines(db, indexLines(branchId, day, version, rows));
    return;
  }
  const gone = [...diff.removed, ...diff.changed];
  for (let i = 0; i < gone.length; i += 400) await day0.where('row_id', 'in', gone.slice(i, i + 400)).execute();
  const fresh = new Set([...diff.added, ...diff.changed]);
  await insertIndexLines(db, indexLines(branchId, day, version, rows.filter((r) => fresh.has(r.row.ID))));
}

/** True for a unique-constraint failure (SQLite or PostgreSQL): someone else created the same version first. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = 'code' in err ? String(err.code) : '';
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505' || /UNIQUE constraint/i.test(String((err as Error).message));
}
