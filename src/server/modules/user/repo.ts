import type { AccessMap } from '../../../domain/access';
import { isStaffLanguage } from '../../../domain/language';
import type { SessionUser, UserSettings } from '../../../contract/user';
import type { Db } from '../../db/connection';
import { parseJson } from '../../lib/util';

export interface LoginEntry {
  id: string;
  time: string;
  lateLogin: string;
  note: string;
  active: boolean;
  log: { active: number };
}
export interface UserOther {
  login: { listActivated: LoginEntry[]; listBlock: LoginEntry[] };
}

export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

/** The user as the client sees it (GET /user/infor and the login answer). */
export async function sessionUser(db: Db, id: number): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('users')
    .innerJoin('branches', 'branches.id', 'users.branch_id')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.avatar',
      'users.role',
      'users.position',
      'users.branch_id',
      'users.access',
      'users.is_manage',
      'users.acc_hidden_tab',
      'users.settings',
      'users.first_login',
      'users.lang',
      'branches.name as branch_name',
      'branches.area as area',
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    role: row.role,
    position: row.position,
    branchID: row.branch_id,
    branch: row.branch_name,
    area: row.area,
    access: parseJson<AccessMap>(row.access, {}),
    isManage: row.is_manage === 1,
    accHiddenTab: parseJson(row.acc_hidden_tab, {}),
    settings: parseJson<UserSettings>(row.settings, {}),
    firstLogin: row.first_login === 1,
    lang: isStaffLanguage(row.lang) ? row.lang : null,
  };
}
