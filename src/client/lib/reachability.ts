// Whether the server can be reached, as the app itself last found out: every call that got an answer
// (any HTTP status) says yes, every call that got none says no. The browser's online/offline events are
// hints only: `navigator.onLine` can read true on a page the service worker served while the device is
// offline (Chromium 150), so it is never the only word.
import { useSyncExternalStore } from 'react';

type Listener = (reachable: boolean) => void;

let reachable = typeof navigator === 'undefined' ? true : navigator.onLine;
const listeners = new Set<Listener>();

function set(next: boolean): void {
  if (next === reachable) return;
  reachable = next;
  for (const l of [...listeners]) l(next);
}

/** The last word on the server being reachable. */
export const isReachable = (): boolean => reachable;
/** A call got an answer from the server (whatever its status). */
export const markReachable = (): void => set(true);
/** A call got no answer: no network, or the server is down. */
export const markUnreachable = (): void => set(false);

/**
 * The browser's own flag, trusted only when it says offline (then a try would fail at once); when it says
 * online the server may still be out of reach.
 */
export const browserSaysOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine;

/** Calls `listener` on each change; answers the unsubscribe. */
export function onReachability(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Told when the browser says 'online' while the app still thought the server reachable (nothing to flip). */
const hints = new Set<() => void>();

/**
 * Calls `run` each time the app is back online: the server became reachable again, or the browser says
 * 'online' (a hint worth a try). The one way code waits for the network (no one else listens to 'online').
 */
export function onReachable(run: () => void): () => void {
  const stop = onReachability((r) => r && run());
  hints.add(run);
  return () => {
    stop();
    hints.delete(run);
  };
}

/** The browser's own events: 'offline' is believed at once; 'online' is a hint, to be confirmed by the next call. */
export function watchBrowserNetwork(): () => void {
  const off = () => set(false);
  const on = () => {
    if (!reachable) return set(true);
    for (const h of [...hints]) h();
  };
  window.addEventListener('offline', off);
  window.addEventListener('online', on);
  return () => {
    window.removeEventListener('offline', off);
    window.removeEventListener('online', on);
  };
}

/** For screens: re-renders when the server becomes reachable or not. */
export function useReachable(): boolean {
  return useSyncExternalStore(onReachability, isReachable, () => true);
}
