import { describe, expect, it } from 'vitest';
import { monthViewRow, parsePeriod, periodDays, periodView } from '../../src/domain/acc-period';
import { carryTotals } from '../../src/domain/acc-totals';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';
import { computeTotals } from '../../src/domain/totals';

const row = (id: string, f: Partial<InvoiceRow>): InvoiceRow => ({ ...emptyRow(id), ...f });

describe('accountant periods: month, days 1 to 10, days 1 to 20', () => {
  it.each([
    ['2026-10', 'month', '2026-10-01', '2026-10-31', 31],
    ['2026-02', 'month', '2026-02-01', '2026-02-28', 28],
    ['2024-02', 'month', '2024-02-01', '2024-02-29', 29],
    ['2026-10-10', '10', '2026-10-01', '2026-10-10', 10],
    ['2026-11-20', '20', '2026-11-01', '2026-11-20', 20],
  ])('%s is %s from %s to %s (%i days)', (text, range, from, to, count) => {
    const p = parsePeriod(text);
    expect(p).toMatchObject({ text, range, from, to, month: text.slice(0, 7) });
    expect(periodDays(p!)).toHaveLength(count);
  });

  it.each(['2026-13', '2026-10-15', '2026-10-', '26-10', '2026-10-10x', ''])('%j is not a period', (text) => {
    expect(parsePeriod(text)).toBeNull();
  });
});

describe('document 4: "nights counted in a month view" (amount follows)', () => {
  it.each([
    // checkin, checkout, stored nights, month, nights shown, amount at 500,000 a night
    ['2026-10-29', '2026-11-02', 4, '2026-10', 3, 1_500_000],
    ['2026-10-29', '2026-11-02', 4, '2026-11', 1, 500_000],
    ['2026-09-30', '2026-10-03', 3, '2026-10', 2, 1_000_000],
    ['2026-10-05', '2026-10-07', 2, '2026-10', 2, 1_000_000],
    ['2026-09-01', '2026-09-03', 2, '2026-10', 0, 0],
  ])('%s -> %s (%i nights) in %s: %i nights, amount %i', (checkin, checkout, nights, month, shown, amount) => {
    const r = row('a', { checkin, checkout, nights, unit_price: 500_000, amount: nights * 500_000 });
    expect(monthViewRow(r, month, 3)).toMatchObject({ nights: shown, amount });
  });

  it('a row without dates or with 0 nights (debit) is left as it is', () => {
    const debit = row('d', { checkin: '2026-10-30', checkout: '2026-11-02', nights: 0, amount: 0, unit_price: 1 });
    expect(monthViewRow(debit, '2026-10', 3)).toBe(debit);
    const service = row('s', { SI: 'S1', amount: 0 });
    expect(monthViewRow(service, '2026-10', 3)).toBe(service);
  });
});

describe('a period view: per-day SUB rows and the period total = the sum of the days', () => {
  const day1 = [
    row('a', {
      HI: '1',
      checkin: '2026-10-01',
      checkout: '2026-10-02',
      nights: 1,
      unit_price: 400_000,
      amount: 400_000,
      sub: 400_000,
      vnd: 400_000,
    }),
    row('b', { SI: '2', breakfast: 100_000, serviceTotal: 100_000, usd: 12.5 }),
  ];
  const day31 = [
    // a stay crossing the month end: 3 nights stored, 2 inside October (30th and 31st)
    row('c', {
      HI: '3',
      checkin: '2026-10-30',
      checkout: '2026-11-02',
      nights: 3,
      unit_price: 300_000,
      amount: 900_000,
      sub: 900_000,
      vnd: 900_000,
    }),
    row('d', { HI: '4', action: 'Debit Company', nights: 0, amount: 0, vnd: 50_000 }),
  ];
  const view = periodView(
    parsePeriod('2026-10')!,
    [
      { day: '2026-10-01', version: 1, edit: false, rows: day1 },
      { day: '2026-10-31', version: 2, edit: true, rows: day31 },
    ],
    3,
  );

  it('each day has its SUB row', () => {
    expect(view.days.map((d) => [d.day, d.totals.sum_nights, d.totals.sum_amount, d.totals.sum_vnd])).toEqual([
      ['2026-10-01', 1, 400_000, 400_000],
      // the debit row is left out of the totals; the stay counts 2 nights (600,000) in October
      ['2026-10-31', 2, 600_000, 900_000],
    ]);
  });

  it('the period totals add the days (worked by hand)', () => {
    expect(view.totals).toMatchObject({
      sum_credit: '2026-10',
      sum_nights: 3,
      sum_amount: 1_000_000,
      sum_vnd: 1_300_000,
      sum_usd: 12.5,
      sum_breakfast: 100_000,
      sum_serviceTotal: 100_000,
    });
    expect(view.totals).toEqual(
      carryTotals(
        view.days.map((d) => computeTotals(d.rows, d.day)),
        '2026-10',
      ),
    );
  });

  it('USD cents add exactly (no float drift)', () => {
    const t = carryTotals(
      Array.from({ length: 10 }, () => ({ ...computeTotals([], 'x'), sum_usd: 0.1 })),
      'p',
    );
    expect(t.sum_usd).toBe(1);
  });
});
