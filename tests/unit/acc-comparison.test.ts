import { describe, expect, it } from 'vitest';
import {
  COMPARISON_FIELDS,
  compareLine,
  compareMonths,
  daySums,
  debitTotal,
  monthSums,
  percentChange,
  percentText,
  type DaySums,
} from '../../src/domain/acc-comparison';
import { filterCashRows } from '../../src/domain/acc-cash';
import { areaBranchCheck } from '../../src/domain/acc-rules';
import { totalsOf } from '../../src/domain/totals';

const day = (over: Partial<DaySums> = {}): DaySums => ({
  ...(Object.fromEntries(COMPARISON_FIELDS.map((f) => [f, 0])) as DaySums),
  ...over,
});

describe('percentage (spec 2 section 5.5): 2 decimals, 0 % when the old value is 0', () => {
  it.each([
    // old, current, percent
    [100, 150, 50],
    [150, 100, -33.33],
    [3, 2, -33.33],
    [3, 4, 33.33],
    [6, 5, -16.67],
    [200, 201, 0.5],
    [1_000_000, 1_000_000, 0],
    [0, 500_000, 0],
    [0, 0, 0],
    [8, 0, -100],
    [1, 13.5, 1250],
    [-200, -100, 50],
    [12_345_678, 23_456_789, 90],
    [0.3, 0.1, -66.67],
  ])('old %d, current %d -> %d %%', (old, current, percent) => {
    expect(percentChange(old, current)).toBe(percent);
  });

  it.each([
    [50, '+50.00 %'],
    [-33.33, '-33.33 %'],
    [0, '0.00 %'],
    [1250, '+1,250.00 %'],
  ])('%d shows as %s', (p, text) => expect(percentText(p)).toBe(text));
});

describe('month totals and the comparison lines', () => {
  it('sums the days exactly per field (no float drift)', () => {
    const m = monthSums([day({ amount: 0.1, nights: 2 }), day({ amount: 0.2, nights: 3 }), day({ massage: 250_000 })]);
    expect(m).toMatchObject({ amount: 0.3, nights: 5, massage: 250_000, sub: 0 });
    expect(monthSums([])).toEqual(day());
  });

  it('a line holds both values, current - old and the percentage', () => {
    expect(compareLine('sub', 'Sub', 4_000_000, 5_000_000)).toEqual({
      key: 'sub',
      label: 'Sub',
      old: 4_000_000,
      current: 5_000_000,
      difference: 1_000_000,
      percent: 25,
    });
    expect(compareLine('x', 'X', 10.1, 10.3).difference).toBe(0.2);
  });

  it('compares two months field by field, then the breakfast count and the total debit', () => {
    const old = {
      listCost: {
        '2031-01-10': day({ nights: 2, amount: 2_000_000, sub: 2_000_000, massage: 250_000 }),
        '2031-01-15': day({ nights: 1, amount: 1_200_000, sub: 1_200_000 }),
      },
      numberBF: 120,
      totalDebit: 0,
    };
    const current = {
      listCost: { '2031-02-01': day({ nights: 4, amount: 4_000_000, sub: 4_100_000, minibar: 100_000 }) },
      numberBF: 90,
      totalDebit: 1_500_000,
    };
    const lines = compareMonths(old, current);
    expect(lines.map((l) => l.key)).toEqual([...COMPARISON_FIELDS, 'numberBF', 'totalDebit']);
    const by = Object.fromEntries(lines.map((l) => [l.key, [l.old, l.current, l.difference, l.percent]]));
    expect(by).toMatchObject({
      nights: [3, 4, 1, 33.33],
      amount: [3_200_000, 4_000_000, 800_000, 25],
      sub: [3_200_000, 4_100_000, 900_000, 28.13],
      minibar: [0, 100_000, 100_000, 0],
      massage: [250_000, 0, -250_000, -100],
      numberBF: [120, 90, -30, -25],
      totalDebit: [0, 1_500_000, 1_500_000, 0],
    });
  });

  it('a day entry is its totals for the compared fields; the debit total is sub + service', () => {
    const t = { ...totalsOf([], '2031-01-01'), sum_nights: 3, sum_sub: 900, sum_vnd: 5, sum_serviceTotal: 100 };
    expect(daySums(t)).toEqual(day({ nights: 3, sub: 900 }));
    expect(debitTotal(t)).toBe(1_000);
    expect(debitTotal(null)).toBe(0);
  });
});

describe('cost register filter (spec 2 sections 2.3, 9): description text, from 3 characters', () => {
  const rows = [
    { sum_name: 'Reception kept fund' },
    { sum_name: 'Collection ACC SUM 2031-06-01' },
    { sum_name: 'Cost this day: Flowers, Taxi' },
  ];
  it.each([
    ['', 3],
    ['co', 3],
    ['  t ', 3],
    ['col', 1],
    ['COST', 1],
    ['taxi flow', 1],
    ['2031-06', 1],
    ['nothing', 0],
  ])('"%s" leaves %i rows', (text, n) => expect(filterCashRows(rows, text)).toHaveLength(n));
});

describe('area / branch pick of the accountant screens', () => {
  it.each([
    [{ role: 4 as const, branchID: 3 }, { area: '', branch: 0 }, null],
    [{ role: 4 as const, branchID: 1 }, { area: '', branch: 0 }, 'PLEASE SELECT AREA / BRANCH'],
    [{ role: 7 as const, branchID: 1 }, { area: '', branch: 3 }, 'PLEASE SELECT AREA / BRANCH'],
    [{ role: 7 as const, branchID: 1 }, { area: 'Ha Noi', branch: 3 }, null],
    [{ role: 5 as const, branchID: 3 }, { area: 'Ha Noi', branch: 0 }, 'PLEASE SELECT AREA / BRANCH'],
  ])('%j picking %j -> %s', (user, pick, msg) => expect(areaBranchCheck(user, pick)).toBe(msg));
});
