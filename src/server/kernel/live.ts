// The live bus: what happened (a notification made, an edit request answered, a report sent) reaches every
// server instance, whose open event streams (modules/user/event-routes.ts) pass it on to the users it
// concerns. On SQLite (one instance) it is an in-process emitter; on PostgreSQL every instance LISTENs on
// one channel with its own connection and publishes with pg_notify, so an event made on one instance
// reaches the streams of all of them. Events are published after their transaction has committed.
import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import { ALL_TABLES, CHANGES_CHANNEL, changesOf } from '../db/changes';
import type { Db } from '../db/connection';
import { dialectOf } from '../db/dialect';

export type LiveEvent =
  | { t: 'notice'; id: number; sent_to: number | null; role: number | null; branch: number | null }
  | {
      t: 'answered';
      ids: number[];
      answer: string;
      kind: string;
      branch: number;
      period: string;
      version: number;
      by: string;
      byId: number;
    }
  | { t: 'sent'; kind: string; branch: number; period: string; version: number; by: string; byId: number }
  /** Local only: the bus may have missed events (its listener reconnected); streams catch up from the database. */
  | { t: 'resync' };

export interface LiveBus {
  /** Resolves once events published anywhere reach this instance's subscribers. */
  readonly ready: Promise<void>;
  /** Never throws: a live event that cannot be published is logged; the poll and the catch-up still bring it. */
  publish(event: LiveEvent): Promise<void>;
  subscribe(fn: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

export const LIVE_CHANNEL = 'sumbook_live';

function emitterOf(): { emitter: EventEmitter; subscribe: LiveBus['subscribe'] } {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emitter,
    subscribe(fn) {
      const safe = (e: LiveEvent) => {
        try {
          fn(e);
        } catch (err) {
          console.error('live subscriber', err);
        }
      };
      emitter.on('event', safe);
      return () => emitter.off('event', safe);
    },
  };
}

/** One server instance (SQLite): subscribers get what this process publishes. */
export function inProcessBus(): LiveBus {
  const { emitter, subscribe } = emitterOf();
  return {
    ready: Promise.resolve(),
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe,
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

/**
 * PostgreSQL: one dedicated connection LISTENs (reconnecting with a growing pause after an error; after a
 * reconnect subscribers get `resync`); publishing goes through the pool with pg_notify.
 */
export function postgresBus(db: Db, url: string): LiveBus {
  const { emitter, subscribe } = emitterOf();
  // The same connection hears the tables changed by any instance, for this instance's read caches.
  const changes = changesOf(db);
  const listening = (on: boolean) => {
    if (!changes) return;
    if (on) changes.changed(ALL_TABLES);
    changes.listening = on;
  };
  let client: pg.Client | null = null;
  let closed = false;
  let connectedOnce = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | null = null;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    client = c;
    let failed = false;
    const fail = (err?: unknown) => {
      if (failed) return;
      failed = true;
      listening(false);
      if (err && !closed) console.error('live listener', err instanceof Error ? err.message : err);
      if (client === c) client = null;
      c.end().catch(() => undefined);
      retry();
    };
    c.on('error', fail);
    c.on('end', () => fail());
    c.on('notification', (msg) => {
      if (msg.channel === CHANGES_CHANNEL && msg.payload) changes?.changed(msg.payload);
      if (msg.channel !== LIVE_CHANNEL || !msg.payload) return;
      try {
        emitter.emit('event', JSON.parse(msg.payload) as LiveEvent);
      } catch (err) {
        console.error('live payload', err);
      }
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${LIVE_CHANNEL}`);
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (err) {
      fail(err);
      return;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    retryMs = RETRY_MIN_MS;
    listening(true);
    if (connectedOnce) emitter.emit('event', { t: 'resync' } satisfies LiveEvent);
    connectedOnce = true;
    markReady();
  }
  void connect();

  return {
    ready,
    async publish(event) {
      try {
        await sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`.execute(db);
      } catch (err) {
        console.error('live publish', err instanceof Error ? err.message : err);
      }
    },
    subscribe,
    async close() {
      closed = true;
      listening(false);
      if (timer) clearTimeout(timer);
      emitter.removeAllListeners();
      const c = client;
      client = null;
      markReady();
      await c?.end().catch(() => undefined);
    },
  };
}

const buses = new WeakMap<Db, LiveBus>();
const silent: LiveBus = {
  ready: Promise.resolve(),
  publish: async () => undefined,
  subscribe: () => () => undefined,
  close: async () => undefined,
};

/**
 * The bus of the server that opened `db`: PostgreSQL's when `db` is a PostgreSQL database (`target` is its
 * URL), in-process otherwise. Code that is handed only the database (the document core) finds it with liveOf.
 */
export function createLiveBus(db: Db, target: string): LiveBus {
  const bus = dialectOf(db) === 'postgres' ? postgresBus(db, target) : inProcessBus();
  buses.set(db, bus);
  return bus;
}

/** The bus created for this database (the root database, not a transaction); a silent one if there is none. */
export function liveOf(db: Db): LiveBus {
  return buses.get(db) ?? silent;
}
