// Helpers of the live-event tests: a listening server and a reader of GET /api/events over real HTTP.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { readFrames, type SseFrame } from '../../src/client/lib/live/sse';

/** Starts the server on a free port; answers its base URL. */
export async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface Listener {
  status: number;
  frames: SseFrame[];
  /** The notice ids received, in order. */
  noticeIds(): number[];
  /** Resolves with the first frame (already received or to come) that matches; fails after `ms`. */
  waitFor(match: (f: SseFrame) => boolean, what: string, ms?: number): Promise<SseFrame>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export const isNotice = (id: number) => (f: SseFrame) => f.event === 'notice' && f.id === String(id);

/** Opens the stream as `token` and, when the answer is 200, waits for its `ready` frame (the catch-up is done). */
export async function listen(base: string, token: string | null, lastEventId?: string): Promise<Listener> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const res = await fetch(`${base}/api/events`, { headers, signal: abort.signal });
  const frames: SseFrame[] = [];
  const waiters: { match: (f: SseFrame) => boolean; done: (f: SseFrame) => void }[] = [];
  const onFrame = (f: SseFrame) => {
    frames.push(f);
    for (const w of [...waiters]) {
      if (w.match(f)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.done(f);
      }
    }
  };
  const ended =
    res.status === 200 && res.body ? readFrames(res.body, onFrame).catch(() => undefined) : Promise.resolve();
  const listener: Listener = {
    status: res.status,
    frames,
    noticeIds: () => frames.filter((f) => f.event === 'notice').map((f) => Number(f.id)),
    waitFor(match, what, ms = 5000) {
      const hit = frames.find(match);
      if (hit) return Promise.resolve(hit);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
        waiters.push({
          match,
          done: (f) => {
            clearTimeout(timer);
            resolve(f);
          },
        });
      });
    },
    ended,
    close: () => abort.abort(),
  };
  if (res.status === 200) await listener.waitFor((f) => f.event === 'ready', 'ready frame');
  else await res.body?.cancel();
  return listener;
}
