import type { Kysely } from 'kysely';

// Issue 16. Portable DDL.
// - education_videos: the training library; id = the YouTube id (11 characters), its category and
//   optional sub-category (Reception > Basic), title, description and place in the list.
// - recruitment: the open positions (Vietnamese label), workplace (location), deadline 'YYYY-MM-DD', and
//   who changed the row last.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('education_videos')
    .addColumn('id', 'varchar(11)', (c) => c.primaryKey())
    .addColumn('category', 'varchar(60)', (c) => c.notNull())
    .addColumn('sub_category', 'varchar(60)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('recruitment')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('position', 'varchar(100)', (c) => c.notNull())
    .addColumn('location', 'varchar(40)', (c) => c.notNull())
    .addColumn('deadline', 'varchar(10)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(200)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recruitment').execute();
  await db.schema.dropTable('education_videos').execute();
}
