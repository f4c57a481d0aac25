import type { Endpoint } from '../../../contract/endpoint';
import type { ApiError } from '../api';
import { onOutboxDone, onOutboxRejected, waitingSaves } from '../outbox';
import { queuedOf, type Queued } from './queued';

export interface OutboxAdapter<E extends Endpoint> {
  endpoints: readonly E[];
  /** The server took a replayed call: its answer becomes the known value. */
  done(q: Queued<E>, answer: unknown): void;
  /** The server refused a replayed call (a conflict, a bad value): the user's value must not be lost. */
  refused(q: Queued<E>, error: ApiError): void;
  /** Replayed answers are applied together this often (hundreds of waiting writes, a few renders). */
  batchMs?: number;
}

/**
 * One shape for every screen whose writes queue in the outbox: the endpoints it writes, and what a
 * replayed answer or refusal does. `follow()` listens for the rest of the visit (the first call starts
 * it); `waiting()` answers the screen's calls still queued (shown again over the server's values on load).
 */
export function outboxAdapter<E extends Endpoint>(a: OutboxAdapter<E>) {
  let listening = false;
  let buffered: [Queued<E>, unknown][] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const done = (q: Queued<E>, data: unknown) => {
    if (!a.batchMs) return a.done(q, data);
    buffered.push([q, data]);
    timer ??= setTimeout(() => {
      timer = null;
      const list = buffered;
      buffered = [];
      for (const [x, d] of list) a.done(x, d);
    }, a.batchMs);
  };
  const follow = () => {
    if (listening) return;
    listening = true;
    onOutboxDone((entry, data) => {
      const q = queuedOf(entry, a.endpoints);
      if (q) done(q, data);
    });
    onOutboxRejected(({ entry, error }) => {
      const q = queuedOf(entry, a.endpoints);
      if (q) a.refused(q, error);
    });
  };
  return {
    follow,
    async waiting(): Promise<Queued<E>[]> {
      follow();
      return (await waitingSaves()).flatMap((e) => queuedOf(e, a.endpoints) ?? []);
    },
  };
}
