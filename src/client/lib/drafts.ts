import { clear, createStore, del, entries, get, set } from 'idb-keyval';
import type { ZodType } from 'zod';
import { appStore, atom } from '../state/store';

// Drafts: what the user typed, kept on the device as they type (debounced), flushed when the page hides.
const store = createStore('sumbook-drafts', 'drafts');
const DEBOUNCE_MS = 400;

export const draftErrorAtom = atom<string | null>(null);
/** Whether the "Drafts on this device" screen is open (the user menu and report screens open it). */
export const draftsOpenAtom = atom(false);
export const openDrafts = () => appStore.set(draftsOpenAtom, true);
/**
 * When each draft was last written to the device, by key, for drafts whose latest value is written (screens
 * show "Draft kept on this device"); a draft with a write still waiting has no entry.
 */
export const draftKeptAtom = atom<Record<string, string>>({});
const pending = new Map<string, unknown>();
let timer: number | undefined;

async function writeAll(): Promise<void> {
  const batch = [...pending.entries()];
  pending.clear();
  for (const [key, value] of batch) {
    try {
      const savedAt = new Date().toISOString();
      await set(key, { savedAt, value }, store);
      appStore.set(draftErrorAtom, null);
      // Typed again meanwhile: that value is not on the device yet.
      if (!pending.has(key)) appStore.set(draftKeptAtom, (kept) => ({ ...kept, [key]: savedAt }));
    } catch (err) {
      const full = err instanceof DOMException && err.name === 'QuotaExceededError';
      appStore.set(
        draftErrorAtom,
        full
          ? 'This device is out of storage: your draft could not be kept. Save now.'
          : 'Your draft could not be kept on this device. Save now.',
      );
    }
  }
}

/** Flushes waiting draft writes now (on blur, hide and unload). */
export function flushDrafts(): Promise<void> {
  window.clearTimeout(timer);
  return writeAll();
}

/** Keeps a draft; writes are debounced. */
export function keepDraft(key: string, value: unknown): void {
  pending.set(key, value);
  if (key in appStore.get(draftKeptAtom)) appStore.set(draftKeptAtom, ({ [key]: _waiting, ...rest }) => rest);
  window.clearTimeout(timer);
  timer = window.setTimeout(() => {
    void writeAll();
  }, DEBOUNCE_MS);
}

/** Reads a draft back, checked against its schema; a draft that no longer fits is dropped. */
export async function readDraft<T>(key: string, schema: ZodType<T>): Promise<{ value: T; savedAt: string } | null> {
  if (pending.has(key)) {
    const parsed = schema.safeParse(pending.get(key));
    return parsed.success ? { value: parsed.data, savedAt: new Date().toISOString() } : null;
  }
  const stored = await get<{ savedAt: string; value: unknown }>(key, store).catch(() => undefined);
  if (!stored) return null;
  const parsed = schema.safeParse(stored.value);
  if (!parsed.success) {
    await del(key, store).catch(() => undefined);
    return null;
  }
  return { value: parsed.data, savedAt: stored.savedAt };
}

export async function dropDraft(key: string): Promise<void> {
  pending.delete(key);
  appStore.set(draftKeptAtom, ({ [key]: _dropped, ...rest }) => rest);
  await del(key, store).catch(() => undefined);
}

/** Every draft kept on this device (waiting writes included), newest first. */
export async function listDrafts(): Promise<{ key: string; savedAt: string; value: unknown }[]> {
  const stored = await entries<string, { savedAt: string; value: unknown }>(store).catch(() => []);
  const now = new Date().toISOString();
  const list = new Map(
    stored.map(([key, d]) => [String(key), { key: String(key), savedAt: d.savedAt, value: d.value }]),
  );
  for (const [key, value] of pending) list.set(key, { key, savedAt: now, value });
  return [...list.values()].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export function startDrafts(): () => void {
  const onHide = () => {
    if (document.visibilityState === 'hidden') void flushDrafts();
  };
  const onUnload = () => {
    void flushDrafts();
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onUnload);
  return () => {
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onUnload);
  };
}

/** Log-out: drafts belong to the user who leaves (a reception PC is shared). */
export async function clearDrafts(): Promise<void> {
  pending.clear();
  window.clearTimeout(timer);
  await clear(store).catch(() => undefined);
  appStore.set(draftKeptAtom, {});
}
