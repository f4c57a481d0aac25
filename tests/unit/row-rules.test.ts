import { describe, expect, it } from 'vitest';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';
import {
  amountOf,
  displayName,
  nightsBetween,
  recomputeRow,
  roomRateWithDateRate,
  serviceTotalOf,
  subOf,
  unitPrice,
  validCheckout,
  type RowContext,
} from '../../src/domain/row-rules';

const row = (fields: Partial<InvoiceRow>): InvoiceRow => ({ ...emptyRow('r1'), ...fields });

describe('"nights = days between check-in and check-out"; 0 for cancel, F.O.C, missing dates, debit outside the debit module', () => {
  it.each([
    ['2024-02-28', '2024-03-01', '', 'sum', 2], // leap year: 28, 29 Feb
    ['2023-02-28', '2023-03-01', '', 'sum', 1],
    ['2100-02-28', '2100-03-01', '', 'sum', 1], // 2100 is not leap
    ['2024-12-30', '2025-01-02', '', 'sum', 3], // year end
    ['2024-03-01', '2024-03-01', '', 'sum', 0], // same day
    ['', '2024-03-01', '', 'sum', 0], // missing check-in
    ['2024-03-01', '', '', 'sum', 0], // missing check-out
    ['2024-03-05', '2024-03-01', '', 'sum', 0], // out before in
    ['2024-03-01', '2024-03-05', 'CANCEL', 'sum', 0],
    ['2024-03-01', '2024-03-05', 'cancel bill 123', 'debit', 0],
    ['2024-03-01', '2024-03-05', 'F.O.C', 'sum', 0],
    ['2024-03-01', '2024-03-05', 'DEBIT PAY', 'sum', 0],
    ['2024-03-01', '2024-03-05', 'Debit Company', 'sum', 0],
    ['2024-03-01', '2024-03-05', 'DEBIT PAY', 'debit', 4], // debit module keeps nights
    ['2024-03-01', '2024-03-05', 'Paid with H002', 'sum', 4],
  ] as [string, string, string, RowContext, number][])('%s -> %s, action %j, %s: %i nights', (a, b, action, ctx, n) => {
    expect(nightsBetween(a, b, action, ctx)).toBe(n);
  });
  it.each([
    ['2024-03-01', '2024-02-30', ''], // not a date
    ['2024-03-05', '2024-03-01', ''], // before check-in
    ['2024-03-01', '2024-03-04', '2024-03-04'],
    ['', '2024-03-04', '2024-03-04'],
    ['2024-03-01', 'soon', ''],
  ])('"checkout is cleared if invalid": in %s, out %s -> %j', (a, b, out) => expect(validCheckout(a, b)).toBe(out));
});

describe('unit_price = room_rate x (1 - discount%) x rate, rounded like amounts', () => {
  it.each([
    [50, 0, 23000, 1, 1_150_000],
    [50, 10, 23000, 1, 1_035_000],
    [45.5, 0, 24150.5, 1, 1_098_848], // 1,098,847.75 -> whole VND
    [1_200_000, 0, 0, 1, 1_200_000], // no rate yet: counts as 1
    [100, 150, 1, 1, 0], // discount capped at 100 %
    [100, -5, 1, 1, 100], // negative discount ignored
    [35, 15, 4100, 11, 29.75], // branch 11: rate disabled, USD cents
    [33.33, 33, 1, 11, 22.33], // 22.3311 -> 22.33
  ])('unitPrice(%s, %s%%, %s, branch %i) = %s', (rr, d, rate, b, u) => expect(unitPrice(rr, d, rate, b)).toBe(u));
});

describe('"amount = unit_price x nights, rounded to 2 decimals for branch 11, otherwise to an integer"', () => {
  it.each([
    [1_035_000, 3, 1, 3_105_000],
    [1_098_847.75, 1, 1, 1_098_848],
    [29.75, 3, 11, 89.25],
    [33.335, 1, 11, 33.34],
    [10.005, 2, 11, 20.01],
    [500, 0, 1, 0],
  ])('amountOf(%s, %i, branch %i) = %s', (u, n, b, a) => expect(amountOf(u, n, b)).toBe(a));
  it.each([
    [45, 1.08, 48.6],
    [33.33333, 1.1, 36.6667],
    [0.12345, 1, 0.1235],
  ])('"room rate x date-based rate rounded to 4 decimals": %s x %s = %s', (r, d, v) =>
    expect(roomRateWithDateRate(r, d)).toBe(v),
  );
});

const vndCharges = {
  amount: 1_035_000,
  telephone: 20_000,
  laundry: 50_000,
  minibar: 30_000,
  transfer: 200_000,
  other_hotel: 100_000,
  dinning: 150_000,
  AzOther: 10_000,
  massage: 500_000,
  freeLD: 99,
};
const usdCharges = {
  amount: 89.25,
  telephone: 1.5,
  transfer: 15,
  laundry: 3.25,
  freeLD: 2,
  minibar: 4.1,
  massage: 9,
  AzOther: 0.9,
  dinning: 12,
  other_hotel: 7,
};

