import { clear, createStore, del, delMany, entries, set, setMany } from 'idb-keyval';
import type { AnswerOf, BodyOf, Endpoint } from '../../contract/endpoint';
import type { PathValues } from '../../contract/path';
import { call, type ApiError, type ApiResult, type Method } from './api';
import {
  afterTry,
  enqueue,
  migrated,
  nextToSend,
  ordered,
  pathOfEntry,
  rebased,
  replayHeaders,
  type LegacyEntry,
  type OutboxEntry,
  type QueuedCall,
} from './outbox-queue';
import { appStore, atom } from '../state/store';
import { newId } from './new-id';
import { libText } from './lib-text';
import { browserSaysOnline, isReachable, onReachable } from './reachability';

// Saves that could not reach the server wait here and are replayed in order when back online. The
// queue rules (collapse, order, rebase) are in outbox-queue.ts; this module keeps them in IndexedDB.
export type { OutboxEntry };
export { paramsOf } from './outbox-queue';
export type SendResult<T> =
  { ok: true; data: T; queued: false } | { ok: true; queued: true } | { ok: false; error: ApiError };
export interface Rejection {
  entry: OutboxEntry;
  error: ApiError;
}

const store = createStore('sumbook-outbox', 'entries');
/** What became of the saves that waited here: sent, or refused with the server's reason (the latest 100). */
const logStore = createStore('sumbook-outbox-log', 'items');
export interface OutboxLogItem {
  seq: number;
  label: string;
  state: 'sent' | 'refused';
  reason?: string;
  at: string;
}
export const outboxLogAtom = atom<OutboxLogItem[]>([]);
const LOG_SIZE = 100;

async function readLog(): Promise<OutboxLogItem[]> {
  const list = await entries<number, OutboxLogItem>(logStore).catch(() => []);
  return list.map(([, e]) => e).sort((a, b) => b.seq - a.seq);
}
let logLoaded = false;
/** Outcomes not written to IndexedDB yet: written together a moment later (one transaction, not one per save). */
let unwritten: OutboxLogItem[] = [];
/** The done list as it is now; the atom (and so the screen) follows when the batch is written. */
let logList: OutboxLogItem[] = [];
let dropped: number[] = [];
let logTimer: number | null = null;
function flushLogSoon(): void {
  logTimer ??= window.setTimeout(() => {
    logTimer = null;
    const items = unwritten;
    const gone = dropped;
    appStore.set(outboxLogAtom, logList);
    unwritten = [];
    dropped = [];
    void setMany(
      items.map((i) => [i.seq, i]),
      logStore,
    )
      .then(() => delMany(gone, logStore))
      .catch(() => undefined);
  }, 300);
}
async function logOutcome(entry: OutboxEntry, state: OutboxLogItem['state'], reason?: string): Promise<void> {
  if (!logLoaded) await loadOutboxLog();
  const item: OutboxLogItem = { seq: entry.seq, label: entry.label, state, reason, at: new Date().toISOString() };
  const list = [item, ...logList.filter((e) => e.seq !== item.seq)];
  unwritten = [...unwritten.filter((e) => e.seq !== item.seq), item];
  dropped.push(...list.slice(LOG_SIZE).map((e) => e.seq));
  logList = list.slice(0, LOG_SIZE);
  flushLogSoon();
}
/** Reads the kept outcomes into outboxLogAtom (the outbox list shows them). */
export async function loadOutboxLog(): Promise<void> {
  if (logLoaded) return appStore.set(outboxLogAtom, logList);
  logList = (await readLog()).slice(0, LOG_SIZE);
  appStore.set(outboxLogAtom, logList);
  logLoaded = true;
}
export const outboxCountAtom = atom(0);
/** How many saves wait, by chain (a document's save status says "Waiting to be sent"). */
export const outboxChainsAtom = atom<Record<string, number>>({});
const rejectListeners = new Set<(r: Rejection) => void>();
const doneListeners = new Set<(e: OutboxEntry, data: unknown) => void>();

let seqBase = Date.now() * 1000;
const nextSeq = () => ++seqBase;
/** A fresh idempotency key (a cell write's key too). */
export const newKey = newId;

/**
 * The queue as last read from IndexedDB, kept up to date by this module's own writes, so a replay of
 * hundreds of saves does not read the whole queue again for each one. Read anew when the app comes back
 * to the front or online (another tab of the app may have queued saves meanwhile).
 */
