import type { Kysely } from 'kysely';

// Issue 32 (import of the old system's data). Portable DDL.
// - legacy_ids: one line per imported document of the old system (its collection and MongoDB _id) and what it
//   became here (`target`, e.g. `rc:3:2024-05-01:1`, `user:12`), so running the import again skips it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('legacy_ids')
    .addColumn('collection', 'varchar(40)', (c) => c.notNull())
    .addColumn('legacy_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('target', 'varchar(200)', (c) => c.notNull())
    .addColumn('imported_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('legacy_ids_pk', ['collection', 'legacy_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('legacy_ids').execute();
}
