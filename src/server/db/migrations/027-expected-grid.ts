import { sql, type Kysely } from 'kysely';
import { up as createExpectedTables } from './012-expected';

// Issue 27: one grid store. The expected plan's cells and months move into the grid tables (kind
// 'expected') and its own tables go. Portable DDL; imports nothing from the app (a frozen snapshot).
// - grid_cells gets `note` (a cell's text: the plan's comment) and `rev` (rises on every change of the
//   cell, so a change based on an older rev is refused). An expected cell is the row (room, day, field
//   'plan') with value = rate, note = comment and its rev, who and when kept as they were.
// - grid_months holds the plan's month: its closed days, and in `flags` the first source and the day
//   figures stored by update_report ({ source, dayReports }).

const KIND = 'expected';
const FIELD = 'plan';

interface Tables {
  expected_cells: {
    branch_id: number;
    month: string;
    room: string;
    day: number;
    rate: number;
    comment: string;
    rev: number;
    updated_at: string;
    updated_by: string;
  };
  expected_months: {
    branch_id: number;
    month: string;
    closed_days: string;
    day_reports: string;
    source: string;
    created_at: string;
    updated_at: string;
    updated_by: string;
  };
  grid_cells: {
    kind: string;
    branch_id: number;
    month: string;
    row_key: string;
    day: number;
    field: string;
    value: number;
    note: string;
    rev: number;
    updated_at: string;
    updated_by: string;
  };
  grid_months: {
    kind: string;
    branch_id: number;
    month: string;
    closed_days: string;
    flags: string;
    updated_at: string;
    updated_by: string;
  };
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
};

export async function up(unknownDb: Kysely<unknown>): Promise<void> {
  const db = unknownDb as unknown as Kysely<Tables>;
  await db.schema
    .alterTable('grid_cells')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('grid_cells')
    .addColumn('rev', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('grid_cells')
    .columns([
      'kind',
      'branch_id',
      'month',
      'row_key',
      'day',
      'field',
      'value',
      'note',
      'rev',
      'updated_at',
      'updated_by',
    ])
    .expression(
      db
        .selectFrom('expected_cells')
        .select([
          sql.lit(KIND).as('kind'),
          'branch_id',
          'month',
          'room',
          'day',
          sql.lit(FIELD).as('field'),
          'rate',
          'comment',
          'rev',
          'updated_at',
          'updated_by',
        ]),
    )
    .execute();
  const months = await db.selectFrom('expected_months').selectAll().execute();
  for (const m of months)
    await db
      .insertInto('grid_months')
      .values({
        kind: KIND,
        branch_id: m.branch_id,
        month: m.month,
        closed_days: m.closed_days,
        flags: JSON.stringify({ source: m.source, dayReports: parsed(m.day_reports) }),
        updated_at: m.updated_at,
        updated_by: m.updated_by,
      })
      .execute();
  await db.schema.dropTable('expected_cells').execute();
  await db.schema.dropTable('expected_months').execute();
}

/** Back to migration 012's tables (a month's created_at becomes its updated_at). */
export async function down(unknownDb: Kysely<unknown>): Promise<void> {
  const db = unknownDb as unknown as Kysely<Tables>;
  await createExpectedTables(unknownDb);
  await db
    .insertInto('expected_cells')
    .columns(['branch_id', 'month', 'room', 'day', 'rate', 'comment', 'rev', 'updated_at', 'updated_by'])
    .expression(
      db
        .selectFrom('grid_cells')
        .select(['branch_id', 'month', 'row_key', 'day', 'value', 'note', 'rev', 'updated_at', 'updated_by'])
        .where('kind', '=', KIND)
        .where('field', '=', FIELD),
    )
    .execute();
  const months = await db.selectFrom('grid_months').selectAll().where('kind', '=', KIND).execute();
  for (const m of months) {
    const flags = parsed(m.flags) as { source?: string; dayReports?: unknown };
    await db
      .insertInto('expected_months')
      .values({
        branch_id: m.branch_id,
        month: m.month,
        closed_days: m.closed_days,
        day_reports: JSON.stringify(flags.dayReports ?? {}),
        source: flags.source ?? 'manual',
        created_at: m.updated_at,
        updated_at: m.updated_at,
        updated_by: m.updated_by,
      })
      .execute();
  }
  await db.deleteFrom('grid_cells').where('kind', '=', KIND).execute();
  await db.deleteFrom('grid_months').where('kind', '=', KIND).execute();
  await db.schema.alterTable('grid_cells').dropColumn('rev').execute();
  await db.schema.alterTable('grid_cells').dropColumn('note').execute();
}
