import type { FastifyInstance, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/connection';
import { nowIso, sha256 } from '../lib/util';

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

const KEY = /^[A-Za-z0-9-]{8,100}$/;

/**
 * What a key is bound to besides its user: the method and URL (path and query) of the call, then its body
 * (`<call>:<body>`, two sha256). Answers stored before the body was kept hold the call's part only.
 */
const callOf = (method: string, url: string): string => sha256(`${method} ${url}`);
const bodyOf = (body: unknown): string => sha256(JSON.stringify(body ?? null));
export const REUSED_FOR_ANOTHER_CALL = 'Idempotency-Key reused for another request';
export const SENT_WITH_OTHER_DATA = 'This request was already sent with different data';

/** Why a stored claim may not answer this call (null: it may). */
function mismatch(stored: string, call: string, body: string): string | null {
  if (stored === '') return null;
  const [storedCall, storedBody] = stored.split(':');
  if (storedCall !== call) return REUSED_FOR_ANOTHER_CALL;
  return storedBody !== undefined && storedBody !== body ? SENT_WITH_OTHER_DATA : null;
}

/** A claim older than this whose answer never came (its server died mid-request) may be taken over. */
const CLAIM_STALE_MS = 2 * 60 * 1000;
const IN_PROGRESS = 0;
/** How long a copy of a running call waits for the first copy's answer, and how often it looks. */
const CLAIM_WAIT_MS = 15_000;
const CLAIM_POLL_MS = 25;

/**
 * A mutation sent with an `Idempotency-Key` header is answered once: a repeat of the same key by the
 * same user for the same method and URL (an outbox replay of a save that already reached the server)
 * gets the stored answer; the key reused for another call, or for the same call with another body, is refused
 * with 422 (the new body was not applied: the outbox shows it as refused, never as sent).
 * The key is claimed in the database before the handler runs (a row with status 0), so two copies of one
 * call reaching two server instances at once run once: the second waits for the first's answer and replays it.
 * Only successful answers are stored; a refused or failed call gives its claim back, so it can be retried.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotencyKey', null);
  const claim: preHandlerAsyncHookHandler = async (req, reply) => {
    const key = req.headers['idempotency-key'];
    if (req.method === 'GET' || typeof key !== 'string' || !req.user) return;
    if (!KEY.test(key)) return reply.code(400).send({ status: 0, msg: 'Invalid Idempotency-Key' });
    const call = callOf(req.method, req.url);
    const body = bodyOf(req.body);
    const request = `${call}:${body}`;
    const userId = req.user.id;
    const waitUntil = Date.now() + CLAIM_WAIT_MS;
    for (;;) {
      const claimed = await db
        .insertInto('idempotency')
        .values({ key, user_id: userId, status_code: IN_PROGRESS, body: '', created_at: nowIso(), request })
        .onConflict((oc) => oc.doNothing())
        .returning('key')
        .executeTakeFirst();
      if (claimed) {
        req.idempotencyKey = key;
        return;
      }
      const done = await db
        .selectFrom('idempotency')
        .selectAll()
        .where('key', '=', key)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!done) continue; // given back meanwhile: claim it now
      const refused = mismatch(done.request, call, body);
      if (refused) return reply.code(422).send({ status: 0, msg: refused });
      if (done.status_code !== IN_PROGRESS)
        return reply
          .code(done.status_code)
          .header('idempotent-replay', 'true')
          .type('application/json')
          .send(done.body);
      if (Date.now() - Date.parse(done.created_at) >= CLAIM_STALE_MS) {
        await release(db, key, userId, done.created_at);
        continue;
      }
      // Another copy of this call is running (here or on another instance): wait for its answer.
      if (Date.now() >= waitUntil)
        return reply.code(409).send({ status: 0, msg: 'This change is already being saved, please wait' });
      await new Promise((r) => setTimeout(r, CLAIM_POLL_MS));
    }
  };
  const store: onSendAsyncHookHandler = async (req, reply, payload) => {
    if (!req.idempotencyKey || !req.user) return payload;
    const key = req.idempotencyKey;
    req.idempotencyKey = null;
    if (reply.statusCode >= 300 || typeof payload !== 'string') {
      await release(db, key, req.user.id);
      return payload;
    }
    await db
      .updateTable('idempotency')
      .set({ status_code: reply.statusCode, body: payload })
      .where('key', '=', key)
      .where('user_id', '=', req.user.id)
      .execute();
    return payload;
  };
  // On the routes that change something only: a read (GET, most of the traffic) runs no hook of this.
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((m) => m === 'GET' || m === 'HEAD')) return;
    route.preHandler = [route.preHandler ?? []].flat().concat(claim);
    route.onSend = [route.onSend ?? []].flat().concat(store);
  });
}

/** Gives a claim back (only an unanswered one; `since`: only the claim made then). */
async function release(db: Db, key: string, userId: number, since?: string): Promise<void> {
  let q = db
    .deleteFrom('idempotency')
    .where('key', '=', key)
    .where('user_id', '=', userId)
    .where('status_code', '=', IN_PROGRESS);
  if (since) q = q.where('created_at', '=', since);
  await q.execute();
}
