import type { BodyOf, Endpoint } from '../../../contract/endpoint';
import type { PathValues } from '../../../contract/path';
import { paramsOf, type OutboxEntry } from '../outbox-queue';

// Pure (no IndexedDB): which endpoint a queued entry calls, so replay and restore read it back typed.

/** A call of one of the adapter's endpoints as the outbox keeps it: which one (by path), its values and body. */
export type Queued<E extends Endpoint> = E extends Endpoint
  ? { path: E['path']; params: PathValues<E['path']>; body: BodyOf<E> }
  : never;

/** The call the entry holds when it is one of `endpoints` (an entry of the outbox's old shape included). */
export function queuedOf<E extends Endpoint>(
  entry: Pick<OutboxEntry, 'method' | 'endpoint' | 'params' | 'body'>,
  endpoints: readonly E[],
): Queued<E> | null {
  for (const ep of endpoints) {
    const params = paramsOf(entry, ep);
    if (params) return { path: ep.path, params, body: entry.body } as Queued<E>;
  }
  return null;
}
