import { describe, expect, it } from 'vitest';
import {
  checkDrawSlots,
  DENOMINATIONS,
  DRAW_TOO_MANY,
  USD_RATES,
  vatCalculator,
  walletCalc,
  WALLET_USD,
  WALLET_VND,
  YEN_RATES,
} from '../../src/domain/tools';

const none = [0, 0, 0, 0];

describe('wallet calculator', () => {
  it('defaults', () => {
    expect([WALLET_VND, WALLET_USD]).toEqual([22_000_000, 100]);
    expect(DENOMINATIONS).toEqual([500_000, 200_000, 100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000]);
    expect(YEN_RATES).toEqual([180, 185, 190, 195]);
    expect(USD_RATES).toEqual([21_000, 22_000, 23_000, 24_000]);
  });
  it.each([
    [
      'enough: 44 x 500,000 = 22,000,000 with nothing else',
      { counts: [44], yenQty: none, usdQty: none, expenses: [], sales: [] },
      { counted: 22_000_000, expected: 22_000_000, difference: 0, result: 'enough' },
    ],
    [
      // expected = 22,000,000 + 1,500,000 - 300,000 - 185 x 2 x 10,000 - 23,000 x 50 = 22,000,000 + 1,200,000 - 3,700,000 - 1,150,000 = 18,350,000
      'shortage after sales, expenses and exchange',
      {
        counts: [36, 1, 1, 0, 1, 0, 0, 0, 0],
        yenQty: [0, 2, 0, 0],
        usdQty: [0, 0, 50, 0],
        expenses: [100_000, 200_000],
        sales: [1_500_000],
      },
      { counted: 18_320_000, expected: 18_350_000, difference: -30_000, result: 'shortage' },
    ],
    [
      'surplus of 2,000',
      { counts: [44, 0, 0, 0, 0, 0, 0, 1], yenQty: none, usdQty: none, expenses: [], sales: [] },
      { counted: 22_002_000, expected: 22_000_000, difference: 2_000, result: 'surplus' },
    ],
    [
      'only five expense and five sale lines count',
      { counts: [], yenQty: none, usdQty: none, expenses: [], sales: [1, 1, 1, 1, 1, 1000], walletVnd: 0 },
      { counted: 0, expected: 5, difference: -5, result: 'shortage' },
    ],
  ])('%s', (_n, input, out) => expect(walletCalc(input)).toMatchObject(out));
  it('USD wallet: expected 100 + dollars bought', () => {
    const r = walletCalc({ counts: [], yenQty: none, usdQty: [10, 0, 5, 0], expenses: [], sales: [], usdCounted: 114 });
    expect([r.usdExpected, r.usdDifference]).toEqual([115, -1]);
  });
});

describe('random draw', () => {
  it.each([
    [5, 10, { slots: 5, error: null }],
    [10, 10, { slots: 10, error: null }],
    [11, 10, { slots: 0, error: DRAW_TOO_MANY }],
    [-1, 10, { slots: 0, error: null }],
  ])('"pool slots larger than member count shows an alert and resets to 0": %i of %i', (s, m, out) =>
    expect(checkDrawSlots(s, m)).toEqual(out),
  );
  // The draw itself: tests/unit/tools-draw.test.ts.
});

describe('VAT calculator', () => {
  it.each([
    [1_000_000, 'room', '2024-01-01', { net: 1_000_000, vat: 80_000, total: 1_080_000 }],
    [110_000, 'service', '2024-01-01', { net: 100_000, vat: 8_000, total: 108_000 }],
    [110_000, 'service', '2026-01-01', { net: 100_000, vat: 10_000, total: 110_000 }],
  ] as const)('%i %s on %s', (p, k, d, out) => expect(vatCalculator(p, k, d)).toEqual(out));
});
