import { describe, expect, it } from 'vitest';
import { callOf, changeOf, debitWrites, type DebitChange } from '../../src/client/features/debit/debit-change';
import { queuedOf } from '../../src/client/lib/grid/queued';
import { migrated, type OutboxEntry } from '../../src/client/lib/outbox-queue';
import { pathOf } from '../../src/contract/path';
import { defaultPick, periodOfPick, pickFromUrl, pickSummary } from '../../src/client/features/debit/debit-pick';
import { actionLink, sheetActions, statusColours } from '../../src/client/features/debit/debit-rules';
import { DEBIT_SCREENS } from '../../src/client/features/debit/debit-screen';
import { shortLog } from '../../src/client/features/debit/history';

const now = new Date('2026-11-23T05:00:00Z');

describe('the pick on open (spec 1 section 6)', () => {
  it.each([
    [0, 3, 'Ha Noi', { area: 'Ha Noi', branch: 0 }],
    [4, 3, 'Ha Noi', { area: 'Ha Noi', branch: 3 }],
    [5, 3, 'Ha Noi', { area: 'Ha Noi', branch: 0 }],
    [7, 1, 'Ho Chi Minh', { area: '', branch: 0 }],
    [8, 1, 'Ho Chi Minh', { area: '', branch: 0 }],
  ])('role %i of branch %i: %o', (role, branchID, area, want) => {
    expect(defaultPick({ role, branchID, area }, now)).toEqual({ ...want, year: '2026', month: '11', loadBy: 'ALL' });
  });
});

describe('addresses name a branch, a year and a month', () => {
  it.each([
    [DEBIT_SCREENS.reception, { branchDebit: '3', monthDebit: '2026-10' }, { branch: 3, year: '2026', month: '10' }],
    [DEBIT_SCREENS.reception, { branchDebit: '3', monthDebit: '2026' }, { branch: 3, year: '2026', month: '00' }],
    [
      DEBIT_SCREENS.acc,
      { branchReport: '1', yearReport: '2025', monthReport: '00' },
      { branch: 1, year: '2025', month: '00' },
    ],
    [DEBIT_SCREENS.acc, { branchReport: '1', yearReport: '2025', monthReport: '13' }, null],
    [DEBIT_SCREENS.reception, { branchDebit: 'x', monthDebit: '2026-10' }, null],
    [DEBIT_SCREENS.reception, { branchDebit: '3', monthDebit: '2019-10' }, null],
    [DEBIT_SCREENS.az, {}, null],
  ])('%s %o', (screen, params, want) => {
    expect(pickFromUrl(screen, params)).toEqual(want);
  });

  it('a whole year is asked as YYYY; the title says [EDIT] for the accountant only', () => {
    expect(periodOfPick({ year: '2026', month: '00' })).toBe('2026');
    expect(periodOfPick({ year: '2026', month: '04' })).toBe('2026-04');
    const pick = { area: '', branch: 3, year: '2026', month: '10', loadBy: 'DEBIT' as const };
    expect(pickSummary(4, 3, pick, true)).toBe('[EDIT] HBT1 · 2026-10 · DEBIT');
    expect(pickSummary(0, 3, { ...pick, month: '00' }, false)).toBe('[VIEW] HBT1 · 2026 (whole year)');
  });
});

