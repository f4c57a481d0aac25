import type { Db } from '../../db/connection';
import { nowIso, parseJson, sha256 } from '../../lib/util';
import type { LoginEntry, UserOther } from './repo';
import { transact } from '../../db/transact';

/** The request code a user reads to Team IT for this browser. */
export function requestCode(userId: number, device: string): string {
  return sha256(`${userId}:${device}`).slice(0, 8).toUpperCase();
}

/**
 * For a user who needs activation: true when this browser (device id) is activated. Otherwise the
 * browser is put on the user's block list with its request code, for an administrator to activate.
 * The entries are read and written back in one transaction (as the administrator's changes are), so an
 * administrator's Activate / Block made while this user signs in is never overwritten by a stale copy.
 */
export async function browserActivated(db: Db, user: { id: number }, device: string): Promise<boolean> {
  return transact(db, async (trx) => {
    const row = await trx.selectFrom('users').select('other').where('id', '=', user.id).executeTakeFirst();
    const other = parseJson<UserOther>(row?.other ?? '{}', { login: { listActivated: [], listBlock: [] } });
    other.login ??= { listActivated: [], listBlock: [] };
    if (other.login.listActivated.some((e) => e.id === device && e.active)) return true;
    if (!other.login.listBlock.some((e) => e.id === device)) {
      const entry: LoginEntry = {
        id: device,
        time: nowIso(),
        lateLogin: nowIso(),
        note: `Request code ${requestCode(user.id, device)}`,
        active: false,
        log: { active: 0 },
      };
      other.login.listBlock.push(entry);
    } else {
      other.login.listBlock = other.login.listBlock.map((e) => (e.id === device ? { ...e, lateLogin: nowIso() } : e));
    }
    await trx
      .updateTable('users')
      .set({ other: JSON.stringify(other) })
      .where('id', '=', user.id)
      .execute();
    return false;
  });
}
