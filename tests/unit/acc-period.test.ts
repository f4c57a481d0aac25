import { describe, expect, it } from 'vitest';
import {
  datesInsideMonth,
  monthViewDay,
  monthViewRow,
  parsePeriod,
  periodDays,
  periodView,
  versionRange,
} from '../../src/domain/acc-period';
import { accPastDayBlocked } from '../../src/domain/acc-rules';
import { carryTotals } from '../../src/domain/acc-totals';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';
import { recomputeRow } from '../../src/domain/row-rules';
import { computeTotals, totalsOf } from '../../src/domain/totals';

const row = (f: Partial<InvoiceRow>, branchId = 3): InvoiceRow => recomputeRow({ ...emptyRow('r'), ...f }, branchId);

// Spec 2 sections 2.2 and 9: "load with Day; load 1=>10; load 1=>20; load with Month"; "Default load windows: days 1 to 10 and 1 to 20".
describe('periods', () => {
  it.each([
    ['2024-02', 'month', '2024-02-01', '2024-02-29'],
    ['2023-02', 'month', '2023-02-01', '2023-02-28'],
    ['2024-12', 'month', '2024-12-01', '2024-12-31'],
    ['2024-04-10', '10', '2024-04-01', '2024-04-10'],
    ['2024-04-20', '20', '2024-04-01', '2024-04-20'],
  ])('%s is %s, %s to %s', (text, range, from, to) => {
    expect(parsePeriod(text)).toEqual({ text, month: text.slice(0, 7), range, from, to });
  });
  it.each(['2024-13', '2024-02-15', '2024-2', '2024-02-10-1', ''])('%j is not a period', (text) => {
    expect(parsePeriod(text)).toBeNull();
  });
  it('lists every day of a period, across a leap day', () => {
    expect(periodDays({ from: '2024-02-27', to: '2024-03-01' })).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(periodDays(parsePeriod('2024-02-10') as { from: string; to: string })).toHaveLength(10);
  });
  // "Version list covers days 1 to 15 and 16 to 32."
  it.each([
    ['2024-02-03', '2024-02-01', '2024-02-15'],
    ['2024-02-16', '2024-02-16', '2024-02-29'],
    ['2024-02', '2024-02-01', '2024-02-29'],
    ['2025-11', '2025-11-01', '2025-11-30'],
  ])('check_version of %s covers %s to %s', (p, from, to) => {
    expect(versionRange(p)).toEqual({ from, to });
  });
});

// Document 4: "the month's nights are: the nights inside the month ... 0 if the stay is wholly before or after
// the month; empty if check-in is after check-out."
describe('a row as the month view counts it', () => {
  it.each([
    // check-in, check-out, month, nights shown, amount shown (1,000,000 a night)
    ['2024-01-30', '2024-02-02', '2024-01', 2, 2_000_000],
    ['2024-01-30', '2024-02-02', '2024-02', 1, 1_000_000],
    ['2024-02-28', '2024-03-01', '2024-02', 2, 2_000_000],
    ['2024-01-10', '2024-01-12', '2024-01', 2, 2_000_000],
    ['2024-01-10', '2024-01-12', '2024-03', 0, 0],
  ])('%s to %s in %s: %i nights, amount %i', (checkin, checkout, month, nights, amount) => {
    const r = row({ HI: '1', checkin, checkout, room_rate: 1_000_000, rate: 1, laundry: 50_000 });
    const shown = monthViewRow(r, month, 3);
    expect(shown).toMatchObject({ nights, amount, sub: amount + 50_000 });
  });
  it('keeps rows without nights or without both dates as they are (the same object)', () => {
    const noDates = row({ SI: '5', massage: 250_000 });
    const debit = row({
      HI: '1',
      checkin: '2024-01-30',
      checkout: '2024-02-02',
      room_rate: 1,
      action: 'DEBIT COMPANY',
    });
    expect(monthViewRow(noDates, '2024-01', 3)).toBe(noDates);
    expect(monthViewRow(debit, '2024-01', 3)).toBe(debit);
  });
  it('rounds to cents at branch 11', () => {
    const r = row({ HI: '1', checkin: '2024-01-30', checkout: '2024-02-03', room_rate: 45.555 }, 11);
    expect(monthViewRow(r, '2024-01', 11)).toMatchObject({ nights: 2, amount: 91.12, sub: 91.12 });
  });
});

