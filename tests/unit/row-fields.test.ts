import { describe, expect, it } from 'vitest';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';
import {
  actionHighlight,
  clampAction,
  fieldEnabled,
  missingRateCheck,
  moneyLocked,
  moneyLockReason,
  telephoneNoteError,
  type FieldContext,
} from '../../src/domain/row-fields';

const row = (f: Partial<InvoiceRow>): InvoiceRow => ({ ...emptyRow('r'), ...f });
const acc: FieldContext = { role: 4, branchId: 1, editing: true };
const rec: FieldContext = { role: 0, branchId: 1, editing: true };

describe('fieldEnabled (spec 2 section 5.4)', () => {
  it.each([
    ['"HI is disabled when SI has a value"', 'HI', { SI: 'S1' }, rec, false],
    ['HI enabled on an empty row', 'HI', {}, rec, true],
    ['"and vice versa"', 'SI', { HI: 'H1' }, rec, false],
    ['SI enabled when HI is blank spaces', 'SI', { HI: '  ' }, rec, true],
    ['"Check-in ... disabled when SI is filled"', 'checkin', { SI: 'S1' }, rec, false],
    ['"... and check-out"', 'checkout', { SI: 'S1' }, rec, false],
    ['check-out enabled for a hotel invoice', 'checkout', { HI: 'H1' }, rec, true],
    ['"Nights is disabled when HI is empty"', 'nights', {}, rec, false],
    ['nights enabled with HI', 'nights', { HI: 'H1' }, rec, true],
    ['"Rate is disabled for branch 11"', 'rate', {}, { ...acc, branchId: 11 }, false],
    ['rate enabled at branch 1 when editing', 'rate', {}, acc, true],
    ['"or when not editing"', 'rate', {}, { ...acc, editing: false }, false],
    ['telephone: role 4', 'telephone', {}, acc, true],
    ['telephone: role 5', 'telephone', {}, { ...acc, role: 5 }, true],
    ['telephone: not reception', 'telephone', {}, rec, false],
    ['laundry: not role 8', 'laundry', {}, { ...acc, role: 8 }, false],
    ['AzOther ("Other"): not reception', 'AzOther', {}, rec, false],
    ['vnd enabled on a plain row', 'vnd', {}, rec, true],
    ['vnd disabled on a debit row', 'vnd', { action: 'DEBIT PAY' }, rec, false],
    ['usd disabled on cancel', 'usd', { action: 'CANCEL' }, rec, false],
    ['vcb disabled on "paid at"', 'vcb', { action: 'Paid at H2' }, rec, false],
    ['vcb enabled on "paid with"', 'vcb', { action: 'Paid with H2' }, rec, true],
    [
      'debit module: payment on a debit row allowed',
      'vnd',
      { action: 'DEBIT PAY' },
      { ...acc, context: 'debit' },
      true,
    ],
    ['name needs the edit flag', 'name', {}, { ...rec, editing: false }, false],
    ['name enabled when editing', 'name', {}, rec, true],
    ['a row from the server without SI still enables HI', 'HI', { SI: undefined as unknown as string }, rec, true],
  ] as [string, string, Partial<InvoiceRow>, FieldContext, boolean][])('%s', (_n, field, f, ctx, ok) => {
    expect(fieldEnabled(field, row(f), ctx)).toBe(ok);
  });
  it('moneyLocked', () => {
    expect(moneyLocked('debit company')).toBe(true);
    expect(moneyLocked('debit company', 'debit')).toBe(false);
    expect(moneyLocked('cancel', 'debit')).toBe(true);
  });
});

describe('action text: highlighted DEBIT PAY, COMPANY, NOSHOW, CHECK IN, CANCEL; red for "cancel bill" / "return by debit"', () => {
  it.each([
    ['DEBIT PAY', 'highlight'],
    ['Debit Company', 'highlight'],
    ['DEBIT NOSHOW', 'highlight'],
    ['DEBIT NO SHOW', 'highlight'],
    ['DEBIT CHECK IN', 'highlight'],
    ['CANCEL', 'highlight'],
    ['cancel bill H0012', 'red'],
    ['Return by debit 03-02', 'red'],
    ['Paid with H2', null],
    ['', null],
  ])('%j -> %s', (a, h) => expect(actionHighlight(a)).toBe(h));
  it('"Action field: at most 30 characters"', () => {
    expect(clampAction('x'.repeat(45))).toHaveLength(30);
    expect(clampAction('DEBIT PAY')).toBe('DEBIT PAY');
  });
});

describe('"A telephone note that is a pure number when not editing is replaced with Error->Input text Only"', () => {
  it.each([
    ['12345', false, 'Error->Input text Only'],
    [50000, false, 'Error->Input text Only'],
    ['50,000', false, 'Error->Input text Only'],
    ['12345', true, null],
    ['call 203 at 7am', false, null],
    ['', false, null],
    ['...', false, null],
  ])('%j editing=%s -> %j', (note, editing, out) => expect(telephoneNoteError(note, editing)).toBe(out));
});

describe('missingRateCheck: "You have N Hotel Invoice have not rate : list" (not for branch 11)', () => {
  const rows = [row({ HI: 'H001', rate: 0 }), row({ HI: 'H002', rate: 23000 }), row({ HI: 'H003' }), row({ SI: 'S1' })];
  it('two hotel invoices without rate', () => {
    expect(missingRateCheck(rows, 1)).toBe('You have 2 Hotel Invoice have not rate : H001, H003');
  });
  it('branch 11 never blocks', () => expect(missingRateCheck(rows, 11)).toBeNull());
  it('all rated', () => expect(missingRateCheck([rows[1], rows[3]], 1)).toBeNull());
  it('empty report', () => expect(missingRateCheck([], 1)).toBeNull());
});

describe('moneyLockReason (why the payment fields are locked)', () => {
  it.each([
    ['DEBIT COMPANY', 'not counted on a DEBIT row'],
    ['debit pay', 'not counted on a DEBIT row'],
    ['Paid at 301729', 'paid at 301729'],
    ['paid at', 'paid on another invoice'],
    ['CANCEL', 'not counted on a CANCEL row'],
    ['CHECK IN', null],
    ['', null],
  ])('%s: %s', (action, reason) => {
    expect(moneyLockReason(action)).toBe(reason);
  });

  it('gives no reason in the debit module, where debit rows take payments', () => {
    expect(moneyLockReason('DEBIT COMPANY', 'debit')).toBeNull();
  });

  it('gives a reason exactly when moneyLocked locks', () => {
    for (const a of ['DEBIT X', 'Paid at 1', 'cancel bill', 'F.O.C', 'Paid with 301729'])
      expect(moneyLockReason(a) !== null).toBe(moneyLocked(a));
  });
});
