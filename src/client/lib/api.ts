import ky, { HTTPError, type KyInstance } from 'ky';
import type { ErrorAnswer, ErrorCode, ErrorParams } from '../../contract/errors';
import { browserSaysOnline, markReachable, markUnreachable } from './reachability';
import { libText } from './lib-text';

// The one API client: adds the access token, refreshes it once on 401 without the user noticing,
// and turns every failure into one shape.
/**
 * `msg`: the refusal in the user's language; `code` (and `params`): what it is, stable across languages, for
 * code to match on. `body`: the answer as the server sent it (e.g. a stale debit change answers the line as it
 * is now).
 */
export type ApiError = {
  status: number;
  msg: string;
  offline: boolean;
  code?: ErrorCode;
  params?: ErrorParams;
  body?: unknown;
};

type Translate = (code: ErrorCode | undefined, msg: string, params?: ErrorParams) => string;
/** The server's words until lib/i18n sets the translation (the public pages load no lib/i18n: they translate theirs). */
let translate: Translate = (_code, msg) => msg;
export const translateErrorsWith = (fn: Translate) => {
  translate = fn;
};
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

let accessToken: string | null = null;
export const setAccessToken = (token: string | null) => {
  accessToken = token;
};
export const getAccessToken = () => accessToken;

type RefreshOutcome = { kind: 'ok' } | { kind: 'blocked'; msg: string } | { kind: 'expired' } | { kind: 'offline' };
let refreshing: Promise<RefreshOutcome> | null = null;
let onBlocked: (msg: string) => void = () => undefined;
let onExpired: () => void = () => undefined;
export function onSessionEvents(handlers: { blocked: (msg: string) => void; expired: () => void }) {
  onBlocked = handlers.blocked;
  onExpired = handlers.expired;
}

/** One refresh at a time, shared by every request that met a 401. */
export function refreshAccessToken(): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    try {
      const res = await fetch('/api/user/refresh_token', { method: 'POST', credentials: 'same-origin' });
      markReachable();
      if (res.status === 401) return { kind: 'expired' };
      const body = (await res.json()) as {
        status: number;
        msg: string;
        access_token?: string;
        code?: ErrorCode;
        params?: ErrorParams;
      };
      if (body.status === 1 && body.access_token) {
        setAccessToken(body.access_token);
        return { kind: 'ok' };
      }
      return { kind: 'blocked', msg: translate(body.code, body.msg, body.params) };
    } catch {
      markUnreachable();
      return { kind: 'offline' };
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

const client: KyInstance = ky.create({
  prefixUrl: '/api',
  retry: 0,
  timeout: 20000,
  credentials: 'same-origin',
  hooks: {
    beforeRequest: [
      (req) => {
        if (accessToken && !req.headers.has('Authorization')) req.headers.set('Authorization', `Bearer ${accessToken}`);
      },
    ],
    afterResponse: [
      async (req, _opts, res) => {
        if (
          res.status !== 401 ||
          req.headers.get('x-retried') ||
          /\/user\/(login|logout|refresh_token|reset)$/.test(new URL(req.url).pathname)
        )
          return res;
        const outcome = await refreshAccessToken();
        if (outcome.kind === 'blocked') onBlocked(outcome.msg);
        if (outcome.kind === 'expired') onExpired();
        if (outcome.kind !== 'ok') return res;
        const again = new Request(req, { headers: new Headers(req.headers) });
        again.headers.set('Authorization', `Bearer ${accessToken}`);
        again.headers.set('x-retried', '1');
        return ky(again, { retry: 0, timeout: 20000 });
      },
    ],
  },
});

/** Any answer of the server, even a refusal, shows it is reachable; no answer shows it is not. */
async function toError(err: unknown): Promise<ApiError> {
  if (err instanceof HTTPError) {
    markReachable();
    const status = err.response.status;
    let body: Partial<ErrorAnswer> | undefined;
    try {
      body = (await err.response.json()) as Partial<ErrorAnswer>;
    } catch {
      /* not JSON */
    }
    const fallback = libText('Error {{status}}', { status });
    if (body === undefined) return { status, msg: fallback, offline: false };
    const { code, params, msg: said } = body ?? {};
    const msg = said ? translate(code, said, params) : fallback;
    return { status, msg, offline: false, ...(code ? { code } : {}), ...(params ? { params } : {}), body };
  }
  markUnreachable();
  return {
    status: 0,
    msg: browserSaysOnline() ? libText('Cannot reach the server') : libText('You are offline'),
    offline: true,
  };
}

/**
 * GETs the service worker answers from its cache when the network is gone (vite.config.ts, runtimeCaching):
 * their success does not show the server is reachable.
 */
const SW_KEPT = /^\/?(api\/)?(user\/infor|branch\/)/;

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** Calls `/api{path}`; never throws. */
export async function call<T>(
  method: Method,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<ApiResult<T>> {
  try {
    const data = await client(path.replace(/^\//, ''), { method, json: body, headers }).json<T>();
    if (!SW_KEPT.test(path)) markReachable();
    return { ok: true, data };
  } catch (err) {
    return { ok: false, error: await toError(err) };
  }
}

/** GETs `/api{path}` as a Blob (an .xlsx, an .xls); never throws. */
export async function callBlob(path: string): Promise<ApiResult<Blob>> {
  try {
    const data = await client(path.replace(/^\//, ''), { method: 'get' }).blob();
    markReachable();
    return { ok: true, data };
  } catch (err) {
    return { ok: false, error: await toError(err) };
  }
}

/** POSTs a file to `/api{path}` as the raw body (an Excel import); never throws. */
export async function callUpload<T>(path: string, file: Blob): Promise<ApiResult<T>> {
  try {
    const data = await client(path.replace(/^\//, ''), {
      method: 'post',
      body: file,
      headers: { 'content-type': 'application/octet-stream' },
      timeout: 60000,
    }).json<T>();
    markReachable();
    return { ok: true, data };
  } catch (err) {
    return { ok: false, error: await toError(err) };
  }
}
