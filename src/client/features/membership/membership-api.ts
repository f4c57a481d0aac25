import { membershipApi, type VoucherInputBody } from '../../../contract/membership';
import { MEMBER_PAGE_SIZE } from '../../../domain/membership';
import { request } from '../../lib/request';

// /membership's calls (spec 3 section 7).
export const listMembers = () => request(membershipApi.listMembers, { from: 0, count: MEMBER_PAGE_SIZE });
export const findMembers = (text: string) => request(membershipApi.findMembers, { text });
export const takeMember = (id: string) => request(membershipApi.takeMember, { id });
export const memberVouchers = (id: string) => request(membershipApi.takeMemberVouchers, { id });
export const listVouchers = () => request(membershipApi.listVouchers, {});
export const makeVoucher = (voucher: VoucherInputBody) => request(membershipApi.makeVoucher, {}, { voucher });
export const editVoucher = (id: number, voucher: VoucherInputBody) =>
  request(membershipApi.editVoucher, { action: 'edit', id }, { voucher });
export const deleteVoucher = (id: number) => request(membershipApi.editVoucher, { action: 'delete', id }, {});
export const markVoucherUsed = (id: string, voucherId: number) => request(membershipApi.useVoucher, { id, voucherId });
