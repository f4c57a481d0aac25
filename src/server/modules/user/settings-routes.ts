import { userApi } from '../../../contract/user';
import { branchById } from '../../../domain/branches';
import type { ServerContext, ZodApp } from '../../context';
import { parseJson } from '../../lib/util';
import { currentUser } from '../../plugins/guard';
import { SIGNED_IN } from '../../kernel/policy';
import { audit } from '../../kernel/audit';
import { route } from '../../kernel/route';

export function settingsRoutes(app: ZodApp, { db }: ServerContext): void {
  /**
   * User settings: merged into what is stored (a key set to null is not allowed; send the new value). `lang`
   * is the user's language: kept in users.lang (the mails the user gets go out in it), not among the settings.
   */
  route(app, userApi.updateOther, SIGNED_IN, async (req) => {
    const me = currentUser(req);
    const { lang, ...settings } = req.body;
    const row = await db.selectFrom('users').select('settings').where('id', '=', me.id).executeTakeFirstOrThrow();
    const merged = { ...parseJson<Record<string, unknown>>(row.settings, {}), ...settings };
    await db
      .updateTable('users')
      .set({ settings: JSON.stringify(merged), ...(lang ? { lang } : {}) })
      .where('id', '=', me.id)
      .execute();
    await audit(db, me.id, 'user.settings', `user:${me.id}`, req.body);
    return { status: 1, msg: 'Update Success', data: merged };
  });

  route(app, userApi.updateAccHiddenTab, SIGNED_IN, async (req) => {
    const me = currentUser(req);
    await db
      .updateTable('users')
      .set({ acc_hidden_tab: JSON.stringify(req.body.accHiddenTab) })
      .where('id', '=', me.id)
      .execute();
    return { status: 1, msg: 'Update Success', data: req.body.accHiddenTab };
  });

  /** The guard has already answered 403 'Mistake Branch' / 'Mistake Branch Area' when out of scope. */
  route(app, userApi.checkAccess, { branch: 'branchId' }, async (req) => {
    const branch = branchById(req.branchId ?? 0);
    const row = await db
      .selectFrom('branches')
      .select(['area', 'name'])
      .where('id', '=', req.branchId ?? 0)
      .executeTakeFirst();
    return {
      status: 1,
      msg: 'ok',
      dataBranch: { area: row?.area ?? branch?.area ?? '', name: row?.name ?? branch?.name ?? '' },
    };
  });
}
