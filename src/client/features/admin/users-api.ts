import type { BodyOf } from '../../../contract/endpoint';
import { adminApi, type AdminUser } from '../../../contract/admin';
import { branchApi } from '../../../contract/branch';
import { request } from '../../lib/request';

// The calls of /manage_user's User Database, User, Glist and Branch sections (src/contract/admin.ts).
export type AreaPick = 'all' | 'Ha Noi' | 'Ho Chi Minh' | 'Da Nang' | 'Hai Phong' | 'Cambodia' | 'Myanmar';
export type Target = 'login' | 'glist';

export const usersOfArea = (area: AreaPick) => request(adminApi.byArea, { area });
export const glistUsers = (area: AreaPick) => request(adminApi.byAreaGlist, { area });
export const blockedUsers = () => request(adminApi.blocked, {});
export const moveEntry = (user: AdminUser, id: string, type: 'activate' | 'block', target: Target) =>
  request(
    target === 'login' ? adminApi.updateLogin : adminApi.updateGlist,
    {},
    { email: user.email, data: id, type, target },
  );
export const noteEntry = (user: AdminUser, id: string, target: Target, note: string) =>
  request(adminApi.updateOtherAzShare, {}, { email: user.email, data: id, target, note });
export const createUser = (body: BodyOf<typeof adminApi.create>) => request(adminApi.create, {}, body);
export const updateUser = (id: number, body: BodyOf<typeof adminApi.update>) => request(adminApi.update, { id }, body);
export const blockUser = (id: number, blocked: boolean, message = '') =>
  request(adminApi.block, { id }, blocked ? { blocked, message } : { blocked });
export const resetPassword = (body: BodyOf<typeof adminApi.reset>) => request(adminApi.reset, {}, body);
export const branchRecord = (branch: number) => request(branchApi.listOther, { branch });
export const saveBranch = (branchId: number, body: BodyOf<typeof branchApi.updateOther>) =>
  request(branchApi.updateOther, { branchId }, body);
