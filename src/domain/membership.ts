// Membership and vouchers (spec 3 sections 2, 3, 5 and 9): the members of the guests' app and website,
// their ranks, and the vouchers the admin publishes. Pure rules shared by the server and the /membership
// screen: the voucher form's checks (same words on both sides), expiry, ranks and the member search.
import { dayNumber } from './dates';
import { textMatches } from './text-search';

export const RANKS = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export type Rank = (typeof RANKS)[number];
export const LOGIN_TYPES = ['Google', 'Facebook', 'Apple', 'Email'] as const;
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const VOUCHER_TYPES = ['Change', 'Other'] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];

/** The member list: page 0, size 1000 (spec 3 section 9); no call returns more members at once. */
export const MEMBER_PAGE_SIZE = 1000;
/** Suggestions shown under the Voucher Use RC search. */
export const SUGGESTIONS_MAX = 8;

/** Az Point from which each rank starts (choice: the spec names the ranks, not their thresholds). */
export const RANK_FROM: Record<Rank, number> = { bronze: 0, silver: 1000, gold: 3000, platinum: 6000, diamond: 10000 };

export function rankOfPoints(points: number): Rank {
  let rank: Rank = 'bronze';
  for (const r of RANKS) if (points >= RANK_FROM[r]) rank = r;
  return rank;
}

/** Limits of the voucher form (choice: the spec gives none beyond "required" and "percent"). */
export const VOUCHER_LIMITS = {
  codeMax: 30,
  nameMax: 200,
  inforMax: 2000,
  maxPriceMax: 1_000_000_000,
  azCoinMax: 10_000_000,
} as const;

/** The voucher form's messages: the spec's "name, code, discount, maxPrice, azCoin and expiry are required". */
export const VOUCHER_MSG = {
  nameRequired: 'Name is required',
  codeRequired: 'Code is required',
  discountRequired: 'Discount is required',
  maxPriceRequired: 'Max Price is required',
  azCoinRequired: 'Az Coin is required',
  expiryRequired: 'Expiry is required',
  codeFormat: `Code may hold letters, digits, - and _ only (at most ${VOUCHER_LIMITS.codeMax})`,
  nameLong: `Name has at most ${VOUCHER_LIMITS.nameMax} characters`,
  inforLong: `Information has at most ${VOUCHER_LIMITS.inforMax} characters`,
  type: 'Type must be Change or Other',
  discount: 'Discount must be a whole percent from 1 to 100',
  maxPrice: `Max Price must be a whole number from 0 to ${VOUCHER_LIMITS.maxPriceMax.toLocaleString('en-US')}`,
  azCoin: `Az Coin must be a whole number from 0 to ${VOUCHER_LIMITS.azCoinMax.toLocaleString('en-US')}`,
  expiry: 'Expiry must be a real date (YYYY-MM-DD)',
  duplicate: (code: string) => `Code ${code} already exists`,
  notFound: 'This voucher does not exist (it may have been deleted)',
} as const;

/** What the form sends: texts as typed, numbers as numbers or typed text (checked here either way). */
export interface VoucherInput {
  code?: string | null;
  name?: string | null;
  type?: string | null;
  maxPrice?: number | string | null;
  expiry?: string | null;
  discount?: number | string | null;
  azCoin?: number | string | null;
  infor?: string | null;
}

/** A checked voucher, ready to store. */
export interface VoucherFields {
  code: string;
  name: string;
  type: VoucherType;
  maxPrice: number;
  expiry: string;
  discount: number;
  azCoin: number;
  infor: string;
}

export type VoucherField = keyof VoucherFields;
export type VoucherErrors = Partial<Record<VoucherField, string>>;

