import { useEffect } from 'react';
import { notificationApi, type Notification } from '../../contract/notification';
import { request, urlOf } from '../lib/request';
import { send } from '../lib/outbox';
import { appStore, atom } from '../state/store';

export const notificationsAtom = atom<Notification[]>([]);
export const unreadAtom = atom((get) => get(notificationsAtom).filter((n) => !n.isread).length);

const POLL_MS = 20000;

export async function loadNotifications(): Promise<void> {
  const res = await request(notificationApi.list, {});
  if (res.ok) appStore.set(notificationsAtom, res.data.data);
}

/** Marks a notification read (type 4 notices close with the answer 'close'); queued when offline. */
export async function markRead(n: Notification): Promise<void> {
  const answer = n.type === 4 ? 'close' : n.answer;
  appStore.set(notificationsAtom, (list) => list.map((x) => (x.id === n.id ? { ...x, isread: true, answer } : x)));
  await send('patch', urlOf(notificationApi.update, { id: n.id }), { isread: true, answer }, `Mark "${n.title}" read`);
}

/** New notifications reach an open app without a reload: polled every 20 s and when the app becomes visible. */
export function useNotificationPolling(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    void loadNotifications();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void loadNotifications();
    }, POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void loadNotifications();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onVisible);
    };
  }, [active]);
}
