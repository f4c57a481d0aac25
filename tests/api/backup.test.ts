// Backup and restore (issue 17): `npm run backup -- <file>` of a server's database, `npm run restore -- <file>`
// into a fresh place (a new data folder on SQLite, a new empty database on PostgreSQL), and a fresh server
// on the restored copy reads the saved sum back. Runs on SQLite and in the PostgreSQL pass.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase } from '../../src/server/tools/backup';
import { testOnPostgres } from '../support/api-db';
import { startTestServer, type TestServer } from '../support/server';
import { emptyPgDatabase, runBackupCli } from './backup-support';
import { createSum, freshDay, hotelRow, rcCalls, serviceRow } from './rc-support';

const onPg = testOnPostgres();
let s: TestServer;
let dir: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  s = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'sumbook-backup-'));
});
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A fresh place to restore into: the environment a server (and the restore command) would run with. */
async function freshTarget(
  name: string,
): Promise<{ env: { DATA_DIR: string; DATABASE_URL?: string }; database: string }> {
  const dataDir = join(dir, name);
  if (!onPg) return { env: { DATA_DIR: dataDir }, database: join(dataDir, 'sumbook.db') };
  const db = await emptyPgDatabase(s.config.database);
  cleanups.push(db.drop);
  return { env: { DATA_DIR: dataDir, DATABASE_URL: db.url }, database: db.url };
}

describe(`backup and restore (${onPg ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('restores a backup into a fresh server that reads the saved sum back', { timeout: 90_000 }, async () => {
    const reception = await s.login('reception.hbt1@sumbook.test');
    const day = freshDay();
    const content = [
      hotelRow('h1', day),
      serviceRow('s1'),
      hotelRow('h2', day, { name: 'nguyen van an', room: '305' }),
    ];
    const saved = await createSum(s, reception.token, 3, day, content);

    // The backup is taken while the server runs, through the command line, from the server's environment.
    const file = join(dir, 'sumbook.backup');
    const source = onPg ? { DATA_DIR: s.dataDir, DATABASE_URL: s.config.database } : { DATA_DIR: s.dataDir };
    const backup = await runBackupCli('backup', [file], source);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(new RegExp(`backed up to ${file} \\(\\d+ bytes`));

    const target = await freshTarget('restored');
    const restore = await runBackupCli('restore', [file], target.env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(new RegExp(`restored from ${file}`));

    const fresh = await startTestServer({ database: target.database });
    try {
      expect(fresh.config.database).toBe(target.database);
      const again = await fresh.login('reception.hbt1@sumbook.test');
      const view = await rcCalls(fresh).view(again.token, 3, day);
      expect(view.statusCode).toBe(200);
      expect(view.json().data).toMatchObject({
        version: 1,
        revision: saved.revision,
        edit: true,
        totals: saved.totals,
      });
      expect(view.json().data.content).toEqual(saved.content);
      expect(view.json().data.content.map((r: { ID: string }) => r.ID)).toEqual(['h1', 's1', 'h2']);
      // The restored database takes new saves (its id sequences continue past the restored rows).
      const next = await rcCalls(fresh).save(again.token, 3, {
        day,
        version: 1,
        revision: saved.revision,
        content: [...saved.content, serviceRow('s2')],
      });
      expect(next.statusCode).toBe(200);
      const other = await createSum(fresh, again.token, 3, freshDay(), [hotelRow('h9', day)]);
      expect(other.revision).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it(
    'refuses to replace a database without --force, to restore into a running server, and to restore junk',
    { timeout: 60_000 },
    async () => {
      const file = join(dir, 'refusals.backup');
      await backupDatabase(s.config.database, file);
      await expect(backupDatabase(s.config.database, file)).rejects.toThrow(
        `${file} exists: choose another name or add --force`,
      );
      expect(await backupDatabase(s.config.database, file, { force: true })).toMatch(/backed up to/);

      // The running test server's own database: it holds tables, and it is in use.
      await s.login('reception.hbt1@sumbook.test');
      await expect(restoreDatabase(s.config.database, file)).rejects.toThrow(/add --force to replace/);
      await expect(restoreDatabase(s.config.database, file, { force: true })).rejects.toThrow(
        onPg ? /other connections: stop the servers first/ : /is in use: stop the server first/,
      );

      const junk = join(dir, 'junk.backup');
      writeFileSync(junk, 'not a backup at all');
      const target = await freshTarget('junk');
      const cli = await runBackupCli('restore', [junk], target.env);
      expect(cli.code).toBe(1);
      expect(cli.stdout).toBe('');
      expect(cli.stderr).toMatch(/^restore failed: /);
      const missing = await runBackupCli('restore', [join(dir, 'none.backup')], target.env);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain(`restore failed: no backup at ${join(dir, 'none.backup')}`);
    },
  );
});
