import { createHash, randomBytes } from 'node:crypto';
import { refusalText, type ErrorCode, type ErrorParams, type Refusal } from './refusals';

export const nowIso = (): string => new Date().toISOString();
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Parses a JSON column, falling back when the stored text is not what we expect. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * An HTTP error that carries the spec's message; the error handler answers `{ status: 0, code, msg }`, plus the
 * fields of `body` when given (a stale write's `current` value). The stable code is found from the message
 * (lib/refusals.ts), or given by `refuse` for a text no template can be matched on.
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly body?: Record<string, unknown>,
    public readonly refusal?: Refusal,
  ) {
    super(message);
  }
}

/** A refusal named by its code: the message is the code's English text filled with `params`. */
export function refuse(statusCode: number, code: ErrorCode, params?: ErrorParams, body?: Record<string, unknown>) {
  return new HttpError(statusCode, refusalText(code, params), body, { code, ...(params ? { params } : {}) });
}
