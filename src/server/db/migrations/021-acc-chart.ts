import type { Kysely } from 'kysely';
import { appendOnly } from '../dialect';

// The yearly chart (spec 3 sections 2, 3, 7): one line per branch, year and type (sale, massage) with its
// 12 monthly figures as JSON text and a revision a save must be based on; and its history, one row per
// changed month, append-only (on SQLite triggers refuse any UPDATE or DELETE of it). Portable DDL only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('acc_charts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('months', 'text', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(200)', (c) => c.notNull())
    .addUniqueConstraint('acc_charts_branch_year_type', ['branch_id', 'year', 'type'])
    .execute();
  await db.schema
    .createTable('acc_chart_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('before', 'double precision', (c) => c.notNull())
    .addColumn('after', 'double precision', (c) => c.notNull())
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('acc_chart_log_branch_year')
    .on('acc_chart_log')
    .columns(['branch_id', 'year', 'id'])
    .execute();
  await appendOnly(db, 'acc_chart_log', 'chart history is append-only');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('acc_chart_log').execute();
  await db.schema.dropTable('acc_charts').execute();
}
