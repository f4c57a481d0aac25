import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/util';

function fieldOf(path: string | undefined): string {
  return (path ?? '').replace(/^\//, '').replace(/\//g, '.');
}

/** One error shape for every failure: `{ status: 0, msg }`; 5xx details are logged, never sent. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const msg = error.validation
        .map((v) => {
          const field = fieldOf(v.instancePath);
          return field ? `${field}: ${v.message}` : v.message;
        })
        .join('; ');
      return reply.code(400).send({ status: 0, msg: msg || 'Invalid request' });
    }
    if (error instanceof HttpError && error.statusCode >= 500) {
      // A fault we name on purpose (e.g. 502 "Error when send mail"): logged, and its message shown.
      req.log.error({ err: error, reqId: req.id }, 'request failed');
      return reply.code(error.statusCode).send({ status: 0, msg: error.message });
    }
    const code = error.statusCode ?? 500;
    if (code >= 400 && code < 500) {
      const msg = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'Invalid JSON body' : error.message;
      return reply.code(code).send({ status: 0, msg });
    }
    req.log.error({ err: error, reqId: req.id }, 'request failed');
    return reply.code(500).send({ status: 0, msg: `Server error (request ${req.id})` });
  });
}
