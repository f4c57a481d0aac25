// One open event stream: the live bus's events, filtered for its user with the notification scope rules
// (noticesFor) and the branch scope, written as server-sent events in the order they came. A notice is
// read back through noticesFor before it is sent, so a stream never shows what the list would not.
import type { ServerResponse } from 'node:http';
import { LIVE, type LiveName } from '../../../contract/live';
import { checkBranch } from '../../../domain/scope';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../../kernel/auth-user';
import type { LiveBus, LiveEvent } from '../../kernel/live';
import { noticeReaches, noticesFor, type NoticeRow } from '../../kernel/notifications';
import { toAnswer } from './notification-routes';

/** At most this many missed notices are sent on a reconnect (the bell's list shows the newest 100). */
const CATCH_UP_MAX = 200;
/** A client that reads nothing while this much waits is dropped (it reconnects and catches up). */
const MAX_BUFFERED = 1024 * 1024;

/** One server-sent event: its name, one line of JSON, and the id a reconnect resumes from. */
export function frame(event: LiveName, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The Last-Event-ID a reconnecting client sends: a notification id; anything else is ignored. */
export function lastEventId(header: string | string[] | undefined): number | null {
  const v = Array.isArray(header) ? header[0] : header;
  return v && /^\d{1,15}$/.test(v.trim()) ? Number(v.trim()) : null;
}

export interface LiveStream {
  /** Keeps the connection open through proxies (a comment line). */
  ping(): void;
  /** The user as reloaded by the heartbeat (role or branch may have changed). */
  setUser(me: AuthUser): void;
  end(): void;
}

export function openStream(o: {
  res: ServerResponse;
  db: Db;
  live: LiveBus;
  me: AuthUser;
  /** Notices with an id above it are sent first (the client's Last-Event-ID); null: only new ones. */
  after: number | null;
  onEnd(): void;
}): LiveStream {
  const { res, db } = o;
  let me = o.me;
  let ended = false;
  let chain: Promise<void> = Promise.resolve();
  const sent = new Set<number>();
  let maxSent = 0;

  const write = (text: string) => {
    if (ended || res.destroyed) return;
    res.write(text);
    if (res.writableLength > MAX_BUFFERED) stream.end();
  };
  const sendNotice = (row: NoticeRow) => {
    if (sent.has(row.id)) return;
    sent.add(row.id);
    maxSent = Math.max(maxSent, row.id);
    write(frame(LIVE.notice, toAnswer(row), row.id));
  };
  const catchUp = async (after: number) => {
    const rows = await noticesFor(db, me)
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(CATCH_UP_MAX)
      .execute();
    for (const r of rows) sendNotice(r);
  };
  const inScope = (branch: number) => checkBranch(me, branch).ok;

  async function handle(e: LiveEvent): Promise<void> {
    if (e.t === 'notice') {
      if (sent.has(e.id) || !noticeReaches(me, e)) return;
      const row = await noticesFor(db, me).selectAll().where('id', '=', e.id).executeTakeFirst();
      if (row) sendNotice(row);
    } else if (e.t === 'resync') {
      await catchUp(maxSent);
      write(frame(LIVE.resync, {}));
    } else if (inScope(e.branch)) {
      const { t, ...data } = e;
      write(frame(t === 'sent' ? LIVE.sent : LIVE.answered, data));
    }
  }
  // Every step runs after the one before, so frames keep the bus's order; a failed step is logged and skipped.
  const then = (step: () => Promise<void>) => {
    chain = chain.then(() => (ended ? undefined : step())).catch((err: unknown) => console.error('live stream', err));
  };

  // Subscribed before the catch-up reads the database: an event made meanwhile is in the chain after it.
  const off = o.live.subscribe((e) => then(() => handle(e)));
  then(async () => {
    await o.live.ready;
    if (o.after !== null) {
      maxSent = o.after;
      await catchUp(o.after);
    } else {
      const top = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirst();
      maxSent = Math.max(maxSent, Number(top?.m ?? 0));
    }
    write(frame(LIVE.ready, { after: maxSent }));
  });

  const stream: LiveStream = {
    ping: () => write(': ping\n\n'),
    setUser(next) {
      me = next;
    },
    end() {
      if (ended) return;
      ended = true;
      off();
      if (!res.writableEnded) res.end();
      o.onEnd();
    },
  };
  res.on('close', () => stream.end());
  return stream;
}
