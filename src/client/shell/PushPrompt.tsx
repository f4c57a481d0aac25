import { IonToast } from '@ionic/react';
import { useEffect, useState } from 'react';
import { useAtomValue } from '../state/store';
import { allowPush, pushSupported, refusePush, shouldAskPush, showUnreadBadge, subscribeDevice } from '../lib/push';
import { unreadAtom } from './notifications';
import { useGo } from './use-go';

/** The one-line reason the card gives before the browser asks. */
export const PUSH_REASON = 'Get edit requests and their answers on this phone, even when Sumbook is closed.';

/**
 * After sign-in (mounted by the shell once a page is drawn): asks once per device for notifications; on a device
 * that allowed them, subscribes this session again (the log-out removed it). Opens the screen of a tapped push
 * (public/push-sw.js posts it) and keeps the app badge at the unread count.
 */
export function PushPrompt() {
  const [ask, setAsk] = useState(false);
  const unread = useAtomValue(unreadAtom);
  const go = useGo();
  useEffect(() => {
    if (!pushSupported()) return;
    if (Notification.permission === 'granted') void subscribeDevice().catch(() => undefined);
    else setAsk(shouldAskPush());
  }, []);
  useEffect(() => showUnreadBadge(unread), [unread]);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (e: MessageEvent<{ type?: string; url?: unknown }>) => {
      if (e.data?.type === 'sumbook-open' && typeof e.data.url === 'string' && e.data.url.startsWith('/'))
        go(e.data.url);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [go]);
  return (
    <IonToast
      isOpen={ask}
      position="top"
      message={PUSH_REASON}
      buttons={[
        {
          text: 'No thanks',
          role: 'cancel',
          handler: () => {
            refusePush();
            setAsk(false);
          },
        },
        {
          text: 'Allow',
          handler: () => {
            setAsk(false);
            void allowPush();
          },
        },
      ]}
    />
  );
}
