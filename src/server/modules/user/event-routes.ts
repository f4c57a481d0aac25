// GET /api/events: the live stream of a signed-in user (server-sent events). The access token comes in the
// Authorization header like every call (the client reads the stream with fetch, not EventSource, so no
// token ever goes into a URL). The stream ends when that token expires, when the session is logged out or
// the user blocked (checked at once when users or sessions change, and with every heartbeat), and when the server closes; the client then reconnects
// with a fresh token and its Last-Event-ID.
import { liveApi } from '../../../contract/live';
import type { ServerContext, ZodApp } from '../../context';
import { ALL_TABLES, changesOf } from '../../db/changes';
import { loadAuthUser } from '../../kernel/auth-user';
import { route } from '../../kernel/route';
import { verifyAccess } from '../../lib/jwt';
import { HttpError } from '../../lib/util';
import { currentUser } from '../../plugins/guard';
import { SIGNED_IN } from '../../kernel/policy';
import { lastEventId, openStream, type LiveStream } from './live-stream';

const HEARTBEAT_MS = 20_000;
/** How soon after a change to users or sessions the open streams check their user. */
const RECHECK_MS = 50;
const AUTH_TABLES: readonly string[] = ['users', 'sessions', ALL_TABLES];
/** setTimeout's limit (a token living longer is checked by the heartbeat). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function eventRoutes(app: ZodApp, { db, config, live }: ServerContext): void {
  const open = new Map<LiveStream, () => void>();
  // Before the server waits for its connections to end: streams never end by themselves.
  app.addHook('preClose', async () => {
    for (const s of [...open.keys()]) s.end();
  });
  // A session logged out or a user blocked (here or, on PostgreSQL, on any instance): every open stream
  // checks its user again at once, instead of at its next heartbeat.
  let recheck: NodeJS.Timeout | null = null;
  changesOf(db)?.on((table) => {
    if (recheck || open.size === 0 || !AUTH_TABLES.includes(table)) return;
    recheck = setTimeout(() => {
      recheck = null;
      for (const check of open.values()) check();
    }, RECHECK_MS);
  });

  route(app, liveApi.events, SIGNED_IN, async (req, reply) => {
    const me = currentUser(req);
    // Only a stream reader asks for it: any other call gets an answer at once instead of an open stream.
    if (!/\btext\/event-stream\b/i.test(String(req.headers.accept ?? '')))
      throw new HttpError(406, 'This is a live event stream: ask for it with Accept: text/event-stream');
    const sessionId = req.sessionId ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? '';
    const claims = await verifyAccess(token, config.jwtSecret);
    const expiresInMs = claims.ok ? claims.claims.exp * 1000 - Date.now() : 0;

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    const timers: { heartbeat?: NodeJS.Timeout; expiry?: NodeJS.Timeout } = {};
    const stream = openStream({
      res,
      db,
      live,
      me,
      after: lastEventId(req.headers['last-event-id']),
      onEnd() {
        clearInterval(timers.heartbeat);
        clearTimeout(timers.expiry);
        open.delete(stream);
      },
    });
    const check = () =>
      void loadAuthUser(db, me.id, sessionId)
        .then((now) => {
          if (!now || now.blocked || now.tokenVersion !== me.tokenVersion) stream.end();
          else stream.setUser(now);
        })
        .catch(() => stream.end());
    open.set(stream, check);
    timers.expiry = setTimeout(() => stream.end(), Math.max(0, Math.min(expiresInMs, MAX_TIMER_MS)));
    timers.heartbeat = setInterval(() => {
      stream.ping();
      check();
    }, HEARTBEAT_MS);
    return reply;
  });
}
