import { clear, createStore, get, set } from 'idb-keyval';
import { call, type ApiResult } from './api';

// Lookups kept on the device for offline starts (user profile, branches, rooms, titles). No secrets.
const store = createStore('sumbook-cache', 'lookups');

export const cacheGet = <T>(key: string) => get<T>(key, store);
export const cachePut = (key: string, value: unknown) => set(key, value, store);

/** GET with the network first; when offline, the last answer kept on this device. */
export async function cachedGet<T>(path: string): Promise<ApiResult<T> & { stale?: boolean }> {
  const res = await call<T>('get', path);
  if (res.ok) {
    void cachePut(path, res.data).catch(() => undefined);
    return res;
  }
  if (res.error.offline) {
    const kept = await cacheGet<T>(path).catch(() => undefined);
    if (kept !== undefined) return { ok: true, data: kept, stale: true };
  }
  return res;
}

export async function clearLookups(): Promise<void> {
  await clear(store).catch(() => undefined);
  if (typeof caches !== 'undefined') await caches.delete('sumbook-lookups').catch(() => false);
}
