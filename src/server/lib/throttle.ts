// How long a throttled key waits (kernel/throttle.ts keeps the failures), and how that wait is told.

/** Exponential back-off: after the limit, each failure doubles the wait (from the last failure), up to maxMs. */
export interface Backoff {
  baseMs: number;
  maxMs: number;
}

export interface ThrottleOptions {
  /** Instead of refusing the key until its window ends, make it wait baseMs·2^(failures − limit). */
  backoff?: Backoff;
}

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

/** "8 seconds", "1 second", "3 minutes": how long to wait, rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
