// The bell's list kept without duplicates when notices come from three places at once: the poll (every
// 20 s), the live stream, and the stream's catch-up after a reconnect. The list holds each id once, so the
// unread count (unread items of the list) never counts a notification twice.
import type { Notification } from '../../contract/notification';

const newestFirst = (a: Notification, b: Notification) => b.time_created.localeCompare(a.time_created) || b.id - a.id;

/** A notice from the stream: added when new; a copy of one already held changes nothing (it may be read here). */
export function addNotice(list: readonly Notification[], n: Notification): Notification[] {
  if (list.some((x) => x.id === n.id)) return list as Notification[];
  return [n, ...list].sort(newestFirst);
}

/**
 * A polled list: the server's word on every notice up to its newest id; notices from the stream newer
 * than that (the poll was answered before they were made) stay.
 */
export function mergePolled(list: readonly Notification[], polled: readonly Notification[]): Notification[] {
  const top = polled.reduce((m, n) => Math.max(m, n.id), 0);
  const unique = new Map<number, Notification>();
  for (const n of polled) if (!unique.has(n.id)) unique.set(n.id, n);
  const newer = list.filter((n) => n.id > top && !unique.has(n.id));
  return [...newer, ...unique.values()].sort(newestFirst);
}

/** An edit request answered (here or on another device, by whoever): its notices are read, with the answer. */
export function markAnswered(list: readonly Notification[], ids: readonly number[], answer: string): Notification[] {
  if (!list.some((n) => ids.includes(n.id))) return list as Notification[];
  return list.map((n) => (ids.includes(n.id) ? { ...n, isread: true, answer } : n));
}

/** The newest id held: where the stream's catch-up starts. */
export const newestId = (list: readonly Notification[]): number => list.reduce((m, n) => Math.max(m, n.id), 0);
