import { z } from 'zod';
import { LOGIN_TYPES, MEMBER_PAGE_SIZE, RANKS, VOUCHER_TYPES } from '../domain/membership';
import { digitsParam } from './common';
import { endpoint } from './endpoint';

// Membership and vouchers (spec 3 sections 2, 3, 5, 7; src/domain/membership.ts). Admin and CEO only.

export const member = z.object({
  _id: z.number(),
  /** The member's ID in the guests' app (the ID column, what Voucher Use RC searches by). */
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  loginType: z.enum(LOGIN_TYPES),
  rank: z.enum(RANKS),
  azPoint: z.number(),
  azCoin: z.number(),
  /** How many vouchers the member holds (unused and used); the list itself: takeMemberVouchers. */
  vouchers: z.number(),
});
export type Member = z.infer<typeof member>;

export const voucher = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  type: z.enum(VOUCHER_TYPES),
  maxPrice: z.number(),
  /** YYYY-MM-DD: the last day the voucher is good. */
  expiry: z.string(),
  /** Percent, 1-100. */
  discount: z.number(),
  azCoin: z.number(),
  infor: z.string(),
  /** Computed from the expiry and today (Vietnam). */
  expired: z.boolean(),
});
export type Voucher = z.infer<typeof voucher>;

/** A voucher in a member's list: when it was given and when (and by whom) it was used. */
export const memberVoucher = voucher.extend({
  assignedAt: z.string(),
  usedAt: z.string().nullable(),
  usedBy: z.string().nullable(),
});
export type MemberVoucher = z.infer<typeof memberVoucher>;

const numberOrText = z
  .union([z.number(), z.string().max(40)])
  .nullable()
  .optional();
const text = (max: number) => z.string().max(max).nullable().optional();
/** The form as typed: checked by checkVoucher (domain) so the messages are the form's own. */
export const voucherInput = z.object({
  code: text(100),
  name: text(1000),
  type: text(20),
  maxPrice: numberOrText,
  expiry: text(40),
  discount: numberOrText,
  azCoin: numberOrText,
  infor: text(5000),
});
export type VoucherInputBody = z.infer<typeof voucherInput>;

const userIdParam = z.object({ id: z.string().trim().min(1).max(40) });
const okList = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal(1), data: z.array(item), total: z.number() });
const voucherAnswer = z.object({ status: z.literal(1), msg: z.string(), data: voucher });

export const membershipApi = {
  /** One member by the ID of the guests' app (Voucher Use RC, after picking a suggestion). */
  takeMember: endpoint({
    method: 'GET',
    path: '/azumayavietnam/take_data_user_by_id/:id',
    params: userIdParam,
    answer: z.object({ status: z.literal(1), data: member }),
  }),
  /** Global search over ID, name and e-mail, ignoring case and accents; at most 1000 members. */
  findMembers: endpoint({
    method: 'GET',
    path: '/azumayavietnam/find_membership/:text',
    params: z.object({ text: z.string().trim().min(1).max(100) }),
    answer: okList(member),
  }),
  /** The published vouchers (deleted ones are gone), the newest first. */
  listVouchers: endpoint({
    method: 'GET',
    path: '/azumayavietnam/take_list_voucher',
    answer: okList(voucher),
  }),
  /** Members `from` (0-based offset) onward, `count` of them (at most 1000), in member order; total of all. */
  listMembers: endpoint({
    method: 'GET',
    path: '/azumayavietnam/take_list_member_ship/:from/:count',
    params: z.object({ from: digitsParam(0, 100_000_000), count: digitsParam(1, MEMBER_PAGE_SIZE) }),
    answer: okList(member),
  }),
  /** A member's vouchers (by the member's ID). */
  takeMemberVouchers: endpoint({
    method: 'GET',
    path: '/azumayavietnam/take_list_voucher_by_id/:id',
    params: userIdParam,
    answer: z.object({ status: z.literal(1), data: z.array(memberVoucher), member }),
  }),
  /** Edit (body voucher) or delete a voucher. */
  editVoucher: endpoint({
    method: 'POST',
    path: '/azumayavietnam/edit_voucher_by_admin/:action/:id',
    params: z.object({ action: z.enum(['edit', 'delete']), id: digitsParam(1, 999_999_999) }),
    body: z.object({ voucher: voucherInput.optional() }),
    answer: voucherAnswer,
  }),
  /** 'Add New Voucher'. */
  makeVoucher: endpoint({
    method: 'POST',
    path: '/azumayavietnam/make_voucher_by_admin/system',
    body: z.object({ voucher: voucherInput }),
    answer: voucherAnswer,
  }),
  /**
   * Voucher Use RC's 'Active Voucher' > 'Use' (path not in the spec, which shows no call): marks the member's
   * voucher used now, once; an expired or used voucher is refused.
   */
  useVoucher: endpoint({
    method: 'POST',
    path: '/azumayavietnam/use_voucher_by_rc/:id/:voucherId',
    params: z.object({ id: z.string().trim().min(1).max(40), voucherId: digitsParam(1, 999_999_999) }),
    answer: z.object({ status: z.literal(1), msg: z.string(), data: memberVoucher }),
  }),
};
