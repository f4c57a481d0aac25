// Which tables changed, for the read caches of one server instance (db/read-cache.ts). Three sources:
// - this instance's own writes, seen by a Kysely plugin when a write is sent and when it returns, and again
//   after the transaction it ran in commits (db/transact.ts asks `touchedDuring`);
// - other writers: on PostgreSQL, triggers (migration 026) send the table's name with pg_notify on the
//   channel `sumbook_changes`, delivered when the writing transaction commits, to every listener
//   (kernel/live.ts listens and calls `changed`); on SQLite, another program writing the file (a second
//   process, the import tool, the sqlite3 shell) changes its `PRAGMA data_version`, which `verify` reads
//   before a kept value is answered (db/connection.ts);
// - the listener itself (PostgreSQL): while it is down the caches are off (`listening` false), and when it
//   comes back everything counts as changed. On SQLite there is nothing to lose: `listening` is always true.
// A database opened by connection.ts has one (`changesOf`), a transaction does not. The event streams hear
// of a logout at once through the same feed.
import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

export const CHANGES_CHANNEL = 'sumbook_changes';
/**
 * The tables some instance caches reads of (and so that have the notify triggers: migration 026 made them
 * for these four; a table added here needs a migration that adds its trigger).
 */
export const WATCHED_TABLES = ['users', 'sessions', 'branches', 'documents'] as const;
export const ALL_TABLES = '*';

/** Where each kind of write names the table it writes (a TableNode, an alias of one, or a FROM list). */
const TARGET: Record<string, string> = {
  InsertQueryNode: 'into',
  UpdateQueryNode: 'table',
  DeleteQueryNode: 'from',
  MergeQueryNode: 'into',
};

export class TableChanges {
  private listeners = new Set<(table: string) => void>();
  /** True while changes made by other instances reach this one (the listener is connected). */
  listening = false;
  /**
   * SQLite: called before a kept value is answered. Hears the writes other programs made to the file
   * (everything counts as changed then), and answers false while a transaction holds the connection (a kept
   * value is not answered then). Null on PostgreSQL, whose notifications arrive by themselves.
   */
  verify: (() => boolean) | null = null;
  /**
   * A request arrived (the guard calls this first): what other programs wrote before it must be heard by its
   * reads, so the next `verify` looks at the file again. Until then, and within one turn of the event loop,
   * one look serves every kept value a request reads.
   */
  requestArrived: () => void = () => undefined;

  on(fn: (table: string) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** `table` changed (or every table, for ALL_TABLES). */
  changed(table: string): void {
    for (const fn of this.listeners) fn(table);
  }
}

/** Names of the tables in a small part of a query (a write's target). */
export function tablesOf(node: unknown, out = new Set<string>()): Set<string> {
  if (!node || typeof node !== 'object') return out;
  if (Array.isArray(node)) {
    for (const n of node) tablesOf(n, out);
    return out;
  }
  const n = node as { kind?: string; table?: { identifier?: { name?: string } } };
  if (n.kind === 'TableNode' && n.table?.identifier?.name) out.add(n.table.identifier.name);
  for (const v of Object.values(node)) if (v && typeof v === 'object') tablesOf(v, out);
  return out;
}

/** The watched tables a query writes, or none (reads, DDL, raw SQL: the triggers still report those). */
export function writtenTables(node: OperationNode): string[] {
  const target = TARGET[node.kind];
  if (!target) return [];
  const tables = tablesOf((node as unknown as Record<string, unknown>)[target]);
  return [...tables].filter((t) => (WATCHED_TABLES as readonly string[]).includes(t));
}

const touched = new AsyncLocalStorage<Set<string>>();

/** Runs `run`, adding to `tables` the watched tables its queries write (also when it fails). */
export function touchedDuring<T>(tables: Set<string>, run: () => Promise<T>): Promise<T> {
  return touched.run(tables, run);
}

/** Reports this instance's writes to watched tables when sent and when answered. */
export class ChangesPlugin implements KyselyPlugin {
  private pending = new WeakMap<object, string[]>();

  constructor(private readonly changes: TableChanges) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(args.node);
    if (tables.length > 0) {
      this.pending.set(args.queryId, tables);
      const during = touched.getStore();
      for (const t of tables) {
        during?.add(t);
        this.changes.changed(t);
      }
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.pending.get(args.queryId);
    if (tables) {
      this.pending.delete(args.queryId);
      for (const t of tables) this.changes.changed(t);
    }
    return args.result;
  }
}

const registry = new WeakMap<object, TableChanges>();

export function registerChanges(db: object, changes: TableChanges): void {
  registry.set(db, changes);
}

/** The change feed of a root database; undefined for a transaction. */
export function changesOf(db: object): TableChanges | undefined {
  return registry.get(db);
}