let mirror: Map<number, OutboxEntry> | null = null;
async function all(): Promise<OutboxEntry[]> {
  if (!mirror) {
    const list = await entries<number, OutboxEntry | LegacyEntry>(store);
    // Entries queued before the outbox named endpoints are read in today's shape (and written so on their next change).
    mirror = new Map(list.map(([k, e]) => [k, migrated(e)]));
  }
  return ordered([...mirror.values()]);
}
async function put(entry: OutboxEntry): Promise<void> {
  await set(entry.seq, entry, store);
  mirror?.set(entry.seq, entry);
}
async function drop(seq: number): Promise<void> {
  await del(seq, store);
  mirror?.delete(seq);
}

// Reads and writes of the queue run one at a time, so a save never overwrites an entry the replay is sending.
let lock: Promise<unknown> = Promise.resolve();
function locked<T>(fn: () => Promise<T>): Promise<T> {
  const run = lock.then(fn, fn);
  lock = run.catch(() => undefined);
  return run;
}
/** The seq of the entry the replay is sending now. */
let inFlight: number | null = null;

async function refreshCount(): Promise<void> {
  const list = await all();
  appStore.set(outboxCountAtom, list.length);
  const chains: Record<string, number> = {};
  for (const e of list) if (e.chain) chains[e.chain] = (chains[e.chain] ?? 0) + 1;
  appStore.set(outboxChainsAtom, chains);
}

/** What waits to be sent now, in order (a screen finds its own changes with `paramsOf`). */
export const waitingSaves = (): Promise<OutboxEntry[]> => all();

/** While saves wait and the browser is online, they are tried again this often. */
export const RETRY_MS = 5000;

/** Called when the server refused a replayed save (stale version, bad input): show it; the draft stays. */
export function onOutboxRejected(fn: (r: Rejection) => void): () => void {
  rejectListeners.add(fn);
  return () => rejectListeners.delete(fn);
}
export function onOutboxDone(fn: (e: OutboxEntry, data: unknown) => void): () => void {
  doneListeners.add(fn);
  return () => doneListeners.delete(fn);
}

const callOf = (c: QueuedCall, body: unknown, headers: Record<string, string>) =>
  call<unknown>(c.method.toLowerCase() as Method, pathOfEntry(c), body, headers);

/**
 * Sends a call of the contract now, or queues it when the device is offline. Each mutation carries an
 * idempotency key, so a replay of a save that already reached the server is answered as done.
 * While older saves of the same document wait, a new one queues behind them to keep the order, and
 * replaces the waiting save of the same path (outbox-queue.ts `enqueue`).
 */
export async function send<E extends Endpoint>(
  ep: E,
  params: PathValues<E['path']>,
  body: BodyOf<E>,
  label: string,
  opts: { chain?: string } = {},
): Promise<SendResult<AnswerOf<E>>> {
  const queued: QueuedCall = { method: ep.method, endpoint: ep.path, params };
  const key = newKey();
  const firstTriedAt = new Date().toISOString();
  // A save waits behind the earlier saves of the same document only; other documents go straight on.
  const waiting = opts.chain ? (await all()).some((e) => e.chain === opts.chain) : false;
  let mayHaveArrived = false;
  if (!waiting) {
    const wasReachable = isReachable();
    const res = await callOf(queued, body, { 'Idempotency-Key': key });
    if (res.ok) return { ok: true, data: res.data as AnswerOf<E>, queued: false };
    if (!res.error.offline) return res;
    // Lost on the way while the server was reachable (a timeout): it may have it, so this one is replayed as it is.
    mayHaveArrived = wasReachable;
  }
  const fresh: OutboxEntry = {
    seq: nextSeq(),
    key,
    ...queued,
    body,
    label,
    createdAt: firstTriedAt,
    firstTriedAt,
    tries: 0,
    chain: opts.chain,
    mayHaveArrived,
  };
  await locked(async () => {
    const entry = enqueue(await all(), fresh, inFlight);
    await put(entry);
  });
  await refreshCount();
  if (waiting) void replay();
  return { ok: true, queued: true };
}

/** `send` for the app shell, which must not load zod: the call's method and path from contract/light-calls.ts. */
export const sendByType = <E extends Endpoint>(
  c: Pick<E, 'method' | 'path'>,
  params: PathValues<E['path']>,
  body: BodyOf<E>,
  label: string,
) => send(c as E, params, body, label);

