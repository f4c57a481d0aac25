// Typed calls from the contract: the path is built from the entry's pattern and the caller's values,
// the body is the entry's body type and the answer its answer type. Never throws (see api.ts).
import type { AnswerOf, BodyOf, Endpoint } from '../../contract/endpoint';
import { pathOf, type PathValues } from '../../contract/path';
import { call, callBlob, callUpload, type ApiResult, type Method } from './api';
import { cachedGet } from './cache';

export type Query = Record<string, string | number | undefined>;

/** The entry's path with its parameters filled, and a query string when given. */
export function urlOf<E extends Endpoint>(ep: E, params: PathValues<E['path']>, query?: Query): string {
  const path = pathOf(ep.path, params);
  const pairs = Object.entries(query ?? {}).filter((kv): kv is [string, string | number] => kv[1] !== undefined);
  return pairs.length ? `${path}?${new URLSearchParams(pairs.map(([k, v]) => [k, String(v)])).toString()}` : path;
}

export const methodOf = (ep: Endpoint): Method => ep.method.toLowerCase() as Method;

/** Calls the entry; `body` is required exactly when the entry has one. */
export function request<E extends Endpoint>(
  ep: E,
  params: PathValues<E['path']>,
  ...rest: BodyOf<E> extends undefined ? [body?: undefined, query?: Query] : [body: BodyOf<E>, query?: Query]
): Promise<ApiResult<AnswerOf<E>>> {
  const [body, query] = rest;
  const sent = body === undefined && ep.method !== 'GET' ? {} : body;
  return call<AnswerOf<E>>(methodOf(ep), urlOf(ep, params, query), sent);
}

/** A GET of the entry, network first; offline, the last answer kept on this device (cache.ts). */
export function cachedRequest<E extends Endpoint>(ep: E, params: PathValues<E['path']>, query?: Query) {
  return cachedGet<AnswerOf<E>>(urlOf(ep, params, query));
}

/** The entry's file (an .xlsx, an .xls) as a Blob. */
export const fetchBlob = <E extends Endpoint>(ep: E, params: PathValues<E['path']>, query?: Query) =>
  callBlob(urlOf(ep, params, query));

/** Sends a file to the entry as the raw body (an Excel import). */
export const uploadFile = <E extends Endpoint>(ep: E, params: PathValues<E['path']>, file: Blob, query?: Query) =>
  callUpload<AnswerOf<E>>(urlOf(ep, params, query), file);

/**
 * For the light sign-in bundle, which must not load zod: the call's method and path come from
 * contract/light-calls.ts, its body and answer types from the entry `E` (checked against each other).
 */
export function requestByType<E extends Endpoint>(
  c: Pick<E, 'method' | 'path'>,
  params: PathValues<E['path']>,
  body?: BodyOf<E>,
  headers?: Record<string, string>,
): Promise<ApiResult<AnswerOf<E>>> {
  const sent = body ?? (c.method === 'GET' ? undefined : {});
  return call<AnswerOf<E>>(c.method.toLowerCase() as Method, pathOf(c.path, params), sent, headers);
}

/** `cachedRequest` for the app shell, which must not load zod either (the lookups kept for offline starts). */
export function cachedRequestByType<E extends Endpoint>(
  c: Pick<E, 'method' | 'path'>,
  params: PathValues<E['path']>,
  query?: Query,
) {
  return cachedGet<AnswerOf<E>>(urlOf(c as E, params, query));
}
