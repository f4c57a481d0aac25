import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseRefusal } from '../db/errors';
import { isErrorCode, refusalOf, type ErrorCode, type Refusal } from '../lib/refusals';
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

/** The code of a refusal whose text no code of lib/refusals.ts holds: a fault to fix (logged; tests fail on it). */
export const UNREGISTERED = 'UNREGISTERED';

type Answer = { status?: unknown; code?: unknown; msg?: unknown; params?: unknown };

/**
 * Every refusal (`status: 0`) carries a registered code: the one the error handler gave, else the one of its
 * text (a reply sent without throwing: the guard's, a stale cell's). Login's activation answer (200) keeps the
 * spec's `code`, the browser's request code. With `strict` (tests), a refusal without a code is answered 500.
 */
function registerRefusalCodes(app: FastifyInstance, strict: boolean): void {
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    if (typeof payload !== 'object' || payload === null || (payload as Answer).status !== 0) return payload;
    const { status: _status, code, msg, params, ...rest } = payload as Answer;
    if (isErrorCode(code) || (reply.statusCode < 400 && code !== undefined)) return payload;
    const found = code === undefined && typeof msg === 'string' ? refusalOf(msg) : undefined;
    if (found) return { status: 0, code: found.code, msg, ...(found.params ? { params: found.params } : {}), ...rest };
    req.log.error({ code, msg, reqId: req.id }, 'refusal without a registered code (lib/refusals.ts)');
    if (!strict) return { status: 0, code: UNREGISTERED, msg, ...(params ? { params } : {}), ...rest };
    reply.code(500);
    return { status: 0, code: UNREGISTERED, msg: `Refusal without a registered code: ${String(msg)}` };
  });
}

/** `{ status: 0, code, msg }` of a known refusal (params, when its text holds values). */
function answer(refusal: Refusal, msg: string, body?: Record<string, unknown>) {
  return { status: 0, code: refusal.code, msg, ...(refusal.params ? { params: refusal.params } : {}), ...body };
}

/**
 * One error shape for every failure: `{ status: 0, code, msg, params? }` (and an HttpError's body); 5xx details
 * are logged, never sent.
 */
export function registerErrorHandler(app: FastifyInstance, opts: { strict?: boolean } = {}): void {
  registerRefusalCodes(app, opts.strict ?? false);
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => {
        const field = fieldOf(v.instancePath);
        const text = clip(v.message ?? 'Invalid value');
        return field ? `${field}: ${text}` : text;
      });
      const more = issues.length - ISSUES_MAX;
      const msg = issues.slice(0, ISSUES_MAX).join('; ') + (more > 0 ? `; and ${more} more` : '') || 'Invalid request';
      return reply.code(400).send(answer({ code: 'INVALID_INPUT', params: { detail: msg } }, msg));
    }
    if (error instanceof HttpError && error.statusCode >= 500) {
      // A fault we name on purpose (e.g. 502 "Error when send mail"): logged, and its message shown.
      req.log.error({ err: error, reqId: req.id }, 'request failed');
      return reply.code(error.statusCode).send({ status: 0, ...error.refusal, msg: error.message });
    }
    const refused = databaseRefusal(error);
    if (refused) {
      if (refused.statusCode >= 500) req.log.warn({ err: error, reqId: req.id }, 'database busy');
      return reply.code(refused.statusCode).send({ status: 0, msg: refused.msg });
    }
    const code = error.statusCode ?? 500;
    if (error instanceof HttpError && code >= 400 && code < 500)
      return reply.code(code).send({ status: 0, ...error.refusal, msg: error.message, ...error.body });
    if (code >= 400 && code < 500) {
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
        return reply.code(code).send({ status: 0, code: 'INVALID_JSON', msg: 'Invalid JSON body' });
      const known = refusalOf(error.message) ?? { code: 'REQUEST_REFUSED', params: { detail: error.message } };
      return reply.code(code).send(answer(known, error.message));
    }
    req.log.error({ err: error, reqId: req.id }, 'request failed');
    const request = String(req.id);
    return reply
      .code(500)
      .send(answer({ code: 'SERVER_ERROR', params: { request } }, `Server error (request ${request})`));
  });
}

/** Fastify's own refusals before routing (a malformed %-escape, a too long parameter): same `{ status: 0, code, msg }` shape. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _req, reply) => {
  const code = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
  const [refusal, msg]: [ErrorCode, string] =
    code === 500
      ? ['SERVER_FAULT', 'Server error']
      : error.code === 'FST_ERR_BAD_URL'
        ? ['MALFORMED_URL', 'Malformed URL: invalid percent-encoding']
        : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? ['PARAM_TOO_LONG', 'A URL parameter is too long']
          : ['BAD_REQUEST', 'Bad request'];
  // Written on the raw response: Fastify types this reply for any route, so its send() takes no known payload.
  const body = JSON.stringify({ status: 0, code: refusal, msg });
  reply.raw.writeHead(code, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  reply.raw.end(body);
};

/** Requests Node refuses while parsing (headers too large, a broken request line, a timeout): answered in the same shape, then closed. */
export function clientErrorHandler(err: { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, refusal, msg]: [number, ErrorCode, string] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE', 'Request headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT', 'Request timed out']
        : [400, 'MALFORMED_REQUEST', 'Malformed HTTP request'];
  const body = JSON.stringify({ status: 0, code: refusal, msg });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${code} ${STATUS_CODES[code]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
