// Guest side of the survey: the public page's calls (no sign-in: a signed QR code instead). A bad, forged
// or revoked code answers 404 with a friendly text, a code of a tablet turned OFF 403; submissions are
// rate-limited per code and per client address; one survey per code, room and branch-local day (a unique
// key in the database, so two racing sends store one). A code whose room is typed in (the reception's, a
// tablet's) is held by many guests: a read shows that a room answered today, and its answers only to the
// device that sent them (it keeps the send's read key, an HMAC of the entry under the server secret). A send
// may carry the device's id for it (`sendId`: a tablet replays a survey it queued offline until it hears
// back): the same id again answers the first entry and stores nothing, before any limit counts it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { surveyApi } from '../../../contract/survey';
import { branchById } from '../../../domain/branches';
import { hasMassage } from '../../../domain/packages';
import { SURVEY_LINK_INVALID, SURVEY_TOO_MANY } from '../../../domain/survey';
import { cleanText, hasAnyAnswer, normaliseAnswers, ROOM_MAX, ROTEN_MAX } from '../../../domain/survey-answers';
import type { ServerContext, ZodApp } from '../../context';
import type { Db } from '../../db/connection';
import { route } from '../../kernel/route';
import { todayOf } from '../../kernel/today';
import { HttpError } from '../../lib/util';
import { Throttle } from '../../kernel/throttle';
import { PUBLIC } from '../../kernel/policy';
import { codeRoutes } from './code-routes';
import { entryOf, insertEntry } from './store';
import { tabletRoutes } from './tablet-routes';
import { liveToken, type TokenRow } from './token';

export const ALREADY_ANSWERED = 'This survey was already answered today';
export const TABLET_OFF = 'This tablet is turned off';
export const ROOM_UNKNOWN = 'Please enter your room number';
export const NOTHING_ANSWERED = 'Please answer at least one question';

/** The branch's local time HH:mm. */
function localTime(branchId: number, now = new Date()): string {
  const tz = branchById(branchId)?.timeZone ?? 'Asia/Ho_Chi_Minh';
  return new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hour12: false }).format(
    now,
  );
}

const dedupeKey = (t: TokenRow, room: string, day: string) => `${t.token_id}:${room}:${day}`;

/** The key a send answers: it reads that one entry back (the same day, the same code and room). */
const readKeyOf = (secret: string, id: number, dedupe: string) =>
  createHmac('sha256', secret).update(`survey-read:${id}:${dedupe}`).digest('base64url');

function sameKey(want: string, given: string | undefined): boolean {
  if (!given || given.length !== want.length) return false;
  return timingSafeEqual(Buffer.from(want), Buffer.from(given));
}

async function roomExists(db: Db, branchId: number, room: string): Promise<boolean> {
  return !!(await db
    .selectFrom('rooms')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('number', '=', room)
    .executeTakeFirst());
}

/** A live code of a tablet that is ON (or not a tablet's code). */
async function usableToken(db: Db, secret: string, token: string): Promise<TokenRow> {
  const t = await liveToken(db, secret, token);
  if (!t) throw new HttpError(404, SURVEY_LINK_INVALID);
  if (t.tablet_n > 0) {
    const tablet = await db
      .selectFrom('survey_tablets')
      .select(['on', 'deleted'])
      .where('branch_id', '=', t.branch_id)
      .where('n', '=', t.tablet_n)
      .executeTakeFirst();
    if (!tablet || tablet.deleted) throw new HttpError(404, SURVEY_LINK_INVALID);
    if (!tablet.on) throw new HttpError(403, TABLET_OFF);
  }
  return t;
}

