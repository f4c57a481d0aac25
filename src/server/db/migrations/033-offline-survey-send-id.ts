import type { Kysely } from 'kysely';

// Issue 30 (offline survey tablet). Portable DDL.
// - survey_entries.send_id: the id the sending device gave a survey (a tablet that queued it offline sends it
//   again until it hears back); one entry per code and send id, so a replayed send stores nothing twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('survey_entries').addColumn('send_id', 'varchar(100)').execute();
  await db.schema
    .createIndex('survey_entries_send')
    .unique()
    .on('survey_entries')
    .columns(['token_id', 'send_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('survey_entries_send').execute();
  await db.schema.alterTable('survey_entries').dropColumn('send_id').execute();
}
