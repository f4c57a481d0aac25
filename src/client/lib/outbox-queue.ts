// The outbox's queue rules, pure (no IndexedDB, no network), so they are unit-tested in Node:
// which saves collapse, which entry goes next, and how a chain moves onto the revision just answered.
import type { Endpoint, Method } from '../../contract/endpoint';
import { pathOf, type PathValues } from '../../contract/path';

/** A call of the contract as the outbox keeps it: the entry's method and path pattern, and the pattern's values. */
export interface QueuedCall {
  method: Method;
  /** The contract entry's path, with its `:name` parameters (`/storage/:branchId/save_data/:month`). */
  endpoint: string;
  params: Record<string, string | number>;
}

export interface OutboxEntry extends QueuedCall {
  seq: number;
  key: string;
  body: unknown;
  label: string;
  createdAt: string;
  /** When the user first pressed save for what this entry holds (offline or not); sent on replays. */
  firstTriedAt?: string;
  tries: number;
  lastError?: string;
  /**
   * Saves of one document in a row share this key. Each carries the revision it was based on; when
   * one is accepted, the next of the chain is moved onto the revision the server answered (they
   * come from the same person's edits, in order). Anyone else's change still gets the refusal.
   */
  chain?: string;
  /** A try failed on the way while the device was online: the server may have stored it, so it is replayed as it is. */
  mayHaveArrived?: boolean;
}

/** How entries were kept before the outbox named endpoints: a lower-case method and the filled path. */
export type LegacyEntry = Omit<OutboxEntry, keyof QueuedCall> & { method: string; path: string };

/**
 * An entry as read from IndexedDB, in today's shape. An entry of the old shape becomes a call whose
 * pattern is its filled path (it has no `:name` left), so it replays as it was queued.
 */
export function migrated(e: OutboxEntry | LegacyEntry): OutboxEntry {
  if ('endpoint' in e) return e;
  const { path, method, ...rest } = e;
  return { ...rest, method: method.toUpperCase() as Method, endpoint: path, params: {} };
}

