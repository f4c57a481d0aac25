import { describe, expect, it } from 'vitest';
import {
  BRANCH_11_PACKAGES,
  hasCouponBreakfast,
  hasExtraMassageSets,
  hasMassage,
  hasRotenBuffet,
  hasStoneMassage,
  hmsPrice,
  PACKAGE_PRICES_K,
  packagesFor,
  pricedInUsd,
  STANDARD_PACKAGES,
} from '../../src/domain/packages';

const DEFAULT = [
  'BF',
  'BF Set',
  'BT',
  'BF & BT',
  'MS 40P',
  'MS 70P',
  'MS 100P',
  'MS 70P & BT',
  'MS 100P & BT',
  'HMS 70P',
  'HMS 100P',
];

describe('package lists per branch (spec 2 section 9)', () => {
  it('the standard list has 16 columns', () => expect(STANDARD_PACKAGES).toHaveLength(16));
  it.each([
    ['"branches 3, 7, 15 and default use the standard list with BF Set"', 3, DEFAULT],
    ['branch 7', 7, DEFAULT],
    ['branch 15', 15, DEFAULT],
    ['default (branch 16)', 16, DEFAULT],
    [
      '"branch 1 uses BF/BT/BF & BT/MS variants with MS 40P & BT"',
      1,
      [
        'BF',
        'BT',
        'BF & BT',
        'MS 40P',
        'MS 70P',
        'MS 100P',
        'MS 40P & BT',
        'MS 70P & BT',
        'MS 100P & BT',
        'HMS 70P',
        'HMS 100P',
      ],
    ],
    ['"4 and 9 the shortest list"', 4, ['BF', 'BT', 'BF & BT', 'MS 40P', 'MS 70P', 'MS 100P']],
    ['branch 9', 9, ['BF', 'BT', 'BF & BT', 'MS 40P', 'MS 70P', 'MS 100P']],
    [
      '"8 adds BT Fer"',
      8,
      [
        'BF',
        'BF Set',
        'BT',
        'BF & BT',
        'BT Fer',
        'MS 40P',
        'MS 70P',
        'MS 100P',
        'MS 70P & BT',
        'MS 100P & BT',
        'HMS 70P',
        'HMS 100P',
      ],
    ],
    [
      '"12, 98 and 99 add MS 40P & BT"',
      12,
      [
        'BF',
        'BF Set',
        'BT',
        'BF & BT',
        'MS 40P',
        'MS 70P',
        'MS 100P',
        'MS 40P & BT',
        'MS 70P & BT',
        'MS 100P & BT',
        'HMS 70P',
        'HMS 100P',
      ],
    ],
    [
      '"13 adds BF & BT Set and Buffet"',
      13,
      [
        'BF',
        'BF Set',
        'BT',
        'BF & BT',
        'BF & BT Set',
        'BF & BT Buffet',
        'MS 40P',
        'MS 70P',
        'MS 100P',
        'MS 70P & BT',
        'MS 100P & BT',
        'HMS 70P',
        'HMS 100P',
      ],
    ],
    [
      '"11 the dollar packages"',
      11,
      [
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
      ],
    ],
  ])('%s', (_n, branch, list) => expect(packagesFor(branch)).toEqual(list));
  it('98 and 99 match 12', () => {
    expect(packagesFor(98)).toEqual(packagesFor(12));
    expect(packagesFor(99)).toEqual(packagesFor(12));
    expect(BRANCH_11_PACKAGES).toHaveLength(14);
  });
});

describe('package header prices (thousands of VND) and "HMS exactly 90 % of MS"', () => {
  it.each([
    ['BF', 200],
    ['BT', 150],
    ['BF & BT', 300],
    ['MS 40P', 200],
    ['MS 70P', 250],
    ['MS 100P', 350],
    ['MS 70P & BT', 370],
    ['HMS 70P', 225],
    ['HMS 100P', 315],
  ])('%s = %i', (p, k) => expect(PACKAGE_PRICES_K[p]).toBe(k));
  it.each([
    [250, 225],
    [350, 315],
    [200, 180],
  ])('hmsPrice(%i) = %i', (ms, hms) => expect(hmsPrice(ms)).toBe(hms));
  it('HMS headers are 90 % of MS headers', () => {
    expect(hmsPrice(PACKAGE_PRICES_K['MS 70P'])).toBe(PACKAGE_PRICES_K['HMS 70P']);
    expect(hmsPrice(PACKAGE_PRICES_K['MS 100P'])).toBe(PACKAGE_PRICES_K['HMS 100P']);
  });
});

describe('branch variants (spec 3 section 6)', () => {
  it.each([
    // branch, massage, stone, buffet, coupon, extra sets, USD
    [1, true, false, false, false, true, false],
    [3, false, false, false, true, false, false],
    [4, false, false, false, false, false, false],
    [8, false, false, false, true, false, false],
    [11, true, false, false, false, false, true],
    [12, true, true, false, true, false, false],
    [13, true, false, true, false, false, false],
    [15, false, false, false, true, false, false],
    [16, true, false, false, true, false, false],
    [99, false, false, false, false, false, false],
  ])('branch %i', (b, ms, ws, buffet, coupon, sets, usd) => {
    expect([
      hasMassage(b),
      hasStoneMassage(b),
      hasRotenBuffet(b),
      hasCouponBreakfast(b),
      hasExtraMassageSets(b),
      pricedInUsd(b),
    ]).toEqual([ms, ws, buffet, coupon, sets, usd]);
  });
});
