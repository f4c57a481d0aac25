import type { Kysely } from 'kysely';

/** Browsers (hashed device ids) that signed in successfully, so their owner is not held back by others' failures. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_devices')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('device_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_login', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_devices_pk', ['user_id', 'device_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_devices').execute();
}