describe('a day as the month view shows it', () => {
  it.each([
    [['2024-01-01', '2024-01-31', '2024-02-01'], true],
    [['2023-12-31', '2024-01-02'], false],
    [['2024-01-30', '2024-02-02'], false],
    [[], true],
  ])('dates %j inside 2024-01: %s', (dates, inside) => expect(datesInsideMonth(dates, '2024-01')).toBe(inside));

  it('keeps the stored totals when no row changes, recomputes them when a stay crosses the month end', () => {
    const inside = [row({ HI: '1', checkin: '2024-01-08', checkout: '2024-01-10', room_rate: 1_000_000 })];
    const stored = computeTotals(inside, '2024-01-10');
    const same = monthViewDay(inside, '2024-01-10', '2024-01', 3, stored);
    expect(same.changed).toBe(false);
    expect(same.totals).toBe(stored);
    const crossing = [row({ HI: '2', checkin: '2024-01-30', checkout: '2024-02-02', room_rate: 1_000_000 })];
    const v = monthViewDay(crossing, '2024-01-31', '2024-01', 3, computeTotals(crossing, '2024-01-31'));
    expect(v.changed).toBe(true);
    expect(v.totals).toMatchObject({ sum_nights: 2, sum_amount: 2_000_000 });
  });
});

describe('a period view: its totals are the sum of its days', () => {
  const p = parsePeriod('2024-01') as NonNullable<ReturnType<typeof parsePeriod>>;
  const days = [
    {
      day: '2024-01-10',
      version: 1,
      edit: false,
      rows: [row({ HI: '1', checkin: '2024-01-08', checkout: '2024-01-10', room_rate: 1_000_000, vnd: 2_000_000 })],
    },
    {
      day: '2024-01-31',
      version: 2,
      edit: true,
      rows: [
        row({ HI: '2', checkin: '2024-01-30', checkout: '2024-02-02', room_rate: 1_000_000, vnd: 3_000_000 }),
        row({ HI: '3', checkin: '2024-01-30', checkout: '2024-01-31', room_rate: 500_000, action: 'DEBIT PAY' }),
      ],
    },
  ];
  it('counts nights inside the month and leaves debit rows out', () => {
    const v = periodView(p, days, 3);
    expect(v.days.map((d) => [d.day, d.version, d.edit, d.totals.sum_nights, d.totals.sum_amount])).toEqual([
      ['2024-01-10', 1, false, 2, 2_000_000],
      ['2024-01-31', 2, true, 2, 2_000_000],
    ]);
    expect(v.totals).toMatchObject({
      sum_credit: '2024-01',
      sum_nights: 4,
      sum_amount: 4_000_000,
      sum_sub: 4_000_000,
      sum_vnd: 5_000_000,
    });
    expect(v.totals).toEqual(
      carryTotals(
        v.days.map((d) => d.totals),
        '2024-01',
      ),
    );
  });
  it('carryTotals adds exactly (cents of USD)', () => {
    const a = computeTotals([row({ SI: '1', usd: 0.1 })], 'a');
    const b = computeTotals([row({ SI: '2', usd: 0.2 })], 'b');
    expect(carryTotals([a, b], 'x')).toMatchObject({ sum_credit: 'x', sum_usd: 0.3 });
  });
  it('totalsOf counts every row; computeTotals leaves debit, "paid at" and cancel rows out', () => {
    const rows = [row({ SI: '1', vnd: 100 }), row({ SI: '2', vnd: 50, action: 'DEBIT PAY' })];
    expect(totalsOf(rows, 'x').sum_vnd).toBe(150);
    expect(computeTotals(rows, 'x').sum_vnd).toBe(100);
  });
});

// Spec 2 section 4.1: "Loading a past day: if the server says the report is being edited and the user is not an
// accountant, the alert 'Editing this report day' appears"; section 6: accountants may edit past days.
describe('past periods of an accountant report', () => {
  it.each([
    [7, '2026-05-09', '2026-05-10', false, true],
    [7, '2026-05-10', '2026-05-10', false, false],
    [7, '2026-05-09', '2026-05-10', true, false],
    [4, '2026-05-09', '2026-05-10', false, false],
    [5, '2026-04-01', '2026-05-10', false, false],
    [8, '2026-04-01', '2026-05-10', false, false],
    [7, '2026-05', '2026-05-10', false, false],
    [7, '2026-04', '2026-05-10', false, true],
    [2, '2026-04', '2026-05-01', false, true],
  ] as const)('role %i, %s on %s (opened %s): blocked %s', (role, period, today, opened, blocked) => {
    expect(accPastDayBlocked(role, period, today, opened)).toBe(blocked);
  });
});
