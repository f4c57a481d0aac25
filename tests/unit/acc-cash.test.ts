import { describe, expect, it } from 'vitest';
import { cashRegister, closingBalance, KEPT_FUND, type CashDay } from '../../src/domain/acc-cash';

const totals = (vnd: number, usd: number, yen: number, card = 0) => ({
  sum_vnd: vnd,
  sum_usd: usd,
  sum_yen: yen,
  sum_vcb: card,
  sum_vcb_usd: 0,
  sum_vcb_other: 0,
  sum_vcb_other_usd: 0,
});

describe('cash register (spec 2 section 3.4): opening fund, PT collection and PC spending rows, running balances', () => {
  it('opens with "Reception kept fund" 2,000,000 VND, 100 USD, 0 JPY', () => {
    const rows = cashRegister([]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sum_name: KEPT_FUND, sum_vnd: 2_000_000, sum_usd: 100, sum_yen: 0 });
    expect(rows[0]).toMatchObject({ totalVND: 2_000_000, totalUSD: 100, totalYEN: 0 });
    expect(closingBalance(rows)).toEqual({ vnd: 2_000_000, usd: 100, yen: 0 });
  });

  it('adds each day its collection and takes away its cost lines (VND, USD, anything else YEN)', () => {
    const days: CashDay[] = [
      // Given out of order: the register sorts by day.
      {
        day: '2026-05-02',
        totals: totals(1_000_000, 0, 5_000),
        cost: [{ name: 'Ice', rate: 200_000, type: 'VND' }],
      },
      {
        day: '2026-05-01',
        totals: totals(3_500_000, 20.5, 0, 4_000_000),
        cost: [
          { name: 'Flowers', rate: 300_000, type: 'VND' },
          { name: 'Taxi', rate: 12.25, type: 'usd' },
          { name: 'Gift', rate: 1_000, type: 'JPY' },
        ],
      },
      { day: '2026-05-03', totals: null, cost: [] },
    ];
    const rows = cashRegister(days);
    expect(rows.map((r) => [r.ID, r.PT, r.PC])).toEqual([
      ['fund', '', ''],
      ['PT-2026-05-01', 'PT-0501-01', ''],
      ['PC-2026-05-01', '', 'PC-0501-01'],
      ['PT-2026-05-02', 'PT-0502-02', ''],
      ['PC-2026-05-02', '', 'PC-0502-02'],
    ]);
    // By hand: 2,000,000 + 3,500,000 - 300,000 + 1,000,000 - 200,000 = 6,000,000 VND;
    // 100 + 20.5 - 12.25 = 108.25 USD; 0 + 0 - 1,000 + 5,000 = 4,000 JPY.
    expect(rows.map((r) => r.totalVND)).toEqual([2_000_000, 5_500_000, 5_200_000, 6_200_000, 6_000_000]);
    expect(rows.map((r) => r.totalUSD)).toEqual([100, 120.5, 108.25, 108.25, 108.25]);
    expect(rows.map((r) => r.totalYEN)).toEqual([0, 0, -1_000, 4_000, 4_000]);
    expect(rows[1]).toMatchObject({ sum_vcb: 4_000_000, sum_credit: '2026-05-01' });
    expect(rows[2]).toMatchObject({ sum_exp_vnd: 300_000, sum_exp_usd: 12.25, sum_exp_yen: 1_000 });
    expect(rows[2].sum_name).toBe('Cost this day: Flowers, Taxi, Gift');
    expect(closingBalance(rows)).toEqual({ vnd: 6_000_000, usd: 108.25, yen: 4_000 });
  });

  it('takes another opening fund', () => {
    const rows = cashRegister([{ day: '2026-05-01', totals: totals(10, 1, 0), cost: [] }], { vnd: 0, usd: 0, yen: 0 });
    expect(closingBalance(rows)).toEqual({ vnd: 10, usd: 1, yen: 0 });
  });
});