export function publicRoutes(app: ZodApp, ctx: ServerContext): void {
  const { db, config } = ctx;
  const limits = config.survey;
  const perToken = new Throttle(db, 'survey-code', limits.perToken, limits.windowMs);
  const perIp = new Throttle(db, 'survey-ip', limits.perIp, limits.windowMs);

  const alreadyOf = async (t: TokenRow, room: string, key?: string) => {
    if (t.target === 'home' && room === '') return null;
    const row = await db
      .selectFrom('survey_entries')
      .selectAll()
      .where('dedupe_key', '=', dedupeKey(t, room, todayOf(t.branch_id)))
      .executeTakeFirst();
    if (!row) return null;
    const e = entryOf(row);
    // The room is typed in: the guest learns that the room has answered today, not what it answered,
    // unless this device sent it.
    if (t.target === 'home' && !sameKey(readKeyOf(config.jwtSecret, row.id, row.dedupe_key ?? ''), key))
      return { day: e.day, time: e.time, room: e.room, answers: null, opinion: '' };
    return { day: e.day, time: e.time, room: e.room, answers: e.answers, opinion: e.opinion };
  };

  route(app, surveyApi.publicGet, PUBLIC, async (req) => {
    const t = await usableToken(db, config.jwtSecret, req.params.token);
    const room = t.target === 'home' ? cleanText(req.query.room ?? '', ROOM_MAX) : t.room;
    return {
      status: 1 as const,
      msg: 'ok',
      data: {
        branchId: t.branch_id,
        branchName: branchById(t.branch_id)?.name ?? '',
        target: t.target as 'room' | 'home' | 'roten',
        room,
        lang: t.lang as 'ja' | 'en' | 'vi',
        source: t.source as 'roomScan',
        hasMassage: hasMassage(t.branch_id),
        already: await alreadyOf(t, room, req.query.key),
      },
    };
  });

  /** The entry this code stored for the device's send id, answered as the first send was. */
  const sentBefore = async (t: TokenRow, sendId: string | undefined) => {
    if (!sendId) return null;
    const row = await db
      .selectFrom('survey_entries')
      .select(['id', 'day', 'dedupe_key'])
      .where('token_id', '=', t.token_id)
      .where('send_id', '=', sendId)
      .executeTakeFirst();
    if (!row) return null;
    const readKey = readKeyOf(config.jwtSecret, row.id, row.dedupe_key ?? '');
    return { status: 1 as const, msg: 'Thank you', data: { id: row.id, day: row.day, readKey } };
  };

  route(app, surveyApi.publicSubmit, PUBLIC, async (req, reply) => {
    const t = await usableToken(db, config.jwtSecret, req.params.token);
    const replayed = await sentBefore(t, req.body.sendId);
    if (replayed) return reply.code(200).send(replayed);
    const ip = req.ip;
    if ((await perToken.blockedFor(t.token_id)) > 0 || (await perIp.blockedFor(ip)) > 0)
      throw new HttpError(429, SURVEY_TOO_MANY);
    await perToken.fail(t.token_id);
    await perIp.fail(ip);
    const b = req.body;
    const room = t.target === 'home' ? cleanText(b.room ?? '', ROOM_MAX) : t.room;
    if (t.target === 'home' && (room === '' || !(await roomExists(db, t.branch_id, room))))
      throw new HttpError(400, ROOM_UNKNOWN);
    const answers = t.target === 'roten' ? null : normaliseAnswers(b.answers ?? {}, t.branch_id);
    const opinion = t.target === 'roten' ? cleanText(b.opinion ?? '', ROTEN_MAX) : '';
    if (answers ? !hasAnyAnswer(answers) : opinion === '') throw new HttpError(400, NOTHING_ANSWERED);
    const day = todayOf(t.branch_id);
    try {
      const dedupe = dedupeKey(t, room, day);
      const id = await insertEntry(db, {
        branchId: t.branch_id,
        generation: 'new',
        kind: t.target === 'roten' ? 'roten' : 'guest',
        day,
        time: localTime(t.branch_id),
        room,
        source: t.source,
        lang: b.lang,
        answers,
        opinion,
        tokenId: t.token_id,
        dedupeKey: dedupe,
        sendId: b.sendId,
        by: 'guest',
      });
      const readKey = readKeyOf(config.jwtSecret, id, dedupe);
      return reply.code(201).send({ status: 1, msg: 'Thank you', data: { id, day, readKey } });
    } catch (err) {
      if (!/UNIQUE|unique|duplicate/.test(String((err as Error).message))) throw err;
      // Two copies of one send at once: the second answers the first's entry.
      const first = await sentBefore(t, b.sendId);
      if (first) return reply.code(200).send(first);
      return reply.code(409).send({ status: 0, msg: ALREADY_ANSWERED, already: await alreadyOf(t, room) });
    }
  });

  codeRoutes(app, ctx);
  tabletRoutes(app, ctx);
}
