// Notifications (the bell): creating them, reading a user's, and the answers some of them take.
// A notification about something (an edit request on a report) carries a `ref`; the module that owns
// such refs registers a NoticeAnswerer, so the notification routes never import a module.
import type { Selectable } from 'kysely';
import type { Db } from '../db/connection';
import type { NotificationTable } from '../db/schema';
import { nowIso } from '../lib/util';
import { reachableBranches } from '../../domain/scope';
import type { AuthUser } from './auth-user';
import { liveOf } from './live';
import { pushNotices } from './push';

export type NoticeRow = Selectable<NotificationTable>;
export type NewNotice = Omit<NoticeRow, 'id' | 'created_at' | 'isread' | 'answer' | 'ref'> & { ref?: string };

export async function createNotification(db: Db, n: NewNotice): Promise<number> {
  const res = await db
    .insertInto('notifications')
    .values({ ...n, created_at: nowIso(), isread: 0, answer: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(res.id);
}

/**
 * Tells the open event streams about notifications just made (call it with the root database once their
 * transaction has committed): each stream passes a notice on to its user when noticeReaches says so; and
 * pushes them to the subscribed devices of the users they reach (kernel/push.ts). Every notification goes
 * through here (edit requests, their answers, the unpaid-bill reminders).
 */
export async function announceNotices(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'sent_to', 'role', 'branch', 'type', 'title', 'content', 'link'])
    .where('id', 'in', [...ids])
    .execute();
  const live = liveOf(db);
  for (const r of rows)
    await live.publish({ t: 'notice', id: r.id, sent_to: r.sent_to, role: r.role, branch: r.branch });
  // Web Push to the devices of the users it reaches, after the answer: a slow push service never holds a call up.
  pushNotices(db, rows);
}

/** The rule of noticesFor for one notification's addressee (the live streams use it before reading the row). */
export function noticeReaches(
  me: AuthUser,
  n: { sent_to: number | null; role: number | null; branch: number | null },
): boolean {
  if (n.sent_to !== null) return n.sent_to === me.id;
  if (n.role !== me.role) return false;
  if (n.branch === null) return true;
  const branches = reachableBranches(me).map((b) => b.id);
  return (branches.length > 0 ? branches : [me.branchID]).includes(n.branch);
}

/**
 * Notifications addressed to the user, or to the user's role at a branch the user reaches (the own branch;
 * an area manager's or accountant leader's area; every branch for admin, CEO and chief) or at no branch.
 */
export function noticesFor(db: Db, me: AuthUser) {
  const branches = reachableBranches(me).map((b) => b.id);
  return db
    .selectFrom('notifications')
    .where((eb) =>
      eb.or([
        eb('sent_to', '=', me.id),
        eb.and([
          eb('sent_to', 'is', null),
          eb('role', '=', me.role),
          eb.or([eb('branch', 'is', null), eb('branch', 'in', branches.length > 0 ? branches : [me.branchID])]),
        ]),
      ]),
    );
}

/** The user's unread notifications (the app badge). */
export async function unreadCount(db: Db, me: AuthUser): Promise<number> {
  const row = await noticesFor(db, me)
    .where('isread', '=', 0)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Answers notifications whose ref it owns (e.g. Agree / Refuse on an edit request). */
export interface NoticeAnswerer {
  /** True when the notification is one of this answerer's (it then decides every answer to it). */
  owns(row: NoticeRow): boolean;
  /** The answers it takes (anything else to an owned notification is refused). */
  answers: readonly string[];
  /** Whether the user may answer it even when it was not addressed to them (e.g. an area manager). */
  mayAnswer(me: AuthUser, row: NoticeRow): boolean;
  answer(db: Db, me: AuthUser, row: NoticeRow, answer: string): Promise<Record<string, unknown>>;
}

export class NoticeAnswerers {
  private list: NoticeAnswerer[] = [];
  add(a: NoticeAnswerer): void {
    this.list.push(a);
  }
  find(row: NoticeRow): NoticeAnswerer | undefined {
    return this.list.find((a) => a.owns(row));
  }
}
