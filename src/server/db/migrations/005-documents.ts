import { sql, type Kysely } from 'kysely';

// One table for every versioned report (reception sum, accountant sum, manager report, ...): a row per
// kind, branch, period (a day YYYY-MM-DD or a month YYYY-MM) and version. The reception sums move in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('period', 'varchar(10)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('edit', 'integer', (c) => c.notNull())
    .addColumn('maker', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('totals', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(200)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .addColumn('sent_by', 'varchar(200)')
    .addColumn('mailed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('opened', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('documents_kind_branch_period_version', ['kind', 'branch_id', 'period', 'version'])
    .execute();
  await sql`insert into documents (kind, branch_id, period, version, revision, edit, maker, note, content, totals,
      updated_at, updated_by, sent_at, sent_by, mailed, opened)
    select 'rc', branch_id, day, version, revision, edit, maker, note, content, totals,
      updated_at, updated_by, sent_at, sent_by, mailed, opened from rc_sums`.execute(db);
  await db.schema.dropTable('rc_sums').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('documents').execute();
}
