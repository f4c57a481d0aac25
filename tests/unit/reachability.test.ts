import { describe, expect, it } from 'vitest';
import {
  isReachable,
  markReachable,
  markUnreachable,
  onReachability,
  onReachable,
} from '../../src/client/lib/reachability';

describe('reachability: what the app last found out about the server', () => {
  it('follows the calls, tells listeners only of changes, and calls onReachable when the server is back', () => {
    markReachable();
    const seen: boolean[] = [];
    let back = 0;
    const stop = onReachability((r) => seen.push(r));
    const stopBack = onReachable(() => (back += 1));
    markReachable();
    markUnreachable();
    expect(isReachable()).toBe(false);
    markUnreachable();
    markReachable();
    expect(isReachable()).toBe(true);
    expect(seen).toEqual([false, true]);
    expect(back).toBe(1);
    stop();
    stopBack();
    markUnreachable();
    expect(seen).toEqual([false, true]);
    markReachable();
  });
});
