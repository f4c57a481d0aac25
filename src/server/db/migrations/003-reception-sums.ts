import type { Kysely } from 'kysely';

// Reception sums (one versioned document per branch, day and version), their row search index,
// the reception debit book written when a sum is sent, and the built-in PMS invoice table.
// Portable DDL only: the same migration runs on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rc_sums')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
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
    // 1 for a version opened on purpose (make_new_version, agreed edit request): editable on a past day.
    .addColumn('opened', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('rc_sums_branch_day_version', ['branch_id', 'day', 'version'])
    .execute();

  // One line per row of the latest version of each day: the invoice searches read it.
  await db.schema
    .createTable('rc_rows')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
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
  await db.schema.createIndex('rc_rows_branch_day').on('rc_rows').columns(['branch_id', 'day']).execute();

  await db.schema
    .createTable('rc_debits')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('row_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('sum_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('hi', 'varchar(40)', (c) => c.notNull())
    .addColumn('si', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('paid', 'varchar(10)', (c) => c.notNull())
    .addColumn('import_to', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('row', 'text', (c) => c.notNull())
    .addColumn('log', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('rc_debits_branch_row', ['branch_id', 'row_id'])
    .execute();
  await db.schema.createIndex('rc_debits_branch_day').on('rc_debits').columns(['branch_id', 'sum_day']).execute();

  await db.schema
    .createTable('pms_invoices')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('hi', 'varchar(40)', (c) => c.notNull())
    .addColumn('room', 'varchar(20)', (c) => c.notNull())
    .addColumn('guest_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('company', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('checkin', 'varchar(10)', (c) => c.notNull())
    .addColumn('checkout', 'varchar(10)', (c) => c.notNull())
    .addColumn('room_rate', 'double precision', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('exchange_rate', 'double precision', (c) => c.notNull())
    .addColumn('discount', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_by', 'varchar(10)', (c) => c.notNull())
    .addColumn('pay_column', 'varchar(20)', (c) => c.notNull())
    .addColumn('pay_amount', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('pms_invoices_branch_hi', ['branch_id', 'hi'])
    .execute();
  await db.schema.createIndex('pms_invoices_branch_day').on('pms_invoices').columns(['branch_id', 'day']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['pms_invoices', 'rc_debits', 'rc_rows', 'rc_sums']) await db.schema.dropTable(t).execute();
}
