import type { Kysely } from 'kysely';

// The expected occupancy plan (spec 3 sections 2, 3 and 7): one line per branch, month, room and day with
// its rate and comment (rev rises on every change, so a change based on an older value is refused), and
// one line per branch and month with the days closed for editing (JSON array of day numbers), the day
// figures stored by update_report (JSON object by day) and where the plan first came from. Portable DDL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('expected_cells')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('room', 'varchar(20)', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('rate', 'double precision', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(200)', (c) => c.notNull())
    .addUniqueConstraint('expected_cells_key', ['branch_id', 'month', 'room', 'day'])
    .execute();
  await db.schema
    .createTable('expected_months')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('closed_days', 'text', (c) => c.notNull())
    .addColumn('day_reports', 'text', (c) => c.notNull())
    .addColumn('source', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(200)', (c) => c.notNull())
    .addUniqueConstraint('expected_months_key', ['branch_id', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('expected_cells').execute();
  await db.schema.dropTable('expected_months').execute();
}
