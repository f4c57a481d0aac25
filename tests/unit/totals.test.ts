import { describe, expect, it } from 'vitest';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';
import {
  accountantBalances,
  computeTotals,
  costBucket,
  costTotals,
  countedRows,
  expenseCurrency,
  expenseTotals,
  netCash,
  OPENING_FUND,
  SUMMED_FIELDS,
} from '../../src/domain/totals';

const row = (f: Partial<InvoiceRow>): InvoiceRow => ({ ...emptyRow('r'), ...f });

describe('computeTotals: every sum_* field of spec 2 section 3.2', () => {
  const rows = [
    row({
      HI: 'H1',
      nights: 2,
      amount: 2_070_000,
      sub: 2_120_000,
      laundry: 50_000,
      vnd: 1_000_000,
      usd: 45.5,
      vcb: 1_070_000,
      telephone: 'note',
    }),
    row({
      HI: 'H2',
      nights: 1,
      amount: 1_150_000,
      sub: 1_170_000,
      telephone: 20_000,
      yen: 5000,
      usd: 10.25,
      breakfast: 200_000,
      serviceTotal: 200_000,
    }),
    row({
      SI: 'S1',
      massage: 250_000,
      serviceTotal: 250_000,
      vcb_usd: 12.3,
      vcb_other: 100,
      vcb_other_usd: 0.7,
      otherPay: 3,
      exp_rate: 40_000,
    }),
    row({ HI: 'H3', nights: 3, amount: 999_999, usd: 1000, action: 'DEBIT PAY' }),
    row({ HI: 'H4', nights: 1, amount: 500_000, vnd: 500_000, action: 'Paid at H2' }),
    row({ HI: 'H5', nights: 1, amount: 700_000, vnd: 700_000, action: 'Cancel' }),
    row({
      HI: 'H6',
      freeLD: 2,
      cafe: 2.5,
      paiddebit: 10.05,
      AzOther: 1,
      dinning: 3,
      other_hotel: 4,
      minibar: 5,
      transfer: 6,
      sauna: 7,
    }),
  ];
  const t = computeTotals(rows, '2024-03-01');
  it('sum_credit is the date and every field is present', () => {
    expect(t.sum_credit).toBe('2024-03-01');
    for (const f of SUMMED_FIELDS) expect(typeof t[`sum_${f}`]).toBe('number');
    expect(Object.keys(t)).toHaveLength(27);
  });
  it.each([
    ['sum_nights', 3],
    ['sum_amount', 3_220_000],
    ['sum_sub', 3_290_000],
    ['sum_serviceTotal', 450_000],
    ['sum_telephone', 20_000],
    ['sum_laundry', 50_000],
    ['sum_minibar', 5],
    ['sum_transfer', 6],
    ['sum_other_hotel', 4],
    ['sum_dinning', 3],
    ['sum_AzOther', 1],
    ['sum_breakfast', 200_000],
    ['sum_sauna', 7],
    ['sum_massage', 250_000],
    ['sum_vnd', 1_000_000],
    ['sum_usd', 55.75],
    ['sum_yen', 5000],
    ['sum_vcb', 1_070_000],
    ['sum_vcb_other', 100],
    ['sum_vcb_other_usd', 0.7],
    ['sum_vcb_usd', 12.3],
    ['sum_otherPay', 3],
    ['sum_freeLD', 2],
    ['sum_cafe', 2.5],
    ['sum_paiddebit', 10.05],
    ['sum_exp_rate', 40_000],
  ] as [keyof typeof t, number][])('%s = %s (debit, "paid at" and cancel rows left out)', (k, v) =>
    expect(t[k]).toBe(v),
  );
  it('an empty day totals 0', () => {
    const z = computeTotals([], '2024-02-29');
    expect(z.sum_amount).toBe(0);
    expect(z.sum_credit).toBe('2024-02-29');
  });
  it('a month of USD rows: 31 x 100 rows of 0.1 + 0.2 = 930.00 exactly', () => {
    const many = Array.from({ length: 3100 }, () => row({ usd: 0.1, vcb_usd: 0.2 }));
    const m = computeTotals(many, '2024-01');
    expect([m.sum_usd, m.sum_vcb_usd]).toEqual([310, 620]);
  });
  it('countedRows is case-insensitive', () => {
    expect(
      countedRows([
        { action: 'debit company' },
        { action: 'PAID AT h1' },
        { action: 'CANCEL' },
        { action: 'Paid with' },
      ]),
    ).toEqual([{ action: 'Paid with' }]);
  });
});

