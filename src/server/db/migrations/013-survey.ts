import type { Kysely } from 'kysely';

// The guest survey (spec 3 sections 3, 7; document 4 "Guest survey"). Portable DDL.
// - survey_tokens: the QR codes. token_id is the random half of a signed code; the signature is not stored
//   (it is recomputed from the server secret). A revoked code has revoked_at set and is never reused.
//   tablet_n links the codes of an activated tablet (0 for room, reception and Rotenburo codes).
// - survey_entries: one per guest answer (kind 'guest', answers JSON) or Rotenburo opinion (kind 'roten').
//   generation 'new' (Sumbook's page) or 'old' (the old outside site); the day is the branch's local date.
//   dedupe_key = token_id:room:day makes "one survey per code per day" a database rule.
// - survey_tablets: activated tablets per branch (n counts up per branch), their secret's token id, ON/OFF.
// - survey_config: one row per branch ('0' holds the chain-wide update information): the tablet pass (hash).
// - survey_reports: the weekly and monthly report mails sent (who, when, maker, note).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('survey_tokens')
    .addColumn('token_id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('target', 'varchar(10)', (c) => c.notNull())
    .addColumn('room', 'varchar(20)', (c) => c.notNull())
    .addColumn('lang', 'varchar(4)', (c) => c.notNull())
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('tablet_n', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(200)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('survey_tokens_branch')
    .on('survey_tokens')
    .columns(['branch_id', 'target', 'lang', 'room'])
    .execute();
  await db.schema
    .createTable('survey_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('generation', 'varchar(4)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('time', 'varchar(8)', (c) => c.notNull())
    .addColumn('room', 'varchar(20)', (c) => c.notNull())
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('lang', 'varchar(4)', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('opinion', 'text', (c) => c.notNull())
    .addColumn('sup_feedback', 'text', (c) => c.notNull())
    .addColumn('note_change', 'varchar(300)', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull())
    .addColumn('token_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('dedupe_key', 'varchar(120)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(200)', (c) => c.notNull())
    .addUniqueConstraint('survey_entries_dedupe', ['dedupe_key'])
    .execute();
  await db.schema
    .createIndex('survey_entries_month')
    .on('survey_entries')
    .columns(['branch_id', 'generation', 'day'])
    .execute();
  await db.schema
    .createTable('survey_tablets')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('token_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('on', 'integer', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull())
    .addColumn('note', 'varchar(500)', (c) => c.notNull())
    .addColumn('version', 'varchar(50)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_seen', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('survey_tablets_key', ['branch_id', 'n'])
    .execute();
  await db.schema
    .createTable('survey_config')
    .addColumn('branch_id', 'integer', (c) => c.primaryKey())
    .addColumn('pass_hash', 'varchar(300)', (c) => c.notNull())
    .addColumn('pass_updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('update_info', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('survey_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('generation', 'varchar(4)', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('period', 'varchar(10)', (c) => c.notNull())
    .addColumn('maker', 'varchar(100)', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('sent_by', 'varchar(200)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['survey_reports', 'survey_config', 'survey_tablets', 'survey_entries', 'survey_tokens'])
    await db.schema.dropTable(t).execute();
}
