// Which database the API tests run on: SQLite (project `api`) or, with SUMBOOK_TEST_DB=postgres (project
// `api-pg` sets it), a PostgreSQL cluster started once by the global set-up (tests/support/api-global-setup.ts).
// Each test server then gets its own database, copied from a template that was migrated and seeded once.
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/** Set by the global set-up: the cluster's base URL (postgres://postgres@127.0.0.1:PORT/). */
export const PG_BASE_ENV = 'SUMBOOK_TEST_PG';
export const TEMPLATE_DB = 'sumbook_template';
/** Set by the global set-up on the SQLite pass: a migrated, demo-seeded database file to copy. */
export const SQLITE_TEMPLATE_ENV = 'SUMBOOK_TEST_SQLITE_TEMPLATE';

/** One `vitest run` holds both projects, so both set-ups' variables reach every worker: the project's own says. */
export const testOnPostgres = (): boolean => process.env.SUMBOOK_TEST_DB === 'postgres';

let counter = 0;

async function admin<T>(base: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${base}postgres` });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh database copied from the seeded template: its URL and how to drop it. */
export async function freshPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env[PG_BASE_ENV];
  if (!base) throw new Error(`${PG_BASE_ENV} is not set`);
  const name = `t_${process.pid}_${++counter}_${Date.now().toString(36)}`;
  await admin(base, async (c) => {
    for (let attempt = 0; ; attempt++) {
      try {
        // FILE_COPY: a plain copy of the files, 50 ms against WAL_LOG's 100-150 ms for the 59 MB template.
        await c.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB} STRATEGY FILE_COPY`);
        return;
      } catch (err) {
        // Two copies of one template at the same moment: PostgreSQL refuses the second; try again.
        if (attempt >= 20 || !/being accessed by other users/.test(String(err))) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
  });
  return {
    url: `${base}${name}`,
    drop: () => admin(base, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined)),
  };
}

/**
 * SQLite pass: copies the seeded template into the data folder as its database (what the server would make
 * at its first start, without seeding again). Nothing to do outside the API tests' global set-up.
 */
export function copySqliteTemplate(dataDir: string): void {
  const template = process.env[SQLITE_TEMPLATE_ENV];
  if (!template || !existsSync(template)) return;
  copyFileSync(template, join(dataDir, 'sumbook.db'));
}
