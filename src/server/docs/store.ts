// Storage of versioned reports: the `documents` table, one row per kind, branch, period and version.
import { sql, type Insertable, type Selectable } from 'kysely';
import { runCompiled } from '../db/compiled';
import type { Db } from '../db/connection';
import { readCacheOf } from '../db/read-cache';
import type { DocumentTable } from '../db/schema';

export type StoredDoc = Selectable<DocumentTable>;
/** A version as a seed writes it. */
export type NewVersion = Insertable<DocumentTable>;
/** A version's state without its content: what the stale checks and the view cache need. */
export type DocHead = Pick<
  StoredDoc,
  'id' | 'kind' | 'branch_id' | 'period' | 'version' | 'revision' | 'edit' | 'updated_at' | 'opened'
>;

const HEAD = ['id', 'kind', 'branch_id', 'period', 'version', 'revision', 'edit', 'updated_at', 'opened'] as const;

/**
 * The latest version's head: the one query of every view. Each instance keeps it until a
 * document changes (db/read-cache.ts); a transaction always reads it.
 */
export async function latestHead(db: Db, kind: string, branchId: number, period: string): Promise<DocHead | undefined> {
  const cache = readCacheOf<DocHead | undefined>(db, 'docs.latestHead', ['documents']);
  if (!cache) return readLatestHead(db, kind, branchId, period);
  const head = await cache.read(`${kind}:${branchId}:${period}`, () => readLatestHead(db, kind, branchId, period));
  return head && { ...head };
}

async function readLatestHead(db: Db, kind: string, branchId: number, period: string): Promise<DocHead | undefined> {
  const build = (d: Db) =>
    d
      .selectFrom('documents')
      .select(HEAD)
      .where('kind', '=', '')
      .where('branch_id', '=', 0)
      .where('period', '=', '')
      .orderBy('version', 'desc')
      // A literal: SQLite (built with STAT4) took 15-25 µs more for this read with the limit as a parameter.
      .limit(sql.lit(1));
  return (await runCompiled(db, 'docs.latestHead', build, [kind, branchId, period]))[0];
}

export async function versionHead(
  db: Db,
  kind: string,
  branchId: number,
  period: string,
  version: number,
): Promise<DocHead | undefined> {
  return db
    .selectFrom('documents')
    .select(HEAD)
    .where('kind', '=', kind)
    .where('branch_id', '=', branchId)
    .where('period', '=', period)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** The versions of one report (a kind, branch and period). */
const docsOf = (db: Db, kind: string, branchId: number, period: string) =>
  db
    .selectFrom('documents')
    .selectAll()
    .where('kind', '=', kind)
    .where('branch_id', '=', branchId)
    .where('period', '=', period);

export async function latestDoc(
  db: Db,
  kind: string,
  branchId: number,
  period: string,
): Promise<StoredDoc | undefined> {
  return docsOf(db, kind, branchId, period).orderBy('version', 'desc').limit(1).executeTakeFirst();
}

export async function versionDoc(
  db: Db,
  kind: string,
  branchId: number,
  period: string,
  version: number,
): Promise<StoredDoc | undefined> {
  return docsOf(db, kind, branchId, period).where('version', '=', version).executeTakeFirst();
}

export async function docById(db: Db, id: number): Promise<StoredDoc | undefined> {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The stored versions of the ids, in no particular order. */
export async function docsByIds(db: Db, ids: readonly number[]): Promise<StoredDoc[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('documents').selectAll().where('id', 'in', ids).execute();
}

/** The periods from..to of one kind: of one branch, or of every branch when `branchId` is left out. */
export interface PeriodSpan {
  kind: string;
  branchId?: number;
  from: string;
  to: string;
}

/**
 * The latest version of each period of the span, by branch then period, with the columns asked for; with
 * 'sent', the latest version locked by a send (a later version being edited is passed over). One query:
 * older versions are never read.
 */
export async function latestOfEach<C extends keyof StoredDoc>(
  db: Db,
  span: PeriodSpan,
  columns: readonly C[],
  which: 'latest' | 'sent' = 'latest',
): Promise<Pick<StoredDoc, C>[]> {
  const sent = which === 'sent';
  // Typed as every column, answered as the ones asked for.
  const all: readonly (keyof StoredDoc)[] = columns;
  return db
    .selectFrom('documents as d')
    .select(all)
    .where('d.kind', '=', span.kind)
    .$if(span.branchId !== undefined, (q) => q.where('d.branch_id', '=', span.branchId ?? 0))
    .where('d.period', '>=', span.from)
    .where('d.period', '<=', span.to)
    .$if(sent, (q) => q.where('d.edit', '=', 0).where('d.sent_at', 'is not', null))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('documents as n')
            .select('n.id')
            .whereRef('n.kind', '=', 'd.kind')
            .whereRef('n.branch_id', '=', 'd.branch_id')
            .whereRef('n.period', '=', 'd.period')
            .whereRef('n.version', '>', 'd.version')
            .$if(sent, (q) => q.where('n.edit', '=', 0).where('n.sent_at', 'is not', null)),
        ),
      ),
    )
    .orderBy('d.branch_id')
    .orderBy('d.period')
    .execute();
}

/** Writes prepared versions as they are (the demo seeds), in batches. */
export async function insertVersions(db: Db, versions: readonly NewVersion[]): Promise<void> {
  for (let i = 0; i < versions.length; i += 40)
    await db
      .insertInto('documents')
      .values(versions.slice(i, i + 40))
      .execute();
}

export interface VersionItem {
  period: string;
  version: number;
  edit: boolean;
}

/** Every version of the periods from..to, by period then version. */
export async function listVersions(
  db: Db,
  kind: string,
  branchId: number,
  from: string,
  to: string,
): Promise<VersionItem[]> {
  const rows = await db
    .selectFrom('documents')
    .select(['period', 'version', 'edit'])
    .where('kind', '=', kind)
    .where('branch_id', '=', branchId)
    .where('period', '>=', from)
    .where('period', '<=', to)
    .orderBy('period')
    .orderBy('version')
    .execute();
  return rows.map((r) => ({ period: r.period, version: r.version, edit: r.edit === 1 }));
}

/**
 * The version as the answer's `data` JSON, built around the stored content and totals text without
 * parsing them: `{branchId, day|month, version, revision, edit, maker, note, updatedAt, updatedBy, sentAt, sentBy, content, totals}`.
 */
export function docJson(row: StoredDoc, periodKey: 'day' | 'month'): string {
  const head = JSON.stringify({
    branchId: row.branch_id,
    [periodKey]: row.period,
    version: row.version,
    revision: row.revision,
    edit: row.edit === 1,
    maker: row.maker,
    note: row.note,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    sentAt: row.sent_at,
    sentBy: row.sent_by,
  });
  return `${head.slice(0, -1)},"content":${row.content},"totals":${row.totals}}`;
}

/** `{"status":1,"msg":...,"data":...}` around a version. */
export const docAnswer = (msg: string, row: StoredDoc, periodKey: 'day' | 'month'): string =>
  `{"status":1,"msg":${JSON.stringify(msg)},"data":${docJson(row, periodKey)}}`;
