// Small tools maths: reception wallet calculator, random draw, VAT calculator (spec 3 sections 2, 5, 9); massage counts
// are in massage-count.ts.
import { reducedServicePrice, roomVat, servicePriceWithoutVat } from './vat';
import { sumMoney } from './money';

export const WALLET_VND = 22_000_000;
export const WALLET_USD = 100;
export const DENOMINATIONS = [500_000, 200_000, 100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000] as const;
export const YEN_RATES = [180, 185, 190, 195] as const;
export const YEN_UNIT = 10_000;
export const USD_RATES = [21_000, 22_000, 23_000, 24_000] as const;
export const WALLET_LINES = 5;

export interface WalletInput {
  /** Notes counted per denomination, same order as DENOMINATIONS. */
  counts: readonly number[];
  /** Yen bought per yen rate row, in units of 10,000 yen. */
  yenQty: readonly number[];
  /** Dollars bought per USD rate row. */
  usdQty: readonly number[];
  expenses: readonly number[];
  sales: readonly number[];
  walletVnd?: number;
  /** Dollars counted in the USD wallet. */
  usdCounted?: number;
  walletUsd?: number;
}
export type WalletResult = 'surplus' | 'shortage' | 'enough';
export interface WalletOutcome {
  counted: number;
  expected: number;
  difference: number;
  result: WalletResult;
  usdExpected: number;
  usdDifference: number;
}

const at = (list: readonly number[], i: number): number => Number(list[i] ?? 0) || 0;

/**
 * Choice: expected VND = wallet + sales - expenses - VND paid out for yen (rate x qty x 10,000) and dollars (rate x qty);
 * difference = counted notes - expected; > 0 surplus, < 0 shortage, 0 enough. USD: expected = wallet + dollars bought.
 */
export function walletCalc(input: WalletInput): WalletOutcome {
  const counted = sumMoney(
    DENOMINATIONS.map((d, i) => d * at(input.counts, i)),
    0,
  );
  const yenOut = sumMoney(
    YEN_RATES.map((r, i) => r * at(input.yenQty, i) * YEN_UNIT),
    0,
  );
  const usdOut = sumMoney(
    USD_RATES.map((r, i) => r * at(input.usdQty, i)),
    0,
  );
  const expected = sumMoney(
    [
      input.walletVnd ?? WALLET_VND,
      sumMoney(input.sales.slice(0, WALLET_LINES), 0),
      -sumMoney(input.expenses.slice(0, WALLET_LINES), 0),
      -yenOut,
      -usdOut,
    ],
    0,
  );
  const difference = sumMoney([counted, -expected], 0);
  const usdExpected = sumMoney([input.walletUsd ?? WALLET_USD, ...input.usdQty], 2);
  const usdDifference = sumMoney([input.usdCounted ?? usdExpected, -usdExpected], 2);
  const result: WalletResult = difference > 0 ? 'surplus' : difference < 0 ? 'shortage' : 'enough';
  return { counted, expected, difference, result, usdExpected, usdDifference };
}

/** Spec 3 section 8: "alert that pool number is greater than member number (Vietnamese text)". */
export const DRAW_TOO_MANY = 'Số lượng giải lớn hơn số lượng thành viên';

/** "pool slots larger than member count shows an alert and resets to 0". */
export function checkDrawSlots(slots: number, members: number): { slots: number; error: string | null } {
  if (!Number.isInteger(slots) || slots < 0) return { slots: 0, error: null };
  return slots > members ? { slots: 0, error: DRAW_TOO_MANY } : { slots, error: null };
}

/** A source of uniformly random unsigned 32-bit words (crypto in the app, a seeded generator in tests). */
export type WordSource = () => number;
const WORDS = 2 ** 32;

/**
 * A uniform integer in [0, bound) from 32-bit words by rejection sampling: words at or above the largest
 * multiple of `bound` are drawn again, so no remainder is more likely than another (no modulo bias).
 */
export function uniformBelow(bound: number, next: WordSource): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > WORDS) throw new RangeError(`Bad bound: ${bound}`);
  const limit = WORDS - (WORDS % bound);
  for (;;) {
    const word = next() >>> 0;
    if (word < limit) return word % bound;
  }
}

/** Pick `slots` distinct members, each subset equally likely (partial Fisher-Yates over uniformBelow). */
export function drawMembers<T>(members: readonly T[], slots: number, next: WordSource): T[] {
  const pool = [...members];
  const n = Math.min(Math.max(0, Math.floor(slots) || 0), pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + uniformBelow(pool.length - i, next);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, n);
}

/** The app's fair source: crypto.getRandomValues, 256 words fetched at a time. */
export function cryptoWords(): WordSource {
  const buf = new Uint32Array(256);
  let at = buf.length;
  return () => {
    if (at >= buf.length) {
      globalThis.crypto.getRandomValues(buf);
      at = 0;
    }
    return buf[at++];
  };
}

/** A small seeded generator (mulberry32) for tests and repeatable demos: NOT for real draws. */
export function seededWords(seed: number): WordSource {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** Names from a sheet column: trimmed, blanks dropped. */
export function namesOfColumn(rows: readonly (readonly unknown[])[], column: number): string[] {
  return rows.map((r) => String(r[column] ?? '').trim()).filter(Boolean);
}

/** The column a names list most likely uses: the first header with "name" or "tên" in it, else the first. */
export function guessNameColumn(header: readonly unknown[]): number {
  const i = header.findIndex((h) => /name|tên|氏名|名前/i.test(String(h ?? '')));
  return i < 0 ? 0 : i;
}

/** CSV text (RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled; CRLF lines). */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  const cell = (v: unknown) => {
    const text = String(v ?? '');
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return rows.map((r) => r.map(cell).join(',')).join('\r\n');
}

/** VAT calculator: room (net + 8 %) or service (price incl. 10 % -> net = price / 1.1, total at the date's factor). */
export function vatCalculator(
  price: number,
  kind: 'room' | 'service',
  date: string,
): { net: number; vat: number; total: number } {
  if (kind === 'room') {
    const vat = roomVat(price);
    return { net: price, vat, total: sumMoney([price, vat], 0) };
  }
  const net = servicePriceWithoutVat(price);
  const total = reducedServicePrice(price, date);
  return { net, vat: sumMoney([total, -net], 0), total };
}
