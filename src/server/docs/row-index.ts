// The invoice search index of row reports: one line per row of the latest version of each period (hi, si,
// name and payment text upper case), kept up to date by each kind's after-write hook, and the searches over
// it (find-invoice dialog, advanced search). The reception sums keep theirs in rc_rows; the other kinds
// share doc_rows, told apart by their kind.
import { sql, type Insertable } from 'kysely';
import type { InvoiceRow } from '../../domain/invoice-row';
import { RECEPTION_KIND } from '../../domain/report-kinds';
import { runCompiled } from '../db/compiled';
import type { Db } from '../db/connection';
import type { DocRowTable } from '../db/schema';
import type { RowDiff } from './row-diff';

/** Where a kind's lines live: rc_rows (the reception sum, kind 'rc') or doc_rows with the kind. */
export type RowIndex = { table: 'rc_rows'; kind: 'rc' } | { table: 'doc_rows'; kind: string };
export const RC_INDEX: RowIndex = { table: 'rc_rows', kind: RECEPTION_KIND };

/** Rows with their JSON text, so the index and the content share one serialisation. */
export interface PreparedRow {
  row: InvoiceRow;
  json: string;
}
type Line = Omit<Insertable<DocRowTable>, 'kind'> & { kind?: string };

const upper = (s: string): string => s.trim().toUpperCase();

const PAID = ['vnd', 'usd', 'yen', 'vcb', 'vcb_usd', 'vcb_other', 'vcb_other_usd', 'otherPay'] as const;

/** What a payment-number search looks at: the pay notes, the expense name and the paid amounts. */
export function payText(r: InvoiceRow): string {
  let text = r.note.otherPay.length > 0 ? `${r.note.otherPay.join(' ')} ${r.exp}` : r.exp;
  for (const f of PAID) if (r[f] !== 0) text += ` ${r[f]}`;
  return upper(text).slice(0, 400);
}

/** The searched texts of a row: hi, si, name, pay. */
export function searchTexts(row: InvoiceRow): { hi: string; si: string; name: string; pay: string } {
  return { hi: upper(row.HI), si: upper(row.SI), name: upper(row.name), pay: payText(row) };
}

/** The search-index lines of a period's rows. */
export function indexLines(
  ix: RowIndex,
  branchId: number,
  period: string,
  version: number,
  rows: readonly PreparedRow[],
): Line[] {
  return rows.map(({ row, json }) => {
    const line: Line = {
      branch_id: branchId,
      day: period,
      version,
      row_id: row.ID,
      hi: upper(row.HI),
      si: upper(row.SI),
      name: upper(row.name),
      pay: payText(row),
      row: json,
    };
    if (ix.table === 'doc_rows') line.kind = ix.kind;
    return line;
  });
}

// rc_rows has doc_rows' columns but kind: queries are typed against doc_rows and filter on kind only there.
const tableOf = (ix: RowIndex) => ix.table as 'doc_rows';

const CHUNK = 500;

/**
 * Inserts lines CHUNK at a time. A statement of n lines is built and compiled by Kysely once (building a
 * 500-line insert costs more than running it) and then run with each chunk's values.
 */
export async function insertIndexLines(db: Db, ix: RowIndex, lines: readonly Line[]): Promise<void> {
  for (let i = 0; i < lines.length; i += CHUNK) {
    const chunk = lines.slice(i, i + CHUNK);
    const columns = Object.keys(chunk[0]) as (keyof Line)[];
    const params = chunk.flatMap((l) => columns.map((c) => l[c]));
    await runCompiled(
      db,
      `${ix.table}.insert.${columns.length}.${chunk.length}`,
      (d) => d.insertInto(tableOf(ix)).values(chunk as Insertable<DocRowTable>[]),
      params,
    );
  }
}

function periodLines(db: Db, ix: RowIndex, branchId: number, period: string) {
  const q = db.deleteFrom(tableOf(ix)).where('branch_id', '=', branchId).where('day', '=', period);
  return ix.table === 'doc_rows' ? q.where('kind', '=', ix.kind) : q;
}

