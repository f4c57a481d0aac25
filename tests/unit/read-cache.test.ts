// The read cache (db/read-cache.ts) and the change feed (db/changes.ts) on their own: when a kept value is
// answered, when it is dropped, and which writes count as changes (also another program's, on SQLite).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  ALL_TABLES,
  ChangesPlugin,
  changesOf,
  TableChanges,
  touchedDuring,
  writtenTables,
} from '../../src/server/db/changes';
import { openDatabase } from '../../src/server/db/connection';
import { ReadCache } from '../../src/server/db/read-cache';

function counted(value = 'v') {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return `${value}${calls}`;
    },
    get calls() {
      return calls;
    },
  };
}

function feed(listening = true) {
  const changes = new TableChanges();
  changes.listening = listening;
  return changes;
}

describe('ReadCache', () => {
  it('reads the database every time while changes from other instances are not heard', async () => {
    const cache = new ReadCache<string>(feed(false), ['documents']);
    const src = counted();
    expect(await cache.read('k', src.load)).toBe('v1');
    expect(await cache.read('k', src.load)).toBe('v2');
    expect(cache.size).toBe(0);
  });

  it('keeps a value until one of its tables changes', async () => {
    const changes = feed();
    const cache = new ReadCache<string>(changes, ['documents']);
    const src = counted();
    expect(await cache.read('k', src.load)).toBe('v1');
    expect(await cache.read('k', src.load)).toBe('v1');
    changes.changed('users');
    expect(await cache.read('k', src.load)).toBe('v1');
    changes.changed('documents');
    expect(await cache.read('k', src.load)).toBe('v2');
    changes.changed(ALL_TABLES);
    expect(await cache.read('k', src.load)).toBe('v3');
    expect(src.calls).toBe(3);
  });

  it('answers but does not keep a value read while a change arrived', async () => {
    const changes = feed();
    const cache = new ReadCache<string>(changes, ['documents']);
    const src = counted();
    const during = () => {
      changes.changed('documents');
      return src.load();
    };
    expect(await cache.read('k', during)).toBe('v1');
    expect(cache.size).toBe(0);
    expect(await cache.read('k', src.load)).toBe('v2');
    expect(await cache.read('k', src.load)).toBe('v2');
  });

  it('drops a kept value that a change heard while answering it made old', async () => {
    const changes = feed();
    const cache = new ReadCache<string>(changes, ['documents']);
    const src = counted();
    await cache.read('k', src.load);
    const answer = cache.read('k', src.load);
    changes.changed('documents');
    expect(await answer).toBe('v2');
  });

  it('answers a kept value only when `verify` (SQLite) allows it', async () => {
    const changes = feed();
    let allowed = true;
    changes.verify = () => allowed;
    const cache = new ReadCache<string>(changes, ['documents']);
    const src = counted();
    expect(await cache.read('k', src.load)).toBe('v1');
    expect(await cache.read('k', src.load)).toBe('v1');
    allowed = false;
    expect(await cache.read('k', src.load)).toBe('v2');
    expect(src.calls).toBe(2);
  });

  it('keeps only what `keep` allows, and nothing older than its age limit', async () => {
    const src = counted();
    const picky = new ReadCache<string>(feed(), ['sessions']);
    await picky.read('k', src.load, () => false);
    expect(picky.size).toBe(0);
    const brief = new ReadCache<string>(feed(), ['sessions'], 10, 0);
    expect(await brief.read('k', src.load)).toBe('v2');
    expect(await brief.read('k', src.load)).toBe('v3');
  });
});

describe('the change feed', () => {
  const db = new Kysely<Record<string, Record<string, unknown>>>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });

  it('names the watched table a write changes, and nothing for reads or other tables', () => {
    expect(writtenTables(db.updateTable('users').set({ blocked: 1 }).toOperationNode())).toEqual(['users']);
    expect(writtenTables(db.deleteFrom('sessions').where('id', '=', 'x').toOperationNode())).toEqual(['sessions']);
    expect(writtenTables(db.insertInto('documents').values({ id: 1 }).toOperationNode())).toEqual(['documents']);
    expect(writtenTables(db.updateTable('branches as b').set({ name: 'x' }).toOperationNode())).toEqual(['branches']);
    expect(writtenTables(db.insertInto('audit').values({ id: 1 }).toOperationNode())).toEqual([]);
    expect(writtenTables(db.selectFrom('users').selectAll().toOperationNode())).toEqual([]);
  });

  it('reports a write when sent and when answered, and to the transaction that made it', async () => {
    const changes = new TableChanges();
    const heard: string[] = [];
    changes.on((t) => heard.push(t));
    const plugin = new ChangesPlugin(changes);
    const node = db.updateTable('users').set({ blocked: 1 }).toOperationNode();
    const queryId = { queryId: 'q1' };
    const tables = new Set<string>();
    await touchedDuring(tables, async () => {
      plugin.transformQuery({ node, queryId });
    });
    await plugin.transformResult({ queryId, result: { rows: [] } });
    expect(heard).toEqual(['users', 'users']);
    expect([...tables]).toEqual(['users']);
  });
});

describe('the change feed of an SQLite file', () => {
  it("hears another program's commits once per request, and keeps nothing answered in a transaction", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sumbook-changes-'));
    const file = join(dir, 'x.db');
    const other = new SQLite(file);
    other.pragma('journal_mode = WAL');
    other.exec('CREATE TABLE t (x integer)');
    const db = openDatabase(file);
    try {
      const changes = changesOf(db);
      const heard: string[] = [];
      changes?.on((t) => heard.push(t));
      const verify = () => changes?.verify?.();
      const insert = other.prepare('INSERT INTO t VALUES (1)');
      expect(changes?.listening).toBe(true);
      expect(verify()).toBe(true);
      insert.run();
      changes?.requestArrived();
      expect(verify()).toBe(true);
      expect(heard).toEqual([ALL_TABLES]);
      // One look serves the rest of a request in this turn of the event loop...
      insert.run();
      expect(verify()).toBe(true);
      expect(heard).toEqual([ALL_TABLES]);
      // ...a request that arrives after the write looks again, and so does the next turn.
      changes?.requestArrived();
      verify();
      expect(heard).toEqual([ALL_TABLES, ALL_TABLES]);
      insert.run();
      await new Promise((r) => setImmediate(r));
      verify();
      expect(heard).toEqual([ALL_TABLES, ALL_TABLES, ALL_TABLES]);
      await db.transaction().execute(async () => {
        expect(verify()).toBe(false);
      });
    } finally {
      await db.destroy();
      other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
