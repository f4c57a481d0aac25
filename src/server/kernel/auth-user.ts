// The signed-in user as every guarded route sees it (the guard loads it once per request).
import type { AccessMap } from '../../domain/access';
import type { Role } from '../../domain/roles';
import { runCompiled } from '../db/compiled';
import { readCacheOf } from '../db/read-cache';
import type { Db } from '../db/connection';
import { nowIso, parseJson } from '../lib/util';

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
  'users.id',
  'users.email',
  'users.name',
  'users.role',
  'users.branch_id',
  'users.access',
  'users.is_manage',
  'users.token_version',
  'users.blocked',
  'branches.name as branch_name',
  'branches.area as area',
  'sessions.expires_at as session_expires',
] as const;

/**
 * The user of an access token, when the token's session is live (not logged out, revoked or expired).
 * Runs on every guarded request, so its SQL is compiled once (db/compiled.ts).
 */
export async function loadAuthUser(db: Db, id: number, sessionId: string): Promise<AuthUser | null> {
  // Each instance keeps the live sessions it met (emptied on any change to users, sessions or branches,
  // db/read-cache.ts); the expiry is checked on every use.
  const cache = readCacheOf<AuthRead | null>(db, 'auth', ['users', 'sessions', 'branches']);
  const got = cache
    ? await cache.read(
        `${id}:${sessionId}`,
        () => readAuthUser(db, id, sessionId),
        (r) => r !== null,
      )
    : await readAuthUser(db, id, sessionId);
  return got && got.expiresAt > Date.now() ? { ...got.user } : null;
}

interface AuthRead {
  user: AuthUser;
  /** The session's expiry, in ms. */
  expiresAt: number;
}

async function readAuthUser(db: Db, id: number, sessionId: string): Promise<AuthRead | null> {
  const build = (d: Db) =>
    d
      .selectFrom('users')
      .innerJoin('branches', 'branches.id', 'users.branch_id')
      .innerJoin('sessions', 'sessions.user_id', 'users.id')
      .select(userColumns)
      .where('users.id', '=', 0)
      .where('sessions.id', '=', '')
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', '');
  const [row] = await runCompiled(db, 'user.loadAuthUserOfSession', build, [id, sessionId, nowIso()]);
  if (!row) return null;
  const user: AuthUser = {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as Role,
    branchID: row.branch_id,
    branch: row.branch_name,
    area: row.area,
    access: parseJson<AccessMap>(row.access, {}),
    isManage: row.is_manage === 1,
    tokenVersion: row.token_version,
    blocked: row.blocked === 1,
  };
  return { user, expiresAt: Date.parse(row.session_expires) };
}
