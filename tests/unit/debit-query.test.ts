// What a debit book page asks for (spec 1 sections 2.5, 2.6, 9; document 4 "Searching the debit book by
// year alone returns the whole year"): periods, the year/month selects, loadBy, the search text and key.
import { describe, expect, it } from 'vitest';
import {
  DEBIT_DEFAULT_LIMIT,
  DEBIT_PAGE_SIZES,
  debitSearchKey,
  debitSearchText,
  isOpenDebit,
  loadByStates,
  parseDebitPeriod,
  periodOf,
  typeFilter,
  type LoadBy,
} from '../../src/domain/debit-query';

describe('parseDebitPeriod: a month, a year alone (the whole year) or a day (its month)', () => {
  it.each([
    ['2026', { from: '2026-01', to: '2026-12', label: '2026' }],
    ['2000', { from: '2000-01', to: '2000-12', label: '2000' }],
    ['2101', { from: '2101-01', to: '2101-12', label: '2101' }],
    ['2026-01', { from: '2026-01', to: '2026-01', label: '2026-01' }],
    ['2026-12', { from: '2026-12', to: '2026-12', label: '2026-12' }],
    ['2101-06', { from: '2101-06', to: '2101-06', label: '2101-06' }],
    ['2026-03-15', { from: '2026-03', to: '2026-03', label: '2026-03' }],
    ['2026-03-31', { from: '2026-03', to: '2026-03', label: '2026-03' }],
    ['2024-02-29', { from: '2024-02', to: '2024-02', label: '2024-02' }],
  ])('%j -> %j', (text, period) => expect(parseDebitPeriod(text)).toEqual(period));

  it.each([
    '',
    '26',
    '1999',
    '1999-12',
    '1999-12-31',
    '2026-00',
    '2026-13',
    '2026-3',
    '2026-03-1',
    '2026-03-00',
    '2026-03-32',
    '2026-04-31',
    '2026-02-29',
    '2025-02-30',
    ' 2026',
    '2026-03 ',
    '2026/03',
    '2026-03-15T00:00',
    'abcd',
  ])('%j is no period', (text) => expect(parseDebitPeriod(text)).toBeNull());
});

describe('periodOf: the year and month selects of /acc_debit', () => {
  it.each([
    ['2026', '00', '2026'],
    ['2026', '', '2026'],
    ['2026', '01', '2026-01'],
    ['2026', '12', '2026-12'],
  ])('year %s month %j -> %s', (y, m, p) => expect(periodOf(y, m)).toBe(p));
  it('month 00 is the whole year', () =>
    expect(parseDebitPeriod(periodOf('2026', '00'))).toEqual({ from: '2026-01', to: '2026-12', label: '2026' }));
});

describe('loadBy: which paid states a page shows (Delete never)', () => {
  it.each([
    ['ALL', ['Debit', 'Non Paid', 'Paid']],
    ['DEBIT', ['Debit', 'Non Paid']],
    ['PAID', ['Paid']],
  ] as [LoadBy, string[]][])('%s -> %j', (loadBy, states) => {
    expect(loadByStates(loadBy)).toEqual(states);
    expect(loadByStates(loadBy)).not.toContain('Delete');
  });
  it.each([
    ['Debit', true],
    ['Non Paid', true],
    ['Paid', false],
    ['Delete', false],
    ['', false],
    ['debit', false],
  ])('isOpenDebit(%j) = %s', (paid, open) => expect(isOpenDebit(paid)).toBe(open));
});

describe('the search text and key', () => {
  const base = { name: '', hi: '', si: '', company: '', room: '', note: '' };
  it.each([
    [
      { name: 'Tanaka Yuki', hi: '800123', si: '', company: 'Sakura Travel', room: '305', note: 'pays friday' },
      'TANAKA YUKI | 800123 | SAKURA TRAVEL | 305 | PAYS FRIDAY',
    ],
    [{ ...base, name: '  kato mai ', si: 's-77' }, 'KATO MAI | S-77'],
    [{ ...base, company: '100% Corp', name: 'DEBIT_SATO' }, 'DEBIT_SATO | 100% CORP'],
    [base, ''],
  ])('%j -> %j', (line, text) => expect(debitSearchText(line)).toBe(text));

  it('keeps at most 1000 characters', () => {
    const text = debitSearchText({ ...base, name: 'x'.repeat(600), note: 'y'.repeat(600) });
    expect(text).toHaveLength(1000);
    expect(text.startsWith(`${'X'.repeat(600)} | Y`)).toBe(true);
  });

  it.each([
    ['tanaka', 'TANAKA'],
    ['  Sakura travel  ', 'SAKURA TRAVEL'],
    ['100%', '100%'],
    ['debit_', 'DEBIT_'],
    ['   ', ''],
    ['a'.repeat(150), 'A'.repeat(100)],
  ])('key %j -> %j (LIKE wildcards kept as text; the query escapes them)', (q, key) =>
    expect(debitSearchKey(q)).toBe(key),
  );
});

describe('page sizes and the type radio', () => {
  it('"Table page sizes 10, 20, 30, 40, 50"; "Default paging for the debit request: limit 10"', () => {
    expect([...DEBIT_PAGE_SIZES]).toEqual([10, 20, 30, 40, 50]);
    expect(DEBIT_DEFAULT_LIMIT).toBe(10);
  });
  it.each([
    ['RC', 'RC'],
    ['ACC', 'ACC'],
    ['ALL', null],
  ] as const)('typeFilter(%s) = %s', (t, f) => expect(typeFilter(t)).toBe(f));
});
