import { describe, expect, it } from 'vitest';
import {
  isReachable,
  markReachable,
  markUnreachable,
  onReachability,
  onReachable,
  watchBrowserNetwork,
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

describe('the one connectivity signal and the browser events', () => {
  it("believes 'offline' at once, and tells onReachable of 'online' whether or not the app had noticed it was offline", () => {
    const win = new EventTarget();
    const had = (globalThis as { window?: unknown }).window;
    (globalThis as { window?: unknown }).window = win;
    const stopWatch = watchBrowserNetwork();
    markReachable();
    let back = 0;
    const stop = onReachable(() => (back += 1));
    win.dispatchEvent(new Event('offline'));
    expect(isReachable()).toBe(false);
    win.dispatchEvent(new Event('online')); // flips the signal: one call, not two
    expect(isReachable()).toBe(true);
    expect(back).toBe(1);
    win.dispatchEvent(new Event('online')); // a hint while already reachable: worth a try
    expect(back).toBe(2);
    markUnreachable(); // a call got no answer: the browser's flag plays no part
    expect(isReachable()).toBe(false);
    markReachable();
    expect(back).toBe(3);
    stop();
    stopWatch();
    win.dispatchEvent(new Event('offline'));
    expect(isReachable()).toBe(true);
    (globalThis as { window?: unknown }).window = had;
  });
});
