import type { Kysely } from 'kysely';

// Issue 31 (staff languages). Portable DDL.
// - users.lang: the user's language (en, vi or ja) as the user chose it in the profile, or as the CEO or an
//   admin set it; null until set (the app then follows the device, and mails go out in English).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('lang', 'varchar(5)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('lang').execute();
}
