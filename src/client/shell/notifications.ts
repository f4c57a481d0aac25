import { useEffect } from 'react';
import { LIVE, shellCalls } from '../../contract/light-calls';
import type { Notification, notificationApi } from '../../contract/notification';
import { onLive, startLive, stopLive } from '../lib/live/live';
import { requestByType } from '../lib/request';
import { sendByType } from '../lib/outbox';
import { appStore, atom } from '../state/store';
import { addNotice, markAnswered, mergePolled, newestId } from './notice-merge';
import { onReachable } from '../lib/reachability';
import { tr } from '../lib/i18n';

export const notificationsAtom = atom<Notification[]>([]);
export const unreadAtom = atom((get) => get(notificationsAtom).filter((n) => !n.isread).length);

const POLL_MS = 20000;

/** The live frames' schemas (zod): loaded when the first frame arrives, after the first screen is drawn. */
const frameSchemas = () => import('../../contract/live');

export async function loadNotifications(): Promise<void> {
  const res = await requestByType<typeof notificationApi.list>(shellCalls.notifications, {});
  if (res.ok) appStore.set(notificationsAtom, (list) => mergePolled(list, res.data.data));
}

/** Marks a notification read (type 4 notices close with the answer 'close'); queued when offline. */
export async function markRead(n: Notification): Promise<void> {
  const answer = n.type === 4 ? 'close' : n.answer;
  appStore.set(notificationsAtom, (list) => list.map((x) => (x.id === n.id ? { ...x, isread: true, answer } : x)));
  await sendByType<typeof notificationApi.update>(
    shellCalls.updateNotification,
    { id: n.id },
    { isread: true, answer },
    tr('common')('Mark "{{title}}" read', { title: n.title }),
  );
}

/** The bell's part of the live stream: new notices, answered edit requests, and a reload after a reconnect. */
function followLive(): () => void {
  const offs = [
    onLive(LIVE.notice, (data) => {
      void frameSchemas().then(({ liveNotice }) => {
        const n = liveNotice.safeParse(data);
        if (n.success) appStore.set(notificationsAtom, (list) => addNotice(list, n.data));
      });
    }),
    onLive(LIVE.answered, (data) => {
      void frameSchemas().then(({ liveAnswered }) => {
        const a = liveAnswered.safeParse(data);
        if (a.success) appStore.set(notificationsAtom, (list) => markAnswered(list, a.data.ids, a.data.answer));
      });
    }),
    onLive(LIVE.resync, () => void loadNotifications()),
  ];
  return () => offs.forEach((off) => off());
}

/**
 * New notifications reach an open app without a reload: from the live stream (opened once the list is
 * loaded, catching up from its newest id), and, as a fallback, polled every 20 s and when the app becomes visible.
 */
export function useNotificationPolling(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const unfollow = followLive();
    let stopped = false;
    void loadNotifications().finally(() => {
      if (!stopped) startLive(() => newestId(appStore.get(notificationsAtom)));
    });
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void loadNotifications();
    }, POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void loadNotifications();
    };
    document.addEventListener('visibilitychange', onVisible);
    const stopReachable = onReachable(onVisible);
    return () => {
      stopped = true;
      unfollow();
      stopLive();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      stopReachable();
    };
  }, [active]);
}
