// The app's one live stream (GET /api/events): opened once signed in, read with fetch so the access token
// goes in the Authorization header. It reconnects with a growing pause (at once when the device comes back
// online), refreshes the token on a 401, and sends the highest notice id it has seen as Last-Event-ID so
// the server replays what it missed. After a reconnect listeners get `resync`: events other than notices
// are not replayed, so screens reload what they show.
import { useEffect, useRef } from 'react';
import { LIVE, type LiveName } from '../../../contract/light-calls';
import { getAccessToken, refreshAccessToken } from '../api';
import { readFrames, type SseFrame } from './sse';
import { onReachable } from '../reachability';

type Handler = (data: unknown) => void;
const handlers = new Map<LiveName, Set<Handler>>();

/** Calls fn with each event of that name (its data parsed); answers the unsubscribe. */
export function onLive(name: LiveName, fn: Handler): () => void {
  const set = handlers.get(name) ?? new Set<Handler>();
  handlers.set(name, set);
  set.add(fn);
  return () => set.delete(fn);
}

function dispatch(name: string, data: unknown): void {
  for (const fn of handlers.get(name as LiveName) ?? []) {
    try {
      fn(data);
    } catch (err) {
      console.error('live handler', err);
    }
  }
}

const MIN_PAUSE_MS = 1000;
const MAX_PAUSE_MS = 30_000;
let stopCurrent: (() => void) | null = null;

/** The highest notice id a frame carried (what the next connect resumes from). */
export const frameId = (f: SseFrame): number => (f.id && /^\d{1,15}$/.test(f.id) ? Number(f.id) : 0);

/** Opens the stream unless it is open; `knownId` gives the newest notice id the app already holds. */
export function startLive(knownId: () => number): void {
  if (stopCurrent) return;
  const abort = new AbortController();
  let wake: () => void = () => undefined;
  const stopReachable = onReachable(() => wake());
  stopCurrent = () => {
    abort.abort();
    wake();
    stopReachable();
    stopCurrent = null;
  };

  void (async () => {
    let seen = 0;
    let pause = MIN_PAUSE_MS;
    let connected = false;
    while (!abort.signal.aborted) {
      const from = Math.max(seen, knownId());
      const token = getAccessToken();
      let status = 0;
      try {
        const res = await fetch('/api/events', {
          headers: {
            accept: 'text/event-stream',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(from > 0 ? { 'last-event-id': String(from) } : {}),
          },
          cache: 'no-store',
          credentials: 'same-origin',
          signal: abort.signal,
        });
        status = res.status;
        if (res.ok && res.body) {
          await readFrames(res.body, (f) => {
            seen = Math.max(seen, frameId(f));
            let data: unknown = null;
            try {
              data = JSON.parse(f.data);
            } catch {
              return;
            }
            if (f.event === LIVE.ready) {
              pause = MIN_PAUSE_MS;
              if (connected) dispatch(LIVE.resync, {});
              connected = true;
            }
            dispatch(f.event, data);
          });
        } else await res.body?.cancel();
      } catch {
        // Offline, the server gone, or stopped: try again below unless stopped.
      }
      if (abort.signal.aborted) break;
      if (status === 401) {
        const out = await refreshAccessToken();
        // A session that ended: the next API call shows it (api.ts); the stream stays closed.
        if (out.kind === 'expired' || out.kind === 'blocked') break;
      }
      await new Promise<void>((resolve) => {
        const timer = window.setTimeout(resolve, pause);
        wake = () => {
          window.clearTimeout(timer);
          resolve();
        };
      });
      pause = Math.min(pause * 2, MAX_PAUSE_MS);
    }
  })();
}

export function stopLive(): void {
  stopCurrent?.();
}

/** Runs fn for each event of that name while the component is shown (fn may change between renders). */
export function useLiveEvent(name: LiveName, fn: Handler): void {
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(() => onLive(name, (data) => latest.current(data)), [name]);
}

export interface LiveDocEvent {
  kind: string;
  branch: number;
  period: string;
  version: number;
  by: string;
  byId: number;
}

/**
 * Runs fn when the report shown (kind, branch, period) is sent or has an edit request answered by someone
 * else, and after a reconnect (something may have happened meanwhile: fn gets null).
 */
export function useLiveDoc(
  kind: string,
  shown: { branch: number; period: string } | null,
  me: number | undefined,
  fn: (e: LiveDocEvent | null) => void,
): void {
  const on = (data: unknown) => {
    const e = data as LiveDocEvent;
    if (shown && e.kind === kind && e.branch === shown.branch && e.period === shown.period && e.byId !== me) fn(e);
  };
  useLiveEvent(LIVE.sent, on);
  useLiveEvent(LIVE.answered, on);
  useLiveEvent(LIVE.resync, () => {
    if (shown) fn(null);
  });
}
