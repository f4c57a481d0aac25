import type { Kysely } from 'kysely';

/** The call an idempotency key was used for (sha256 of method and URL), so the key is not replayed for another call. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('idempotency')
    .addColumn('request', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency').dropColumn('request').execute();
}
