import { useEffect } from 'react';
import { useAtomValue } from '../state/store';
import { pushSupported, showUnreadBadge, subscribeDevice } from '../lib/push';
import { unreadAtom } from './notifications';
import { useGo } from './use-go';

/**
 * While signed in: on a device that allowed notifications, subscribes this session again (the log-out removed
 * it); opens the screen of a tapped push (public/push-sw.js posts it to an open window); keeps the app badge at
 * the unread count. The asking itself is home's card (features/home/PushCard).
 */
export function PushBridge() {
  const unread = useAtomValue(unreadAtom);
  const go = useGo();
  useEffect(() => {
    if (pushSupported() && Notification.permission === 'granted') void subscribeDevice().catch(() => undefined);
  }, []);
  useEffect(() => showUnreadBadge(unread), [unread]);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (e: MessageEvent<{ type?: string; url?: unknown }>) => {
      const url = e.data?.type === 'sumbook-open' ? e.data.url : undefined;
      if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')) go(url);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [go]);
  return null;
}
