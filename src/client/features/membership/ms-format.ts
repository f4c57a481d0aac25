import type { MemberVoucher, Voucher } from '../../../contract/membership';

/** 1234567 -> '1,234,567'. */
export const grouped = (n: number): string => n.toLocaleString('en-US');

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY' (as the hotels write dates). */
export const shownDate = (d: string): string =>
  d.length >= 10 ? `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}` : d;

/** A voucher's state in a member's list, or in the public list (never used there). */
export function voucherState(v: Voucher | MemberVoucher): { label: string; tone: 'ok' | 'expired' | 'used' } {
  if ('usedAt' in v && v.usedAt) return { label: `Used ${shownDate(v.usedAt.slice(0, 10))}`, tone: 'used' };
  if (v.expired) return { label: 'Expired', tone: 'expired' };
  return { label: 'Active', tone: 'ok' };
}
