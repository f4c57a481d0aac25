import type { Kysely } from 'kysely';

// Issue 15. Portable DDL.
// - daily_reports: the reception daily report, one per branch and day: the counts (worked out from the
//   day's reception sum), the exchange rates reception typed, the note, when and by whom it was last
//   mailed, and a revision that rises on every write (a send based on an older one is refused).
// The columns are listed here, not taken from src/domain, so that this migration never changes.
const COUNTS = [
  'checkIn',
  'checkOut',
  'roomLine',
  'walkIn',
  'shortTime',
  'ealryCheckIn',
  'lateCheckOut',
  'noShow',
  'cancelRoom',
  'guestMassage',
  'massageLine',
  'guestRoten',
  'rotenLine',
  'guestBreakfast',
  'breakfastRoten',
  'massage70Roten',
  'massage100Roten',
];
const RATES = [
  'usdVcbBuying',
  'usdVcbSelling',
  'usdAzumayaBuying',
  'jpyVcbBuying',
  'jpyVcbSelling',
  'jpyAzumayaBuying',
  'jpyAzumayaSelling',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  let table = db.schema
    .createTable('daily_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull());
  for (const f of COUNTS) table = table.addColumn(f, 'integer', (c) => c.notNull().defaultTo(0));
  table = table.addColumn('capacityRoom', 'double precision', (c) => c.notNull().defaultTo(0));
  for (const f of RATES) table = table.addColumn(f, 'double precision', (c) => c.notNull().defaultTo(0));
  await table
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .addColumn('sent_by', 'varchar(200)')
    .addUniqueConstraint('daily_reports_branch_date', ['branch_id', 'date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('daily_reports').execute();
}
