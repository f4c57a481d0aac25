import type { Kysely } from 'kysely';
import { auditBranchOf, auditKindOf } from './frozen/audit';

// Issue 14. Portable DDL.
// - web_content: the public website's texts (the content editor reads them), one JSON object per
//   language (en, ja, vi, ko) and target (header, home, ...).
// - audit gets the branch a row is about and its kind (access, admin, money, report, other), worked out
//   from the action and the target by src/domain/audit.ts for the rows already there, and indexes for the
//   admin's filters, each ending with `at` so a filtered page is read in time order.

interface AuditBackfill {
  audit: { id: number; action: string; target: string; detail: string; kind: string; branch_id: number | null };
}

const BATCH = 1000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('web_content')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('target', 'varchar(40)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(200)', (c) => c.notNull())
    .addUniqueConstraint('web_content_key', ['language', 'target'])
    .execute();

  await db.schema.alterTable('audit').addColumn('branch_id', 'integer').execute();
  await db.schema
    .alterTable('audit')
    .addColumn('kind', 'varchar(20)', (c) => c.notNull().defaultTo('other'))
    .execute();
  await backfill(db as unknown as Kysely<AuditBackfill>);
  await db.schema.createIndex('audit_at').on('audit').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_user_at').on('audit').columns(['user_id', 'at']).execute();
  await db.schema.createIndex('audit_branch_at').on('audit').columns(['branch_id', 'at']).execute();
  await db.schema.createIndex('audit_kind_at').on('audit').columns(['kind', 'at']).execute();
}

/** Rows written before this migration get their kind and branch (in batches, grouped by the values set). */
async function backfill(db: Kysely<AuditBackfill>): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('audit')
      .select(['id', 'action', 'target', 'detail'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    const groups = new Map<string, { kind: string; branch: number | null; ids: number[] }>();
    for (const r of rows) {
      let detail: unknown = null;
      try {
        detail = JSON.parse(r.detail);
      } catch {
        detail = null;
      }
      const kind = auditKindOf(r.action);
      const branch = auditBranchOf(r.target, detail);
      const key = `${kind}:${branch ?? ''}`;
      const g = groups.get(key) ?? { kind, branch, ids: [] };
      g.ids.push(r.id);
      groups.set(key, g);
    }
    for (const g of groups.values())
      await db.updateTable('audit').set({ kind: g.kind, branch_id: g.branch }).where('id', 'in', g.ids).execute();
    after = rows[rows.length - 1].id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const i of ['audit_kind_at', 'audit_branch_at', 'audit_user_at', 'audit_at'])
    await db.schema.dropIndex(i).execute();
  await db.schema.alterTable('audit').dropColumn('kind').execute();
  await db.schema.alterTable('audit').dropColumn('branch_id').execute();
  await db.schema.dropTable('web_content').execute();
}
