// The users as /manage_user sees them: read from `users` joined with `branches`, their browser (login) and
// glist entries from the `other` JSON column. The password hash is never selected here.
import type { AdminUser, EntryLists, LoginEntry } from '../../../contract/admin';
import type { AccessMap } from '../../../domain/access';
import { rightsOf } from '../../../domain/admin-users';
import { isStaffLanguage } from '../../../domain/language';
import type { Db } from '../../db/connection';
import { HttpError, nowIso, parseJson } from '../../lib/util';

/** What `users.other` holds: the browser entries (sign-in activation) and the glist entries. */
export interface UserOther {
  login: EntryLists;
  glist: EntryLists;
  [key: string]: unknown;
}

const emptyLists = (): EntryLists => ({ listActivated: [], listBlock: [] });

function cleanEntry(e: Partial<LoginEntry>): LoginEntry {
  return {
    id: String(e.id ?? ''),
    time: String(e.time ?? ''),
    lateLogin: String(e.lateLogin ?? ''),
    note: String(e.note ?? ''),
    active: e.active === true,
    log: { active: typeof e.log?.active === 'number' ? e.log.active : 0 },
  };
}

function listsOf(value: unknown): EntryLists {
  const v = (value ?? {}) as Partial<Record<keyof EntryLists, Partial<LoginEntry>[]>>;
  return {
    listActivated: Array.isArray(v.listActivated) ? v.listActivated.map(cleanEntry) : [],
    listBlock: Array.isArray(v.listBlock) ? v.listBlock.map(cleanEntry) : [],
  };
}

export function otherOf(json: string): UserOther {
  const raw = parseJson<Record<string, unknown>>(json, {});
  return { ...raw, login: listsOf(raw.login ?? emptyLists()), glist: listsOf(raw.glist ?? emptyLists()) };
}

const COLUMNS = [
  'users.id',
  'users.email',
  'users.name',
  'users.role',
  'users.position',
  'users.branch_id',
  'users.is_manage',
  'users.access',
  'users.needs_activation',
  'users.blocked',
  'users.block_msg',
  'users.other',
  'users.created_at',
  'users.lang',
  'branches.name as branch_name',
  'branches.area as area',
] as const;

function base(db: Db) {
  return db.selectFrom('users').innerJoin('branches', 'branches.id', 'users.branch_id').select(COLUMNS);
}
type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

export function toAdminUser(r: Row): AdminUser {
  const access = parseJson<AccessMap>(r.access, {});
  const other = otherOf(r.other);
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    position: r.position,
    branchID: r.branch_id,
    branch: r.branch_name,
    area: r.area,
    isManage: r.is_manage === 1,
    access,
    rights: rightsOf(access),
    needsActivation: r.needs_activation === 1,
    blocked: r.blocked === 1,
    blockMsg: r.block_msg,
    createdAt: r.created_at,
    login: other.login,
    glist: other.glist,
    lang: isStaffLanguage(r.lang) ? r.lang : null,
  };
}

/** Users of an area ('all': every area), optionally those whose name or e-mail holds `search`; by e-mail. */
export async function usersOfArea(db: Db, area: string, search?: string): Promise<AdminUser[]> {
  let q = base(db);
  if (area !== 'all') q = q.where('branches.area', '=', area);
  const rows = await q.orderBy('users.email').execute();
  // A chain has hundreds of staff: the search runs over the area's rows (no LIKE escaping to get wrong).
  const text = search?.trim().toLowerCase();
  const hit = (r: Row) => !text || r.name.toLowerCase().includes(text) || r.email.includes(text);
  return rows.filter(hit).map(toAdminUser);
}

export async function blockedUsers(db: Db): Promise<AdminUser[]> {
  const rows = await base(db).where('users.blocked', '=', 1).orderBy('users.email').execute();
  return rows.map(toAdminUser);
}

export async function userById(db: Db, id: number): Promise<AdminUser> {
  const row = await base(db).where('users.id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'User not found');
  return toAdminUser(row);
}

export async function userByEmail(db: Db, email: string): Promise<AdminUser> {
  const row = await base(db).where('users.email', '=', email.trim().toLowerCase()).executeTakeFirst();
  if (!row) throw new HttpError(404, 'User not found');
  return toAdminUser(row);
}

/**
 * Ends every session of a user at once: the access tokens stop at their next call (token_version), and
 * with `revoke` the refresh sessions end too. A blocked user keeps the session rows (not revoked), so the
 * refresh can answer the block message (status 0) instead of a bare 401.
 */
export async function endUserSessions(db: Db, userId: number, revoke: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
  if (revoke)
    await db
      .updateTable('sessions')
      .set({ revoked_at: nowIso() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
}

/** The audit view of a user: what an administrator changes, never secrets. */
export function auditView(u: AdminUser) {
  return {
    email: u.email,
    name: u.name,
    role: u.role,
    position: u.position,
    branchID: u.branchID,
    isManage: u.isManage,
    rights: u.rights,
    needsActivation: u.needsActivation,
    blocked: u.blocked,
    blockMsg: u.blockMsg,
    lang: u.lang,
  };
}
