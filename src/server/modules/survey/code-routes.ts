// The QR codes of /make_qr_survey and the survey-redirect tool: one live code per branch, target, room and
// language, made when first asked for; revoking stops a code at once and makes its replacement.
import { surveyApi, type QrCode } from '../../../contract/survey';
import { branchById } from '../../../domain/branches';
import { mayManageSurveyCodes } from '../../../domain/survey';
import type { ServerContext, ZodApp } from '../../context';
import type { Db } from '../../db/connection';
import { audit } from '../../kernel/audit';
import { route } from '../../kernel/route';
import { HttpError, nowIso } from '../../lib/util';
import { BY_BRANCH, NO_PERMISSION, bodyBranch, reader } from './access';
import { makeToken, signToken, surveyUrl, verifyToken, type TokenRow } from './token';
import { transact } from '../../db/transact';

type Lang = 'ja' | 'en' | 'vi';
type Target = 'room' | 'home' | 'roten';
const SOURCE: Record<Target, string> = { room: 'roomScan', home: 'tabletInput', roten: 'roomScan' };

export function codeOf(secret: string, publicUrl: string, row: TokenRow): QrCode {
  const token = signToken(secret, row.token_id);
  return {
    target: row.target as Target,
    room: row.room,
    lang: row.lang as Lang,
    source: row.source as QrCode['source'],
    token,
    url: surveyUrl(publicUrl, token),
    createdAt: row.created_at,
  };
}

/** The live codes (not a tablet's) of a branch and language, made for every room, the reception and the Rotenburo when missing. */
export async function ensureCodes(
  db: Db,
  secret: string,
  branchId: number,
  lang: Lang,
  by: string,
): Promise<TokenRow[]> {
  const [rooms, live] = await Promise.all([
    db.selectFrom('rooms').select('number').where('branch_id', '=', branchId).orderBy('number').execute(),
    db
      .selectFrom('survey_tokens')
      .selectAll()
      .where('branch_id', '=', branchId)
      .where('lang', '=', lang)
      .where('tablet_n', '=', 0)
      .where('revoked_at', 'is', null)
      .execute(),
  ]);
  const key = (target: string, room: string) => `${target}:${room}`;
  const have = new Map(live.map((r) => [key(r.target, r.room), r]));
  const wanted: { target: Target; room: string }[] = [
    { target: 'home', room: '' },
    { target: 'roten', room: '' },
    ...rooms.map((r) => ({ target: 'room' as const, room: r.number })),
  ];
  const out: TokenRow[] = [];
  const now = nowIso();
  for (const w of wanted) {
    const hit = have.get(key(w.target, w.room));
    if (hit) out.push(hit);
    else
      out.push(
        (
          await makeToken(
            db,
            secret,
            { branchId, target: w.target, room: w.room, lang, source: SOURCE[w.target], by },
            now,
          )
        ).row,
      );
  }
  return out;
}

export function codeRoutes(app: ZodApp, { db, config }: ServerContext): void {
  const secret = config.jwtSecret;
  route(app, surveyApi.qrCodes, BY_BRANCH, async (req) => {
    const { me, branchId } = reader(req);
    if (!mayManageSurveyCodes(me.role)) throw new HttpError(403, NO_PERMISSION);
    const rows = await transact(db, (trx) => ensureCodes(trx, secret, branchId, req.params.lang, me.name));
    return {
      status: 1 as const,
      msg: 'ok',
      data: {
        branchName: branchById(branchId)?.name ?? '',
        codes: rows.map((r) => codeOf(secret, config.publicUrl, r)),
      },
    };
  });

  route(app, surveyApi.revokeQr, BY_BRANCH, async (req) => {
    const { me, branchId } = reader(req);
    if (!mayManageSurveyCodes(me.role)) throw new HttpError(403, NO_PERMISSION);
    const id = verifyToken(secret, req.body.token);
    const row = id
      ? await db
          .selectFrom('survey_tokens')
          .selectAll()
          .where('token_id', '=', id)
          .where('branch_id', '=', branchId)
          .executeTakeFirst()
      : undefined;
    if (!row || row.revoked_at || row.tablet_n > 0) throw new HttpError(404, 'Code not found');
    const fresh = await transact(db, async (trx) => {
      await trx
        .updateTable('survey_tokens')
        .set({ revoked_at: nowIso() })
        .where('token_id', '=', row.token_id)
        .execute();
      const made = await makeToken(trx, secret, {
        branchId,
        target: row.target as Target,
        room: row.room,
        lang: row.lang as Lang,
        source: row.source,
        by: me.name,
      });
      await audit(trx, me.id, 'survey.qr.revoke', `survey:${branchId}:${row.target}:${row.room}`, {
        by: me.name,
        revoked: row.token_id,
        made: made.row.token_id,
      });
      return made.row;
    });
    return { status: 1 as const, msg: 'Update Success', data: codeOf(secret, config.publicUrl, fresh) };
  });

  route(app, surveyApi.makeTokenRoomPublic, {}, async (req) => {
    const { me, branchId } = bodyBranch(req, req.body.branchID);
    const room = req.body.room === '' || req.body.room === 'home' ? '' : req.body.room;
    const rows = await transact(db, (trx) => ensureCodes(trx, secret, branchId, 'ja', me.name));
    const row = rows.find((r) => (room === '' ? r.target === 'home' : r.target === 'room' && r.room === room));
    if (!row) throw new HttpError(404, 'Room not found');
    const code = codeOf(secret, config.publicUrl, row);
    return { status: 1 as const, msg: 'ok', qr_token: code.token, url: code.url };
  });
}
