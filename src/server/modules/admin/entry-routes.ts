// Browser (login) and glist entries (spec 3 sections 4 and 6, spec 1 section 4.4): an administrator moves
// an entry between the activated and blocked lists, at most 3 times for a browser and 5 for a glist entry
// (counted in its log.active, refused here over the limit), and notes what an entry is.
import { adminApi, type LoginEntry } from '../../../contract/admin';
import { adminChangeProblem, entryLimitMsg, mayChangeEntry } from '../../../domain/admin-users';
import { ROLE_SET, type Role } from '../../../domain/roles';
import type { ServerContext, ZodApp } from '../../context';
import type { Db } from '../../db/connection';
import { audit } from '../../kernel/audit';
import { route } from '../../kernel/route';
import { HttpError, nowIso } from '../../lib/util';
import { currentUser } from '../../plugins/guard';
import { endUserSessions, otherOf, userById, type UserOther } from './users-repo';
import { transact } from '../../db/transact';

const ADMIN = { roles: ROLE_SET.admin };
type Target = 'login' | 'glist';

/**
 * Reads the user's entries, lets `change` rewrite them, and stores them, in one transaction. The user's role
 * is read in the same transaction: only the CEO changes a CEO's entries (as for the rest of a CEO's account).
 */
async function changeEntries<T>(
  db: Db,
  me: { id: number; role: Role },
  email: string,
  change: (other: UserOther) => T,
): Promise<{ userId: number; result: T }> {
  return transact(db, async (trx) => {
    const row = await trx
      .selectFrom('users')
      .select(['id', 'role', 'other'])
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'User not found');
    const problem = adminChangeProblem(me, { id: row.id, role: row.role as Role }, {});
    if (problem) throw new HttpError(403, problem);
    const other = otherOf(row.other);
    const result = change(other);
    await trx
      .updateTable('users')
      .set({ other: JSON.stringify(other) })
      .where('id', '=', row.id)
      .execute();
    return { userId: row.id, result };
  });
}

function findEntry(other: UserOther, target: Target, id: string) {
  const lists = other[target];
  const inActive = lists.listActivated.find((e) => e.id === id);
  const inBlock = lists.listBlock.find((e) => e.id === id);
  const entry = inActive ?? inBlock;
  if (!entry) throw new HttpError(404, 'This entry is not in the lists any more: reload the page');
  return { lists, entry, activated: inActive !== undefined };
}

export function entryRoutes(app: ZodApp, { db }: ServerContext): void {
  const move = (ep: typeof adminApi.updateLogin | typeof adminApi.updateGlist, target: Target) =>
    route(app, ep, ADMIN, async (req) => {
      const me = currentUser(req);
      const { email, data: id, type } = req.body;
      if (req.body.target !== target) throw new HttpError(400, `This call changes ${target} entries`);
      const { userId, result } = await changeEntries(db, me, email, (other) => {
        const { lists, entry, activated } = findEntry(other, target, id);
        if (activated === (type === 'activate'))
          throw new HttpError(
            409,
            type === 'activate' ? 'This entry is already activated' : 'This entry is already blocked',
          );
        if (!mayChangeEntry(target, entry.log.active)) throw new HttpError(409, entryLimitMsg(target));
        const after: LoginEntry = {
          ...entry,
          active: type === 'activate',
          time: nowIso(),
          log: { active: entry.log.active + 1 },
        };
        lists.listActivated = lists.listActivated.filter((e) => e.id !== id);
        lists.listBlock = lists.listBlock.filter((e) => e.id !== id);
        (type === 'activate' ? lists.listActivated : lists.listBlock).push(after);
        return { before: entry, after };
      });
      // Sessions are not tied to a browser: blocking one signs the user out everywhere (the activated
      // browsers sign in again; the blocked one is asked for activation).
      if (target === 'login' && type === 'block') await endUserSessions(db, userId, true);
      await audit(db, me.id, `${target}.${type}`, `user:${userId}`, { email, entry: id, ...result });
      return { status: 1 as const, msg: 'Update Success', data: await userById(db, userId) };
    });
  move(adminApi.updateLogin, 'login');
  move(adminApi.updateGlist, 'glist');

  route(app, adminApi.updateOtherAzShare, ADMIN, async (req) => {
    const me = currentUser(req);
    const { email, data: id, target, note } = req.body;
    const { userId, result } = await changeEntries(db, me, email, (other) => {
      const { lists, entry } = findEntry(other, target, id);
      const after = { ...entry, note };
      lists.listActivated = lists.listActivated.map((e) => (e.id === id ? after : e));
      lists.listBlock = lists.listBlock.map((e) => (e.id === id ? after : e));
      return { before: { note: entry.note }, after: { note } };
    });
    await audit(db, me.id, `${target}.note`, `user:${userId}`, { email, entry: id, ...result });
    return { status: 1 as const, msg: 'Update Success', data: await userById(db, userId) };
  });
}
