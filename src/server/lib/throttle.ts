// Failure limits (sign-in, password reset requests, team codes, guest survey submissions), kept in the
// database so that every server instance on it counts the same failures (issue 17).
import type { Db } from '../db/connection';

/** Exponential back-off: after the limit, each failure doubles the wait (from the last failure), up to maxMs. */
export interface Backoff {
  baseMs: number;
  maxMs: number;
}

export interface ThrottleOptions {
  /** Instead of refusing the key until its window ends, make it wait baseMs·2^(failures − limit). */
  backoff?: Backoff;
}

/** Failure times read per key (at least limit + 1); more would not change any answer. */
const MAX_PER_KEY = 64;
/** Keys longer than this are cut (the validators bound them well below; a key only has to tell callers apart). */
const MAX_KEY = 400;
/** Every this many failures, one instance drops every scope's expired rows. */
const PRUNE_EVERY = 200;

/**
 * Milliseconds until a key may try again, from its failure times inside the window (oldest first), or 0.
 * Without back-off the key waits until the limit-th newest failure leaves the window.
 */
export function waitFor(times: readonly number[], limit: number, windowMs: number, now: number, backoff?: Backoff) {
  const live = times.filter((t) => now - t < windowMs);
  if (live.length < limit) return 0;
  if (!backoff) return Math.max(0, windowMs - (now - live[live.length - limit]));
  const wait = Math.min(backoff.maxMs, backoff.baseMs * 2 ** (live.length - limit));
  return Math.max(0, wait - (now - live[live.length - 1]));
}

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

/** "8 seconds", "1 second", "3 minutes": how long to wait, rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
