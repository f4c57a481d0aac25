// Survey tablets and the survey config (spec 3 sections 2, 3, 4, 7): a tablet activates itself with its
// branch's pass (tablet-activate.ts) and gets its codes: the one it is known by (surveys made on it, source
// tabletInput) and the one its QR shows to guests' phones (source tabletScan). Its home call marks it Online.
// Admin and CEO turn tablets ON/OFF, delete and note them (Tablet Status: newest first, recent ones marked
// new), set the pass (kept as a scrypt hash; a new pass lifts the branch's activation lock-out) and the
// update information.
import { surveyApi } from '../../../contract/survey';
import { branchById } from '../../../domain/branches';
import type { ServerContext, ZodApp } from '../../context';
import type { Db } from '../../db/connection';
import { audit } from '../../kernel/audit';
import { route } from '../../kernel/route';
import { hashPassword } from '../../lib/password';
import { HttpError, nowIso, parseJson } from '../../lib/util';
import { checkedBranch } from '../../plugins/guard';
import { PUBLIC } from '../../kernel/policy';
import { surveyAdmin } from './access';
import { activationLimits, activationRoute, TABLET_CAP, type ActivationLimits } from './tablet-activate';
import { liveToken, signToken, surveyUrl } from './token';
import { transact } from '../../db/transact';

export const ONLINE_MS = 2 * 60 * 1000;
/** Tablet Status marks a tablet activated within this time as new. */
export const NEW_MS = 24 * 60 * 60 * 1000;
/** Choice: the tablet pass is hashed at 2^14 (a pass is typed on tablets, not a user's password). */
export const PASS_COST = 2 ** 14;
const NO_UPDATE = { isUpdate: false, link: '', version: '', whatNew: '' };

export async function updateInfo(db: Db) {
  const row = await db.selectFrom('survey_config').select('update_info').where('branch_id', '=', 0).executeTakeFirst();
  return { ...NO_UPDATE, ...parseJson(row?.update_info, NO_UPDATE) };
}

async function configOf(db: Db, limits: ActivationLimits, branchId: number, now = Date.now()) {
  const [cfg, tablets, update, lockedFor] = await Promise.all([
    db.selectFrom('survey_config').selectAll().where('branch_id', '=', branchId).executeTakeFirst(),
    db
      .selectFrom('survey_tablets')
      .selectAll()
      .where('branch_id', '=', branchId)
      .where('deleted', '=', 0)
      .orderBy('n', 'desc')
      .execute(),
    updateInfo(db),
    limits.perBranch.blockedFor(String(branchId), now),
  ]);
  return {
    status: 1 as const,
    msg: 'ok',
    data: {
      branchId,
      passSet: !!cfg?.pass_hash,
      passUpdatedAt: cfg?.pass_updated_at ?? '',
      tabletCap: TABLET_CAP,
      activationLockedFor: lockedFor,
      tablets: tablets.map((t) => ({
        n: t.n,
        branchId,
        status: !t.on ? 'OFF' : now - Date.parse(t.last_seen) <= ONLINE_MS ? 'Online' : 'Offline',
        on: t.on === 1,
        ID: t.token_id.slice(0, 8),
        date: t.created_at,
        isNew: now - Date.parse(t.created_at) < NEW_MS,
        lateLogin: t.last_seen,
        version: t.version,
        note: t.note,
      })),
      update,
    },
  };
}

async function saveConfig(db: Db, branchId: number, set: { pass_hash?: string; update_info?: string }): Promise<void> {
  const now = nowIso();
  const found = await db
    .selectFrom('survey_config')
    .select('branch_id')
    .where('branch_id', '=', branchId)
    .executeTakeFirst();
  if (found)
    await db
      .updateTable('survey_config')
      .set({ ...set, ...(set.pass_hash !== undefined ? { pass_updated_at: now } : {}) })
      .where('branch_id', '=', branchId)
      .execute();
  else
    await db
      .insertInto('survey_config')
      .values({
        branch_id: branchId,
        pass_hash: set.pass_hash ?? '',
        pass_updated_at: set.pass_hash ? now : '',
        update_info: set.update_info ?? JSON.stringify(NO_UPDATE),
      })
      .execute();
}

