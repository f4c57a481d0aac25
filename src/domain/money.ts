// Money and numbers: parsing, exact sums in minor units, rounding and formatting
// (spec 2 sections 3.1, 5.4, 5.5, 9; STYLE.md "Money").

export type Currency = 'VND' | 'USD' | 'JPY' | 'KHR';
export const CURRENCIES: readonly Currency[] = ['VND', 'USD', 'JPY', 'KHR'];

/** Decimals shown and stored per currency: whole VND, JPY and KHR; cents for USD. */
export const CURRENCY_DECIMALS: Record<Currency, number> = { VND: 0, USD: 2, JPY: 0, KHR: 0 };

/** Phnom Penh (branch 11) keeps its amounts in USD. */
export const USD_BRANCH = 11;

/** The currency a branch's amounts are in: USD for branch 11, otherwise VND. */
export function branchCurrency(branchId: number): Currency {
  return branchId === USD_BRANCH ? 'USD' : 'VND';
}

/** Decimals of a branch's amounts: 2 for branch 11, otherwise whole numbers. */
export function amountDecimals(branchId: number): number {
  return branchId === USD_BRANCH ? 2 : 0;
}

/** Parse a table number: strips thousands commas and `$`, trims; blank or NaN is 0. */
export function parseNumber(input: unknown): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : 0;
  if (typeof input !== 'string') return 0;
  const text = input.replace(/[,$\s]/g, '');
  if (text === '') return 0;
  const value = Number(text);
  return Number.isFinite(value) ? value : 0;
}

/** A number as the old system and spreadsheets write it: thousands commas, a point for decimals ("1,200,000", "12.5"). */
const MONEY_TEXT = /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/**
 * Parse an amount strictly: a finite number, or a text of MONEY_TEXT (spaces and `$` ignored); blank, null and
 * undefined are 0. Anything else ("1,2OO,000", "12abc", a list) is null: the caller refuses it rather than reading 0.
 */
export function parseMoneyStrict(input: unknown): number | null {
  if (input === null || input === undefined) return 0;
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (typeof input !== 'string') return null;
  const text = input.replace(/[$\s]/g, '');
  if (text === '') return 0;
  return MONEY_TEXT.test(text) ? Number(text.replace(/,/g, '')) : null;
}

/** The largest amount a row holds (the contract's money bound): a computed amount beyond it is refused. */
export const MONEY_MAX = 1e12;

/** Throw when an integer in minor units is outside the range a double holds exactly. */
export function assertSafe(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount out of safe range: ${minor}`);
  return minor;
}

/**
 * Scale a value by 10^decimals and round half away from zero, working on the value's
 * shortest decimal text (so 1.005 is 1.005, not 1.00499999...).
 */
export function toMinor(value: number, decimals: number): number {
  if (!Number.isFinite(value) || value === 0) return 0;
  const [mantissa, expText] = String(Math.abs(value)).toLowerCase().split('e');
  const [intPart, fracPart = ''] = mantissa.split('.');
  const digits = intPart + fracPart;
  const point = intPart.length + Number(expText ?? 0) + decimals;
  let whole: string;
  let next: string;
  if (point <= 0) {
    whole = '0';
    next = point === 0 ? digits[0] : '0';
  } else if (point >= digits.length) {
    whole = digits + '0'.repeat(point - digits.length);
    next = '0';
  } else {
    whole = digits.slice(0, point);
    next = digits[point];
  }
  const magnitude = assertSafe(Number(whole) + (next >= '5' ? 1 : 0));
  return value < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** Turn an integer of minor units back into a number with the given decimals. */
export function fromMinor(minor: number, decimals: number): number {
  assertSafe(minor);
  const value = minor / 10 ** decimals;
  return value === 0 ? 0 : value;
}

/** Round half away from zero to the given decimals without float drift (1.005 -> 1.01). */
export function roundTo(value: number, decimals: number): number {
  return fromMinor(toMinor(value, decimals), decimals);
}

/** Exchange and date-based rates keep 4 decimals. */
export function roundRate(value: number): number {
  return roundTo(value, 4);
}

/** Exact sum: each value is rounded to `decimals` and added as an integer of minor units. */
export function sumMoney(values: Iterable<unknown>, decimals: number): number {
  let total = 0;
  for (const v of values) total = assertSafe(total + toMinor(parseNumber(v), decimals));
  return fromMinor(total, decimals);
}

/** Exact a - b at the given decimals. */
export function subtractMoney(a: number, b: number, decimals: number): number {
  return fromMinor(assertSafe(toMinor(a, decimals) - toMinor(b, decimals)), decimals);
}

const formatters = new Map<number, Intl.NumberFormat>();
function formatter(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    formatters.set(decimals, f);
  }
  return f;
}

/** Number with en-US thousand separators and a fixed number of decimals. */
export function formatNumber(value: number, decimals = 0): string {
  return formatter(decimals).format(roundTo(value, decimals));
}

/** Money with thousand separators and its currency's decimals (USD 1,234.50; VND 1,234,500). */
export function formatMoney(value: number, currency: Currency): string {
  return formatNumber(value, CURRENCY_DECIMALS[currency]);
}

/** A branch amount with its decimals and separators (branch 11: 1,234.50; others: 1,234,500). */
export function formatAmount(value: number, branchId: number): string {
  return formatNumber(value, amountDecimals(branchId));
}

/** The guest-payment and related columns whose heading depends on the branch. */
export type PaymentColumn =
  'vnd' | 'usd' | 'yen' | 'vcb' | 'vcb_usd' | 'vcb_other' | 'vcb_other_usd' | 'exp_rate' | 'otherPay';

const DEFAULT_LABELS: Record<PaymentColumn, string> = {
  vnd: 'VND',
  usd: 'USD',
  yen: 'JPY',
  vcb: 'VND card',
  vcb_usd: 'USD card',
  vcb_other: 'VND transfer',
  vcb_other_usd: 'USD transfer',
  exp_rate: 'Expense',
  otherPay: 'Other Pay',
};

/** Branch 11 headings (spec 2 section 3.1): usd/vnd as USD/KHR, campu, ACLEDA, PPCB QR, ABA. */
const BRANCH_11_LABELS: Partial<Record<PaymentColumn, string>> = {
  vnd: 'KHR',
  usd: 'USD',
  vcb: 'campu USD',
  vcb_other: 'ACLEDA USD',
  exp_rate: 'PPCB QR',
  vcb_usd: 'ABA USD',
};

/** Column headings of the payment columns for a branch. */
export function paymentLabels(branchId: number): Record<PaymentColumn, string> {
  return branchId === USD_BRANCH ? { ...DEFAULT_LABELS, ...BRANCH_11_LABELS } : { ...DEFAULT_LABELS };
}

/**
 * Decimals of a money field of a row: USD columns 2; cash vnd (KHR at branch 11) and yen whole, in every
 * branch; the others by the branch (branch 11: 2, else whole).
 */
export function fieldDecimals(field: string, branchId: number): number {
  if (/usd/i.test(field)) return CURRENCY_DECIMALS.USD;
  if (field === 'vnd') return CURRENCY_DECIMALS[branchId === USD_BRANCH ? 'KHR' : 'VND'];
  if (field === 'yen') return CURRENCY_DECIMALS.JPY;
  return amountDecimals(branchId);
}
