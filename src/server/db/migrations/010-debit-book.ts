import type { Kysely } from 'kysely';
import { appendOnly } from '../dialect';
import { debitLineColumns, type OldBookLine } from './frozen/debit-lines';

// One debit book for reception and accountant lines (book 'rc' or 'acc'), with the columns its pages
// filter, sort and search on, and an append-only history: a line's changes are rows of debit_history,
// never rewritten (on SQLite triggers refuse any UPDATE or DELETE of it). The lines of rc_debits and
// acc_debits move across with their logs as the first history rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('debits')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('book', 'varchar(3)', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('row_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('hi', 'varchar(40)', (c) => c.notNull())
    .addColumn('si', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('company', 'varchar(120)', (c) => c.notNull())
    .addColumn('room', 'varchar(20)', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('type', 'varchar(3)', (c) => c.notNull())
    .addColumn('paid', 'varchar(10)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('amount_minor', 'double precision', (c) => c.notNull())
    .addColumn('search', 'varchar(1000)', (c) => c.notNull())
    .addColumn('pay', 'varchar(400)', (c) => c.notNull())
    .addColumn('row', 'text', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull())
    .addColumn('source', 'varchar(60)', (c) => c.notNull())
    .addColumn('import_to', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('debits_book_branch_month_row', ['book', 'branch_id', 'month', 'row_id'])
    .execute();
  await db.schema.createIndex('debits_branch_row').on('debits').columns(['branch_id', 'book', 'row_id']).execute();
  // Pages filter a branch's book by day range, state, type and text, and total amounts per currency: all from this index.
  await db.schema
    .createIndex('debits_page')
    .on('debits')
    .columns(['branch_id', 'book', 'day', 'paid', 'type', 'currency', 'amount_minor', 'search'])
    .execute();
  await db.schema.createIndex('debits_open_day').on('debits').columns(['book', 'paid', 'day']).execute();

  await db.schema
    .createTable('debit_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('debit_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('line', 'varchar(600)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('debit_history_debit').on('debit_history').columns(['debit_id', 'id']).execute();
  await appendOnly(db, 'debit_history', 'debit history is append-only');
  await moveOldLines(db);
  await db.schema.dropTable('rc_debits').execute();
  await db.schema.dropTable('acc_debits').execute();
}

type Untyped = Kysely<Record<string, Record<string, unknown>>>;

async function moveOldLines(db: Kysely<unknown>): Promise<void> {
  const u = db as unknown as Untyped;
  const rc = (await u.selectFrom('rc_debits').selectAll().orderBy('id').execute()) as unknown as OldBookLine[];
  const acc = (await u.selectFrom('acc_debits').selectAll().orderBy('id').execute()) as unknown as OldBookLine[];
  for (const [book, lines] of [
    ['rc', rc],
    ['acc', acc],
  ] as const)
    for (const old of lines) {
      const { line, history } = debitLineColumns(book, old);
      const inserted = await u
        .insertInto('debits')
        .values(line as unknown as Record<string, unknown>)
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const h of history)
        await u
          .insertInto('debit_history')
          .values({ ...h, debit_id: inserted.id } as Record<string, unknown>)
          .execute();
    }
}

export async function down(): Promise<void> {
  throw new Error('010-debit-book cannot be undone: the old books are gone');
}
