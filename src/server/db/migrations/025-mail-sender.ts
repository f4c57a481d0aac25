import type { Kysely } from 'kysely';

// Issue 17. Portable DDL. Several server instances on one database: a support-mail row on its way names the
// instance sending it, so an instance that starts again takes back only its own interrupted rows at once,
// and another instance's only when their lease (tried_at + the lease time) has run out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('support_mail_recipients')
    .addColumn('sender', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('support_mail_recipients').dropColumn('sender').execute();
}
