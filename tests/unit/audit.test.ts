import { describe, expect, it } from 'vitest';
import {
  auditActionLabel,
  auditBeforeAfter,
  auditBranchOf,
  auditChanges,
  auditDayBounds,
  auditKindOf,
  auditValueText,
} from '../../src/domain/audit';

describe('the kind of an action', () => {
  it.each([
    ['login', 'access'],
    ['password.reset', 'access'],
    ['password.change', 'access'],
    ['survey.tablet.activate', 'access'],
    ['user.block', 'access'],
    ['user.update', 'admin'],
    ['user.create', 'admin'],
    ['user.reset_by_admin', 'access'],
    ['user.reset_by_admin.refused', 'access'],
    ['glist.block', 'access'],
    ['login.activate', 'access'],
    ['support_mail.job', 'admin'],
    ['voucher.use', 'admin'],
    ['user.settings', 'other'],
    ['branch.update_other', 'admin'],
    ['survey.config', 'admin'],
    ['survey.tablet', 'admin'],
    ['survey.qr.revoke', 'admin'],
    ['voucher.edit', 'admin'],
    ['membership.update', 'admin'],
    ['rc.save', 'money'],
    ['rc.send_mail_failed', 'money'],
    ['acc.staff.add', 'money'],
    ['acc.number_bf', 'money'],
    ['accdebit.confirm_month', 'money'],
    ['debit.paid', 'money'],
    ['man.request_edit', 'report'],
    ['expected.cell', 'report'],
    ['survey.reply', 'report'],
    ['breakfast.children', 'report'],
    ['storage.send', 'report'],
    ['something.new', 'other'],
    ['', 'other'],
  ])('%s is %s', (action, kind) => {
    expect(auditKindOf(action)).toBe(kind);
  });
});

describe('the branch of a row', () => {
  it.each([
    ['rc:3:2026-05-01:1', {}, 3],
    ['debit:11:42', { rev: 1 }, 11],
    ['survey:5:tablet:2', {}, 5],
    ['branch:7', {}, 7],
    ['user:12', {}, null],
    ['survey:update', {}, null],
    ['user:12', { branchID: 9 }, 9],
    ['user:12', { branchId: '4' }, 4],
    ['user:12', { branch: 'Hai Ba Trung 1' }, null],
    ['rc:3:2026-05-01:1', { branch: 8 }, 8],
    ['voucher:AB', null, null],
    ['user:12', { before: { branchID: 3 }, after: { branchID: 5 } }, 5],
    ['user:12', { before: { branchID: 3 }, after: null }, 3],
    ['user:12', { email: 'a@b', after: { role: 2 } }, null],
  ])('%s %j -> %s', (target, detail, branch) => {
    expect(auditBranchOf(target, detail)).toBe(branch);
  });
});

describe('days of the date filter', () => {
  it('are the chain days (UTC+7), to inclusive', () => {
    expect(auditDayBounds('2026-11-26', '2026-11-26')).toEqual({
      start: '2026-11-25T17:00:00.000Z',
      end: '2026-11-26T17:00:00.000Z',
    });
    expect(auditDayBounds(undefined, '2026-12-31')).toEqual({ start: undefined, end: '2026-12-31T17:00:00.000Z' });
    expect(auditDayBounds('2024-03-01')).toEqual({ start: '2024-02-29T17:00:00.000Z', end: undefined });
  });
});

describe('before and after', () => {
  it('takes detail.before / detail.after with the other keys as context', () => {
    expect(auditBeforeAfter({ by: 'Team IT', day: 3, before: { a: 1 }, after: { a: 2 } })).toEqual({
      before: { a: 1 },
      after: { a: 2 },
      context: { by: 'Team IT', day: 3 },
    });
  });
  it('shows a plain detail as the after', () => {
    expect(auditBeforeAfter({ rev: 2, text: 'Change Paid by Do Van Long' })).toEqual({
      before: null,
      after: { rev: 2, text: 'Change Paid by Do Van Long' },
      context: {},
    });
    expect(auditBeforeAfter(null)).toEqual({ before: null, after: null, context: {} });
  });
  it('pairs a lone before with the rest of the detail', () => {
    expect(auditBeforeAfter({ number: 7, before: 5 })).toEqual({ before: 5, after: 7, context: {} });
    expect(auditBeforeAfter({ before: { a: 1 }, a: 2 })).toEqual({ before: { a: 1 }, after: { a: 2 }, context: {} });
  });
});

describe('the field-by-field difference', () => {
  it('lists only the changed keys, nested ones by their dotted path', () => {
    const before = { role: 0, name: 'Lan', access: { rc: '/reception_sum', debit: '/reception_debit' }, tags: [1] };
    const after = { role: 2, name: 'Lan', access: { rc: '/reception_sum' }, tags: [1, 2], blocked: true };
    expect(auditChanges(before, after)).toEqual([
      { key: 'role', before: 0, after: 2 },
      { key: 'access.debit', before: '/reception_debit', after: undefined },
      { key: 'tags', before: [1], after: [1, 2] },
      { key: 'blocked', before: undefined, after: true },
    ]);
  });
  it('lists every field of a creation or a plain detail', () => {
    expect(auditChanges(null, { rev: 1, text: 'x' })).toEqual([
      { key: 'rev', before: undefined, after: 1 },
      { key: 'text', before: undefined, after: 'x' },
    ]);
  });
  it('compares scalars and mixed values whole', () => {
    expect(auditChanges(5, 7)).toEqual([{ key: '', before: 5, after: 7 }]);
    expect(auditChanges(5, 5)).toEqual([]);
    expect(auditChanges('a', { a: 1 })).toEqual([{ key: '', before: 'a', after: { a: 1 } }]);
    expect(auditChanges({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([]);
  });
  it('stops walking at the depth asked', () => {
    expect(auditChanges({ a: { b: { c: 1 } } }, { a: { b: { c: 2 } } }, 2)).toEqual([
      { key: 'a.b', before: { c: 1 }, after: { c: 2 } },
    ]);
  });
});

describe('reading it', () => {
  it('names actions and shortens values', () => {
    expect(auditActionLabel('debit.paid')).toBe('Debit book: paid');
    expect(auditActionLabel('debit.nonPaid')).toBe('Debit book: non paid');
    expect(auditActionLabel('acc.staff.add')).toBe('Accountant sum: staff add');
    expect(auditActionLabel('login')).toBe('Sign-in');
    expect(auditActionLabel('zzz.do_it')).toBe('zzz: do it');
    expect(auditValueText(undefined)).toBe('—');
    expect(auditValueText('')).toBe('(empty)');
    expect(auditValueText({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(auditValueText('x'.repeat(400), 10)).toBe('xxxxxxxxx…');
  });
});
