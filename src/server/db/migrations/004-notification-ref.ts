import type { Kysely } from 'kysely';

/** What a notification is about (e.g. `rc:3:2026-05-01:1` for an edit request on a reception sum). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('ref', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('notifications_ref').on('notifications').column('ref').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notifications_ref').execute();
  await db.schema.alterTable('notifications').dropColumn('ref').execute();
}
