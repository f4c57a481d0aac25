// Aging of open debits (issue 10): buckets by age on fixed dates, totals per group and per currency in
// minor units (VND whole, USD cents, no float drift), the company key and whose debits each role sees.
import { describe, expect, it } from 'vitest';
import {
  AGING_BUCKETS,
  agingBucket,
  agingBy,
  agingCompany,
  agingScope,
  agingTotal,
  owedMinor,
  type AgingBucket,
  type AgingLine,
} from '../../src/domain/debit-aging';

const line = (key: string, day: string, currency: AgingLine['currency'], minor: number, count = 1): AgingLine => ({
  key,
  day,
  currency,
  minor,
  count,
});

describe('agingBucket: 0-30, 31-60, 61-90, over 90 days; a future date counts as 0', () => {
  const asOf = '2026-03-31';
  it.each([
    ['2026-03-31', 0, '0-30'],
    ['2026-03-30', 1, '0-30'],
    ['2026-03-01', 30, '0-30'],
    ['2026-02-28', 31, '31-60'],
    ['2026-01-30', 60, '31-60'],
    ['2026-01-29', 61, '61-90'],
    ['2025-12-31', 90, '61-90'],
    ['2025-12-30', 91, '90+'],
    ['2024-03-31', 730, '90+'],
    ['2026-04-01', -1, '0-30'],
    ['2027-01-01', -276, '0-30'],
  ] as [string, number, AgingBucket][])('a debit of %s is %i days old on 2026-03-31: %s', (day, _age, bucket) =>
    expect(agingBucket(day, asOf)).toBe(bucket),
  );

  it.each([
    // Across 29 February 2024: 31 January to 1 March is 30 days, to 2 March 31.
    ['2024-01-31', '2024-03-01', '0-30'],
    ['2024-01-31', '2024-03-02', '31-60'],
    // 2023 has no 29 February: the same dates are a day shorter.
    ['2023-01-31', '2023-03-02', '0-30'],
    ['2023-01-31', '2023-03-03', '31-60'],
    // Across a year end.
    ['2025-10-02', '2025-12-31', '61-90'],
    ['2025-10-01', '2025-12-31', '90+'],
  ] as [string, string, AgingBucket][])('%s seen on %s: %s', (day, asOf2, bucket) =>
    expect(agingBucket(day, asOf2)).toBe(bucket),
  );

  it('has the four buckets in order', () => expect(AGING_BUCKETS).toEqual(['0-30', '31-60', '61-90', '90+']));
});

describe('owedMinor: a line owes its amount in minor units of its currency', () => {
  it.each([
    [2_000_000, 'VND', 2_000_000],
    [1234.5, 'VND', 1235],
    [1234.4, 'VND', 1234],
    [0.1, 'USD', 10],
    [0.2, 'USD', 20],
    [1.005, 'USD', 101],
    [123.45, 'USD', 12345],
    [0, 'USD', 0],
    [5000, 'KHR', 5000],
    [-250.5, 'USD', -25050],
  ] as const)('%d %s = %i', (amount, currency, minor) => expect(owedMinor(amount, currency)).toBe(minor));
});

describe('agingBy: buckets per group and per currency, as exact sums', () => {
  const asOf = '2026-03-31';

  it('adds 0.1 + 0.2 USD to exactly 0.3 and whole VND without drift', () => {
    const [g] = agingBy(
      [line('PP', '2026-03-30', 'USD', owedMinor(0.1, 'USD')), line('PP', '2026-03-29', 'USD', owedMinor(0.2, 'USD'))],
      asOf,
    );
    expect(g.buckets['0-30']).toEqual({ USD: 0.3 });
    expect(g.total).toEqual({ USD: 0.3 });
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  it('keeps each currency apart in every bucket and in the total, with the count of lines', () => {
    const lines = [
      line('3', '2026-03-31', 'VND', 1_500_000, 2),
      line('3', '2026-03-01', 'VND', 2_500_001),
      line('3', '2026-02-28', 'VND', 700_000),
      line('3', '2026-01-29', 'USD', 1999, 3),
      line('3', '2025-12-30', 'USD', 1),
      line('3', '2025-12-30', 'VND', 1),
      line('11', '2026-01-30', 'USD', 12_345),
      line('11', '2026-05-01', 'USD', 5),
    ];
    expect(agingBy(lines, asOf)).toEqual([
      {
        key: '11',
        count: 2,
        buckets: { '0-30': { USD: 0.05 }, '31-60': { USD: 123.45 }, '61-90': {}, '90+': {} },
        total: { USD: 123.5 },
      },
      {
        key: '3',
        count: 9,
        buckets: {
          '0-30': { VND: 4_000_001 },
          '31-60': { VND: 700_000 },
          '61-90': { USD: 19.99 },
          '90+': { USD: 0.01, VND: 1 },
        },
        total: { VND: 4_700_002, USD: 20 },
      },
    ]);
  });

  it('totals a thousand cent lines exactly (1000 x 0.01 = 10.00)', () => {
    const lines = Array.from({ length: 1000 }, (_, i) => line('X', '2026-03-01', 'USD', owedMinor(0.01, 'USD'), i % 2));
    expect(agingTotal(lines, asOf)).toMatchObject({ key: 'ALL', count: 500, total: { USD: 10 } });
  });

  it('refuses a sum beyond the range a double holds exactly', () => {
    const big = Number.MAX_SAFE_INTEGER - 1;
    expect(() => agingBy([line('X', asOf, 'VND', big), line('X', asOf, 'VND', big)], asOf)).toThrow(RangeError);
  });
});

describe('agingTotal: every line under one key', () => {
  it('sums groups of different keys and currencies', () => {
    const total = agingTotal(
      [
        line('1', '2026-03-31', 'VND', 100, 1),
        line('11', '2026-03-31', 'USD', 250, 1),
        line('3', '2025-01-01', 'VND', 900, 4),
      ],
      '2026-03-31',
    );
    expect(total).toEqual({
      key: 'ALL',
      count: 6,
      buckets: { '0-30': { VND: 100, USD: 2.5 }, '31-60': {}, '61-90': {}, '90+': { VND: 900 } },
      total: { VND: 1000, USD: 2.5 },
    });
  });
  it('is an empty group for no lines', () =>
    expect(agingTotal([], '2026-03-31')).toEqual({
      key: 'ALL',
      count: 0,
      buckets: { '0-30': {}, '31-60': {}, '61-90': {}, '90+': {} },
      total: {},
    }));
});

describe('agingCompany and agingScope', () => {
  it.each([
    ['Sakura Travel', 'SAKURA TRAVEL'],
    ['  hinode logistics ', 'HINODE LOGISTICS'],
    ['', '(guest)'],
    ['   ', '(guest)'],
  ])('company %j is grouped as %j', (c, key) => expect(agingCompany(c)).toBe(key));

  it.each([
    [0, 'branch'],
    [1, 'all'],
    [2, 'branch'],
    [3, 'branch'],
    [4, 'branch'],
    [5, 'area'],
    [6, 'area'],
    [7, 'all'],
    [8, 'all'],
  ] as const)('role %i sees %s', (role, scope) => expect(agingScope(role)).toBe(scope));
});
