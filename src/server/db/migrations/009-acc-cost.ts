import type { Kysely } from 'kysely';

// The month's breakfast count of a branch (spec 2 sections 3.6, 4.5): a number and the log of its changes
// (JSON text). The cost sheets and waiting lists are versioned documents (kinds 'acccost' and 'accwait').
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('acc_bf_counts')
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('log', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(200)', (c) => c.notNull())
    .addPrimaryKeyConstraint('acc_bf_counts_pk', ['branch_id', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('acc_bf_counts').execute();
}
