import { describe, expect, it } from 'vitest';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';
import { mayEditCharges, pastDayBlocked, RC_VERSION_ROLES, RC_WRITE_ROLES } from '../../src/domain/rc-roles';
import { clearUncountedPayments, duplicateRowIds, halfMonthOf, keepChargeFields } from '../../src/domain/rc-sum-rules';
import { MONEY_FIELDS } from '../../src/domain/row-fields';
import { computeTotals } from '../../src/domain/totals';

const row = (id: string, over: Partial<InvoiceRow> = {}): InvoiceRow => ({ ...emptyRow(id), ...over });

describe('"the edit flag on a past day blocks non-accountants"', () => {
  it.each([
    [0, '2026-05-09', '2026-05-10', true],
    [0, '2026-05-10', '2026-05-10', false],
    [0, '2026-05-11', '2026-05-10', false],
    [2, '2026-04-30', '2026-05-10', true],
    [7, '2026-04-30', '2026-05-10', true],
    [4, '2026-04-30', '2026-05-10', false],
    [5, '2025-12-31', '2026-05-10', false],
  ])('role %i, day %s, today %s -> blocked %s', (role, day, today, blocked) =>
    expect(pastDayBlocked(role, day, today)).toBe(blocked),
  );

  it.each([
    [0, '2026-05-09', '2026-05-10', false],
    [2, '2026-04-30', '2026-05-10', false],
  ])(
    'a version opened on purpose (new version, agreed request): role %i, day %s, today %s -> blocked %s',
    (role, day, today, blocked) => expect(pastDayBlocked(role, day, today, true)).toBe(blocked),
  );
});

describe('roles', () => {
  it('every role but the administrator writes; reception does not make versions; only 4 and 5 edit charges', () => {
    expect(RC_WRITE_ROLES).not.toContain(1);
    expect(RC_VERSION_ROLES).not.toContain(0);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].filter(mayEditCharges)).toEqual([4, 5]);
  });
});

describe('"Telephone and the other charge fields can be edited only by roles 4 and 5"', () => {
  const stored = [row('a', { minibar: 90_000, laundry: 40_000, telephone: 'Late check out', AzOther: 5 })];
  const sent = [
    row('a', { minibar: 1, laundry: 0, telephone: 'changed', transfer: 300_000, vnd: 7 }),
    row('b', { dinning: 10, telephone: 12 }),
  ];
  it('keeps the stored values of an existing row and blanks a new row for other roles', () => {
    const [a, b] = keepChargeFields(sent, stored, 0);
    expect(a).toMatchObject({
      minibar: 90_000,
      laundry: 40_000,
      telephone: 'Late check out',
      transfer: 0,
      AzOther: 5,
      vnd: 7,
    });
    expect(b).toMatchObject({ dinning: 0, telephone: '' });
  });
  it.each([4, 5])('takes everything from role %i', (role) => {
    expect(keepChargeFields(sent, stored, role)).toEqual(sent);
  });
});

describe('row IDs and half months', () => {
  it('finds IDs used twice', () => {
    expect(duplicateRowIds([{ ID: 'a' }, { ID: 'b' }, { ID: 'a' }, { ID: 'a' }])).toEqual(['a']);
    expect(duplicateRowIds([])).toEqual([]);
  });
  it.each([
    ['2026-05-01', '2026-05-01', '2026-05-15'],
    ['2026-05-15', '2026-05-01', '2026-05-15'],
    ['2026-05-16', '2026-05-16', '2026-05-31'],
    ['2024-02-20', '2024-02-16', '2024-02-29'],
    ['2026-04-30', '2026-04-16', '2026-04-30'],
  ])('"days 1 to 15 and 16 to 32": %s -> %s..%s', (day, from, to) => expect(halfMonthOf(day)).toEqual({ from, to }));
});

describe('payments of debit, cancel and "paid at" rows: disabled on the screen, not counted, stored as 0', () => {
  const paid = {
    vnd: 500_000,
    usd: 20,
    yen: 1_000,
    vcb: 300_000,
    vcb_usd: 5,
    vcb_other: 100_000,
    vcb_other_usd: 3,
    otherPay: 7,
    exp_rate: 40_000,
  };
  it.each([
    'DEBIT COMPANY',
    'DEBIT PAY',
    'debit check in',
    'CANCEL',
    'DEBIT CANCEL',
    'Paid at 700123',
    'paid  at HI 9',
  ])('%s: every payment field is 0', (action) => {
    const out = clearUncountedPayments(
      row('a', { action, ...paid, laundry: 60_000, exp: 'Taxi', exp_rate_type: 'USD', telephone: 'note' }),
    );
    for (const f of MONEY_FIELDS) expect(out[f]).toBe(0);
    expect(out).toMatchObject({ action, laundry: 60_000, exp: 'Taxi', exp_rate_type: 'USD', telephone: 'note' });
  });
  it.each(['', 'Paid with 700123', 'F.O.C', 'MOVE TO NEXT MONTH'])('%s: payments kept (they count)', (action) => {
    const r = row('a', { action, ...paid });
    expect(clearUncountedPayments(r)).toBe(r);
  });
  it('clears exactly what the totals leave out', () => {
    const rows = ['DEBIT COMPANY', 'CANCEL', 'Paid at 1', ''].map((action, i) => row(`r${i}`, { action, ...paid }));
    expect(
      computeTotals(
        rows.map((r) => clearUncountedPayments(r)),
        '2026-05-01',
      ),
    ).toEqual(computeTotals(rows, '2026-05-01'));
  });
  it.each([
    ['DEBIT COMPANY', true],
    ['DEBIT PAY', true],
    ['CANCEL', false],
    ['Paid at 700123', false],
  ])('in the debit module and the debit on sum, %s keeps its payments: %s', (action, kept) => {
    const r = row('a', { action, ...paid });
    const out = clearUncountedPayments(r, 'debit');
    if (kept) expect(out).toBe(r);
    else for (const f of MONEY_FIELDS) expect(out[f]).toBe(0);
  });
});
