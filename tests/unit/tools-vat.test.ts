// The VAT calculator (/calculated_vat) on the spec's numbers (spec 3 section 9): room VAT 8 %; a service
// price includes 10 %; reduced = price / 1.1 x 1.08 from 2023-07-01 to 2025-12-31; unchanged outside.
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/domain/money';
import { vatCalculator } from '../../src/domain/tools';

describe('room VAT 8 %', () => {
  it.each([
    [1_000_000, 80_000, 1_080_000],
    [1_234_567, 98_765, 1_333_332],
    [850_000, 68_000, 918_000],
    [0, 0, 0],
  ])('%i -> VAT %i, total %i (any date)', (price, vat, total) => {
    for (const date of ['2023-01-01', '2024-06-15', '2026-11-26'])
      expect(vatCalculator(price, 'room', date)).toEqual({ net: price, vat, total });
  });
});

describe('service VAT conversion inside and outside the period', () => {
  it.each([
    // inside 2023-07-01..2025-12-31: price / 1.1 x 1.08
    [110_000, '2023-07-01', 100_000, 108_000],
    [110_000, '2024-02-29', 100_000, 108_000],
    [110_000, '2025-12-31', 100_000, 108_000],
    [550_000, '2024-10-10', 500_000, 540_000],
    [250_000, '2024-05-05', 227_273, 245_455], // 227,272.73 and 245,454.55 rounded to whole dong
    // outside: unchanged
    [110_000, '2023-06-30', 100_000, 110_000],
    [110_000, '2026-01-01', 100_000, 110_000],
    [550_000, '2026-11-26', 500_000, 550_000],
    [110_000, 'not a date', 100_000, 110_000],
  ])('%i on %s -> net %i, total %i', (price, date, net, total) => {
    const r = vatCalculator(price, 'service', date);
    expect([r.net, r.total, r.vat]).toEqual([net, total, total - net]);
  });
});

describe('money shown with thousand separators', () => {
  it.each([
    [1_080_000, '1,080,000'],
    [245_455, '245,455'],
    [0, '0'],
  ])('%i -> %s', (n, text) => expect(formatNumber(n)).toBe(text));
});
