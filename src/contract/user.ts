import { z } from 'zod';
import { STAFF_LANGUAGES } from '../domain/language';
import { errorAnswer } from './errors';
import { branchOnly } from './common';
import { endpoint } from './endpoint';
import { sessionCalls } from './light-calls';

export const accessMap = z.record(z.string(), z.union([z.string(), z.record(z.string(), z.string())]));

export const accHiddenTab = z
  .object({ Bill: z.array(z.string()).max(50), Massage: z.array(z.string()).max(50) })
  .partial();

/** A staff language (en, vi, ja): the user's own, kept in users.lang and used for the mails the user gets. */
export const staffLanguage = z.enum(STAFF_LANGUAGES, { message: 'Language must be en, vi or ja' });

/** Free per-user settings (PATCH /user/update_other). Known keys are typed; the rest are short scalars. */
export const userSettings = z
  .object({
    theme: z.enum(['light', 'dark', 'system']).optional(),
    /** The name put in the maker field of the sums this user makes. */
    makerName: z.string().trim().max(60).optional(),
    language: z.enum(['en', 'ja', 'vi']).optional(),
    defaultBranch: z.number().int().min(0).optional(),
    tableDensity: z.enum(['comfortable', 'compact']).optional(),
  })
  .strict();
export type UserSettings = z.infer<typeof userSettings>;

export const sessionUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  avatar: z.string(),
  role: z.number().int().min(0).max(8),
  position: z.string(),
  branchID: z.number(),
  branch: z.string(),
  area: z.string(),
  access: accessMap,
  isManage: z.boolean(),
  accHiddenTab: accHiddenTab,
  settings: userSettings,
  firstLogin: z.boolean(),
  /** The user's language; null until the user (or the CEO or an admin) sets it. */
  lang: staffLanguage.nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginBody = z.object({
  email: z.string().trim().min(1, 'Please input email').max(200),
  password: z.string().min(1, 'Please input password').max(200),
  /** The browser's install id, for the activation check. */
  device: z.string().max(100).optional(),
});
export const loginAnswer = z.union([
  z.object({ status: z.literal(1), msg: z.string(), access_token: z.string(), user: sessionUser }),
  z.object({ status: z.literal(0), msg: z.string(), code: z.string() }),
]);

export const refreshAnswer = z.union([
  z.object({ status: z.literal(1), msg: z.string(), access_token: z.string() }),
  errorAnswer,
]);

export const forgotBody = z.object({ email: z.string().trim().max(200) });
export const resetBody = z.object({ password: z.string().max(200), confirm: z.string().max(200).optional() });
export const changePasswordBody = z.object({
  oldPassword: z.string().max(200),
  newPassword: z.string().max(200),
  confirm: z.string().max(200),
});

export const checkAccessAnswer = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  msg: z.string(),
  dataBranch: z.object({ area: z.string(), name: z.string() }).optional(),
});

const done = z.object({ status: z.literal(1), msg: z.string() });

/** The session and settings calls of spec 1 section 7.1. */
export const userApi = {
  login: endpoint({ ...sessionCalls.login, body: loginBody, answer: loginAnswer }),
  refresh: endpoint({ method: 'POST', path: '/user/refresh_token', answer: refreshAnswer }),
  logout: endpoint({ ...sessionCalls.logout, answer: done }),
  infor: endpoint({ ...sessionCalls.infor, answer: done.extend({ data: sessionUser }) }),
  forgot: endpoint({ ...sessionCalls.forgot, body: forgotBody, answer: done }),
  reset: endpoint({ ...sessionCalls.reset, body: resetBody, answer: done }),
  changePassword: endpoint({
    method: 'POST',
    path: '/user/change_password',
    body: changePasswordBody,
    answer: done.extend({ access_token: z.string() }),
  }),
  updateOther: endpoint({
    method: 'PATCH',
    path: '/user/update_other',
    /** The settings, and `lang`: the user's language, kept in users.lang (not among the settings). */
    body: userSettings.extend({ lang: staffLanguage.optional() }),
    answer: done.extend({ data: z.record(z.string(), z.unknown()) }),
  }),
  updateAccHiddenTab: endpoint({
    method: 'PATCH',
    path: '/user/update_acc_hidden_tab',
    body: z.object({ accHiddenTab }),
    answer: done.extend({ data: accHiddenTab }),
  }),
  checkAccess: endpoint({
    method: 'GET',
    path: '/user/check_access/:branchId',
    params: branchOnly,
    answer: checkAccessAnswer,
  }),
};
