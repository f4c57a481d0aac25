import { z } from 'zod';
import type errors from '../locales/en/errors.json';

// A refusal's answer (issue 31): `{ status: 0, code, msg, params? }`. `code` is stable and names the text in
// each language's errors catalog (src/locales/<lang>/errors.json; English holds the spec's words, with
// {{placeholders}} for `params`); `msg` is the English text as the spec writes it. Clients match on `code`.

/** Every code the server answers with: the keys of the English errors catalog. */
export type ErrorCode = keyof typeof errors;
export type ErrorParams = Record<string, string>;

export const errorCode = z.custom<ErrorCode>((v) => typeof v === 'string');
export const errorAnswer = z.object({
  status: z.literal(0),
  code: errorCode,
  msg: z.string(),
  params: z.record(z.string(), z.string()).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;
