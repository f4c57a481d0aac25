import { describe, expect, it } from 'vitest';
import {
  appendLog,
  collectDebitRows,
  confirmLogLine,
  debitAreaTotals,
  debitKey,
  freshRowId,
  movedRow,
  rowsToConfirm,
  splitDuplicates,
  withFreshIds,
} from '../../src/domain/acc-debit';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';
import { recomputeRow } from '../../src/domain/row-rules';

const row = (id: string, f: Partial<InvoiceRow> = {}): InvoiceRow => recomputeRow({ ...emptyRow(id), ...f }, 3);

// Spec 2 section 4.3 / spec 1 section 4.2: "The server answers with a list of duplicates. The user may add one duplicate or all duplicates."
describe('duplicates in a debit on sum', () => {
  it.each([
    [{ ID: 'a', HI: ' 70001 ', SI: '' }, 'HI:70001'],
    [{ ID: 'a', HI: '', SI: 'si9' }, 'SI:SI9'],
    [{ ID: 'a', HI: '', SI: '' }, 'ID:a'],
  ])('the bill of %j is %s', (r, key) => expect(debitKey(r)).toBe(key));

  it('a bill already there, or twice in the list, is a duplicate; the rest are fresh', () => {
    const existing = [row('x', { HI: '700001' }), row('y', { SI: '55' })];
    const incoming = [
      row('a', { HI: '700001' }),
      row('b', { HI: '700002' }),
      row('c', { HI: '700002' }),
      row('d', { SI: '55' }),
      row('y'),
    ];
    const { fresh, duplicates } = splitDuplicates(existing, incoming);
    expect(fresh.map((r) => r.ID)).toEqual(['b', 'y']);
    expect(duplicates.map((r) => r.ID)).toEqual(['a', 'c', 'd']);
  });

  it('duplicates added anyway get IDs not taken, within the 60 characters of an ID', () => {
    const taken = new Set(['a', 'a-2']);
    expect(freshRowId('a', taken)).toBe('a-3');
    expect(freshRowId('b', taken)).toBe('b');
    const long = 'x'.repeat(60);
    expect(freshRowId(long, new Set([long]))).toBe(`${'x'.repeat(58)}-2`);
    expect(withFreshIds([row('a'), row('a'), row('c')], taken).map((r) => r.ID)).toEqual(['a-3', 'a-4', 'c']);
  });
});

// "Selected rows can be moved to Debit ... Moved rows get the DEBIT_ prefix and their date moves to the end of the previous month."
describe('a row moved to the previous month', () => {
  it.each([
    ['2024-03-02', '2024-02-29'],
    ['2025-01-01', '2024-12-31'],
    ['2025-05-03', '2025-04-30'],
  ])('from %s it is dated %s, prefixed, counted as a debit, with a log line', (day, date) => {
    const r = row('h1', {
      HI: '1',
      name: 'tanaka',
      action: 'DEBIT COMPANY',
      checkin: '2024-02-26',
      checkout: '2024-02-28',
      room_rate: 500_000,
      log: ['earlier'],
    });
    expect(r.nights).toBe(0);
    const moved = movedRow(r, day, 3, 'Do Van Long', 'T');
    expect(moved.date).toBe(date);
    expect(moved.row).toMatchObject({ name: 'DEBIT_TANAKA', nights: 2, amount: 1_000_000 });
    expect(moved.row.log).toEqual(['earlier', `T Move to Debit ${date} from ACC Sum ${day} by Do Van Long`]);
  });
  it('keeps at most 500 log lines of 300 characters', () => {
    const log = Array.from({ length: 500 }, (_, i) => `l${i}`);
    const next = appendLog(log, 'y'.repeat(400));
    expect(next).toHaveLength(500);
    expect(next[0]).toBe('l1');
    expect(next.at(-1)).toHaveLength(300);
  });
});

describe('the month debit rows collected from its days (RESET DATA)', () => {
  it('takes every debit row but DEBIT CHECK IN, counts their nights, and keeps IDs unique', () => {
    const stay = { checkin: '2024-05-01', checkout: '2024-05-03', room_rate: 1_000_000 };
    const days = [
      {
        day: '2024-05-03',
        rows: [row('h1', { HI: '1', ...stay }), row('d1', { HI: '2', action: 'DEBIT COMPANY', ...stay })],
      },
      {
        day: '2024-05-04',
        rows: [
          row('d1', { HI: '3', action: 'debit noshow', ...stay }),
          row('c1', { HI: '4', action: 'DEBIT CHECK IN', ...stay }),
          row('x1', { HI: '5', action: 'CANCEL', ...stay }),
        ],
      },
    ];
    const got = collectDebitRows(days, 3);
    expect(got.map((r) => [r.ID, r.HI, r.nights, r.amount])).toEqual([
      ['d1', '2', 2, 2_000_000],
      ['d1-2', '3', 2, 2_000_000],
    ]);
  });
});

describe('debit area totals and CONFIRM END MONTH', () => {
  const rows = [
    row('a', { SI: '1', vnd: 100, action: 'DEBIT PAY' }),
    row('b', { SI: '2', vnd: 50, action: 'DEBIT COMPANY', paid: 'Paid' }),
    row('c', { SI: '3', vnd: 25, action: 'DEBIT NOSHOW', paid: 'Non Paid' }),
    row('d', { SI: '4', vnd: 10, action: 'DEBIT PAY', paid: 'Delete' }),
  ];
  it('every row counts in the debit area but the deleted ones', () => {
    expect(debitAreaTotals(rows, '2024-05')).toMatchObject({ sum_credit: '2024-05', sum_vnd: 175 });
  });
  it('"CONFIRM END MONTH" copies the rows not Paid (deleted rows stay out)', () => {
    expect(rowsToConfirm(rows).map((r) => r.ID)).toEqual(['a', 'c']);
    expect(confirmLogLine('2024-05', 2, 'Vu Thi Thu', 'T')).toBe('T Copy from Debit on Sum 2024-05 v2 by Vu Thi Thu');
  });
});
