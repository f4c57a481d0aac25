import type { AccessMap } from '../../../domain/access';
import type { Role } from '../../../domain/roles';
import type { SessionUser, UserSettings } from '../../../contract/user';
import { runCompiled } from '../../db/compiled';
import type { Db } from '../../db/connection';
import { nowIso, parseJson } from '../../lib/util';

export interface LoginEntry { id: string; time: string; lateLogin: string; note: string; active: boolean; log: { active: number } }
export interface UserOther { login: { listActivated: LoginEntry[]; listBlock: LoginEntry[] } }

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  branchID: number;
  branch: string;
  area: string;
  access: AccessMap;
  isManage: boolean;
  tokenVersion: number;
  blocked: boolean;
}

const userColumns = [
  'users.id', 'users.email', 'users.name', 'users.role', 'users.branch_id', 'users.access', 'users.is_manage',
  'users.token_version', 'users.blocked', 'branches.name as branch_name', 'branches.area as area',
] as const;

/**
 * The user of an access token, when the token's session is live (not logged out, revoked or expired).
 * Runs on every guarded request, so its SQL is compiled once (db/compiled.ts).
 */
export async function loadAuthUser(db: Db, id: number, sessionId: string): Promise<AuthUser | null> {
  const build = (d: Db) => d.selectFrom('users').innerJoin('branches', 'branches.id', 'users.branch_id')
    .innerJoin('sessions', 'sessions.user_id', 'users.id').select(userColumns)
    .where('users.id', '=', 0).where('sessions.id', '=', '').where('sessions.revoked_at', 'is', null).where('sessions.expires_at', '>', '');
  const [row] = await runCompiled(db, 'user.loadAuthUserOfSession', build, [id, sessionId, nowIso()]);
  if (!row) return null;
  return {
    id: row.id, email: row.email, name: row.name, role: row.role as Role, branchID: row.branch_id,
    branch: row.branch_name, area: row.area, access: parseJson<AccessMap>(row.access, {}),
    isManage: row.is_manage === 1, tokenVersion: row.token_version, blocked: row.blocked === 1,
  };
}

export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

/** The user as the client sees it (GET /user/infor and the login answer). */
export async function sessionUser(db: Db, id: number): Promise<SessionUser | null> {
  const row = await db.selectFrom('users').innerJoin('branches', 'branches.id', 'users.branch_id')
    .select([
      'users.id', 'users.email', 'users.name', 'users.avatar', 'users.role', 'users.position', 'users.branch_id',
      'users.access', 'users.is_manage', 'users.acc_hidden_tab', 'users.settings', 'users.first_login',
      'branches.name as branch_name', 'branches.area as area',
    ])
    .where('users.id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id, name: row.name, email: row.email, avatar: row.avatar, role: row.role, position: row.position,
    branchID: row.branch_id, branch: row.branch_name, area: row.area,
    access: parseJson<AccessMap>(row.access, {}), isManage: row.is_manage === 1,
    accHiddenTab: parseJson(row.acc_hidden_tab, {}), settings: parseJson<UserSettings>(row.settings, {}),
    firstLogin: row.first_login === 1,
  };
}

export async function audit(db: Db, userId: number | null, action: string, target: string, detail: unknown = {}): Promise<void> {
  await db.insertInto('audit').values({ at: new Date().toISOString(), user_id: userId, action, target, detail: JSON.stringify(detail) }).execute();
}
