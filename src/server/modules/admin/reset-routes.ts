// POST /user/reset_by_admin (spec 3 sections 5 and 7): an administrator sets a user's password. The rules:
// it matches its confirmation ("Passwords do not match"), has 6 characters or more ("Password must be 6
// characters"), is not 123456 ("Password very too weak"), and the team confirmation code (TEAM_CODE) is
// right. The user's sessions end and the browsers remembered for the sign-in limit are forgotten.
import { timingSafeEqual } from 'node:crypto';
import { adminApi } from '../../../contract/admin';
import { adminChangeProblem } from '../../../domain/admin-users';
import { checkAdminPassword } from '../../../domain/password';
import { ROLE_SET, type Role } from '../../../domain/roles';
import type { ServerContext, ZodApp } from '../../context';
import { audit } from '../../kernel/audit';
import { route } from '../../kernel/route';
import { hashPassword } from '../../lib/password';
import { Throttle } from '../../kernel/throttle';
import { waitText } from '../../lib/throttle';
import { HttpError, nowIso, sha256 } from '../../lib/util';
import { currentUser } from '../../plugins/guard';
import { endUserSessions, userByEmail } from './users-repo';
import { transact } from '../../db/transact';

export const MSG_TEAM_CODE = 'Team confirmation code is incorrect';

const sameText = (a: string, b: string) => timingSafeEqual(Buffer.from(sha256(a)), Buffer.from(sha256(b)));

export function resetRoutes(app: ZodApp, { db, config }: ServerContext): void {
  // Wrong team codes per administrator: 5 in 15 minutes, then a wait (the code is short and typed by people).
  const codeTries = new Throttle(db, 'team-code', 5, 15 * 60_000);

  route(app, adminApi.reset, { roles: ROLE_SET.admin }, async (req, reply) => {
    const me = currentUser(req);
    const { email, password, confirm, code } = req.body;
    const problem = checkAdminPassword(password, confirm);
    if (problem) throw new HttpError(400, problem);
    const key = String(me.id);
    const wait = await codeTries.blockedFor(key);
    if (wait > 0)
      return reply
        .code(429)
        .send({ status: 0, msg: `Too many wrong team codes. Please try again in ${waitText(wait)}.` });
    if (!sameText(code.trim(), config.teamCode)) {
      await codeTries.fail(key);
      await audit(db, me.id, 'user.reset_by_admin.refused', `user:${email.trim().toLowerCase()}`, {
        reason: 'team code',
      });
      throw new HttpError(403, MSG_TEAM_CODE);
    }
    await codeTries.clear(key);
    const user = await userByEmail(db, email);
    const refused = adminChangeProblem(me, { id: user.id, role: user.role as Role }, {});
    if (refused) throw new HttpError(403, refused);
    const hash = await hashPassword(password);
    await transact(db, async (trx) => {
      await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', user.id).execute();
      await trx
        .updateTable('password_resets')
        .set({ used_at: nowIso() })
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .execute();
      await trx.deleteFrom('login_devices').where('user_id', '=', user.id).execute();
    });
    await endUserSessions(db, user.id, true);
    await audit(db, me.id, 'user.reset_by_admin', `user:${user.id}`, { email: user.email });
    return { status: 1 as const, msg: 'Update Success' };
  });
}
