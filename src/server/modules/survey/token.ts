// Making survey QR codes and their public address; kernel/survey-codes.ts signs and reads them (breakfast's
// "Scan room" reads room cards there too).
import type { Db } from '../../db/connection';
import type { SurveyTokenTable } from '../../db/schema';
import { newTokenId, signToken, verifyToken } from '../../kernel/survey-codes';

export { newTokenId, signToken, verifyToken };

export type TokenRow = SurveyTokenTable;

export { liveToken } from '../../kernel/survey-codes';

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
