// The Member Ship tab's rules (src/domain/membership-report.ts): age groups at their edges, registrations
// by local (Viet Nam) month, counts in the product's order with zeros kept.
import { describe, expect, it } from 'vitest';
import {
  ageGroupOf,
  ageGroups,
  genderCounts,
  localMonthOf,
  localYearBounds,
  rankCounts,
  registrationsByMonth,
} from '../../src/domain/membership-report';

describe('age groups', () => {
  it.each([
    [2008, '18-20'], // 18
    [2007, '18-20'], // 19
    [2006, '20-30'], // 20
    [1997, '20-30'], // 29
    [1996, '30-40'], // 30
    [1987, '30-40'], // 39
    [1986, '40-50'], // 40
    [1977, '40-50'], // 49
    [1976, 'over 50'], // 50
    [1940, 'over 50'],
  ])('born %s is %s in 2026', (y, g) => expect(ageGroupOf(y, 2026)).toBe(g));

  it('adds counts per birth year into groups, unknown apart', () => {
    const r = ageGroups(
      [
        { birthYear: 2000, count: 3 },
        { birthYear: 2001, count: 2 },
        { birthYear: 1960, count: 4 },
        { birthYear: null, count: 7 },
      ],
      2026,
    );
    expect(r.groups).toEqual({ '18-20': 0, '20-30': 5, '30-40': 0, '40-50': 0, 'over 50': 4 });
    expect(r.unknown).toBe(7);
  });
});

describe('registrations by month', () => {
  it('reads times in Viet Nam time (UTC+7)', () => {
    expect(localMonthOf('2026-01-31T16:59:59.000Z')).toBe(1);
    expect(localMonthOf('2026-01-31T17:00:00.000Z')).toBe(2);
    expect(localYearBounds(2026)).toEqual({ from: '2025-12-31T17:00:00.000Z', to: '2026-12-31T17:00:00.000Z' });
    const months = registrationsByMonth([
      '2025-12-31T17:00:00.000Z',
      '2026-01-15T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
      '2026-12-31T16:00:00.000Z',
    ]);
    expect(months).toEqual([2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });
});

describe('counts', () => {
  it('keep the product order and zeros', () => {
    expect(genderCounts([{ key: 'Female', count: 3 }])).toEqual({ Male: 0, Female: 3, Other: 0 });
    expect(Object.keys(rankCounts([{ key: 'gold', count: 1 }]))).toEqual([
      'bronze',
      'silver',
      'gold',
      'platinum',
      'diamond',
    ]);
  });
});
