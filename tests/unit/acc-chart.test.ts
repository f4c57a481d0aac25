import { describe, expect, it } from 'vitest';
import {
  chartChanges,
  chartHistoryLine,
  chartYearTotal,
  mayEditChart,
  normalizeMonths,
} from '../../src/domain/acc-chart';
import type { Role } from '../../src/domain/roles';

describe('yearly chart rules', () => {
  it('only the accounting roles (4, 5, 7, 8) edit', () => {
    expect(([0, 1, 2, 3, 4, 5, 6, 7, 8] as Role[]).filter(mayEditChart)).toEqual([4, 5, 7, 8]);
  });

  it('keeps 12 figures rounded to the branch currency', () => {
    expect(normalizeMonths([1.6, 2.4], 3)).toEqual([2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(normalizeMonths([1.005], 11)[0]).toBe(1.01);
    expect(normalizeMonths(Array(14).fill(1), 3)).toHaveLength(12);
  });

  it('builds one history entry per changed month', () => {
    const before = normalizeMonths([100, 200, 300], 3);
    const after = normalizeMonths([100, 250, 0, 5], 3);
    expect(chartChanges('sale', before, after)).toEqual([
      { type: 'sale', month: 2, before: 200, after: 250 },
      { type: 'sale', month: 3, before: 300, after: 0 },
      { type: 'sale', month: 4, before: 0, after: 5 },
    ]);
    expect(chartChanges('massage', before, before)).toEqual([]);
  });

  it('writes the (history) line in the chain time with the branch currency', () => {
    const e = {
      type: 'sale' as const,
      month: 3,
      before: 1_200_000,
      after: 1_500_000,
      at: '2026-11-26T02:41:00.000Z',
      user: 'Do Van Long',
    };
    expect(chartHistoryLine(e, 3)).toBe('2026-11-26 09:41 Do Van Long: Mar 1,200,000 -> 1,500,000');
    expect(chartHistoryLine({ ...e, before: 10.5, after: 12 }, 11)).toBe(
      '2026-11-26 09:41 Do Van Long: Mar 10.50 -> 12.00',
    );
    expect(chartYearTotal([0.1, 0.2], 11)).toBe(0.3);
  });
});
