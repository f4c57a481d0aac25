// The public survey page's calls: plain fetch (no ky, no session), typed from the contract. Failures carry
// the server's message, shown as text.
import type { z } from 'zod';
import { guestCalls } from '../../contract/light-calls';
import { pathOf } from '../../contract/path';
import type { AnswerOf } from '../../contract/endpoint';
import type { publicSurvey, surveyAnswers, surveyApi, tabletHome } from '../../contract/survey';
import { SURVEY_LINK_INVALID } from '../../domain/survey';
import { TOKEN_SHAPE } from './view';

export type PublicSurvey = z.infer<typeof publicSurvey>;
export type Answers = z.infer<typeof surveyAnswers>;
export type TabletHome = z.infer<typeof tabletHome>;
export type Already = NonNullable<PublicSurvey['already']>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'No connection. Please check the Wi-Fi and try again.');
  }
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok)
    throw new ApiError(
      res.status,
      typeof json.msg === 'string' ? json.msg : 'Something went wrong. Please try again.',
      json,
    );
  return json as T;
}

const enc = encodeURIComponent;
const { publicGet, publicSubmit, activateTablet: activate, tabletHome: home } = guestCalls;
/** key: the read key of this device's send (sent.ts), so a reception code shows the guest's own answers. */
export const loadSurvey = (token: string, room = '', key?: string) => {
  // A mistyped or cut link is refused here, as the server would (404 reads the same to a guest).
  if (!TOKEN_SHAPE.test(token)) return Promise.reject(new ApiError(404, SURVEY_LINK_INVALID));
  const query = [room ? `room=${enc(room)}` : '', key ? `key=${enc(key)}` : ''].filter(Boolean).join('&');
  return call<AnswerOf<typeof surveyApi.publicGet>>(
    publicGet.method,
    `${pathOf(publicGet.path, { token })}${query ? `?${query}` : ''}`,
  ).then((r) => r.data);
};
export const sendSurvey = (token: string, body: { lang: string; room?: string; answers?: Answers; opinion?: string }) =>
  call<AnswerOf<typeof surveyApi.publicSubmit>>(publicSubmit.method, pathOf(publicSubmit.path, { token }), body);
export const activateTablet = (branch: number, pass: string) =>
  call<AnswerOf<typeof surveyApi.activateTablet>>(activate.method, pathOf(activate.path, { branch }), { pass }).then(
    (r) => r.data,
  );
export const loadTabletHome = (token: string, version: string) =>
  call<AnswerOf<typeof surveyApi.tabletHome>>(
    home.method,
    `${pathOf(home.path, { tabletToken: token })}?version=${enc(version)}`,
  ).then((r) => r.data);
