import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, reclaimSpace } from '../../src/server/db/connection';
import { testOnPostgres } from '../support/api-db';

const dir = mkdtempSync(join(tmpdir(), 'sumbook-vacuum-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(testOnPostgres())('the SQLite file gives deleted rows back', () => {
  it('turns incremental auto_vacuum on for a file made without it, and shrinks after deletes', async () => {
    const file = join(dir, 'old.db');
    const old = new SQLite(file);
    old.exec('create table junk (x text)');
    old.exec(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < 5000)
       insert into junk select printf('%.500c', 'x') from n`,
    );
    expect(old.pragma('auto_vacuum', { simple: true })).toBe(0);
    old.close();

    const db = openDatabase(file);
    try {
      const pragma = (name: string) => {
        const look = new SQLite(file, { readonly: true });
        try {
          return look.pragma(name, { simple: true });
        } finally {
          look.close();
        }
      };
      expect(pragma('auto_vacuum')).toBe(2);
      const before = statSync(file).size;
      await sql`delete from junk`.execute(db);
      await reclaimSpace(db);
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
      expect(pragma('freelist_count')).toBe(0);
      expect(statSync(file).size).toBeLessThan(before / 10);
    } finally {
      await db.destroy();
    }
  });
});
