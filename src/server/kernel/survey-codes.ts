// Survey QR codes: `<id>.<signature>`. The id is 12 random bytes (unguessable on its own); the signature is
// an HMAC-SHA256 of it under a key derived from the server secret, so a code cannot be made up or altered
// without the secret, and a code is checked before any database read. The code's facts (branch, room or
// target, language, source) live in survey_tokens; revoking sets revoked_at there. The survey module
// makes and serves them; breakfast's "Scan room" reads a room card's room through liveToken.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connection';
import type { SurveyTokenTable } from '../db/schema';

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

/** A live (signed, stored, not revoked) code's row, or null. */
export async function liveToken(db: Db, secret: string, token: string): Promise<SurveyTokenTable | null> {
  const id = verifyToken(secret, token);
  if (!id) return null;
  const row = await db.selectFrom('survey_tokens').selectAll().where('token_id', '=', id).executeTakeFirst();
  return row && !row.revoked_at ? row : null;
}

/** The live room cards of a branch: id -> room (so a device can read a card offline). */
export async function roomCards(db: Db, branchId: number): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('survey_tokens')
    .select(['token_id', 'room'])
    .where('branch_id', '=', branchId)
    .where('target', '=', 'room')
    .where('revoked_at', 'is', null)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.token_id, r.room]));
}
