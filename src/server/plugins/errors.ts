import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseRefusal } from '../db/errors';
import { HttpError } from '../lib/util';

/** A message names at most ISSUES_MAX problems, each cut to PART_MAX characters (a junk key a client sent may be huge). */
const ISSUES_MAX = 5;
const PART_MAX = 160;

function clip(text: string): string {
  return text.length > PART_MAX ? `${text.slice(0, PART_MAX)}…` : text;
}

function fieldOf(path: string | undefined): string {
  return clip((path ?? '').replace(/^\//, '').replace(/\//g, '.'));
}

/** One error shape for every failure: `{ status: 0, msg }` (and an HttpError's body); 5xx details are logged, never sent. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => {
        const field = fieldOf(v.instancePath);
        const text = clip(v.message ?? 'Invalid value');
        return field ? `${field}: ${text}` : text;
      });
      const more = issues.length - ISSUES_MAX;
      const msg = issues.slice(0, ISSUES_MAX).join('; ') + (more > 0 ? `; and ${more} more` : '');
      return reply.code(400).send({ status: 0, msg: msg || 'Invalid request' });
    }
    if (error instanceof HttpError && error.statusCode >= 500) {
      // A fault we name on purpose (e.g. 502 "Error when send mail"): logged, and its message shown.
      req.log.error({ err: error, reqId: req.id }, 'request failed');
      return reply.code(error.statusCode).send({ status: 0, msg: error.message });
    }
    const refused = databaseRefusal(error);
    if (refused) {
      if (refused.statusCode >= 500) req.log.warn({ err: error, reqId: req.id }, 'database busy');
      return reply.code(refused.statusCode).send({ status: 0, msg: refused.msg });
    }
    const code = error.statusCode ?? 500;
    if (error instanceof HttpError && error.body && code >= 400 && code < 500)
      return reply.code(code).send({ status: 0, msg: error.message, ...error.body });
    if (code >= 400 && code < 500) {
      const msg =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Invalid JSON body'
          : error.message;
      return reply.code(code).send({ status: 0, msg });
    }
    req.log.error({ err: error, reqId: req.id }, 'request failed');
    return reply.code(500).send({ status: 0, msg: `Server error (request ${req.id})` });
  });
}

/** Fastify's own refusals before routing (a malformed %-escape, a too long parameter): same `{ status: 0, msg }` shape. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _req, reply) => {
  const code = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
  const msg =
    code === 500
      ? 'Server error'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'Malformed URL: invalid percent-encoding'
        : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'A URL parameter is too long'
          : 'Bad request';
  // Written on the raw response: Fastify types this reply for any route, so its send() takes no known payload.
  const body = JSON.stringify({ status: 0, msg });
  reply.raw.writeHead(code, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  reply.raw.end(body);
};

/** Requests Node refuses while parsing (headers too large, a broken request line, a timeout): answered in the same shape, then closed. */
export function clientErrorHandler(err: { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, msg]: [number, string] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request timed out']
        : [400, 'Malformed HTTP request'];
  const body = JSON.stringify({ status: 0, msg });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${code} ${STATUS_CODES[code]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
