import type { TFunction } from '../../lib/i18n';
import type { MemberVoucher, Voucher } from '../../../contract/membership';
import { VOUCHER_LIMITS, VOUCHER_MSG, type Rank, type VOUCHER_TYPES } from '../../../domain/membership';
import { grouped, shownDate } from './ms-format';

// The membership screens' texts that come from src/domain, in the user's language: a voucher's state and type,
// and the voucher rules' messages (domain/membership's VOUCHER_MSG, as checkVoucher gives them).

export type MsT = TFunction<'membership'>;

/** A voucher's state in a member's list, or in the public list (never used there). */
export function voucherState(v: Voucher | MemberVoucher, t: MsT): { label: string; tone: 'ok' | 'expired' | 'used' } {
  if ('usedAt' in v && v.usedAt)
    return { label: t('Used {{date}}', { date: shownDate(v.usedAt.slice(0, 10)) }), tone: 'used' };
  if (v.expired) return { label: t('Expired'), tone: 'expired' };
  return { label: t('Active'), tone: 'ok' };
}

const RANK_TEXT = {
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
  diamond: 'Diamond',
} as const satisfies Record<Rank, string>;
/** A member's rank as shown (the value, also its colour class, stays 'bronze'..'diamond'). */
export const rankText = (rank: Rank, t: MsT): string => t(RANK_TEXT[rank]);

/** A voucher type as shown (the value stays 'Change' or 'Other'). */
export const typeText = (type: string, t: MsT): string =>
  type === 'Change' || type === 'Other' ? t(type satisfies (typeof VOUCHER_TYPES)[number]) : type;

const RULES: { [K in Exclude<keyof typeof VOUCHER_MSG, 'duplicate'>]: (t: MsT) => string } = {
  nameRequired: (t) => t('Name is required'),
  codeRequired: (t) => t('Code is required'),
  discountRequired: (t) => t('Discount is required'),
  maxPriceRequired: (t) => t('Max Price is required'),
  azCoinRequired: (t) => t('Az Coin is required'),
  expiryRequired: (t) => t('Expiry is required'),
  codeFormat: (t) =>
    t('Code may hold letters, digits, - and _ only (at most {{max}})', { max: VOUCHER_LIMITS.codeMax }),
  nameLong: (t) => t('Name has at most {{max}} characters', { max: VOUCHER_LIMITS.nameMax }),
  inforLong: (t) => t('Information has at most {{max}} characters', { max: VOUCHER_LIMITS.inforMax }),
  type: (t) => t('Type must be Change or Other'),
  discount: (t) => t('Discount must be a whole percent from 1 to 100'),
  maxPrice: (t) =>
    t('Max Price must be a whole number from 0 to {{max}}', { max: grouped(VOUCHER_LIMITS.maxPriceMax) }),
  azCoin: (t) => t('Az Coin must be a whole number from 0 to {{max}}', { max: grouped(VOUCHER_LIMITS.azCoinMax) }),
  expiry: (t) => t('Expiry must be a real date (YYYY-MM-DD)'),
  notFound: (t) => t('This voucher does not exist (it may have been deleted)'),
};

/** A voucher form error in the user's language: a rule's message translated, anything else (the server's) as is. */
export function voucherText(msg: string, t: MsT): string {
  const rule = (Object.keys(RULES) as (keyof typeof RULES)[]).find((k) => VOUCHER_MSG[k] === msg);
  return rule ? RULES[rule](t) : msg;
}
