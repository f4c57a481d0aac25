import type { FastifyRequest } from 'fastify';
import type { WriteOrigin } from './write';

/** An outbox replay says when the save was first tried (the past-day grace, domain/replay-grace.ts). */
export function originOf(req: FastifyRequest): WriteOrigin {
  const at = req.headers['sumbook-queued-at'];
  return typeof at === 'string' && at.length <= 40 ? { queuedAt: at } : {};
}
