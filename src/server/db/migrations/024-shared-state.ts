import type { Kysely } from 'kysely';

// Issue 17. Portable DDL. State several server instances on one database must share:
// - settings: values made once per installation (the token signing secret, the team code) instead of a
//   file in one instance's DATA_DIR;
// - throttle_failures: failed sign-ins, password-reset requests, team codes and survey submissions per key
//   (an e-mail, an address, a code) and time, so every instance counts the same failures.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('throttle_failures')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('scope', 'varchar(20)', (c) => c.notNull())
    .addColumn('key', 'varchar(400)', (c) => c.notNull())
    .addColumn('at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('throttle_failures_key')
    .on('throttle_failures')
    .columns(['scope', 'key', 'at'])
    .execute();
  await db.schema.createIndex('throttle_failures_at').on('throttle_failures').columns(['at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('throttle_failures').execute();
  await db.schema.dropTable('settings').execute();
}
