import type { Kysely } from 'kysely';

// The accountant sum: the row search index of the accountant sums and debits on sum (doc_rows, the same
// lines as rc_rows plus their kind), the accountant debit book CONFIRM END MONTH fills (acc_debits) and
// the months it has copied (acc_debit_months, one line each: a second confirm copies nothing).
// Portable DDL only: the same migration runs on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('doc_rows')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('row_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('hi', 'varchar(40)', (c) => c.notNull())
    .addColumn('si', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('pay', 'varchar(400)', (c) => c.notNull())
    .addColumn('row', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('doc_rows_kind_branch_day')
    .on('doc_rows')
    .columns(['kind', 'branch_id', 'day'])
    .execute();

  await db.schema
    .createTable('acc_debits')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('row_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('hi', 'varchar(40)', (c) => c.notNull())
    .addColumn('si', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('paid', 'varchar(10)', (c) => c.notNull())
    .addColumn('pay', 'varchar(400)', (c) => c.notNull())
    .addColumn('row', 'text', (c) => c.notNull())
    .addColumn('log', 'text', (c) => c.notNull())
    .addColumn('source_version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('acc_debits_branch_month_row', ['branch_id', 'month', 'row_id'])
    .execute();

  await db.schema
    .createTable('acc_debit_months')
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('copied', 'integer', (c) => c.notNull())
    .addColumn('confirmed_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('confirmed_by', 'varchar(200)', (c) => c.notNull())
    .addPrimaryKeyConstraint('acc_debit_months_pk', ['branch_id', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['acc_debit_months', 'acc_debits', 'doc_rows']) await db.schema.dropTable(t).execute();
}
