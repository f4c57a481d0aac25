import { clear, createStore, del, entries, set } from 'idb-keyval';
import { call, type ApiError, type Method } from './api';
import { appStore, atom } from '../state/store';

// Saves that could not reach the server wait here and are replayed in order when back online.
export interface OutboxEntry {
  seq: number;
  key: string;
  method: Method;
  path: string;
  body: unknown;
  label: string;
  createdAt: string;
  tries: number;
  lastError?: string;
  /**
   * Saves of one document in a row share this key. Each carries the revision it was based on; when
   * one is accepted, the next of the chain is moved onto the revision the server answered (they
   * come from the same person's edits, in order). Anyone else's change still gets the refusal.
   */
  chain?: string;
}
export type SendResult<T> = { ok: true; data: T; queued: false } | { ok: true; queued: true } | { ok: false; error: ApiError };
export interface Rejection { entry: OutboxEntry; error: ApiError }

const store = createStore('sumbook-outbox', 'entries');
export const outboxCountAtom = atom(0);
const rejectListeners = new Set<(r: Rejection) => void>();
const doneListeners = new Set<(e: OutboxEntry, data: unknown) => void>();

let seqBase = Date.now() * 1000;
const nextSeq = () => ++seqBase;
const newKey = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

async function all(): Promise<OutboxEntry[]> {
  const list = await entries<number, OutboxEntry>(store);
  return list.map(([, e]) => e).sort((a, b) => a.seq - b.seq);
}

async function refreshCount(): Promise<void> {
  appStore.set(outboxCountAtom, (await all()).length);
}

/** Called when the server refused a replayed save (stale version, bad input): show it; the draft stays. */
export function onOutboxRejected(fn: (r: Rejection) => void): () => void {
  rejectListeners.add(fn);
  return () => rejectListeners.delete(fn);
}
export function onOutboxDone(fn: (e: OutboxEntry, data: unknown) => void): () => void {
  doneListeners.add(fn);
  return () => doneListeners.delete(fn);
}

/**
 * Sends a mutation now, or queues it when the device is offline. Each mutation carries an
 * idempotency key, so a replay of a save that already reached the server is answered as done.
 * While older saves wait in the queue, a new one queues behind them to keep the order.
 */
export async function send<T>(method: Method, path: string, body: unknown, label: string, opts: { chain?: string } = {}): Promise<SendResult<T>> {
  const key = newKey();
  // A save waits behind the earlier saves of the same document only; other documents go straight on.
  const waiting = opts.chain ? (await all()).some((e) => e.chain === opts.chain) : false;
  if (!waiting) {
    const res = await call<T>(method, path, body, { 'Idempotency-Key': key });
    if (res.ok) return { ok: true, data: res.data, queued: false };
    if (!res.error.offline) return res;
  }
  const entry: OutboxEntry = { seq: nextSeq(), key, method, path, body, label, createdAt: new Date().toISOString(), tries: 0, chain: opts.chain };
  await set(entry.seq, entry, store);
  await refreshCount();
  if (waiting) void replay();
  return { ok: true, queued: true };
}

function answeredRevision(answer: unknown): number | undefined {
  const data = (answer as { data?: { revision?: unknown } } | null)?.data;
  return typeof data?.revision === 'number' ? data.revision : undefined;
}

/** Moves the next waiting save of the same chain onto the revision the server just answered. */
async function rebaseChain(done: OutboxEntry, answer: unknown): Promise<void> {
  const revision = answeredRevision(answer);
  if (!done.chain || revision === undefined) return;
  const next = (await all()).find((e) => e.chain === done.chain);
  if (next && typeof next.body === 'object' && next.body !== null) {
    await set(next.seq, { ...next, body: { ...(next.body as object), revision } }, store);
  }
}

let replaying: Promise<void> | null = null;

/** A server fault is retried this many times, then the save is handed back to the user as refused. */
const MAX_TRIES = 5;

/**
 * Replays queued saves in order. Offline: stops. A save that fails on the server holds back the later
 * saves of its own document only; after MAX_TRIES it is handed back (the draft keeps the work).
 */
export function replay(): Promise<void> {
  replaying ??= (async () => {
    const held = new Set<string>();
    for (const entry of await all()) {
      if (entry.chain && held.has(entry.chain)) continue;
      const res = await call<unknown>(entry.method, entry.path, entry.body, { 'Idempotency-Key': entry.key });
      if (res.ok) {
        await del(entry.seq, store);
        await rebaseChain(entry, res.data);
        doneListeners.forEach((fn) => fn(entry, res.data));
        continue;
      }
      if (res.error.offline) break;
      const retry = res.error.status === 401 || (res.error.status >= 500 && entry.tries + 1 < MAX_TRIES);
      if (retry) {
        await set(entry.seq, { ...entry, tries: entry.tries + 1, lastError: res.error.msg }, store);
        if (entry.chain) held.add(entry.chain);
        else break;
        continue;
      }
      await del(entry.seq, store);
      rejectListeners.forEach((fn) => fn({ entry, error: res.error }));
    }
    await refreshCount();
  })().finally(() => { replaying = null; });
  return replaying;
}

export async function pendingEntries(): Promise<OutboxEntry[]> {
  return all();
}

/** Replays on start, when the browser is back online, when the app becomes visible, and every 30 s while saves wait. */
export function startOutbox(): () => void {
  const kick = () => { if (navigator.onLine) void replay(); };
  const onVisible = () => { if (document.visibilityState === 'visible') kick(); };
  window.addEventListener('online', kick);
  document.addEventListener('visibilitychange', onVisible);
  const timer = window.setInterval(() => { if (appStore.get(outboxCountAtom) > 0) kick(); }, 30000);
  void refreshCount().then(kick);
  return () => {
    window.removeEventListener('online', kick);
    document.removeEventListener('visibilitychange', onVisible);
    window.clearInterval(timer);
  };
}

/** Log-out: what waits here belongs to the user who leaves. */
export async function clearOutbox(): Promise<void> {
  await clear(store).catch(() => undefined);
  await refreshCount();
}
