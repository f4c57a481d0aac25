import { describe, expect, it } from 'vitest';
import {
  canMoveToDebit,
  goesToWaitingList,
  isDebitCheckIn,
  monthNights,
  moveToDebit,
  needsSplit,
  nextDayImports,
  returnSumAction,
  splitRow,
} from '../../src/domain/carry';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';

const row = (f: Partial<InvoiceRow>): InvoiceRow => ({ ...emptyRow('r'), ...f });

describe('"Rows with checkout past the date or marked MOVE TO NEXT MONTH go to the next month\'s waiting list"', () => {
  it.each([
    ['2024-02-29', '2024-03-01', '', true],
    ['2024-02-29', '2024-02-29', '', false],
    ['2024-02-29', '2024-02-20', '', false],
    ['2024-02-29', '', 'move to next month', true],
    ['2024-02-29', '', '', false],
    ['2024-12-31', '2025-01-02', '', true],
  ])('report %s, checkout %j, action %j -> %s', (date, out, action, yes) => {
    expect(goesToWaitingList({ checkout: out, action }, date)).toBe(yes);
  });
});

describe('"Debit check-in rows are imported to the next day"', () => {
  it.each([
    ['DEBIT CHECK IN', true],
    ['debit checkin', true],
    ['DEBIT PAY', false],
    ['CHECK IN', false],
  ])('isDebitCheckIn(%j) = %s', (a, y) => expect(isDebitCheckIn(a)).toBe(y));
  it('to the next day, across a leap day and a year end', () => {
    const rows = [row({ ID: 'a', action: 'DEBIT CHECK IN' }), row({ ID: 'b', action: 'DEBIT PAY' })];
    expect(nextDayImports(rows, '2024-02-28')).toEqual({ date: '2024-02-29', rows: [rows[0]] });
    expect(nextDayImports(rows, '2024-12-31').date).toBe('2025-01-01');
  });
});

describe('"A row ending the day after but checking in earlier is split into two rows"', () => {
  it.each([
    ['2024-02-27', '2024-03-01', '2024-02-29', true],
    ['2024-02-29', '2024-03-01', '2024-02-29', false], // checked in on the day
    ['2024-02-27', '2024-03-02', '2024-02-29', false], // ends two days after
    ['', '2024-03-01', '2024-02-29', false],
  ])('in %s out %s on %s -> %s', (a, b, d, y) => expect(needsSplit({ checkin: a, checkout: b }, d)).toBe(y));
  it('split at branch 1: 2 nights + 1 night, charges stay on the first part', () => {
    const r = row({
      ID: 'x',
      HI: 'H1',
      name: 'sato',
      room_rate: 50,
      rate: 23000,
      checkin: '2024-02-27',
      checkout: '2024-03-01',
      laundry: 50_000,
      vnd: 100,
    });
    const parts = splitRow(r, '2024-02-29', 'x-2', 1);
    expect(parts).not.toBeNull();
    const [a, b] = parts as [InvoiceRow, InvoiceRow];
    expect([a.ID, a.checkin, a.checkout, a.nights, a.amount, a.laundry, a.vnd, a.sub]).toEqual([
      'x',
      '2024-02-27',
      '2024-02-29',
      2,
      2_300_000,
      50_000,
      100,
      2_350_000,
    ]);
    expect([b.ID, b.checkin, b.checkout, b.nights, b.amount, b.laundry, b.vnd, b.sub]).toEqual([
      'x-2',
      '2024-02-29',
      '2024-03-01',
      1,
      1_150_000,
      0,
      0,
      1_150_000,
    ]);
  });
  it('no split needed -> null', () =>
    expect(splitRow(row({ checkin: '2024-02-29', checkout: '2024-03-01' }), '2024-02-29', 'n', 1)).toBeNull());
});

describe('"return Sum {MM-DD}"', () => {
  it.each([
    ['2024-03-05', 'return Sum 03-05'],
    ['2024-12-31', 'return Sum 12-31'],
    ['2024-02-29', 'return Sum 02-29'],
  ])('%s -> %s', (d, a) => expect(returnSumAction(d)).toBe(a));
});

describe('move to Debit: "only when the report day is 01, 02 or 03, and not in month views"', () => {
  it.each([
    ['2024-03-01', false, true],
    ['2024-03-03', false, true],
    ['2024-03-04', false, false],
    ['2024-03-02', true, false],
    ['2024-03-31', false, false],
    ['bad', false, false],
  ])('%s monthView=%s -> %s', (d, mv, y) => expect(canMoveToDebit(d, mv)).toBe(y));
  it.each([
    ['2024-03-02', '2024-02-29'], // leap year
    ['2100-03-01', '2100-02-28'], // 2100 not leap
    ['2025-01-03', '2024-12-31'],
    ['2023-03-01', '2023-02-28'],
  ])('"date moves to the end of the previous month": %s -> %s', (d, e) => {
    const moved = moveToDebit(row({ name: 'SATO' }), d);
    expect(moved.date).toBe(e);
    expect(moved.row.name).toBe('DEBIT_SATO');
  });
});

describe('month-view nights (document 4)', () => {
  it.each([
    ['2024-02-10', '2024-02-13', '2024-02', 3], // inside
    ['2024-01-30', '2024-02-02', '2024-02', 1], // from the 1st of this month
    ['2024-02-27', '2024-03-03', '2024-02', 3], // to the 1st of next month: 27, 28, 29
    ['2023-02-27', '2023-03-03', '2023-02', 2], // non-leap: 27, 28
    ['2024-01-30', '2024-03-02', '2024-02', 29], // spans the whole month
    ['2024-01-01', '2024-01-05', '2024-02', 0], // wholly before
    ['2024-03-01', '2024-03-05', '2024-02', 0], // wholly after
    ['2024-02-10', '2024-02-05', '2024-02', null], // check-in after check-out: empty
    ['', '2024-02-05', '2024-02', null],
  ])('%s -> %s in %s = %s', (a, b, m, n) => expect(monthNights(a, b, m)).toBe(n));
});
