// Failure limits (sign-in, password reset requests, team codes, guest survey submissions), kept in the
// database so that every server instance on it counts the same failures (issue 17).
import type { Db } from '../db/connection';
import { waitFor, type ThrottleOptions } from '../lib/throttle';

/** Failure times read per key (at least limit + 1); more would not change any answer. */
const MAX_PER_KEY = 64;
/** Keys longer than this are cut (the validators bound them well below; a key only has to tell callers apart). */
const MAX_KEY = 400;
/** Every this many failures, one instance drops every scope's expired rows. */
const PRUNE_EVERY = 200;

/** Counts failures per key inside a sliding window, in the table throttle_failures under its scope. */
export class Throttle {
  private sincePrune = 0;

  constructor(
    private readonly db: Db,
    private readonly scope: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly opts: ThrottleOptions = {},
  ) {}

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
