import { refusalOf } from '../../src/server/lib/refusals';

/**
 * A refusal's answer as the server sends it (issue 31): `{ status: 0, code, msg, params? }`, with the code (and
 * values) of the spec's message. tests/api/error-codes.test.ts checks codes by name.
 */
export function refusal(msg: string) {
  const found = refusalOf(msg);
  if (!found) throw new Error(`No error code holds the text: ${msg}`);
  return { status: 0, code: found.code, msg, ...(found.params ? { params: found.params } : {}) };
}

/** A body or parameter the contract refuses: the validation's own words, also as the `detail` param. */
export const invalidInput = (msg: string) => ({ status: 0, code: 'INVALID_INPUT', msg, params: { detail: msg } });
