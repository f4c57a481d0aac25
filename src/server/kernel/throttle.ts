// Failure limits (sign-in, password reset requests, team codes, guest survey submissions), kept in the
// database so that every server instance on it counts the same failures (issue 17).
import { reclaimSpace, type Db } from '../db/connection';
import { waitFor, type ThrottleOptions } from '../lib/throttle';

/** Failure times read per key (at least limit + 1); more would not change any answer. */
const MAX_PER_KEY = 64;
/** Keys longer than this are cut (the validators bound them well below; a key only has to tell callers apart). */
const MAX_KEY = 400;
/** Every this many failures, one instance drops its scope's expired rows. */
const PRUNE_EVERY = 200;
/** The wait told to a try refused because others took the last tries at the same moment. */
const RACE_WAIT_MS = 1000;
/** Rows of a scope no Throttle of this process declares (an older version's) are dropped after this. */
const ORPHAN_MS = 24 * 60 * 60 * 1000;

/** The window of each scope in use, per database: what sweepThrottles() may drop. */
const windows = new WeakMap<Db, Map<string, number>>();

/** Counts failures per key inside a sliding window, in the table throttle_failures under its scope. */
export class Throttle {
  private sincePrune = 0;

  constructor(
    private readonly db: Db,
    private readonly scope: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly opts: ThrottleOptions = {},
  ) {
    const scopes = windows.get(db) ?? new Map<string, number>();
    windows.set(db, scopes);
    scopes.set(scope, Math.max(windowMs, scopes.get(scope) ?? 0));
  }

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  async blockedFor(key: string, now = Date.now()): Promise<number> {
    const rows = await this.db
      .selectFrom('throttle_failures')
      .select('at')
      .where('scope', '=', this.scope)
      .where('key', '=', key.slice(0, MAX_KEY))
      .where('at', '>', now - this.windowMs)
      .orderBy('at', 'desc')
      .limit(Math.max(this.limit + 1, MAX_PER_KEY))
      .execute();
    const times = rows.map((r) => r.at).reverse();
    return waitFor(times, this.limit, this.windowMs, now, this.opts.backoff);
  }

  async fail(key: string, now = Date.now()): Promise<void> {
    await this.db
      .insertInto('throttle_failures')
      .values({ scope: this.scope, key: key.slice(0, MAX_KEY), at: now })
      .execute();
    if (++this.sincePrune >= PRUNE_EVERY) {
      this.sincePrune = 0;
      await this.prune(now);
    }
  }

  /**
   * Counts a try for the key if it may try now: 0 when taken, else milliseconds to wait (and nothing is kept).
   * Tries made at the same moment (on any instance) cannot take more than the limit: each is written, then
   * counted, and one that finds the limit passed is taken back and refused.
   */
  async take(key: string, now = Date.now()): Promise<number> {
    const wait = await this.blockedFor(key, now);
    if (wait > 0) return wait;
    const k = key.slice(0, MAX_KEY);
    const row = await this.db
      .insertInto('throttle_failures')
      .values({ scope: this.scope, key: k, at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const counted = await this.db
      .selectFrom('throttle_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('scope', '=', this.scope)
      .where('key', '=', k)
      .where('at', '>', now - this.windowMs)
      .executeTakeFirstOrThrow();
    if (Number(counted.n) <= this.limit) return 0;
    await this.db.deleteFrom('throttle_failures').where('id', '=', row.id).execute();
    return (await this.blockedFor(key, now)) || RACE_WAIT_MS;
  }

  async clear(key: string): Promise<void> {
    await this.db
      .deleteFrom('throttle_failures')
      .where('scope', '=', this.scope)
      .where('key', '=', key.slice(0, MAX_KEY))
      .execute();
  }

  /** Drops this scope's failures that left the window (they no longer change any answer). */
  async prune(now = Date.now()): Promise<void> {
    await this.db
      .deleteFrom('throttle_failures')
      .where('scope', '=', this.scope)
      .where('at', '<=', now - this.windowMs)
      .execute();
  }

  /** Rows this scope holds (tests). */
  async size(): Promise<number> {
    const row = await this.db
      .selectFrom('throttle_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('scope', '=', this.scope)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

/** Drops every expired failure of every scope (and other scopes' rows after a day), then frees the space. */
export async function sweepThrottles(db: Db, now = Date.now()): Promise<void> {
  const scopes = windows.get(db) ?? new Map<string, number>();
  for (const [scope, windowMs] of scopes)
    await db
      .deleteFrom('throttle_failures')
      .where('scope', '=', scope)
      .where('at', '<=', now - windowMs)
      .execute();
  let orphans = db.deleteFrom('throttle_failures').where('at', '<=', now - ORPHAN_MS);
  if (scopes.size) orphans = orphans.where('scope', 'not in', [...scopes.keys()]);
  await orphans.execute();
  await reclaimSpace(db);
}

/** Sweeps every `everyMs` until the returned stop is called (the timer never keeps the process alive). */
export function startThrottleSweep(db: Db, everyMs: number, onError: (err: unknown) => void): () => void {
  const timer = setInterval(() => void sweepThrottles(db).catch(onError), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
