import type { Kysely } from 'kysely';

// Membership and vouchers (issue 14; spec 3 sections 3 and 7). Portable DDL.
// - members: the guests' app and website members. search holds the folded (lower case, no accents) ID,
//   name and e-mail for the global search. gender, birth_year, registered_at, area and bookings feed the
//   report-total dashboard's membership charts.
// - vouchers: published vouchers. code_key is the upper-case code while the voucher lives (unique), and
//   '~<id>' once it is deleted (the row stays for the members' history and the audit trail).
// - member_vouchers: vouchers given to members; used_at / used_by once Voucher Use RC uses one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(200)', (c) => c.notNull())
    .addColumn('login_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('rank', 'varchar(20)', (c) => c.notNull())
    .addColumn('az_point', 'integer', (c) => c.notNull())
    .addColumn('az_coin', 'integer', (c) => c.notNull())
    .addColumn('gender', 'varchar(10)', (c) => c.notNull())
    .addColumn('birth_year', 'integer')
    .addColumn('registered_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('area', 'varchar(40)', (c) => c.notNull())
    .addColumn('bookings', 'integer', (c) => c.notNull())
    .addColumn('search', 'varchar(500)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('vouchers')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('code_key', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('max_price', 'bigint', (c) => c.notNull())
    .addColumn('expiry', 'varchar(10)', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('az_coin', 'integer', (c) => c.notNull())
    .addColumn('infor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(30)')
    .execute();
  await db.schema
    .createTable('member_vouchers')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.id'))
    .addColumn('assigned_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .addColumn('used_by', 'varchar(200)')
    .addUniqueConstraint('member_vouchers_key', ['member_id', 'voucher_id'])
    .execute();
  await db.schema.createIndex('member_vouchers_voucher').on('member_vouchers').column('voucher_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['member_vouchers', 'vouchers', 'members']) await db.schema.dropTable(t).execute();
}
