import { describe, expect, it } from 'vitest';
import { waitFor } from '../../src/server/lib/throttle';
import { LOGIN_BACKOFF } from '../../src/server/config';

describe('waitFor', () => {
  it.each([
    { times: [], now: 0, want: 0 },
    { times: [0, 10, 20, 30], now: 40, want: 0 },
    { times: [0, 10, 20, 30, 40], now: 50, want: 60_000 - 50 },
    { times: [0, 10, 20, 30, 40, 50], now: 60, want: 60_000 - 50 },
    { times: [0, 10, 20, 30, 40], now: 60_000, want: 0 },
  ])('window: $times at $now waits $want', ({ times, now, want }) => {
    expect(waitFor(times, 5, 60_000, now)).toBe(want);
  });

  it.each([
    { n: 5, want: 2000 },
    { n: 6, want: 4000 },
    { n: 7, want: 8000 },
    { n: 20, want: 5 * 60 * 1000 },
  ])('back-off: $n failures wait $want ms from the last', ({ n, want }) => {
    const times = Array.from({ length: n }, (_, i) => i);
    expect(waitFor(times, 5, 15 * 60_000, n - 1, LOGIN_BACKOFF)).toBe(want);
    expect(waitFor(times, 5, 15 * 60_000, n - 1 + want, LOGIN_BACKOFF)).toBe(0);
  });
});
