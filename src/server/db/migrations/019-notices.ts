import type { Kysely } from 'kysely';

// Notice templates of the announcement form (spec 3 section 3 "Notice template"). Portable DDL.
// name (English), name2 (Japanese), name3 (Vietnamese); content is the JSON list of lines {text, edit}.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notice_templates')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('key', 'varchar(60)', (c) => c.notNull().unique())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('name2', 'varchar(200)', (c) => c.notNull())
    .addColumn('name3', 'varchar(200)', (c) => c.notNull())
    .addColumn('font_size', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notice_templates').execute();
}