describe("a line's actions: only those the role may take from its state", () => {
  it.each([
    [4, 'Debit', 'DEBIT PAY', ['paid', 'delete']],
    [4, 'Paid', 'DEBIT PAY', ['nonPaid', 'delete']],
    [5, 'Paid', 'DEBIT PAY', ['debit', 'delete']],
    [8, 'Non Paid', 'DEBIT CANCEL', ['debit', 'delete']],
    [0, 'Paid', 'DEBIT COMPANY', ['debit']],
    [0, 'Paid', 'DEBIT PAY', []],
    [2, 'Debit', 'DEBIT COMPANY', []],
  ] as const)('role %i, %s, %s', (role, paid, action, want) => {
    expect(sheetActions(role, { paid, action })).toEqual(want);
  });

  it.each([
    [4, 'Debit', 'DEBIT PAY', 'paid'],
    [4, 'Paid', 'DEBIT PAY', null],
    [5, 'Paid', 'DEBIT PAY', 'debit'],
    [5, 'Debit', 'DEBIT PAY', null],
    [0, 'Paid', 'DEBIT NOSHOW', 'debit'],
    [0, 'Paid', 'DEBIT CHECK IN', null],
  ] as const)("'(Action ?)' for role %i on %s %s: %s", (role, paid, action, want) => {
    expect(actionLink(role, { paid, action })).toBe(want);
  });

  it('Debit is violet; the four states have distinct colours', () => {
    expect(statusColours('Debit').background).toBe('#ad7ae2');
    const fills = (['Debit', 'Paid', 'Non Paid', 'Delete'] as const).map((p) => statusColours(p).background);
    expect(new Set(fills).size).toBe(4);
  });
});

describe('a change becomes a call, and a queued call reads back as the change', () => {
  const base: DebitChange = { kind: 'note', lineId: 42, branchId: 3, acc: false, rev: 7, text: 'called' };
  const readBack = (e: Pick<OutboxEntry, 'method' | 'endpoint' | 'params' | 'body'>) => {
    const q = queuedOf(e, debitWrites);
    return q && changeOf(q);
  };
  it.each([
    [base, 'PATCH', '/rc/3/update_note/42', { rev: 7, note: 'called' }, 'debit:42'],
    [
      { ...base, kind: 'company', text: 'SAKURA' },
      'PATCH',
      '/rc/3/update_company_name/42',
      { rev: 7, company: 'SAKURA' },
      'debit:42',
    ],
    [{ ...base, kind: 'log', acc: true }, 'PATCH', '/acc/debit/3/update_log/42', { rev: 7, log: 'called' }, undefined],
    [
      { ...base, kind: 'nonPaid', text: undefined, acc: true },
      'PATCH',
      '/acc/debit/3/update_non_paid/42',
      { rev: 7 },
      'debit:42',
    ],
    [
      { ...base, kind: 'debit', text: undefined, acc: true },
      'PATCH',
      '/rc/3/change_to_debit/42',
      { rev: 7 },
      'debit:42',
    ],
    [
      { ...base, kind: 'paid', text: undefined, payment: { vnd: 100 } },
      'PATCH',
      '/rc/3/update_paid/42',
      { rev: 7, payment: { vnd: 100 } },
      'debit:42',
    ],
  ] as const)('%o', (change, method, path, body, chain) => {
    const call = callOf(change);
    expect(call.endpoint.method).toBe(method);
    expect(pathOf(call.endpoint.path, call.params)).toBe(path);
    expect(call).toMatchObject({ body, chain });
    const queued = { method: call.endpoint.method, endpoint: call.endpoint.path, params: call.params, body: call.body };
    const read = { kind: change.kind, lineId: 42, branchId: 3, rev: 7 };
    expect(readBack(queued)).toMatchObject(read);
    // The same change queued before the outbox named endpoints (a lower-case method and the filled path).
    const old = migrated({ seq: 1, key: 'k', label: '', createdAt: '', tries: 0, method: 'patch', path, body });
    expect(readBack(old)).toMatchObject(read);
  });

  it('other calls are not debit changes', () => {
    const call = (endpoint: string, body: unknown) => ({ method: 'PATCH' as const, endpoint, params: {}, body });
    expect(readBack({ ...call('/rc/3/up_sum', { revision: 1 }), method: 'POST' })).toBeNull();
    expect(readBack(call('/rc/3/view_debit/ALL/2026', {}))).toBeNull();
  });
});

it('history lines read with a short time', () => {
  expect(shortLog('2026-11-23T14:52:10.123Z Change Paid by Do Van Long')).toBe(
    '2026-11-23 14:52 Change Paid by Do Van Long',
  );
  expect(shortLog('no time here')).toBe('no time here');
});