/** The path the entry calls. */
export const pathOfEntry = (e: QueuedCall): string => pathOf(e.endpoint, e.params);

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z0-9_]+)/g, '(?<$1>[^/]+)')}$`);

/**
 * The path values of an entry when it calls `ep`, else null. An entry of the old shape (its filled path
 * only) is matched against the endpoint's pattern.
 */
export function paramsOf<E extends Endpoint>(e: QueuedCall, ep: E): PathValues<E['path']> | null {
  if (e.method !== ep.method) return null;
  if (e.endpoint === ep.path) return e.params as PathValues<E['path']>;
  if (Object.keys(e.params).length > 0) return null;
  const found = patternOf(ep.path).exec(e.endpoint);
  if (!found) return null;
  const values = Object.entries(found.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]);
  return Object.fromEntries(values) as PathValues<E['path']>;
}

/** The header that tells the server when a replayed save was first made. */
export const QUEUED_AT_HEADER = 'Sumbook-Queued-At';

export const ordered = (list: readonly OutboxEntry[]): OutboxEntry[] => [...list].sort((a, b) => a.seq - b.seq);

const earliest = (a: string | undefined, b: string | undefined): string | undefined =>
  a && b ? (a < b ? a : b) : (a ?? b);

/**
 * Where a new save goes. When the last waiting entry of its chain is a save of the same path and
 * method that has not been sent (not in flight, never possibly arrived), the new save replaces it:
 * same place in the queue, the earliest createdAt and firstTriedAt, the new body and idempotency key.
 * Otherwise it is appended. Answers the entry to store (its seq says which one it overwrites).
 */
export function enqueue(list: readonly OutboxEntry[], entry: OutboxEntry, inFlight: number | null): OutboxEntry {
  if (!entry.chain) return entry;
  const last = ordered(list)
    .filter((e) => e.chain === entry.chain)
    .pop();
  const replaceable =
    last &&
    pathOfEntry(last) === pathOfEntry(entry) &&
    last.method === entry.method &&
    !last.mayHaveArrived &&
    last.seq !== inFlight;
  if (!replaceable) return entry;
  // A grid cell's change carries the value it was based on: the replaced save's base is what the server has.
  const body = hasBase(last.body) && hasBase(entry.body) ? { ...entry.body, base: last.body.base } : entry.body;
  return {
    ...entry,
    body,
    seq: last.seq,
    createdAt: earliest(last.createdAt, entry.createdAt) ?? entry.createdAt,
    firstTriedAt: earliest(last.firstTriedAt ?? last.createdAt, entry.firstTriedAt),
  };
}

/** The next entry to send: the first in order whose chain is not held back and that was not tried in this pass. */
export function nextToSend(
  list: readonly OutboxEntry[],
  held: ReadonlySet<string>,
  tried: ReadonlySet<number>,
): OutboxEntry | undefined {
  return ordered(list).find((e) => !tried.has(e.seq) && !(e.chain && held.has(e.chain)));
}

/** The revision in a save's answer (`{ data: { revision } }`), if there is one. */
export function answeredRevision(answer: unknown): number | undefined {
  const data = (answer as { data?: { revision?: unknown } } | null)?.data;
  return typeof data?.revision === 'number' ? data.revision : undefined;
}

/** The base a body carries: a report's `revision`, or a debit line's or plan cell's `rev` (`{ data: { rev } }` in its answer). */
function answeredBase(answer: unknown): { field: 'revision' | 'rev'; value: number } | undefined {
  const revision = answeredRevision(answer);
  if (revision !== undefined) return { field: 'revision', value: revision };
  const rev = (answer as { data?: { rev?: unknown } } | null)?.data?.rev;
  return typeof rev === 'number' ? { field: 'rev', value: rev } : undefined;
}

const hasBase = (body: unknown): body is { base: number } =>
  typeof body === 'object' && body !== null && typeof (body as { base?: unknown }).base === 'number';

/** A grid cell's value in a write's answer (`{ results: [{ value }] }`, one cell per chain). */
function answeredValue(answer: unknown): number | undefined {
  const value = (answer as { results?: { value?: unknown }[] } | null)?.results?.[0]?.value;
  return typeof value === 'number' ? value : undefined;
}

/** The next waiting entry of the same chain, moved onto the revision (or cell value) the server just answered (or nothing to change). */
export function rebased(list: readonly OutboxEntry[], done: OutboxEntry, answer: unknown): OutboxEntry | null {
  if (!done.chain) return null;
  const next = ordered(list).find((e) => e.seq !== done.seq && e.chain === done.chain);
  if (!next || typeof next.body !== 'object' || next.body === null) return null;
  const value = answeredValue(answer);
  if (hasBase(next.body) && value !== undefined) return { ...next, body: { ...next.body, base: value } };
  const base = answeredBase(answer);
  if (base === undefined) return null;
  if (base.field === 'rev') {
    // A debit line's change carries `rev`; an expected plan cell's change carries `baseRev`.
    const field = 'rev' in next.body ? 'rev' : 'baseRev' in next.body ? 'baseRev' : null;
    return field ? { ...next, body: { ...(next.body as object), [field]: base.value } } : null;
  }
  return { ...next, body: { ...(next.body as object), [base.field]: base.value } };
}

/** The headers of a replay: its idempotency key and when it was first made. */
export function replayHeaders(entry: OutboxEntry): Record<string, string> {
  return { 'Idempotency-Key': entry.key, [QUEUED_AT_HEADER]: entry.firstTriedAt ?? entry.createdAt };
}

/** A server fault is retried this many times, then the save is handed back to the user as refused. */
export const MAX_TRIES = 5;

export type TryResult = { ok: true } | { ok: false; error: { status: number; msg: string; offline: boolean } };
/**
 * What one try of a replay leads to: `done` (the entry goes, its chain moves on), `stop` (offline: the
 * pass ends, the entry waits), `retry` (a server fault or an expired session: the entry waits with one
 * more try and holds back its chain, or the whole pass when it has no chain), `rejected` (the entry
 * goes and is handed back to the user). `update` is the entry as it waits.
 */
export function afterTry(
  entry: OutboxEntry,
  res: TryResult,
  online: boolean,
):
  | { kind: 'done' }
  | { kind: 'rejected' }
  | { kind: 'stop'; update?: OutboxEntry }
  | { kind: 'retry'; update: OutboxEntry; stopPass: boolean } {
  if (res.ok) return { kind: 'done' };
  // Lost on the way while online (a timeout): the server may have stored it, so it is never replaced.
  if (res.error.offline)
    return { kind: 'stop', update: online && !entry.mayHaveArrived ? { ...entry, mayHaveArrived: true } : undefined };
  if (res.error.status === 401 || (res.error.status >= 500 && entry.tries + 1 < MAX_TRIES)) {
    return {
      kind: 'retry',
      update: { ...entry, tries: entry.tries + 1, lastError: res.error.msg },
      stopPass: !entry.chain,
    };
  }
  return { kind: 'rejected' };
}
