import { describe, expect, it } from 'vitest';
import {
  addToWaiting,
  carriesToNextMonth,
  duplicateIds,
  isReturned,
  keepReturnMarks,
  monthEnd,
  returnFromWaiting,
  waitingMonthFor,
  waitingTotals,
} from '../../src/domain/acc-waiting';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';

const row = (ID: string, f: Partial<InvoiceRow> = {}): InvoiceRow => ({ ...emptyRow(ID), HI: ID, ...f });

describe('waiting list (spec 2 section 4.3)', () => {
  it.each([
    ['2026-01-31', '2026-01-31', '2026-02'],
    ['2026-02-10', '2026-02-28', '2026-03'],
    ['2024-02-10', '2024-02-29', '2024-03'],
    ['2026-12-31', '2026-12-31', '2027-01'],
  ])('a row of %s: month end %s, goes to the waiting list of %s', (day, end, month) => {
    expect(monthEnd(day)).toBe(end);
    expect(waitingMonthFor(day)).toBe(month);
  });

  it.each([
    ['2026-01-20', '2026-02-02', '', true],
    ['2026-01-20', '2026-01-31', '', false],
    ['2026-01-20', '2026-01-25', '', false],
    ['2026-01-20', '', 'MOVE TO NEXT MONTH', true],
    ['2026-12-31', '2027-01-01', '', true],
  ])('day %s, checkout %j, action %j carries: %s', (day, checkout, action, yes) => {
    expect(carriesToNextMonth({ checkout, action }, day)).toBe(yes);
  });

  it('adds chosen rows once: duplicates, rows that do not carry and unknown ids are reported', () => {
    const day = '2026-01-31';
    const stays = row('a', { checkout: '2026-02-03' });
    const moved = row('b', { action: 'MOVE TO NEXT MONTH' });
    const ends = row('c', { checkout: '2026-01-31' });
    const first = addToWaiting([], [stays, moved, ends], ['a', 'b', 'c', 'zz', 'a'], day);
    expect(first.added).toEqual(['a', 'b']);
    expect(first.notCarried).toEqual(['c']);
    expect(first.missing).toEqual(['zz']);
    expect(first.list.map((r) => r.ID)).toEqual(['a', 'b']);
    const again = addToWaiting(first.list, [stays, moved], ['a', 'b'], day);
    expect(again.added).toEqual([]);
    expect(again.duplicates).toEqual(['a', 'b']);
    expect(again.list).toHaveLength(2);
  });

  it('"Returning a waiting row sets action \'return Sum {MM-DD}\'", once', () => {
    const list = [row('a'), row('b'), row('c')];
    const first = returnFromWaiting(list, '2026-02-01', ['a', 'b']);
    expect(first.rows.map((r) => [r.ID, r.action, r.import_to])).toEqual([
      ['a', 'return Sum 02-01', '2026-02-01'],
      ['b', 'return Sum 02-01', '2026-02-01'],
    ]);
    expect(first.list.filter(isReturned).map((r) => r.ID)).toEqual(['a', 'b']);
    const second = returnFromWaiting(first.list, '2026-02-02', ['a', 'c']);
    expect(second.already).toEqual(['a']);
    expect(second.rows.map((r) => r.ID)).toEqual(['c']);
    expect(second.list.find((r) => r.ID === 'a')?.action).toBe('return Sum 02-01');
    // Without ids: every row still waiting.
    expect(returnFromWaiting(second.list, '2026-02-03').rows).toEqual([]);
    expect(waitingTotals(second.list)).toEqual({ rows: 3, returned: 3, waiting: 0 });
  });

  it('a saved list keeps the return marks of the stored one', () => {
    const stored = [row('a', { action: 'return Sum 02-01', import_to: '2026-02-01' }), row('b')];
    const incoming = [row('a', { action: '' }), row('b', { action: 'MOVE TO NEXT MONTH' }), row('n')];
    const kept = keepReturnMarks(stored, incoming);
    expect(kept.map((r) => [r.ID, r.action, r.import_to])).toEqual([
      ['a', 'return Sum 02-01', '2026-02-01'],
      ['b', 'MOVE TO NEXT MONTH', ''],
      ['n', '', ''],
    ]);
  });

  it('finds duplicate ids', () => {
    expect(duplicateIds([row('a'), row('b'), row('a')])).toEqual(['a']);
  });
});
