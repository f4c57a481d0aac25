import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CURRENCY_DECIMALS,
  amountDecimals,
  formatAmount,
  assertSafe,
  branchCurrency,
  formatMoney,
  formatNumber,
  fromMinor,
  parseNumber,
  paymentLabels,
  roundRate,
  roundTo,
  subtractMoney,
  sumMoney,
  toMinor,
  fieldDecimals,
  type Currency,
} from '../../src/domain/money';

describe('parseNumber: "strips thousands commas and a $ sign and treats blank or NaN as 0"', () => {
  it.each([
    ['1,234,567', 1234567],
    ['$1,234.50', 1234.5],
    ['  42  ', 42],
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['NaN', 0],
    ['-2,000', -2000],
    [12.5, 12.5],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
    [{}, 0],
  ])('parseNumber(%j) = %s', (input, expected) => {
    expect(parseNumber(input)).toBe(expected);
  });
});

describe('currency decimals: whole VND, JPY, KHR; 2 for USD and for branch 11 amounts', () => {
  it('per currency', () => expect(CURRENCY_DECIMALS).toEqual({ VND: 0, USD: 2, JPY: 0, KHR: 0 }));
  it.each([
    [1, 0, 'VND'],
    [11, 2, 'USD'],
    [13, 0, 'VND'],
  ])('branch %i: %i decimals, %s', (branch, decimals, currency) => {
    expect(amountDecimals(branch)).toBe(decimals);
    expect(branchCurrency(branch)).toBe(currency);
  });
});

describe('roundTo: half away from zero without float drift', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [-1.005, 2, -1.01],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [0.1 + 0.2, 2, 0.3],
    [1234.5, 0, 1235],
    [8.345, 2, 8.35],
    [1e-7, 2, 0],
    [5e-3, 2, 0.01],
    [5e-9, 8, 1e-8], // exponent form, first digit is the rounding digit
    [4e-9, 8, 0],
    [1.23e21 / 1e10, 0, 123000000000],
    [0, 2, 0],
    [-0.001, 2, 0],
  ])('roundTo(%s, %i) = %s', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });
  it('no negative zero', () => expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true));
  it('"room rate x date-based rate rounded to 4 decimals": roundRate', () => {
    expect(roundRate(1.23456)).toBe(1.2346);
    expect(roundRate(23.45 * 1.1)).toBe(25.795);
    expect(roundRate(0.00005)).toBe(0.0001);
  });
});

describe('minor units', () => {
  it.each([
    [12.34, 2, 1234],
    [1500, 0, 1500],
    [-0.015, 2, -2],
    [Number.NaN, 2, 0],
  ])('toMinor(%s, %i) = %i', (v, d, m) => expect(toMinor(v, d)).toBe(m));
  it('fromMinor', () => {
    expect(fromMinor(1234, 2)).toBe(12.34);
    expect(fromMinor(7, 0)).toBe(7);
  });
  it('guards unsafe integers', () => {
    expect(() => assertSafe(2 ** 53)).toThrow(RangeError);
    expect(() => toMinor(1e16, 2)).toThrow(RangeError);
    expect(() => sumMoney([9e15, 9e15], 0)).toThrow(RangeError);
    expect(assertSafe(2 ** 53 - 1)).toBe(2 ** 53 - 1);
  });
});

