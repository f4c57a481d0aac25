import type { Kysely } from 'kysely';

// The supervisors' month grids (issue 13: breakfast, storage), cell by cell. Portable DDL.
// - grid_cells: one value per kind, branch, month, row (a room, an item id, '_day'), day (0 = the month)
//   and field. A write carries the value it was based on; see domain/cells.ts.
// - grid_writes: every write by its key (unique per user): a replay finds its first outcome here and is
//   not applied again; it is also the cells' history (who, when, before and after).
// - grid_months: per kind, branch and month the days closed for editing (JSON number[]) and the flags
//   (JSON: storage's confirm and sent marks).
// - storage_items: a branch's stock items (tab, id, name, unit, order).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('grid_cells')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('row_key', 'varchar(40)', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('field', 'varchar(20)', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(200)', (c) => c.notNull())
    .addUniqueConstraint('grid_cells_key', ['kind', 'branch_id', 'month', 'row_key', 'day', 'field'])
    .execute();
  await db.schema
    .createTable('grid_writes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('write_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('row_key', 'varchar(40)', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('field', 'varchar(20)', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .addColumn('by_name', 'varchar(200)', (c) => c.notNull())
    .addUniqueConstraint('grid_writes_key', ['user_id', 'write_key'])
    .execute();
  await db.schema.createIndex('grid_writes_cell').on('grid_writes').columns(['kind', 'branch_id', 'month']).execute();
  await db.schema
    .createTable('grid_months')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('closed_days', 'text', (c) => c.notNull())
    .addColumn('flags', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(200)', (c) => c.notNull())
    .addUniqueConstraint('grid_months_key', ['kind', 'branch_id', 'month'])
    .execute();
  await db.schema
    .createTable('storage_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('tab', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('unit', 'varchar(10)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('storage_items_key', ['branch_id', 'item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['grid_cells', 'grid_writes', 'grid_months', 'storage_items']) await db.schema.dropTable(t).execute();
}
