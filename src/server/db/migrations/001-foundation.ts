import type { Kysely } from 'kysely';

// Portable DDL only (Kysely's schema builder): the same migration runs on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('areas')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(60)', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('branches')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('area', 'varchar(60)', (c) => c.notNull())
    .addColumn('rooms', 'integer', (c) => c.notNull())
    .addColumn('other', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .createTable('rooms')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id'))
    .addColumn('number', 'varchar(20)', (c) => c.notNull())
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('floor', 'integer', (c) => c.notNull())
    .addUniqueConstraint('rooms_branch_number', ['branch_id', 'number'])
    .execute();
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('email', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(300)', (c) => c.notNull())
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('access', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('is_manage', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('needs_activation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('block_msg', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('other', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('acc_hidden_tab', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('first_login', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('isread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answer', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('sent_to', 'integer')
    .addColumn('sent_from', 'varchar(200)', (c) => c.notNull())
    .addColumn('sent_from_id', 'integer')
    .addColumn('role', 'integer')
    .addColumn('branch', 'integer')
    .addColumn('link', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('notifications_to').on('notifications').columns(['sent_to', 'isread']).execute();
  await db.schema
    .createTable('card_titles')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('key', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('guides')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('audit')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('action', 'varchar(100)', (c) => c.notNull())
    .addColumn('target', 'varchar(200)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'audit',
    'guides',
    'card_titles',
    'notifications',
    'password_resets',
    'sessions',
    'users',
    'rooms',
    'branches',
    'areas',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
