// Registers a route from its contract entry (src/contract/endpoint.ts): the entry's params and body
// validate the request, its answer schema (as JSON Schema) gives Fastify's fast serialiser the shape of
// the success answer, and the handler is typed from the entry. Answers built as JSON text (cached bytes)
// are sent as they are. With `checkAnswers` (tests), every success answer is checked against the entry.
import { promisify } from 'node:util';
import { constants, gunzipSync, gzip } from 'node:zlib';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import fastJson from 'fast-json-stringify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Endpoint } from '../../contract/endpoint';
import type { Policy } from './policy';

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
}

/** The Fastify instance routes are registered on: typed by the zod schemas of the contract. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type BodyOut<E extends Endpoint> = E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
type QueryOut<E extends Endpoint> = E['query'] extends z.ZodType ? z.output<E['query']> : unknown;
export type RouteRequest<E extends Endpoint> = FastifyRequest<{
  Params: z.output<E['params']>;
  Querystring: QueryOut<E>;
  Body: BodyOut<E>;
}>;
/** A handler answers the entry's answer, or JSON text of it, or the reply it has already sent. */
export type RouteHandler<E extends Endpoint> = (
  req: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E['answer']> | string | FastifyReply>;

const jsonSchemas = new WeakMap<z.ZodType, object>();
function jsonSchemaOf(schema: z.ZodType): object {
  let js = jsonSchemas.get(schema);
  if (!js) {
    const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'any',
    }) as Record<string, unknown>;
    js = rest;
    jsonSchemas.set(schema, js);
  }
  return js;
}

type Serialize = (data: unknown) => string;
const serializers = new WeakMap<object, Serialize>();

/**
 * The fast serialiser of an answer schema (what Fastify would compile, fast-json-stringify with no shared
 * schemas), compiled once per process: every server of a process (the API tests start one per file) shares it.
 */
export function serializerOf(schema: object): Serialize {
  let fn = serializers.get(schema);
  if (!fn) serializers.set(schema, (fn = fastJson(schema) as Serialize));
  return fn;
}

/**
 * Compiled on the route's first answer, not at start: compiling all ~300 of them took a third of a second
 * of every start. The API tests compile them all at start (registerAnswerCheck), so a schema that does not
 * compile still fails there.
 */
const lazySerializer = (schema: object): Serialize => {
  let fn: Serialize | undefined;
  return (data) => (fn ??= serializerOf(schema))(data);
};

export function route<E extends Endpoint>(app: ZodApp, ep: E, policy: Policy, handler: NoInfer<RouteHandler<E>>): void {
  const answer = jsonSchemaOf(ep.answer);
  (app as unknown as FastifyInstance).route({
    method: ep.method,
    url: ep.path,
    schema: {
      params: ep.params,
      ...(ep.query ? { querystring: ep.query } : {}),
      ...(ep.body ? { body: ep.body } : {}),
      response: { '2xx': answer },
    },
    serializerCompiler: () => lazySerializer(answer),
    config: { policy, endpoint: ep },
    handler: handler as unknown as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/** A JSON text answer (built around stored JSON) is sent as it is, with the JSON content type. */
export function sendJson(reply: FastifyReply, text: string, code = 200): FastifyReply {
  return reply.code(code).type('application/json; charset=utf-8').send(text);
}

const gzipAsync = promisify(gzip);
/** Answers smaller than this go as they are: compressing them saves nothing worth the time. */
const GZIP_FROM = 64 * 1024;

/**
 * A large JSON text answer (a month of rows) gzip-compressed, off the event loop and at the fastest level,
 * for clients that accept it (every browser does); sent as it is otherwise.
 */
export async function sendLargeJson(reply: FastifyReply, text: string): Promise<FastifyReply> {
  const accepts = /\bgzip\b/.test(String(reply.request.headers['accept-encoding'] ?? ''));
  reply.header('vary', 'accept-encoding');
  if (!accepts || text.length < GZIP_FROM) return sendJson(reply, text);
  const body = await gzipAsync(text, { level: constants.Z_BEST_SPEED });
  return reply.code(200).type('application/json; charset=utf-8').header('content-encoding', 'gzip').send(body);
}

function check(req: FastifyRequest, value: unknown): void {
  const ep = req.routeOptions.config?.endpoint;
  if (!ep) return;
  const res = ep.answer.safeParse(value);
  if (!res.success) throw new Error(`Answer of ${ep.method} ${ep.path} breaks its contract: ${res.error.message}`);
}

/** Tests: every 2xx answer of a contract route must parse with the entry's answer schema. */
export function registerAnswerCheck(app: FastifyInstance): void {
  app.addHook('onRoute', (r) => {
    if (r.config?.endpoint) serializerOf(jsonSchemaOf(r.config.endpoint.answer));
  });
  app.addHook('preSerialization', async (req, reply, payload) => {
    if (reply.statusCode < 300) check(req, payload);
    return payload;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode >= 300 || !req.routeOptions.config?.endpoint) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // Files (an .xls template, an .xlsx) are answers too: only JSON answers are checked.
    if (!/json/i.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
    const raw =
      reply.getHeader('content-encoding') === 'gzip' && Buffer.isBuffer(payload) ? gunzipSync(payload) : payload;
    check(req, JSON.parse(raw.toString()));
    return payload;
  });
}
