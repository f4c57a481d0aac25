// Web Push on this device: asked for after sign-in (shell/PushPrompt), subscribed with the server's public key,
// removed at log-out (lib/session.ts). Calls by their light entries (no zod in the shell).
import { pushCalls } from '../../contract/light-calls';
import type { pushApi } from '../../contract/push';
import { requestByType } from './request';

/** Set when the user said no on this device (the browser's own "Block" shows as permission 'denied'). */
const REFUSED = 'sumbook.pushRefused';
const SW_WAIT_MS = 10_000;

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** Whether to ask: the browser can push, nobody answered yet, and it was never refused on this device. */
export const shouldAskPush = (): boolean =>
  pushSupported() && Notification.permission === 'default' && localStorage.getItem(REFUSED) === null;

export const refusePush = (): void => localStorage.setItem(REFUSED, '1');

/** The service worker's registration, or null when none is active within a while (a dev server has none). */
function registration(): Promise<ServiceWorkerRegistration | null> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => window.setTimeout(() => resolve(null), SW_WAIT_MS)),
  ]);
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** Subscribes this device (or re-sends its subscription for this session); true when the server has it. */
export async function subscribeDevice(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const reg = await registration();
  if (!reg) return false;
  const key = await requestByType<typeof pushApi.publicKey>(pushCalls.publicKey, {});
  if (!key.ok || !key.data.key) return false;
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.data.key) }));
  const json = sub.toJSON();
  const res = await requestByType<typeof pushApi.subscribe>(
    pushCalls.subscribe,
    {},
    {
      endpoint: sub.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  );
  return res.ok;
}

/** The "Allow" of the prompt: the browser asks; a refusal is remembered on this device. */
export async function allowPush(): Promise<boolean> {
  const answer = await Notification.requestPermission();
  if (answer !== 'granted') {
    refusePush();
    return false;
  }
  return subscribeDevice().catch(() => false);
}

/** At log-out: the server forgets this device and the browser drops the subscription. Never throws. */
export async function unsubscribeDevice(): Promise<void> {
  try {
    if (!pushSupported() || Notification.permission !== 'granted') return;
    const reg = await navigator.serviceWorker.getRegistration();
    const sub = await reg?.pushManager.getSubscription();
    if (!sub) return;
    await requestByType<typeof pushApi.unsubscribe>(pushCalls.unsubscribe, {}, { endpoint: sub.endpoint });
    await sub.unsubscribe();
  } catch {
    // The log-out goes on: the server also forgets the subscription with the session.
  }
}

/** The app badge shows the unread notifications where the browser has one. */
export function showUnreadBadge(unread: number): void {
  const nav = navigator as Navigator & {
    setAppBadge?: (n?: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  if (!nav.setAppBadge) return;
  void (unread > 0 ? nav.setAppBadge(unread) : (nav.clearAppBadge?.() ?? Promise.resolve())).catch(() => undefined);
}
