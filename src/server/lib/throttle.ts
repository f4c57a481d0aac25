/** Exponential back-off: after the limit, each failure doubles the wait (from the last failure), up to maxMs. */
export interface Backoff {
  baseMs: number;
  maxMs: number;
}

export interface ThrottleOptions {
  /** At most this many keys are kept: expired ones are dropped first, then the least recently failed. */
  maxKeys?: number;
  /** Instead of refusing the key until its window ends, make it wait baseMs·2^(failures − limit). */
  backoff?: Backoff;
}

export const DEFAULT_MAX_KEYS = 10_000;
/** Failure times kept per key (at least limit + 1); more would not change any answer. */
const MAX_PER_KEY = 64;

/**
 * Counts failures per key inside a sliding window; in memory (one server process; see README for several).
 * The map is bounded: keys are kept in the order of their last failure, so expired keys are found at its
 * front and pruned on every call, and past maxKeys the least recently failed keys are evicted.
 */
export class Throttle {
  private hits = new Map<string, number[]>();
  private readonly maxKeys: number;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly opts: ThrottleOptions = {},
  ) {
    this.maxKeys = Math.max(1, opts.maxKeys ?? DEFAULT_MAX_KEYS);
  }

  /** Keys currently held. */
  get size(): number {
    return this.hits.size;
  }

  private recent(key: string, now: number): number[] {
    const list = this.hits.get(key);
    if (!list) return [];
    const live = list.filter((t) => now - t < this.windowMs);
    if (!live.length) this.hits.delete(key);
    else if (live.length !== list.length) this.hits.set(key, live);
    return live;
  }

  /** Drops expired keys from the front (least recently failed first), then the oldest keys over the bound. */
  private prune(now: number): void {
    for (const [key, list] of this.hits) {
      if (this.hits.size > this.maxKeys || now - list[list.length - 1] >= this.windowMs) this.hits.delete(key);
      else break;
    }
  }

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  blockedFor(key: string, now = Date.now()): number {
    this.prune(now);
    const list = this.recent(key, now);
    if (list.length < this.limit) return 0;
    const backoff = this.opts.backoff;
    if (!backoff) return this.windowMs - (now - list[list.length - this.limit]);
    const wait = Math.min(backoff.maxMs, backoff.baseMs * 2 ** (list.length - this.limit));
    return Math.max(0, wait - (now - list[list.length - 1]));
  }

  fail(key: string, now = Date.now()): void {
    const list = [...this.recent(key, now), now].slice(-Math.max(this.limit + 1, MAX_PER_KEY));
    // Re-inserted so the map stays ordered by last failure.
    this.hits.delete(key);
    this.hits.set(key, list);
    this.prune(now);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }
}

/** "8 seconds", "1 second", "3 minutes": how long to wait, rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