let replaying: Promise<void> | null = null;
/** The last pass stopped on a send that found no network. */
let stoppedOffline = false;
let quickRetryMs = 500;
/**
 * A send found no network though the browser says it is online (the moment the network comes back, the
 * link is often not up yet): try again soon, then less often (0.5 s, 1 s, 2 s, ...) up to the regular tick.
 * When the browser itself says offline, the regular tick and its 'online' event are enough.
 */
function retrySoon(): void {
  if (!stoppedOffline || !browserSaysOnline()) {
    quickRetryMs = 500;
    return;
  }
  const wait = quickRetryMs;
  quickRetryMs = Math.min(RETRY_MS, quickRetryMs * 2);
  window.setTimeout(() => void replay(), wait);
}

/** After one try, under the lock: the entry goes (and its chain moves on), waits again, or is handed back. */
async function settle(
  entry: OutboxEntry,
  res: ApiResult<unknown>,
  held: Set<string>,
  wasReachable: boolean,
): Promise<{ stop: boolean; done?: unknown; rejected?: ApiError }> {
  inFlight = null;
  const out = afterTry(entry, res, wasReachable);
  if (out.kind === 'stop' || out.kind === 'retry') {
    if (out.update) await put(out.update);
    if (out.kind === 'retry' && entry.chain) held.add(entry.chain);
    return { stop: out.kind === 'stop' || out.stopPass };
  }
  await drop(entry.seq);
  if (out.kind === 'rejected' && !res.ok) return { stop: false, rejected: res.error };
  // Read again: the next save of the chain is sent with the revision the server just answered.
  const next = res.ok ? rebased(await all(), entry, res.data) : null;
  if (next) await put(next);
  return { stop: false, done: res.ok ? res.data : undefined };
}

/**
 * Replays queued saves in order, reading the queue again after each one. Offline: stops. A save that
 * fails on the server holds back the later saves of its own document only; after MAX_TRIES it is
 * handed back (the draft keeps the work). Replays carry when the save was first made.
 */
export function replay(): Promise<void> {
  replaying ??= (async () => {
    stoppedOffline = false;
    const held = new Set<string>();
    const tried = new Set<number>();
    for (;;) {
      const entry = await locked(async () => {
        const next = nextToSend(await all(), held, tried);
        inFlight = next?.seq ?? null;
        return next;
      });
      if (!entry) break;
      tried.add(entry.seq);
      const wasReachable = isReachable();
      const res = await callOf(entry, entry.body, replayHeaders(entry));
      const out = await locked(() => settle(entry, res, held, wasReachable));
      await refreshCount(); // the listeners read what still waits
      if (out.done !== undefined) {
        await logOutcome(entry, 'sent');
        doneListeners.forEach((fn) => fn(entry, out.done));
      }
      if (out.rejected) {
        const error = out.rejected;
        await logOutcome(entry, 'refused', error.msg || libText('Refused ({{status}})', { status: error.status }));
        rejectListeners.forEach((fn) => fn({ entry, error }));
      }
      if (out.stop) {
        stoppedOffline = !res.ok && res.error.offline;
        break;
      }
    }
    await refreshCount();
  })().finally(() => {
    replaying = null;
    inFlight = null;
    retrySoon();
  });
  return replaying;
}

/**
 * Replays on start, when the browser is back online, when any call finds the server again, when the app
 * becomes visible, and every 5 s while saves wait (a try is how the app finds out the server is back:
 * `navigator.onLine` can read true while offline, lib/reachability.ts). While the browser says offline
 * a try would fail at once, so the tick skips it.
 */
export function startOutbox(): () => void {
  const kick = () => {
    if (browserSaysOnline()) void replay();
  };
  const fresh = () => {
    if (!replaying) mirror = null;
  };
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    fresh();
    kick();
  };
  const onOnline = () => {
    fresh();
    kick();
  };
  const stopReachable = onReachable(onOnline);
  document.addEventListener('visibilitychange', onVisible);
  const timer = window.setInterval(() => {
    if (appStore.get(outboxCountAtom) > 0) kick();
  }, RETRY_MS);
  void refreshCount().then(kick);
  return () => {
    stopReachable();
    document.removeEventListener('visibilitychange', onVisible);
    window.clearInterval(timer);
  };
}

/** Log-out: what waits here belongs to the user who leaves. */
export async function clearOutbox(): Promise<void> {
  await clear(store).catch(() => undefined);
  mirror = new Map();
  await clear(logStore).catch(() => undefined);
  logList = [];
  appStore.set(outboxLogAtom, []);
  await refreshCount();
}