describe('sumMoney: exact sums', () => {
  it('10,000 rows of 0.1 USD = 1000.00 exactly (a float loop drifts)', () => {
    const rows = Array.from({ length: 10_000 }, () => 0.1);
    let loose = 0;
    for (const r of rows) loose += r;
    expect(loose).not.toBe(1000);
    expect(sumMoney(rows, 2)).toBe(1000);
  });
  it('a month of rows: 31 days x 40 rows of 1,234,567 VND = 1,530,863,080 VND', () => {
    const rows = Array.from({ length: 31 * 40 }, () => '1,234,567');
    expect(sumMoney(rows, 0)).toBe(1_530_863_080);
  });
  it('3,000 rows of 33.33 USD = 99,990.00', () => {
    expect(
      sumMoney(
        Array.from({ length: 3000 }, () => 33.33),
        2,
      ),
    ).toBe(99_990);
  });
  it.each([
    [[], 0, 0],
    [['', null, 'x'], 0, 0],
    [[1.005, 1.005], 2, 2.02],
    [['$10.10', '20.20'], 2, 30.3],
  ])('sumMoney(%j, %i) = %s', (values, d, expected) => expect(sumMoney(values, d)).toBe(expected));
  it('subtractMoney is exact', () => {
    expect(subtractMoney(0.3, 0.1, 2)).toBe(0.2);
    expect(subtractMoney(2_000_000, 2_500_000, 0)).toBe(-500_000);
  });

  const cents = fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }).map((c) => c / 100);
  it('property: sum equals the integer sum of cents and is order-independent', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 200 }), (values) => {
        const expected = values.reduce((acc, v) => acc + Math.round(v * 100), 0) / 100;
        expect(sumMoney(values, 2)).toBe(expected === 0 ? 0 : expected);
        expect(sumMoney([...values].reverse(), 2)).toBe(sumMoney(values, 2));
        const sorted = [...values].sort((a, b) => a - b);
        expect(sumMoney(sorted, 2)).toBe(sumMoney(values, 2));
      }),
    );
  });
});

describe('formatMoney / formatNumber: thousand separators', () => {
  it.each([
    [1234567, 'VND', '1,234,567'],
    [1234.5, 'USD', '1,234.50'],
    [1000000, 'JPY', '1,000,000'],
    [4100, 'KHR', '4,100'],
    [-2500.456, 'USD', '-2,500.46'],
    [0, 'USD', '0.00'],
    [1.005, 'USD', '1.01'],
  ] as [number, Currency, string][])('formatMoney(%s, %s) = %s', (v, c, text) => expect(formatMoney(v, c)).toBe(text));
  it('formatAmount: branch 11 with cents, others whole', () => {
    expect(formatAmount(1234.5, 11)).toBe('1,234.50');
    expect(formatAmount(1234.5, 1)).toBe('1,235');
  });
  it('formatNumber', () => {
    expect(formatNumber(1234.5678, 2)).toBe('1,234.57');
    expect(formatNumber(999999.5)).toBe('1,000,000');
  });
  it.each(['VND', 'USD', 'JPY', 'KHR'] as Currency[])('property: parseNumber(formatMoney(x, %s)) == x', (currency) => {
    const d = CURRENCY_DECIMALS[currency];
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        const x = fromMinor(minor, d);
        expect(parseNumber(formatMoney(x, currency))).toBe(x);
      }),
    );
  });
});

describe('paymentLabels: branch 11 "usd/vnd columns show USD/KHR; vcb = campu USD; ..."', () => {
  it('branch 11', () => {
    const l = paymentLabels(11);
    expect([l.usd, l.vnd, l.vcb, l.vcb_other, l.exp_rate, l.vcb_usd]).toEqual([
      'USD',
      'KHR',
      'campu USD',
      'ACLEDA USD',
      'PPCB QR',
      'ABA USD',
    ]);
  });
  it('other branches keep VND headings', () => {
    const l = paymentLabels(1);
    expect([l.usd, l.vnd, l.yen, l.vcb]).toEqual(['USD', 'VND', 'JPY', 'VND card']);
  });
});

describe('decimals of a row field', () => {
  it.each([
    ['vnd', 3, 0],
    ['usd', 3, 2],
    ['vcb_usd', 3, 2],
    ['vcb_other_usd', 1, 2],
    ['amount', 1, 0],
    ['amount', 11, 2],
    ['vnd', 11, 0],
    ['yen', 3, 0],
    ['yen', 11, 0],
    ['vcb', 11, 2],
    ['vcb', 3, 0],
    ['sub', 11, 2],
  ])('%s at branch %i has %i decimals', (field, branch, decimals) => {
    expect(fieldDecimals(field as string, branch as number)).toBe(decimals);
  });
});
