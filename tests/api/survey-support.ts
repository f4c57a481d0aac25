// Helpers of the survey's API tests: codes of a branch, a guest's send, Q5 answers by index.
import type { TestServer } from '../support/server';
import { surveyApi } from '../../src/contract/survey';
import { apiUrl } from '../support/api-path';

export const SUP_HBT1 = 'supervisor.hbt1@sumbook.test'; // role 3, branch 3 (Ha Noi, no massage)
export interface Code {
  target: 'room' | 'home' | 'roten';
  room: string;
  token: string;
  url: string;
}

export async function codesOf(s: TestServer, token: string, branch: number, lang: string): Promise<Code[]> {
  const res = await s.app.inject({
    method: 'GET',
    url: apiUrl(surveyApi.qrCodes, { branch, lang }),
    headers: s.auth(token),
  });
  if (res.statusCode !== 200) throw new Error(`qr_codes: ${res.statusCode} ${res.body}`);
  return res.json().data.codes;
}

/** Ten Q5 answers: scores by index, improvement keys by index. */
export function q5(scores: Record<number, number>, improve: Record<number, string[]> = {}) {
  return Array.from({ length: 10 }, (_, i) => ({ score: scores[i] ?? 0, improve: improve[i] ?? [], other: '' }));
}

export function submit(
  s: TestServer,
  token: string,
  answers: Record<string, unknown> | undefined,
  extra: { lang?: string; room?: string; opinion?: string; sendId?: string } = {},
) {
  return s.app.inject({
    method: 'POST',
    url: apiUrl(surveyApi.publicGet, { token }),
    payload: { lang: extra.lang ?? 'ja', ...(answers ? { answers } : {}), ...extra },
  });
}
