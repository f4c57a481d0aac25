// Survey QR codes: `<id>.<signature>`. The id is 12 random bytes (unguessable on its own); the signature is
// an HMAC-SHA256 of it under a key derived from the server secret, so a code cannot be made up or altered
// without the secret, and a code is checked before any database read. The code's facts (branch, room or
// target, language, source) live in survey_tokens; revoking sets revoked_at there.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/connection';
import type { SurveyTokenTable } from '../../db/schema';

const SIG_BYTES = 16;

function signatureOf(secret: string, id: string): Buffer {
  return createHmac('sha256', `sumbook-survey:${secret}`).update(id).digest().subarray(0, SIG_BYTES);
}

export function newTokenId(): string {
  return randomBytes(12).toString('base64url');
}

export function signToken(secret: string, id: string): string {
  return `${id}.${signatureOf(secret, id).toString('base64url')}`;
}

/** The id of a well-signed code, or null (wrong shape or signature). Constant-time comparison. */
export function verifyToken(secret: string, token: string): string | null {
  const [id, sig, extra] = token.split('.');
  if (!id || !sig || extra !== undefined || !/^[A-Za-z0-9_-]{8,40}$/.test(id)) return null;
  const given = Buffer.from(sig, 'base64url');
  const want = signatureOf(secret, id);
  return given.length === want.length && timingSafeEqual(given, want) ? id : null;
}

export type TokenRow = SurveyTokenTable;

/** A live (signed, stored, not revoked) code's row, or null. */
export async function liveToken(db: Db, secret: string, token: string): Promise<TokenRow | null> {
  const id = verifyToken(secret, token);
  if (!id) return null;
  const row = await db.selectFrom('survey_tokens').selectAll().where('token_id', '=', id).executeTakeFirst();
  return row && !row.revoked_at ? row : null;
}

export interface NewToken {
  branchId: number;
  target: 'room' | 'home' | 'roten';
  room: string;
  lang: 'ja' | 'en' | 'vi';
  source: string;
  tabletN?: number;
  by: string;
}

/** Stores a new code and answers it signed. */
export async function makeToken(
  db: Db,
  secret: string,
  t: NewToken,
  now = new Date().toISOString(),
): Promise<{ row: TokenRow; token: string }> {
  const row: TokenRow = {
    token_id: newTokenId(),
    branch_id: t.branchId,
    target: t.target,
    room: t.room,
    lang: t.lang,
    source: t.source,
    tablet_n: t.tabletN ?? 0,
    created_at: now,
    created_by: t.by,
    revoked_at: null,
  };
  await db.insertInto('survey_tokens').values(row).execute();
  return { row, token: signToken(secret, row.token_id) };
}

/** The public page of a code (what its QR encodes). */
export function surveyUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/s/${token}`;
}
