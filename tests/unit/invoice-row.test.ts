import { describe, expect, it } from 'vitest';
import {
  emptyRow,
  hasGuestPayment,
  isCancelAction,
  isDebitAction,
  isExcludedFromTotals,
  isFocAction,
  isPaidAtAction,
  NUMBER_FIELDS,
} from '../../src/domain/invoice-row';

describe('emptyRow', () => {
  it('"a new row\'s paid state is Debit"; numbers are 0; notes and style empty', () => {
    const r = emptyRow('abc', '2024-03-01T00:00:00Z');
    expect(r.paid).toBe('Debit');
    expect(r.ID).toBe('abc');
    expect(r.createdAt).toBe('2024-03-01T00:00:00Z');
    for (const f of NUMBER_FIELDS) expect(r[f]).toBe(0);
    expect(r.note).toEqual({ telephone: [], otherPay: [] });
    expect([r.HI, r.SI, r.name, r.checkin, r.checkout, r.action]).toEqual(['', '', '', '', '', '']);
    expect(r.style).toEqual({});
    expect(r.sub1).toBe(false);
  });
  it('each row is a fresh object', () => {
    const a = emptyRow('a');
    a.note.telephone.push('x');
    expect(emptyRow('b').note.telephone).toEqual([]);
  });
});

describe('action kinds', () => {
  it.each([
    // action, debit, cancel, paid at, F.O.C, excluded from running totals
    ['DEBIT PAY', true, false, false, false, true],
    ['Debit Company', true, false, false, false, true],
    ['DEBIT CANCEL', true, true, false, false, true],
    ['cancel', false, true, false, false, true],
    ['Paid at H0012', false, false, true, false, true],
    ['Paid with H0012', false, false, false, false, false],
    ['F.O.C', false, false, false, true, false],
    ['foc', false, false, false, true, false],
    ['Focus group', false, false, false, false, false],
    ['', false, false, false, false, false],
  ])('%j', (action, debit, cancel, paidAt, foc, excluded) => {
    expect([
      isDebitAction(action),
      isCancelAction(action),
      isPaidAtAction(action),
      isFocAction(action),
      isExcludedFromTotals(action),
    ]).toEqual([debit, cancel, paidAt, foc, excluded]);
  });
  it.each([
    [{}, false],
    [{ vnd: 100_000 }, true],
    [{ otherPay: 5 }, true],
    [{ vcb_other_usd: 1.5 }, true],
    [{ amount: 100 }, false],
  ])('hasGuestPayment(%j) = %s', (fields, yes) => expect(hasGuestPayment({ ...emptyRow('x'), ...fields })).toBe(yes));
});
