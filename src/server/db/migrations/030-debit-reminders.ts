import type { Kysely } from 'kysely';

// Issue 32 (reminders for unpaid bills). Portable DDL.
// - debit_reminders: one row per debit line and reminder step (days unpaid) already sent. The reminder job
//   inserts it (ON CONFLICT DO NOTHING) in the transaction that makes the notices, so two runs or two
//   instances send a line's step once.
// - debit_reminder_weeks: one row per branch and week (its Monday) whose summary mail was sent, inserted the
//   same way before the mail leaves.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('debit_reminders')
    .addColumn('debit_id', 'integer', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('debit_reminders_pk', ['debit_id', 'step'])
    .execute();
  await db.schema
    .createTable('debit_reminder_weeks')
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('week', 'varchar(10)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('debit_reminder_weeks_pk', ['branch_id', 'week'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('debit_reminder_weeks').execute();
  await db.schema.dropTable('debit_reminders').execute();
}