export function tabletRoutes(app: ZodApp, ctx: ServerContext): void {
  const { db, config } = ctx;
  const secret = config.jwtSecret;
  const limits = activationLimits(db, config.survey.tabletTries);
  activationRoute(app, ctx, limits);

  route(app, surveyApi.tabletHome, PUBLIC, async (req) => {
    const t = await liveToken(db, secret, req.params.tabletToken);
    const tablet = t
      ? await db
          .selectFrom('survey_tablets')
          .selectAll()
          .where('token_id', '=', t.token_id)
          .where('deleted', '=', 0)
          .executeTakeFirst()
      : undefined;
    if (!t || !tablet) throw new HttpError(404, 'This tablet is not activated. Please activate it again.');
    await db
      .updateTable('survey_tablets')
      .set({ last_seen: nowIso(), ...(req.query.version ? { version: req.query.version } : {}) })
      .where('id', '=', tablet.id)
      .execute();
    const scan = await db
      .selectFrom('survey_tokens')
      .select('token_id')
      .where('branch_id', '=', tablet.branch_id)
      .where('tablet_n', '=', tablet.n)
      .where('source', '=', 'tabletScan')
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return {
      status: 1 as const,
      msg: 'ok',
      data: {
        branchId: tablet.branch_id,
        branchName: branchById(tablet.branch_id)?.name ?? '',
        n: tablet.n,
        on: tablet.on === 1,
        note: tablet.note,
        inputToken: req.params.tabletToken,
        scanUrl: scan ? surveyUrl(config.publicUrl, signToken(secret, scan.token_id)) : '',
        update: await updateInfo(db),
      },
    };
  });

  route(app, surveyApi.takeConfig, { branch: 'branch' }, async (req) => {
    surveyAdmin(req);
    return configOf(db, limits, checkedBranch(req));
  });

  route(app, surveyApi.actionTablet, {}, async (req) => {
    const me = surveyAdmin(req);
    const { branch, action, n } = req.params;
    const tablet = await db
      .selectFrom('survey_tablets')
      .selectAll()
      .where('branch_id', '=', branch)
      .where('n', '=', n)
      .where('deleted', '=', 0)
      .executeTakeFirst();
    if (!tablet) throw new HttpError(404, 'Tablet not found');
    await transact(db, async (trx) => {
      if (action === 'on' || action === 'off')
        await trx
          .updateTable('survey_tablets')
          .set({ on: action === 'on' ? 1 : 0 })
          .where('id', '=', tablet.id)
          .execute();
      if (action === 'note')
        await trx
          .updateTable('survey_tablets')
          .set({ note: req.body.note.trim() })
          .where('id', '=', tablet.id)
          .execute();
      if (action === 'delete') {
        await trx.updateTable('survey_tablets').set({ deleted: 1, on: 0 }).where('id', '=', tablet.id).execute();
        await trx
          .updateTable('survey_tokens')
          .set({ revoked_at: nowIso() })
          .where('branch_id', '=', branch)
          .where('tablet_n', '=', n)
          .where('revoked_at', 'is', null)
          .execute();
      }
      await audit(trx, me.id, 'survey.tablet', `survey:${branch}:tablet:${n}`, {
        by: me.name,
        action,
        before: { on: tablet.on === 1, note: tablet.note },
        ...(action === 'note' ? { note: req.body.note.trim() } : {}),
      });
    });
    return configOf(db, limits, branch);
  });

  route(app, surveyApi.changeConfig, {}, async (req) => {
    const me = surveyAdmin(req);
    const before = await updateInfo(db);
    const info = { ...req.body, link: req.body.link.trim(), version: req.body.version.trim() };
    if (info.link && !/^https?:\/\//i.test(info.link))
      throw new HttpError(400, 'The link must start with http:// or https://');
    await saveConfig(db, 0, { update_info: JSON.stringify(info) });
    await audit(db, me.id, 'survey.config', 'survey:update', { by: me.name, before, after: info });
    return { status: 1 as const, msg: 'Update Success', data: info };
  });

  route(app, surveyApi.changePass, {}, async (req) => {
    const me = surveyAdmin(req);
    if (!branchById(req.body.branch)) throw new HttpError(404, 'Branch not found');
    await saveConfig(db, req.body.branch, { pass_hash: await hashPassword(req.body.pass, PASS_COST) });
    // The guesses were at the old pass: a new one lifts the branch's lock-out at once.
    await limits.perBranch.clear(String(req.body.branch));
    await audit(db, me.id, 'survey.config', `survey:${req.body.branch}:pass`, { by: me.name });
    return { status: 1 as const, msg: 'Update Success' };
  });
}
