import { describe, expect, it } from 'vitest';
import {
  canCopy,
  DEBIT_LOG,
  debitLoadCheck,
  debitLogLine,
  debitRefusal,
  debitTypeOf,
  defaultDebitType,
  filterByDebitType,
  GUEST_PAYMENT_NEEDED,
  mayTransition,
  refusalStatus,
  selectionCheck,
  splitDebitRows,
  transitionDebit,
  validFrom,
  type DebitError,
  type DebitTransition,
} from '../../src/domain/debit';
import { emptyRow, type InvoiceRow, type PaidState } from '../../src/domain/invoice-row';
import { DEBIT_PURPLE } from '../../src/domain/row-style';

const row = (f: Partial<InvoiceRow>): InvoiceRow => ({ ...emptyRow('d1'), ...f });
const ts = '2024-03-02 10:15';

describe('debit types: RC = DEBIT PAY, DEBIT CHECK IN; ACC = DEBIT NOSHOW, DEBIT CANCEL, DEBIT DEPOSIT, DEBIT COMPANY', () => {
  it.each([
    ['DEBIT PAY', 'RC'],
    ['debit check in', 'RC'],
    ['DEBIT NOSHOW', 'ACC'],
    ['DEBIT NO SHOW', 'ACC'],
    ['DEBIT CANCEL', 'ACC'],
    ['DEBIT DEPOSIT', 'ACC'],
    ['Debit Company', 'ACC'],
    ['CANCEL', null],
    ['', null],
  ])('debitTypeOf(%j) = %s', (a, t) => expect(debitTypeOf(a)).toBe(t));
  it.each([
    [4, 'ACC'],
    [5, 'ACC'],
    [8, 'ACC'],
    [0, 'RC'],
    [3, 'RC'],
    [1, 'ALL'],
    [2, 'ALL'],
    [6, 'ALL'],
    [7, 'ALL'],
  ])('default type for role %i is %s', (role, t) => expect(defaultDebitType(role)).toBe(t));
  it('filterByDebitType', () => {
    const rows = [{ action: 'DEBIT PAY' }, { action: 'DEBIT COMPANY' }, { action: 'x' }];
    expect(filterByDebitType(rows, 'RC')).toEqual([rows[0]]);
    expect(filterByDebitType(rows, 'ACC')).toEqual([rows[1]]);
    expect(filterByDebitType(rows, 'ALL')).toHaveLength(3);
  });
});

describe('who may do which transition', () => {
  it.each([
    [4, 'paid', 'DEBIT PAY', true],
    [5, 'paid', 'DEBIT PAY', false],
    [0, 'paid', 'DEBIT COMPANY', false],
    [4, 'nonPaid', 'DEBIT PAY', true],
    [5, 'debit', 'DEBIT PAY', true],
    [8, 'debit', 'DEBIT PAY', true],
    [4, 'debit', 'DEBIT PAY', false],
    [0, 'debit', 'DEBIT COMPANY', true],
    [0, 'debit', 'DEBIT NO SHOW', true],
    [0, 'debit', 'DEBIT DEPOSIT', true],
    [0, 'debit', 'DEBIT CANCEL', true],
    [0, 'debit', 'DEBIT PAY', false],
    [2, 'debit', 'DEBIT COMPANY', false],
    [4, 'delete', 'DEBIT PAY', true],
    [0, 'delete', 'DEBIT PAY', false],
  ] as [number, DebitTransition, string, boolean][])('role %i %s on %j -> %s', (role, t, a, ok) =>
    expect(mayTransition(role, t, a)).toBe(ok),
  );
  it.each([
    ['paid', 'Debit', true],
    ['paid', 'Paid', false],
    ['paid', 'Non Paid', false],
    ['nonPaid', 'Paid', true],
    ['nonPaid', 'Debit', false],
    ['debit', 'Paid', true],
    ['debit', 'Non Paid', true],
    ['debit', 'Debit', false],
    ['delete', 'Paid', true],
    ['delete', 'Delete', false],
  ] as [DebitTransition, PaidState, boolean][])('%s from %s -> %s', (t, from, ok) =>
    expect(validFrom(t, from)).toBe(ok),
  );
});

