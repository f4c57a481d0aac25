import { describe, expect, it } from 'vitest';
import { compareDays, COMPARISON_FIELDS, type DaySums } from '../../src/domain/acc-comparison';

const sums = (over: Partial<DaySums>): DaySums =>
  ({ ...Object.fromEntries(COMPARISON_FIELDS.map((f) => [f, 0])), ...over }) as DaySums;

describe('the per-day comparison (spec 2 section 3.6: listCost keyed by day)', () => {
  it('puts the same day of both months side by side, in day order, with the sub difference', () => {
    const lines = compareDays(
      {
        '2026-10-02': sums({ nights: 3, amount: 2_400_000, sub: 2_700_000 }),
        '2026-10-01': sums({ nights: 5, amount: 4_000_000, sub: 4_350_000.5 }),
      },
      { '2026-11-01': sums({ nights: 6, amount: 4_800_000, sub: 5_100_000.25 }) },
    );
    expect(lines).toEqual([
      {
        day: 1,
        old: { nights: 5, amount: 4_000_000, sub: 4_350_000.5 },
        current: { nights: 6, amount: 4_800_000, sub: 5_100_000.25 },
        subDifference: 749_999.75,
      },
      { day: 2, old: { nights: 3, amount: 2_400_000, sub: 2_700_000 }, current: null, subDifference: -2_700_000 },
    ]);
  });

  it('a day only the current month has counts the old as 0; no sums give no lines', () => {
    expect(compareDays({}, { '2026-11-31': sums({ sub: 10 }) })).toEqual([
      { day: 31, old: null, current: { nights: 0, amount: 0, sub: 10 }, subDifference: 10 },
    ]);
    expect(compareDays({}, {})).toEqual([]);
  });

  it('money differences are exact, not float sums', () => {
    const [line] = compareDays({ '2026-10-05': sums({ sub: 0.1 }) }, { '2026-11-05': sums({ sub: 0.3 }) });
    expect(line?.subDifference).toBe(0.2);
  });
});