describe('accountantBalances from the opening "Reception kept fund" (2,000,000 VND, 100 USD, 0 JPY)', () => {
  const cash = (f: Partial<Parameters<typeof accountantBalances>[0][number]>) => ({
    sum_vnd: 0,
    sum_usd: 0,
    sum_yen: 0,
    sum_exp_vnd: 0,
    sum_exp_usd: 0,
    sum_exp_yen: 0,
    ...f,
  });
  it('opening fund', () => expect(OPENING_FUND).toEqual({ vnd: 2_000_000, usd: 100, yen: 0 }));
  it('running balances', () => {
    const out = accountantBalances([
      cash({ sum_vnd: 3_500_000, sum_usd: 45.5, sum_yen: 10_000 }),
      cash({ sum_exp_vnd: 1_200_000, sum_exp_usd: 20.25 }),
      cash({ sum_vnd: 9_999_999, action: 'DEBIT PAY' }),
      cash({ sum_vnd: 300_000, sum_exp_yen: 4_000, sum_usd: 0.1 }),
    ]);
    expect(out.map((r) => [r.totalVND, r.totalUSD, r.totalYEN])).toEqual([
      [5_500_000, 145.5, 10_000],
      [4_300_000, 125.25, 10_000],
      [4_300_000, 125.25, 10_000],
      [4_600_000, 125.35, 6_000],
    ]);
  });
  it('custom opening and negative result', () => {
    const out = accountantBalances([cash({ sum_exp_vnd: 500_000 })], { vnd: 0, usd: 0, yen: 0 });
    expect(out[0].totalVND).toBe(-500_000);
  });
  it('no rows', () => expect(accountantBalances([])).toEqual([]));
});

describe('cost lines: "type (VND, USD; anything else counts as YEN)"; "An expense without a chosen currency is VND"', () => {
  it.each([
    ['VND', 'VND'],
    ['usd', 'USD'],
    ['JPY', 'YEN'],
    ['', 'YEN'],
  ])('costBucket(%j) = %s', (t, b) => expect(costBucket(t)).toBe(b));
  it.each([
    ['', 'VND'],
    [null, 'VND'],
    [undefined, 'VND'],
    ['USD', 'USD'],
    ['YEN', 'YEN'],
  ])('expenseCurrency(%j) = %s', (t, c) => expect(expenseCurrency(t)).toBe(c));
  it('costTotals', () => {
    expect(
      costTotals([
        { name: 'ice', rate: '150,000', type: 'VND' },
        { name: 'taxi', rate: 12.5, type: 'USD' },
        { name: 'gift', rate: 3000, type: 'JPY' },
        { name: 'water', rate: 50_000, type: 'VND' },
        { name: 'tip', rate: 0.75, type: 'USD' },
      ]),
    ).toEqual({ VND: 200_000, USD: 13.25, YEN: 3000 });
    expect(costTotals([])).toEqual({ VND: 0, USD: 0, YEN: 0 });
  });
  it('expenseTotals: blank currency is VND', () => {
    expect(
      expenseTotals([
        { exp_rate: 40_000, exp_rate_type: '' },
        { exp_rate: 5, exp_rate_type: 'USD' },
        { exp_rate: 60_000, exp_rate_type: 'VND' },
      ]),
    ).toEqual({ VND: 100_000, USD: 5, YEN: 0 });
  });
  it('netCash', () => expect(netCash(0.3, 0.1, 2)).toBe(0.2));
});