/**
 * Brings a period's search index to the rows of the version now latest: every line again when there is
 * no diff (a new period), else only the lines of the rows added, removed or changed.
 */
export async function syncIndex(
  db: Db,
  ix: RowIndex,
  branchId: number,
  period: string,
  version: number,
  rows: readonly PreparedRow[],
  diff: RowDiff | null,
): Promise<void> {
  if (!diff) {
    await periodLines(db, ix, branchId, period).execute();
    await insertIndexLines(db, ix, indexLines(ix, branchId, period, version, rows));
    return;
  }
  const gone = [...diff.removed, ...diff.changed];
  for (let i = 0; i < gone.length; i += 400)
    await periodLines(db, ix, branchId, period)
      .where('row_id', 'in', gone.slice(i, i + 400))
      .execute();
  const fresh = new Set([...diff.added, ...diff.changed]);
  await insertIndexLines(
    db,
    ix,
    indexLines(
      ix,
      branchId,
      period,
      version,
      rows.filter((r) => fresh.has(r.row.ID)),
    ),
  );
}

/** A new version (same rows) becomes the period's latest: its lines carry the new number. */
export async function setIndexVersion(
  db: Db,
  ix: RowIndex,
  branchId: number,
  period: string,
  version: number,
): Promise<void> {
  let q = db.updateTable(tableOf(ix)).set({ version }).where('branch_id', '=', branchId).where('day', '=', period);
  if (ix.table === 'doc_rows') q = q.where('kind', '=', ix.kind);
  await q.execute();
}

export type SearchField = 'name' | 'hi' | 'si' | 'pay' | 'invoice';
type Column = 'name' | 'hi' | 'si' | 'pay';

/** A LIKE pattern matching the text anywhere, with %, _ and \ taken literally. */
export const contains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A column matching the key: anywhere in it, or with `exact` the whole value (for the payment text, a
 * whole word of it). The key is compared as given (the index holds upper case).
 */
export function keyMatch(column: Column, key: string, exact = false) {
  if (!exact) return sql<boolean>`${sql.ref(column)} like ${contains(key)} escape '\\'`;
  if (column === 'pay')
    return sql<boolean>`(' ' || ${sql.ref(column)} || ' ') like ${contains(` ${key} `)} escape '\\'`;
  return sql<boolean>`${sql.ref(column)} = ${key}`;
}

export interface RowSearch {
  branchId: number;
  field: SearchField;
  key: string;
  limit: number;
  /** 'YYYY': only periods of that year. */
  year?: string;
  exact?: boolean;
}

/** `[{"day":...,"version":...,"row":...}]` of the index lines matching, newest period first (JSON text, rows as stored). */
export async function findRows(db: Db, ix: RowIndex, s: RowSearch): Promise<string> {
  let q = db.selectFrom(tableOf(ix)).select(['day', 'version', 'row']).where('branch_id', '=', s.branchId);
  if (ix.table === 'doc_rows') q = q.where('kind', '=', ix.kind);
  // 'YYYY-MM' and 'YYYY-MM-DD' periods both sort inside 'YYYY-01'..'YYYY-12-31'.
  if (s.year) q = q.where('day', '>=', `${s.year}-01`).where('day', '<=', `${s.year}-12-31`);
  q =
    s.field === 'invoice'
      ? q.where((eb) => eb.or([keyMatch('hi', s.key, s.exact), keyMatch('si', s.key, s.exact)]))
      : q.where(keyMatch(s.field, s.key, s.exact));
  const rows = await q.orderBy('day', 'desc').orderBy('id').limit(s.limit).execute();
  return hitsJson(rows);
}

/** Hits as JSON text around their stored row texts. */
export function hitsJson(hits: readonly { day: string; version: number; row: string }[]): string {
  return `[${hits.map((r) => `{"day":"${r.day}","version":${r.version},"row":${r.row}}`).join(',')}]`;
}
