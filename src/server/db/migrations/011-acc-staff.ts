import type { Kysely } from 'kysely';

// The accountant staff mistakes register (spec 2 section 3.5): one line per row and branch, its fields as
// JSON text (row), its change log (JSON text) and the version a save must be based on. Deleted rows keep
// their line with deleted = 1. Portable DDL only: the same migration runs on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('acc_staff')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('row_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull())
    .addColumn('row', 'text', (c) => c.notNull())
    .addColumn('log', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(200)', (c) => c.notNull())
    .addUniqueConstraint('acc_staff_branch_row', ['branch_id', 'row_id'])
    .execute();
  await db.schema.createIndex('acc_staff_branch_day').on('acc_staff').columns(['branch_id', 'day']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('acc_staff').execute();
}
