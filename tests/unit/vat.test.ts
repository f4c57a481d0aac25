import { describe, expect, it } from 'vitest';
import {
  FALLBACK_RATE,
  inReducedPeriod,
  rateOrFallback,
  reducedServicePrice,
  roomPriceWithVat,
  roomVat,
  servicePriceWithoutVat,
  vatFactor,
} from '../../src/domain/vat';

describe('"Room VAT rate 8 percent"', () => {
  it.each([
    [1_000_000, 80_000],
    [1_234_567, 98_765],
    [0, 0],
  ])('roomVat(%i) = %i', (n, v) => expect(roomVat(n)).toBe(v));
  it.each([
    [1_234_567, 1_333_332],
    [500_000, 540_000],
  ])('roomPriceWithVat(%i) = %i', (n, v) => expect(roomPriceWithVat(n)).toBe(v));
  it('USD with cents', () => expect(roomVat(45.5, 2)).toBe(3.64));
});

describe('"reduced = price / 1.1 x 1.08 ... start 2023-07-01, end 2025-12-31 ... 1.1 outside the range"', () => {
  it.each([
    [110_000, '2024-01-01', 108_000],
    [110_000, '2023-06-30', 110_000],
    [110_000, '2023-07-01', 108_000],
    [110_000, '2025-12-31', 108_000],
    [110_000, '2026-01-01', 110_000],
    [330_000, '2024-02-29', 324_000],
    [250_000, '2024-05-05', 245_455], // 245,454.545...
  ])('reducedServicePrice(%i, %s) = %i', (p, d, v) => expect(reducedServicePrice(p, d)).toBe(v));
  it.each([
    ['2023-07-01', 1.08],
    ['2025-12-31', 1.08],
    ['2023-06-30', 1.1],
    ['2026-01-01', 1.1],
    ['bad', 1.1],
  ])('vatFactor(%s) = %s', (d, f) => expect(vatFactor(d)).toBe(f));
  it('inReducedPeriod', () => expect([inReducedPeriod('2024-12-31'), inReducedPeriod('')]).toEqual([true, false]));
  it('"service price on invoice includes 10 percent VAT"', () => {
    expect(servicePriceWithoutVat(110_000)).toBe(100_000);
    expect(servicePriceWithoutVat(11, 2)).toBe(10);
  });
  it('"default rate 25 in one fallback"', () => {
    expect(FALLBACK_RATE).toBe(25);
    expect([
      rateOrFallback(0),
      rateOrFallback(null),
      rateOrFallback(Number.NaN),
      rateOrFallback(-3),
      rateOrFallback(23_000),
    ]).toEqual([25, 25, 25, 25, 23_000]);
  });
});
