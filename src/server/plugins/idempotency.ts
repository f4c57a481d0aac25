import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { nowIso, sha256 } from '../lib/util';

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

const KEY = /^[A-Za-z0-9-]{8,100}$/;

/** What a key is bound to besides its user: the method and URL (path and query) of the call. */
const requestOf = (method: string, url: string): string => sha256(`${method} ${url}`);

/**
 * A mutation sent with an `Idempotency-Key` header is answered once: a repeat of the same key by the
 * same user for the same method and URL (an outbox replay of a save that already reached the server)
 * gets the stored answer; the key reused for another call is refused with 422.
 * Only successful answers are stored, so a refused save can be retried after a reload.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotencyKey', null);
  app.addHook('preHandler', async (req, reply) => {
    const key = req.headers['idempotency-key'];
    if (req.method === 'GET' || typeof key !== 'string' || !req.user) return;
    if (!KEY.test(key)) return reply.code(400).send({ status: 0, msg: 'Invalid Idempotency-Key' });
    const done = await db
      .selectFrom('idempotency')
      .selectAll()
      .where('key', '=', key)
      .where('user_id', '=', req.user.id)
      .executeTakeFirst();
    if (done && done.request !== '' && done.request !== requestOf(req.method, req.url)) {
      return reply.code(422).send({ status: 0, msg: 'Idempotency-Key reused for another request' });
    }
    if (done)
      return reply.code(done.status_code).header('idempotent-replay', 'true').type('application/json').send(done.body);
    req.idempotencyKey = key;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.idempotencyKey || !req.user || reply.statusCode >= 300 || typeof payload !== 'string') return payload;
    await db
      .insertInto('idempotency')
      .values({
        key: req.idempotencyKey,
        user_id: req.user.id,
        status_code: reply.statusCode,
        body: payload,
        created_at: nowIso(),
        request: requestOf(req.method, req.url),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return payload;
  });
}
