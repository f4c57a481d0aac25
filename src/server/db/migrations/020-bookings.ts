import type { Kysely } from 'kysely';

// The booking system's bookings (spec 3 sections 3 and 9: dashboards and the reservation report), as the
// built-in booking source reads them (src/server/kernel/bookings.ts). Portable DDL. Days are 'YYYY-MM-DD';
// flags are 0/1; channel is an OTA name, 'website', 'app', 'walk-in' or 'company'; language ja/en/vi/ko;
// device pc/phone/tablet/app. The index serves "bookings of a branch overlapping a span".
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bookings')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('room', 'varchar(20)', (c) => c.notNull())
    .addColumn('checkin', 'varchar(10)', (c) => c.notNull())
    .addColumn('checkout', 'varchar(10)', (c) => c.notNull())
    .addColumn('rate', 'double precision', (c) => c.notNull())
    .addColumn('guest_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('company', 'varchar(200)', (c) => c.notNull())
    .addColumn('channel', 'varchar(20)', (c) => c.notNull())
    .addColumn('language', 'varchar(4)', (c) => c.notNull())
    .addColumn('device', 'varchar(10)', (c) => c.notNull())
    .addColumn('pick_up', 'integer', (c) => c.notNull())
    .addColumn('drop_off', 'integer', (c) => c.notNull())
    .addColumn('waiting_list', 'integer', (c) => c.notNull())
    .addColumn('cancelled', 'integer', (c) => c.notNull())
    .addColumn('membership', 'integer', (c) => c.notNull())
    .addColumn('female', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(10)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bookings_branch_checkout').on('bookings').columns(['branch_id', 'checkout']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bookings').execute();
}
