import { z } from 'zod';

// One entry per API call: its method, its path (relative to /api, with `:name` parameters), the
// schemas of its path parameters and body, and the schema of its success answer. The server
// registers its route from the entry (validation, response serialisation); the client builds the
// path and types the answer from the same entry. Failures are always `{ status: 0, msg }`.
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type { PathKeys, PathValues } from './path';
export { pathOf } from './path';

export interface Endpoint<
  P extends string = string,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends z.ZodType = z.ZodType,
  S extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: Method;
  path: P;
  /** Path parameters as the server reads them (coerced and checked). */
  params: Q;
  /** Query-string parameters, when the call takes any. */
  query: S;
  body: B;
  /** The success answer (2xx). */
  answer: A;
}

const noParams = z.object({});

/** Declares a call. Without `params` the path has none; without `body` the call sends none. */
export function endpoint<
  P extends string,
  A extends z.ZodType,
  Q extends z.ZodType = typeof noParams,
  B extends z.ZodType | undefined = undefined,
  S extends z.ZodType | undefined = undefined,
>(e: { method: Method; path: P; params?: Q; query?: S; body?: B; answer: A }): Endpoint<P, Q, B, A, S> {
  return {
    method: e.method,
    path: e.path,
    params: (e.params ?? noParams) as Q,
    query: e.query as S,
    body: e.body as B,
    answer: e.answer,
  };
}

export type AnswerOf<E extends Endpoint> = z.infer<E['answer']>;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
