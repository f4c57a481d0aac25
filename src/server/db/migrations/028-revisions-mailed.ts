import type { Kysely } from 'kysely';

// Issue 27. Portable DDL.
// - recruitment.revision, guides.revision: a row rises on every write; a save based on an older one is
//   refused (the kernel's revisioned write). Rows stored before start at 1.
// - daily_reports.mailed, survey_reports.mailed: 0 while a sent report's mail has not gone (a retry of the
//   send resends only the mail), 1 once it has. Rows stored before were mailed first: 1.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['recruitment', 'guides'])
    await db.schema
      .alterTable(table)
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  for (const table of ['daily_reports', 'survey_reports'])
    await db.schema
      .alterTable(table)
      .addColumn('mailed', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['daily_reports', 'survey_reports'])
    await db.schema.alterTable(table).dropColumn('mailed').execute();
  for (const table of ['recruitment', 'guides']) await db.schema.alterTable(table).dropColumn('revision').execute();
}
