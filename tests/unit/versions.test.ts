import { describe, expect, it } from 'vitest';
import {
  accountantSaveTarget,
  canMakeNewVersion,
  editFlagAfter,
  editFlagText,
  isAccountant,
  makerCheck,
  pastDayLoadCheck,
  reportMakerLabel,
  reportMode,
  shouldAutoSave,
  staleCheck,
  versionHalves,
  type StaleAction,
} from '../../src/domain/versions';

describe('report mode and edit flag', () => {
  it.each([
    [true, 'edit'],
    [false, 'view'],
    [undefined, 'view'],
    [null, 'view'],
  ])('edit %j -> %s', (e, m) => expect(reportMode(e)).toBe(m));
  it('"Save keeps the edit flag true. Send sets it false."', () => {
    expect(editFlagAfter('save')).toBe(true);
    expect(editFlagAfter('send')).toBe(false);
  });
});

describe('"Make new version is allowed only when the current version is locked and no next version exists"', () => {
  it.each([
    [[{ version: 1, edit: false }], 1, true],
    [[{ version: 1, edit: true }], 1, false],
    [
      [
        { version: 1, edit: false },
        { version: 2, edit: false },
      ],
      1,
      false,
    ],
    [
      [
        { version: 2, edit: false },
        { version: 1, edit: false },
      ],
      2,
      true,
    ],
    [[{ version: 1, edit: 'true' }], 1, false],
    [[], 0, false],
  ])('%j current %i -> %s', (v, c, ok) => expect(canMakeNewVersion(v, c)).toBe(ok));
});

describe('stale refusals', () => {
  it.each([
    ['SAVE', { version: 2, revision: 5, edit: true }, { version: 2, revision: 5 }, null],
    [
      'SAVE',
      { version: 2, revision: 6, edit: true },
      { version: 2, revision: 5 },
      "Can't SAVE report, please reload page and check again.",
    ],
    [
      'SAVE',
      { version: 2, revision: 5, edit: false },
      { version: 2, revision: 5 },
      "Can't SAVE report, please reload page and check again.",
    ],
    [
      'SEND',
      { version: 3, revision: 0, edit: true },
      { version: 2, revision: 5 },
      "Can't SEND report, please reload page and check again.",
    ],
    ['SEND', { version: 2, revision: 5, edit: true }, { version: 2, revision: 5 }, null],
    ['EDIT', { version: 2, revision: 5, edit: false }, { version: 2, revision: 5 }, null],
    [
      'EDIT',
      { version: 2, revision: 5, edit: true },
      { version: 2, revision: 5 },
      "Can't EDIT report, please reload page and check again.",
    ],
    [
      'EDIT',
      { version: 3, revision: 0, edit: false },
      { version: 2, revision: 5 },
      "Can't EDIT report, please reload page and check again.",
    ],
  ] as [
    StaleAction,
    { version: number; revision: number; edit: boolean },
    { version: number; revision: number },
    string | null,
  ][])('%s stored %j based on %j', (a, s, b, msg) => expect(staleCheck(a, s, b)).toBe(msg));
});

describe('"Every 10th edit triggers an auto-save"', () => {
  it.each([
    [0, false],
    [1, false],
    [9, false],
    [10, true],
    [11, false],
    [20, true],
    [30, true],
  ])('%i edits -> %s', (n, y) => expect(shouldAutoSave(n)).toBe(y));
});

describe('accountant save per load mode', () => {
  it.each([
    ['day', { save: 'day' }],
    ['waiting', { save: 'waiting' }],
    ['debitOnSum', { save: 'debitOnSum' }],
    ['month', { warning: "Can't save data" }],
    ['1-10', { warning: "Can't save data" }],
    ['', { warning: "Can't save data" }],
  ])('%j -> %j', (m, out) => expect(accountantSaveTarget(m)).toEqual(out));
});

describe('labels and checks', () => {
  it.each([
    [5, 'Acc Leader'],
    [4, 'Acc Branch'],
    [8, 'Acc Branch'],
  ])('reportMakerLabel(%i) = %s', (r, l) => expect(reportMakerLabel(r)).toBe(l));
  it('maker', () => {
    expect(makerCheck('  ')).toBe('Please input name people make sum');
    expect(makerCheck(undefined)).toBe('Please input name people make sum');
    expect(makerCheck('Lan')).toBeNull();
  });
  it('version halves: days 1 to 15 and 16 to 32', () => {
    const list = [
      { day: '2024-02-01' },
      { day: '2024-02-15' },
      { day: '2024-02-16' },
      { day: '2024-02-29' },
      { day: 31 },
      { day: 0 },
      {},
    ];
    expect(versionHalves(list)).toEqual({ first: [list[0], list[1]], second: [list[2], list[3], list[4]] });
  });
  it.each([
    [undefined, 'X'],
    [null, 'X'],
    ['', 'X'],
    [true, 'true'],
    [false, 'false'],
  ])('editFlagText(%j) = %s', (e, t) => expect(editFlagText(e)).toBe(t));
  it.each([
    [{ hasData: false }, false, 'Null Data this Day'],
    [{ hasData: true, msg: 'null' }, true, 'Null Data this Day'],
    [{ hasData: true, edit: true }, false, 'Editing this report day'],
    [{ hasData: true, edit: true }, true, null],
    [{ hasData: true, edit: false }, false, null],
  ])('past day %j exempt=%s -> %j', (a, ex, m) => expect(pastDayLoadCheck(a, ex)).toBe(m));
  it('accountants are roles 4 and 5', () => expect([0, 4, 5, 8].map(isAccountant)).toEqual([false, true, true, false]));
});