describe('transitionDebit', () => {
  const by4 = { role: 4, user: 'Lan', timestamp: ts };
  it('"Debit to Paid needs at least one guest payment field filled"', () => {
    expect(transitionDebit(row({ action: 'DEBIT PAY' }), 'paid', by4)).toEqual({ ok: false, error: 'needsPayment' });
  });
  it('Debit to Paid with a payment logs "Change Paid by"', () => {
    const r = transitionDebit(row({ action: 'DEBIT PAY', vcb_usd: 45 }), 'paid', by4);
    expect(r.ok && [r.row.paid, r.row.log]).toEqual(['Paid', [`${ts} Change Paid by Lan`]]);
  });
  it('Paid to Non Paid logs "Change Non-Debit by"', () => {
    const r = transitionDebit(row({ paid: 'Paid', log: ['old'] }), 'nonPaid', by4);
    expect(r.ok && [r.row.paid, r.row.log]).toEqual(['Non Paid', ['old', `${ts} Change Non-Debit by Lan`]]);
  });
  it('to Debit by role 5 gives the violet style and "Change Debit by"', () => {
    const r = transitionDebit(row({ paid: 'Paid' }), 'debit', { role: 5, user: 'Minh', timestamp: ts });
    expect(r.ok && [r.row.paid, r.row.style.HI?.background, r.row.log[0]]).toEqual([
      'Debit',
      DEBIT_PURPLE,
      `${ts} Change Debit by Minh`,
    ]);
  });
  it('to Delete logs "Change Delete by"', () => {
    const r = transitionDebit(row({}), 'delete', { role: 8, user: 'Hoa', timestamp: ts });
    expect(r.ok && [r.row.paid, r.row.log[0]]).toEqual(['Delete', `${ts} Change Delete by Hoa`]);
  });
  it('refusals', () => {
    expect(transitionDebit(row({ vnd: 1 }), 'paid', { ...by4, role: 0 })).toEqual({ ok: false, error: 'notAllowed' });
    expect(transitionDebit(row({ paid: 'Paid', vnd: 1 }), 'paid', by4)).toEqual({ ok: false, error: 'badState' });
  });
  it('debitLogLine', () =>
    expect(debitLogLine('paid', 'An', '2024-02-29 23:59')).toBe('2024-02-29 23:59 Change Paid by An'));
});

describe('lists and checks', () => {
  it('"Debit rows split into unpaid (paid not Paid) and paid"', () => {
    const rows = [{ paid: 'Debit' }, { paid: 'Paid' }, { paid: 'Non Paid' }, { paid: 'Delete' }] as {
      paid: PaidState;
    }[];
    expect(splitDebitRows(rows)).toEqual({ unpaid: [rows[0], rows[2]], paid: [rows[1]] });
  });
  it.each([
    [7, '', 3, 'PLEASE SELECT AREA'],
    [7, 'Ha Noi', 0, 'PLEASE SELECT BRANCH'],
    [5, 'Ha Noi', null, 'PLEASE SELECT BRANCH'],
    [8, '', 11, null],
    [4, '', 0, null],
    [7, 'Ha Noi', 3, null],
  ])('debit OK for role %i, area %j, branch %j -> %j', (role, area, branch, msg) =>
    expect(debitLoadCheck(role, area, branch)).toBe(msg),
  );
  it('"No item selected" and one copy at a time', () => {
    expect(selectionCheck([])).toBe('No item selected');
    expect(selectionCheck(['a'])).toBeNull();
    expect([canCopy(['a']), canCopy(['a', 'b']), canCopy([])]).toEqual([true, false, false]);
  });
});

describe('the whole role table (spec 1 sections 4.1 and 6): roles 0-8 x transition x debit kind', () => {
  // Who may: paid / non paid the accountant (4); to Debit the leader (5) and chief (8), and reception (0)
  // on company, cancel, noshow and deposit debits; delete 4, 5 and 8. Nobody else, whatever the kind.
  const KINDS = [
    'DEBIT PAY',
    'DEBIT CHECK IN',
    'DEBIT COMPANY',
    'DEBIT CANCEL',
    'DEBIT NOSHOW',
    'DEBIT NO SHOW',
    'DEBIT DEPOSIT',
  ];
  const receptionReturns = ['DEBIT COMPANY', 'DEBIT CANCEL', 'DEBIT NOSHOW', 'DEBIT NO SHOW', 'DEBIT DEPOSIT'];
  const allowed = (role: number, t: DebitTransition, kind: string): boolean =>
    ({
      paid: role === 4,
      nonPaid: role === 4,
      debit: role === 5 || role === 8 || (role === 0 && receptionReturns.includes(kind)),
      delete: role === 4 || role === 5 || role === 8,
    })[t];
  const cases = [0, 1, 2, 3, 4, 5, 6, 7, 8].flatMap((role) =>
    (['paid', 'nonPaid', 'debit', 'delete'] as DebitTransition[]).flatMap((t) =>
      KINDS.map((kind) => [role, t, kind, allowed(role, t, kind)] as const),
    ),
  );
  it.each(cases)('role %i %s on %j -> %s', (role, t, kind, ok) => expect(mayTransition(role, t, kind)).toBe(ok));
  it('reception returns lower-case and underscored kinds too', () => {
    expect(mayTransition(0, 'debit', 'debit company abc')).toBe(true);
    expect(mayTransition(0, 'debit', 'DEBIT_NO_SHOW')).toBe(true);
    expect(mayTransition(0, 'debit', 'COMPANY')).toBe(false);
  });
});

