// A cache of small hot reads (the token's user and session, a report's head) kept by one server instance
// and emptied whenever one of its tables changes (db/changes.ts), so a request does not pay a database
// round trip (PostgreSQL) or a read transaction (SQLite) for rows that change a few times a day.
// - It is on only while changes from other writers reach this one (always on SQLite; on PostgreSQL while
//   its listener is connected); otherwise every read goes to the database.
// - A read that was under way while a change arrived is answered but not kept: it may have seen the row
//   before the change.
// - An entry is also dropped after `maxAgeMs`, whatever happens.
// - A change made here is seen at once. One made by another PostgreSQL instance is seen once its commit's
//   notification arrives (milliseconds); one made to the SQLite file by another program by the next request
//   (`verify`: PRAGMA data_version before a kept value is answered).
import { ALL_TABLES, changesOf, type TableChanges } from './changes';

interface Entry<V> {
  value: V;
  at: number;
}

export class ReadCache<V> {
  private entries = new Map<string, Entry<V>>();
  private generation = 0;

  constructor(
    private readonly changes: TableChanges,
    tables: readonly string[],
    private readonly max = 5000,
    private readonly maxAgeMs = 60_000,
  ) {
    changes.on((table) => {
      if (table === ALL_TABLES || tables.includes(table)) this.clear();
    });
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value of `key`: kept, or loaded (and kept when `keep` allows and nothing changed meanwhile). */
  async read(key: string, load: () => Promise<V>, keep: (v: V) => boolean = () => true): Promise<V> {
    if (!this.changes.listening) return load();
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.maxAgeMs) {
      const verify = this.changes.verify;
      // SQLite: the file's other writers are heard now. PostgreSQL: a notification already at hand (the change
      // another instance committed just before this request arrived) is read first, in one turn of the event loop.
      const usable = verify ? verify() : await new Promise<boolean>((resolve) => setImmediate(resolve, true));
      if (usable && this.entries.get(key) === hit) return hit.value;
    }
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && this.changes.listening && keep(value)) {
      if (this.entries.size >= this.max) this.entries.clear();
      this.entries.set(key, { value, at: Date.now() });
    }
    return value;
  }
}

const caches = new WeakMap<object, Map<string, ReadCache<unknown>>>();

/**
 * The cache `name` of database `db` over `tables`, or null for a transaction (which must read the database
 * itself).
 */
export function readCacheOf<V>(db: object, name: string, tables: readonly string[]): ReadCache<V> | null {
  const changes = changesOf(db);
  if (!changes) return null;
  let byName = caches.get(db);
  if (!byName) caches.set(db, (byName = new Map()));
  let cache = byName.get(name);
  if (!cache) byName.set(name, (cache = new ReadCache<unknown>(changes, tables)));
  return cache as ReadCache<V>;
}
