import type { Kysely } from 'kysely';

// Issue 32 (Web Push). Portable DDL.
// - push_subscriptions: one line per device that accepted notifications (the push service's endpoint and the
//   browser's keys), for the user and the session that subscribed it: removed when that session logs out, when
//   the user unsubscribes, or when the push service answers 404/410.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'varchar(1000)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
    .addColumn('auth', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').columns(['user_id']).execute();
  await db.schema.createIndex('push_subscriptions_session').on('push_subscriptions').columns(['session_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
}