describe('every from-state of every transition', () => {
  it.each([
    ['paid', 'Debit', true],
    ['paid', 'Non Paid', false],
    ['paid', 'Delete', false],
    ['nonPaid', 'Non Paid', false],
    ['nonPaid', 'Delete', false],
    ['debit', 'Delete', true],
    ['delete', 'Debit', true],
    ['delete', 'Non Paid', true],
  ] as [DebitTransition, PaidState, boolean][])('%s from %s -> %s', (t, from, ok) =>
    expect(validFrom(t, from)).toBe(ok),
  );
});

describe('the server words of a refusal and their statuses (403 role, 409 state, 422 payment)', () => {
  it.each([
    ['notAllowed', 'paid', 'Debit', 403, 'Only the accountant may mark this debit Paid'],
    ['notAllowed', 'nonPaid', 'Paid', 403, 'Only the accountant may mark this debit Non Paid'],
    [
      'notAllowed',
      'debit',
      'Paid',
      403,
      'Only the accountant leader or chief (reception on company, cancel, no show and deposit debits) may return this item to Debit',
    ],
    ['notAllowed', 'delete', 'Debit', 403, 'Only an accountant, accountant leader or chief may delete this debit'],
    ['badState', 'paid', 'Paid', 409, "This item is Paid: can't mark this debit Paid"],
    ['badState', 'nonPaid', 'Debit', 409, "This item is Debit: can't mark this debit Non Paid"],
    ['badState', 'debit', 'Debit', 409, "This item is Debit: can't return this item to Debit"],
    ['badState', 'delete', 'Delete', 409, "This item is Delete: can't delete this debit"],
    ['needsPayment', 'paid', 'Debit', 422, 'Please input a guest payment (cash, card or transfer) before Paid'],
  ] as [DebitError, DebitTransition, PaidState, number, string][])('%s %s from %s: %i %j', (e, t, from, code, msg) => {
    expect(debitRefusal(e, t, from)).toBe(msg);
    expect(refusalStatus(e)).toBe(code);
  });
  it('the guest payment notice is the one constant', () =>
    expect(debitRefusal('needsPayment', 'paid', 'Debit')).toBe(GUEST_PAYMENT_NEEDED));
  it.each([
    ['paid', 'Change Paid by'],
    ['nonPaid', 'Change Non-Debit by'],
    ['debit', 'Change Debit by'],
    ['delete', 'Change Delete by'],
  ] as [DebitTransition, string][])('%s logs %j', (t, words) => {
    expect(DEBIT_LOG[t]).toBe(words);
    expect(debitLogLine(t, 'Do Van Long', ts)).toBe(`${ts} ${words} Do Van Long`);
  });
  it('refuses the role before the state, and the state before the payment', () => {
    expect(transitionDebit(row({ paid: 'Paid' }), 'paid', { role: 0, user: 'x', timestamp: ts })).toEqual({
      ok: false,
      error: 'notAllowed',
    });
    expect(transitionDebit(row({ paid: 'Paid' }), 'paid', { role: 4, user: 'x', timestamp: ts })).toEqual({
      ok: false,
      error: 'badState',
    });
  });
  it.each(['vnd', 'usd', 'yen', 'vcb', 'vcb_usd', 'vcb_other', 'vcb_other_usd', 'otherPay'] as const)(
    'a guest payment in %s is enough for Paid',
    (f) => {
      const r = transitionDebit(row({ [f]: 1 }), 'paid', { role: 4, user: 'x', timestamp: ts });
      expect(r.ok && r.row.paid).toBe('Paid');
    },
  );
  it('a payment of 0 is no payment', () =>
    expect(transitionDebit(row({ vnd: 0, usd: 0 }), 'paid', { role: 4, user: 'x', timestamp: ts })).toEqual({
      ok: false,
      error: 'needsPayment',
    }));
});
