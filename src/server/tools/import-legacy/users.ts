// users.json: email, name, role (0-8), branchID, isManage, avatar. The old passwords are not brought over (the
// export has none Sumbook can read): an imported user has no password and signs in after choosing one through
// "Forgot password" (POST /user/forgot mails the link). Access follows the role (as an admin-made user's).
import { accessFor } from '../../../domain/admin-users';
import { isEmail } from '../../../domain/password';
import type { Role } from '../../../domain/roles';
import { nowIso } from '../../lib/util';
import type { Item } from './read';
import type { Step } from './step';
import { branchOf, flag, pick, refuse, requiredText, text, whole } from './values';

/** Nothing verifies against it (lib/password.ts reads only scrypt$...): the user must set a password. */
export const NO_PASSWORD = '';
const HIDDEN_TABS = { Bill: ['Bill', 'Guest Pay By Cash', 'Guest Pay By Card'], Massage: [] };

export async function importUsers(step: Step, items: readonly Item[]): Promise<void> {
  const { trx } = step;
  const emails = new Map<string, string>();
  await step.each(items, async ({ doc, where }, id) => {
    const email = requiredText(doc, ['email'], 200).toLowerCase();
    if (!isEmail(email)) refuse(`email "${email}" is not an e-mail address`);
    const first = emails.get(email);
    if (first) refuse(`email ${email} is also at ${first}`);
    emails.set(email, where);
    const name = requiredText(doc, ['name'], 100);
    const role = whole(pick(doc, ['role']), 'role');
    if (role < 0 || role > 8) refuse(`role ${role} is not a role (0-8)`);
    const branchId = await step.branch(branchOf(doc));
    const taken = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) refuse(`email ${email} already has a Sumbook account`);
    const { id: userId } = await trx
      .insertInto('users')
      .values({
        email,
        name,
        password_hash: NO_PASSWORD,
        role,
        branch_id: branchId,
        position: text(doc, ['position'], 100),
        avatar: text(doc, ['avatar'], 300),
        access: JSON.stringify(accessFor(role as Role, [])),
        is_manage: flag(doc.isManage) ? 1 : 0,
        needs_activation: 0,
        blocked: 0,
        block_msg: '',
        other: JSON.stringify({
          login: { listActivated: [], listBlock: [] },
          glist: { listActivated: [], listBlock: [] },
          mustSetPassword: true,
        }),
        acc_hidden_tab: JSON.stringify(HIDDEN_TABS),
        settings: '{}',
        first_login: 1,
        token_version: 0,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await step.record(id, `user:${userId}`, 'user.import_legacy', { email, name, role, branchId }, branchId);
  });
}
