import { sql, type Kysely } from 'kysely';
import { auditBranchOf, auditKindOf } from './frozen/audit';
import { appendOnly, dialectOf } from '../dialect';

// Issue 17: the audit table is the financial trail and becomes append-only (triggers refuse any UPDATE or
// DELETE of a row, on SQLite and PostgreSQL). A row now also keeps its author's name as it was at the
// time (null on older rows: the trail shows the user's current name for those). The cost sheet and
// waiting list rows written before get their kind (money) and branch first, while they still can.
// Portable DDL.

interface Backfill {
  audit: { id: number; action: string; target: string; detail: string; kind: string; branch_id: number | null };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit').addColumn('user_name', 'varchar(200)').execute();
  await backfill(db as unknown as Kysely<Backfill>);
  await appendOnly(db, 'audit', 'the trail is append-only');
}

async function backfill(db: Kysely<Backfill>): Promise<void> {
  const rows = await db
    .selectFrom('audit')
    .select(['id', 'action', 'target', 'detail'])
    .where((eb) => eb.or([eb('action', 'like', 'acccost.%'), eb('action', 'like', 'accwait.%')]))
    .execute();
  for (const r of rows) {
    let detail: unknown = null;
    try {
      detail = JSON.parse(r.detail);
    } catch {
      detail = null;
    }
    await db
      .updateTable('audit')
      .set({ kind: auditKindOf(r.action), branch_id: auditBranchOf(r.target, detail) })
      .where('id', '=', r.id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  for (const op of pg ? ['update', 'delete', 'truncate'] : ['update', 'delete'])
    await sql.raw(`DROP TRIGGER IF EXISTS audit_no_${op}${pg ? ' ON audit' : ''}`).execute(db);
  if (pg) await sql.raw('DROP FUNCTION IF EXISTS audit_append_only()').execute(db);
  await db.schema.alterTable('audit').dropColumn('user_name').execute();
}
