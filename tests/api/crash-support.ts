// Checks of the crash test: the database's own integrity check after a kill -9 (SQLite: integrity_check and
// foreign_key_check; PostgreSQL: pg_amcheck, or every table read through its indexes where pg_amcheck is missing).
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { sqliteIntegrity } from '../../src/server/tools/backup-sqlite';
import { pgTool } from '../../src/server/tools/pg-bin';
import { isPostgresUrl } from '../../src/server/db/dialect';

/** Rows of each public table counted by a sequential scan and by index scans must agree. */
async function pgIndexScanCheck(url: string): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const tables = await c.query<{ t: string }>(
      "SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    const problems: string[] = [];
    for (const { t } of tables.rows) {
      const count = async (seq: boolean): Promise<number> => {
        await c.query(`SET enable_seqscan = ${seq ? 'on' : 'off'}; SET enable_bitmapscan = ${seq ? 'on' : 'off'}`);
        return (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${t}"`)).rows[0].n;
      };
      const [bySeq, byIndex] = [await count(true), await count(false)];
      if (bySeq !== byIndex) problems.push(`${t}: ${bySeq} rows, ${byIndex} through its index`);
    }
    return problems.length ? problems.join('; ') : 'ok';
  } finally {
    await c.end();
  }
}

/** 'ok', or what the database's integrity check found. */
export async function databaseIntegrity(database: string): Promise<string> {
  if (!isPostgresUrl(database)) return sqliteIntegrity(database);
  const res = spawnSync(pgTool('pg_amcheck'), ['--install-missing', '--heapallindexed', database], {
    encoding: 'utf8',
  });
  if (res.error) return pgIndexScanCheck(database);
  return res.status === 0 ? 'ok' : `pg_amcheck (${res.status}): ${(res.stdout + res.stderr).trim().slice(0, 2000)}`;
}
