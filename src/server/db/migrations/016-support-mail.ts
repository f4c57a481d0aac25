import { sql, type Kysely } from 'kysely';

// The support mail's durable queue (spec 3 section 2 "Support mail page"). Portable DDL.
// - support_mail_jobs: one per Send Mail Report: the kind (fixed text), who asked, the Reply-To, a hash of
//   its address list (a second send of the same list while the first runs is refused: a partial unique
//   index on list_hash among the running jobs, so two clicks at once make one job), running or done.
// - support_mail_recipients: one row per recipient (name and address only: the sheet's other columns are
//   shown in the preview and never sent or stored) with its state: pending -> sending (written before the
//   mail is handed to the mail server) -> sent | failed; a row found 'sending' when the server starts again
//   becomes 'unconfirmed' (it may have gone out) and is sent again only when the admin asks.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_mail_jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('list_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('reply_to', 'varchar(254)', (c) => c.notNull())
    .addColumn('retries', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_by_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('support_mail_jobs_state')
    .on('support_mail_jobs')
    .columns(['state', 'list_hash'])
    .execute();
  await db.schema
    .createIndex('support_mail_jobs_running')
    .unique()
    .on('support_mail_jobs')
    .column('list_hash')
    .where(sql.ref('state'), '=', sql.lit('running'))
    .execute();
  await db.schema
    .createTable('support_mail_recipients')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('job_id', 'integer', (c) => c.notNull().references('support_mail_jobs.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('tried_at', 'varchar(30)')
    .addColumn('sent_at', 'varchar(30)')
    .addUniqueConstraint('support_mail_recipients_address', ['job_id', 'email'])
    .execute();
  await db.schema
    .createIndex('support_mail_recipients_job')
    .on('support_mail_recipients')
    .columns(['job_id', 'state'])
    .execute();
  await db.schema
    .createIndex('support_mail_recipients_queue')
    .on('support_mail_recipients')
    .columns(['state', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_mail_recipients').execute();
  await db.schema.dropTable('support_mail_jobs').execute();
}