const blank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A whole number in [min, max] from a number or its text (thousand separators allowed), else null. */
function wholeNumber(v: number | string, min: number, max: number): number | null {
  const n = typeof v === 'number' ? v : /^\s*\d[\d,]*\s*$/.test(v) ? Number(v.replace(/[,\s]/g, '')) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** The code as stored: trimmed, upper case (codes are unique whatever their case). */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

/**
 * Checks the voucher form. Every field gets its message (the form shows them under the fields; the server
 * answers the first). Required fields first, in the form's order: name, code, discount, maxPrice, azCoin, expiry.
 */
export function checkVoucher(
  input: VoucherInput,
): { ok: true; voucher: VoucherFields } | { ok: false; errors: VoucherErrors; first: string } {
  const errors: VoucherErrors = {};
  const name = String(input.name ?? '').trim();
  const code = normaliseCode(String(input.code ?? ''));
  const infor = String(input.infor ?? '').trim();
  const type = blank(input.type) ? 'Other' : String(input.type);
  if (!name) errors.name = VOUCHER_MSG.nameRequired;
  else if (name.length > VOUCHER_LIMITS.nameMax) errors.name = VOUCHER_MSG.nameLong;
  if (!code) errors.code = VOUCHER_MSG.codeRequired;
  else if (!/^[A-Z0-9_-]+$/.test(code) || code.length > VOUCHER_LIMITS.codeMax) errors.code = VOUCHER_MSG.codeFormat;
  const discount = blank(input.discount) ? null : wholeNumber(input.discount!, 1, 100);
  if (blank(input.discount)) errors.discount = VOUCHER_MSG.discountRequired;
  else if (discount === null) errors.discount = VOUCHER_MSG.discount;
  const maxPrice = blank(input.maxPrice) ? null : wholeNumber(input.maxPrice!, 0, VOUCHER_LIMITS.maxPriceMax);
  if (blank(input.maxPrice)) errors.maxPrice = VOUCHER_MSG.maxPriceRequired;
  else if (maxPrice === null) errors.maxPrice = VOUCHER_MSG.maxPrice;
  const azCoin = blank(input.azCoin) ? null : wholeNumber(input.azCoin!, 0, VOUCHER_LIMITS.azCoinMax);
  if (blank(input.azCoin)) errors.azCoin = VOUCHER_MSG.azCoinRequired;
  else if (azCoin === null) errors.azCoin = VOUCHER_MSG.azCoin;
  const expiry = String(input.expiry ?? '').trim();
  if (!expiry) errors.expiry = VOUCHER_MSG.expiryRequired;
  else if (dayNumber(expiry) === null || expiry.length !== 10 || expiry < '2000-01-01' || expiry > '2200-12-31')
    errors.expiry = VOUCHER_MSG.expiry;
  if (!(VOUCHER_TYPES as readonly string[]).includes(type)) errors.type = VOUCHER_MSG.type;
  if (infor.length > VOUCHER_LIMITS.inforMax) errors.infor = VOUCHER_MSG.inforLong;
  const order: VoucherField[] = ['name', 'code', 'discount', 'maxPrice', 'azCoin', 'expiry', 'type', 'infor'];
  const first = order.map((f) => errors[f]).find(Boolean);
  if (first) return { ok: false, errors, first };
  return {
    ok: true,
    voucher: {
      code,
      name,
      type: type as VoucherType,
      maxPrice: maxPrice!,
      expiry,
      discount: discount!,
      azCoin: azCoin!,
      infor,
    },
  };
}

/** A voucher has expired once its expiry day is over: it is still good on the expiry day itself. */
export const voucherExpired = (expiry: string, today: string): boolean => expiry < today;

/** Why a member's voucher cannot be used now, or null when it can (Voucher Use RC). */
export function voucherUseRefusal(v: { expiry: string; usedAt: string | null }, today: string): string | null {
  if (v.usedAt) return `This voucher was already used on ${v.usedAt.slice(0, 10)}`;
  if (voucherExpired(v.expiry, today)) return 'This voucher has expired';
  return null;
}

/** The member search (Member list, Voucher Use RC): id, name and e-mail, ignoring case and accents. */
export const memberMatches = (m: { userId: string; name: string; email: string }, text: string): boolean =>
  textMatches([m.userId, m.name, m.email], text);