describe('sub: amount, telephone (only if positive), laundry, minibar, transfer, other_hotel, dinning, AzOther', () => {
  it.each([
    ['all charges', { HI: '1001', ...vndCharges }, 1, 1_595_000],
    ['negative telephone left out', { HI: '1001', ...vndCharges, telephone: -20_000 }, 1, 1_575_000],
    ['telephone used as a text note', { HI: '1001', ...vndCharges, telephone: 'call room 203' }, 1, 1_575_000],
    ['telephone typed with commas', { HI: '1001', ...vndCharges, telephone: '20,000' }, 1, 1_595_000],
    ['"sub is 0 when HI and SI are both empty"', { ...vndCharges }, 1, 0],
    ['service invoice only', { SI: 'S77', ...vndCharges }, 1, 1_595_000],
    [
      'branch 11: amount, telephone, transfer, laundry, freeLD, minibar, massage, AzOther',
      { HI: 'P1', ...usdCharges },
      11,
      125,
    ],
    ['branch 11, both invoices empty', { ...usdCharges }, 11, 0],
    ['empty row', {}, 1, 0],
  ] as [string, Partial<InvoiceRow>, number, number][])('%s', (_n, fields, branch, sub) =>
    expect(subOf(row(fields), branch)).toBe(sub),
  );
});

describe('serviceTotal = breakfast + sauna + massage; branch 11: dinning + cafe + breakfast + sauna + paiddebit', () => {
  it.each([
    [{ breakfast: 200_000, sauna: 150_000, massage: 250_000, dinning: 999 }, 1, 600_000],
    [{ dinning: 12, cafe: 2.5, breakfast: 6, sauna: 5, paiddebit: 10.05, massage: 9 }, 11, 35.55],
    [{}, 1, 0],
  ] as [Partial<InvoiceRow>, number, number][])('%j at branch %i = %s', (fields, b, t) =>
    expect(serviceTotalOf(row(fields), b)).toBe(t),
  );
});

describe('recomputeRow applies every rule', () => {
  const base = row({
    HI: 'H001',
    name: 'nguyen van a',
    room_rate: 50,
    discount: 10,
    rate: 23000,
    checkin: '2024-02-28',
    checkout: '2024-03-01',
    laundry: 50_000,
    breakfast: 200_000,
  });
  it('branch 1, leap February: 2 nights x 1,035,000', () => {
    const r = recomputeRow(base, 1);
    expect([r.name, r.nights, r.unit_price, r.amount, r.sub, r.serviceTotal]).toEqual([
      'NGUYEN VAN A',
      2,
      1_035_000,
      2_070_000,
      2_120_000,
      200_000,
    ]);
  });
  it('"Action F.O.C sets nights and unit_price to 0"', () => {
    const r = recomputeRow({ ...base, action: 'F.O.C' }, 1);
    expect([r.nights, r.unit_price, r.amount, r.sub]).toEqual([0, 0, 0, 50_000]);
  });
  it('debit row: DEBIT_ prefix (once) and 0 nights on the sum, nights kept in the debit module', () => {
    const r = recomputeRow({ ...base, action: 'DEBIT PAY' }, 1);
    expect([r.name, r.nights, r.amount]).toEqual(['DEBIT_NGUYEN VAN A', 0, 0]);
    expect(recomputeRow(r, 1).name).toBe('DEBIT_NGUYEN VAN A');
    const d = recomputeRow({ ...base, action: 'DEBIT PAY' }, 1, 'debit');
    expect([d.nights, d.amount]).toEqual([2, 2_070_000]);
  });
  it('invalid checkout is cleared and nights become 0', () => {
    const r = recomputeRow({ ...base, checkout: '2024-02-30' }, 1);
    expect([r.checkout, r.nights, r.amount]).toEqual(['', 0, 0]);
  });
  it('branch 11: USD cents, rate ignored', () => {
    const r = recomputeRow(
      row({ HI: 'P9', room_rate: 35, discount: 15, rate: 4100, checkin: '2024-03-01', checkout: '2024-03-04' }),
      11,
    );
    expect([r.nights, r.unit_price, r.amount, r.sub]).toEqual([3, 29.75, 89.25, 89.25]);
  });
  it('does not mutate its input', () => {
    recomputeRow(base, 1);
    expect(base.name).toBe('nguyen van a');
  });
  it('displayName', () => {
    expect(displayName('debit_tanaka', 'DEBIT CHECK IN')).toBe('DEBIT_TANAKA');
    expect(displayName('tanaka', '')).toBe('TANAKA');
  });
});
