// Sumbook's Web Push handlers, loaded by the generated service worker (vite.config.ts: workbox importScripts).
// A push carries { id, title, body, url, unread } (src/server/kernel/push.ts): it is shown as a notification and
// sets the app badge to the unread count where the browser has one; a tap focuses an open Sumbook window and
// asks it to open the notice's screen (shell/PushOpen), or opens a new window on that screen.
/* global self */

const OPEN_MESSAGE = 'sumbook-open';

function readPush(event) {
  try {
    return event.data ? event.data.json() : null;
  } catch {
    return null;
  }
}

/** A path of this app only: a notice never sends the user elsewhere. */
function screenOf(url) {
  const target = new URL(typeof url === 'string' && url ? url : '/home', self.location.origin);
  return target.origin === self.location.origin ? target.pathname + target.search + target.hash : '/home';
}

async function setBadge(unread) {
  const nav = self.navigator;
  if (typeof unread !== 'number' || !nav || typeof nav.setAppBadge !== 'function') return;
  try {
    if (unread > 0) await nav.setAppBadge(unread);
    else if (typeof nav.clearAppBadge === 'function') await nav.clearAppBadge();
  } catch {
    // The badge is a hint: a browser that refuses it still shows the notice.
  }
}

async function showPush(event) {
  const n = readPush(event) || {};
  await setBadge(n.unread);
  await self.registration.showNotification(n.title || 'Sumbook', {
    body: n.body || '',
    tag: n.id ? `notice-${n.id}` : 'sumbook',
    icon: '/icons/icon-192.png',
    data: { url: screenOf(n.url) },
  });
}

async function openScreen(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((c) => new URL(c.url).origin === self.location.origin);
  if (open) {
    open.postMessage({ type: OPEN_MESSAGE, url });
    await open.focus();
    return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(event));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(openScreen(screenOf(data.url)));
});
