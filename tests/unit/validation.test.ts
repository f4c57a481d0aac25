import { describe, expect, it } from 'vitest';
import {
  adminResetPasswordCheck,
  emailCheck,
  excelFileCheck,
  filterByNote,
  minSearchOk,
  passwordCheck,
  profilePasswordCheck,
  recruitmentRowComplete,
  resetPasswordCheck,
  searchKeyCheck,
} from '../../src/domain/validation';

describe('passwords', () => {
  it.each([
    ['12345', 'Password must be at least 6 characters'],
    ['123456', null],
    ['', 'Password must be at least 6 characters'],
  ])('passwordCheck(%j)', (p, m) => expect(passwordCheck(p)).toBe(m));
  it.each([
    ['abcdef', 'abcdef', null],
    ['abcdef', 'abcdeg', 'Password did not match'],
    ['abc', 'abc', 'Password must be at least 6 characters'],
  ])('reset %j / %j', (p, c, m) => expect(resetPasswordCheck(p, c)).toBe(m));
  it.each([
    ['abcdef', 'xbcdef', 'New password & Confirm did not match'],
    ['abcdef', 'abcdef', null],
  ])('profile %j / %j', (p, c, m) => expect(profilePasswordCheck(p, c)).toBe(m));
  it.each([
    ['abcdef', 'abc', 'Passwords do not match'],
    ['abc', 'abc', 'Password must be 6 characters'],
    ['123456', '123456', 'Password very too weak'],
    ['s3cret!', 's3cret!', null],
  ])('admin reset %j / %j', (p, c, m) => expect(adminResetPasswordCheck(p, c)).toBe(m));
});

describe('e-mail', () => {
  it.each([
    ['lan@azumaya.vn', null],
    [' lan@azumaya.vn ', null],
    ['lan@azumaya', 'Invalid email'],
    ['lan azumaya.vn', 'Invalid email'],
    ['', 'Invalid email'],
  ])('emailCheck(%j)', (e, m) => expect(emailCheck(e)).toBe(m));
});

describe('search', () => {
  it.each([
    ['', { ok: false, error: 'Key search is empty' }],
    ['   ', { ok: false, error: 'Key search is empty' }],
    [null, { ok: false, error: 'Key search is empty' }],
    ['ab', { ok: false, error: 'Length key search > 2' }],
    [' tanaka ', { ok: true, key: 'TANAKA' }],
    ['h00', { ok: true, key: 'H00' }],
  ])('searchKeyCheck(%j)', (k, out) => expect(searchKeyCheck(k)).toEqual(out));
  it.each([
    ['ab', false],
    ['abc', true],
    [' ab ', false],
    [undefined, false],
  ])('"Invoice find text needs at least 3 characters": %j -> %s', (t, ok) => expect(minSearchOk(t)).toBe(ok));
  it('note filter, case-insensitive, from 3 characters', () => {
    const rows = [{ telephone: 'Paid by CARD' }, { telephone: 'call 203' }, { telephone: 20_000 }];
    expect(filterByNote(rows, 'card')).toEqual([rows[0]]);
    expect(filterByNote(rows, '200')).toEqual([rows[2]]);
    expect(filterByNote(rows, 'ca')).toEqual(rows);
  });
});

describe('files and rows', () => {
  it.each([
    ['format_input_ACC_Sum.xls', true, null],
    ['sum.xlsx', true, 'Please select only excel file types'],
    ['sum.xlsx', false, null],
    ['sum.csv', false, 'Please select only excel file types'],
  ])('excelFileCheck(%s, legacyOnly=%s)', (f, legacy, m) => expect(excelFileCheck(f, legacy)).toBe(m));
  it.each([
    [{ position: 'accountant', location: 'Ha Noi', deadline: '2024-05-01' }, true],
    [{ position: 'accountant', location: '', deadline: '2024-05-01' }, false],
    [{ position: 'accountant', location: 'Ha Noi' }, false],
  ])('recruitment row %j complete -> %s', (r, ok) => expect(recruitmentRowComplete(r)).toBe(ok));
});
