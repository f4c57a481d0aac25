import { z } from 'zod';
import { endpoint } from './endpoint';
import { notification } from './notification';

// Live events (GET /api/events, text/event-stream): what reaches an open app without a reload.
// Each frame is `event: <name>` and `data: <JSON>`; a notice also carries `id: <notification id>`,
// so a client that reconnects sends `Last-Event-ID` and gets the notices it missed (ids above it).

/** A notification addressed to the user (or their role at a branch they reach). `id:` is its id. */
export const liveNotice = notification;

/** An edit request was answered: the request's notices (`ids`) are now read with `answer`. */
export const liveAnswered = z.object({
  ids: z.array(z.number()),
  answer: z.string(),
  kind: z.string(),
  branch: z.number(),
  period: z.string(),
  /** The version the report is at after the answer (the new one on Agree). */
  version: z.number(),
  by: z.string(),
  byId: z.number(),
});

/** The frame names live in light-calls.ts, for the app shell that must not load zod. */
export { LIVE, type LiveName } from './light-calls';

export const liveApi = {
  /**
   * The stream (signed in; the access token in the Authorization header, so the client reads it with
   * fetch, not EventSource). A comment line every 20 s keeps it open; it ends when the token expires or
   * the session ends, and the client reconnects with a fresh token and its Last-Event-ID.
   */
  events: endpoint({ method: 'GET', path: '/events', answer: z.string() }),
};
