// Service package columns per branch (spec 2 sections 3.1 and 9), package prices (document 4)
// and the branch variants of the manager screens (spec 3 section 6).
import { branchById } from './branches';

/** The standard list, in column order. */
export const STANDARD_PACKAGES = [
  'BF',
  'BF Set',
  'BT',
  'BF & BT',
  'BF & BT Set',
  'BF & BT Buffet',
  'BT Fer',
  'BF & BT Fer',
  'MS 40P',
  'MS 70P',
  'MS 100P',
  'MS 40P & BT',
  'MS 70P & BT',
  'MS 100P & BT',
  'HMS 70P',
  'HMS 100P',
] as const;

/** Phnom Penh (branch 11) dollar packages. */
export const BRANCH_11_PACKAGES = [
  'BF6',
  'BF8',
  'MS9',
  'MS13_5',
  'FM18',
  'MSR14',
  'MSR19',
  'MSR24',
  'MSV10',
  'MSV15',
  'MSV20',
  'R5',
  'SR12',
  'SR10',
] as const;

// Choice: the shortest list is breakfast, bath and the three plain massages; the common core adds
// the massage-and-bath sets and the hotel-guest (HMS) prices; branches then add their own columns.
const SHORTEST = ['BF', 'BT', 'BF & BT', 'MS 40P', 'MS 70P', 'MS 100P'];
const CORE = [...SHORTEST, 'MS 70P & BT', 'MS 100P & BT', 'HMS 70P', 'HMS 100P'];
const DEFAULT = [...CORE, 'BF Set'];

const EXTRA: Record<number, readonly string[]> = {
  1: [...CORE, 'MS 40P & BT'],
  4: SHORTEST,
  9: SHORTEST,
  8: [...DEFAULT, 'BT Fer'],
  12: [...DEFAULT, 'MS 40P & BT'],
  98: [...DEFAULT, 'MS 40P & BT'],
  99: [...DEFAULT, 'MS 40P & BT'],
  13: [...DEFAULT, 'BF & BT Set', 'BF & BT Buffet'],
};

/** Package columns of a branch, in standard column order (branch 11: its dollar packages). */
export function packagesFor(branchId: number): string[] {
  if (branchId === 11) return [...BRANCH_11_PACKAGES];
  const set = new Set(EXTRA[branchId] ?? DEFAULT);
  return STANDARD_PACKAGES.filter((p) => set.has(p));
}

/** Package header prices in thousands of VND (document 4). */
export const PACKAGE_PRICES_K: Readonly<Record<string, number>> = {
  BF: 200,
  BT: 150,
  'BF & BT': 300,
  'MS 40P': 200,
  'MS 70P': 250,
  'MS 100P': 350,
  'MS 70P & BT': 370,
  'HMS 70P': 225,
  'HMS 100P': 315,
};

/** "HMS package prices are exactly 90 % of the MS ones." */
export function hmsPrice(msPrice: number): number {
  return (msPrice * 9) / 10;
}

/** Branches 3, 4, 8, 15, 99 have no massage (spec 3 wins over document 4's list). */
export const NO_MASSAGE = [3, 4, 8, 15, 99];
/** False where the massage section is hidden. */
export function hasMassage(branchId: number): boolean {
  return !NO_MASSAGE.includes(branchId);
}
/** Branch 12 has stone (WS) massage types. */
export function hasStoneMassage(branchId: number): boolean {
  return branchId === 12;
}
/** Branch 13 has a Rotenburo buffet. */
export function hasRotenBuffet(branchId: number): boolean {
  return branchId === 13;
}
/** Branch 1 has extra massage sets. */
export function hasExtraMassageSets(branchId: number): boolean {
  return branchId === 1;
}
/** The Ha Noi area shows a coupon breakfast line. */
export function hasCouponBreakfast(branchId: number): boolean {
  return branchById(branchId)?.area === 'Ha Noi';
}
/** Branch 11 is priced in USD. */
export function pricedInUsd(branchId: number): boolean {
  return branchId === 11;
}
