import { z } from 'zod';
import { AREAS } from '../domain/branches';
import { accessMap, staffLanguage } from './user';
import { idParam } from './common';
import { endpoint } from './endpoint';

// Administration of users (spec 3 sections 2, 3, 4, 5 and 7; spec 1 section 4.4): the user lists of
// /manage_user, their browser (login) and glist entries, create / change / block / reset. Admin and CEO only.
// No answer ever carries a password hash.

/** A browser (login) or glist entry: activated or blocked; log.active counts the admin's changes. */
export const loginEntry = z.object({
  id: z.string(),
  time: z.string(),
  lateLogin: z.string(),
  note: z.string(),
  active: z.boolean(),
  log: z.object({ active: z.number() }),
});
export type LoginEntry = z.infer<typeof loginEntry>;
export const entryLists = z.object({ listActivated: z.array(loginEntry), listBlock: z.array(loginEntry) });
export type EntryLists = z.infer<typeof entryLists>;

/** The extra access rights an administrator grants (spec 1 section 6; domain/admin-users.ts EXTRA_RIGHTS). */
export const rightTab = z.enum(['MAN SUM', 'MAN EXPECTED', 'MAN TOTAL']);

export const adminUser = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.number().int().min(0).max(8),
  position: z.string(),
  branchID: z.number(),
  branch: z.string(),
  area: z.string(),
  isManage: z.boolean(),
  access: accessMap,
  rights: z.array(rightTab),
  needsActivation: z.boolean(),
  blocked: z.boolean(),
  blockMsg: z.string(),
  createdAt: z.string(),
  login: entryLists,
  glist: entryLists,
  /** The user's language (mails go out in it); null when never set. */
  lang: staffLanguage.nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** 'all' or an area name. */
export const areaParam = z.object({
  area: z.union([z.literal('all'), z.enum(AREAS)], { message: "Area must be 'all' or an area name" }),
});
export const userSearch = z.object({ search: z.string().trim().max(100).optional() });

/** Moving an entry: `data` is the entry id, `type` the action, `target` the list kind (spec 3 section 7). */
export const entryMoveBody = z
  .object({
    email: z.string().trim().max(200),
    data: z.string().min(1).max(200),
    type: z.enum(['activate', 'block']),
    target: z.enum(['login', 'glist']),
  })
  .strict();
export const entryNoteBody = z
  .object({
    email: z.string().trim().max(200),
    data: z.string().min(1).max(200),
    target: z.enum(['login', 'glist']),
    note: z.string().trim().max(200),
  })
  .strict();

const name = z.string().trim().min(1, 'Please input name').max(200, 'Name is too long');
const position = z.string().trim().max(100, 'Position is too long');
const role = z.number().int().min(0, 'Role must be 0-8').max(8, 'Role must be 0-8');
const branch = z.number().int().min(1).max(999);

export const createUserBody = z
  .object({
    email: z.string().trim().max(200),
    name,
    position: position.optional(),
    role,
    branch,
    isManage: z.boolean().optional(),
    rights: z.array(rightTab).max(3).optional(),
    needsActivation: z.boolean().optional(),
    /** 'password': set it now (the reset rules); 'mail': send a set-password link. */
    firstPassword: z.enum(['password', 'mail']),
    password: z.string().max(200).optional(),
    confirm: z.string().max(200).optional(),
    /** The user's language; left out: not set (the app follows the device, mails are English). */
    lang: staffLanguage.optional(),
  })
  .strict();

export const updateUserBody = z
  .object({
    name: name.optional(),
    position: position.optional(),
    role: role.optional(),
    branch: branch.optional(),
    isManage: z.boolean().optional(),
    rights: z.array(rightTab).max(3).optional(),
    needsActivation: z.boolean().optional(),
    /** The user's language; null clears it; left out: unchanged. */
    lang: staffLanguage.nullable().optional(),
  })
  .strict();

export const blockBody = z
  .object({ blocked: z.boolean(), message: z.string().trim().max(300, 'Message is too long').optional() })
  .strict();

export const resetByAdminBody = z
  .object({
    email: z.string().trim().max(200),
    password: z.string().max(200),
    confirm: z.string().max(200),
    /** The team confirmation code (TEAM_CODE). */
    code: z.string().max(100),
  })
  .strict();

const done = z.object({ status: z.literal(1), msg: z.string() });
const users = done.extend({ data: z.array(adminUser) });
const oneUser = done.extend({ data: adminUser });
const idOnly = z.object({ id: idParam });

export const adminApi = {
  byArea: endpoint({
    method: 'GET',
    path: '/user/get_infor_by_area/:area',
    params: areaParam,
    query: userSearch,
    answer: users,
  }),
  byAreaGlist: endpoint({
    method: 'GET',
    path: '/user/get_infor_by_area_az_share/:area',
    params: areaParam,
    query: userSearch,
    answer: users,
  }),
  blocked: endpoint({ method: 'GET', path: '/user/take_list_block', answer: users }),
  updateLogin: endpoint({ method: 'PATCH', path: '/user/update_login_by_admin', body: entryMoveBody, answer: oneUser }),
  updateGlist: endpoint({ method: 'PATCH', path: '/user/update_glist_by_admin', body: entryMoveBody, answer: oneUser }),
  /** The note of a glist (or login) entry. */
  updateOtherAzShare: endpoint({
    method: 'PATCH',
    path: '/user/update_other_az_share',
    body: entryNoteBody,
    answer: oneUser,
  }),
  create: endpoint({ method: 'POST', path: '/user/create_by_admin', body: createUserBody, answer: oneUser }),
  update: endpoint({
    method: 'PATCH',
    path: '/user/update_by_admin/:id',
    params: idOnly,
    body: updateUserBody,
    answer: oneUser,
  }),
  block: endpoint({
    method: 'PATCH',
    path: '/user/block_by_admin/:id',
    params: idOnly,
    body: blockBody,
    answer: oneUser,
  }),
  reset: endpoint({ method: 'POST', path: '/user/reset_by_admin', body: resetByAdminBody, answer: done }),
};
