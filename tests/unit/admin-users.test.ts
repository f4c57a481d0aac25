// Administration rules (spec 3 sections 4-6 and 9): the entry change limits, the extra rights on top of a
// role's tabs, who may change whom, and the admin reset's password rules.
import { describe, expect, it } from 'vitest';
import {
  accessFor,
  adminChangeProblem,
  ENTRY_CHANGE_LIMIT,
  entryLimitMsg,
  mayChangeEntry,
  rightsOf,
} from '../../src/domain/admin-users';
import { checkAdminPassword } from '../../src/domain/password';
import { ROLE } from '../../src/domain/roles';
import { defaultAccessMap } from '../../src/domain/tabs';

describe('entry change limits', () => {
  it.each([
    ['login', 0, true],
    ['login', 2, true],
    ['login', 3, false],
    ['glist', 4, true],
    ['glist', 5, false],
    ['glist', 9, false],
  ] as const)('%s after %i changes: may change %s', (target, changes, ok) => {
    expect(mayChangeEntry(target, changes)).toBe(ok);
  });
  it('limits are 3 for a browser and 5 for glist, and the message names them', () => {
    expect(ENTRY_CHANGE_LIMIT).toEqual({ login: 3, glist: 5 });
    expect(entryLimitMsg('login')).toMatch(/browser has been changed 3 times/);
    expect(entryLimitMsg('glist')).toMatch(/glist entry has been changed 5 times/);
  });
});

describe('extra rights', () => {
  it("adds the rights to the role's tabs and reads them back", () => {
    const map = accessFor(ROLE.SUPERVISOR, ['MAN SUM', 'MAN EXPECTED']);
    expect(map).toMatchObject({ ...defaultAccessMap(ROLE.SUPERVISOR), 'MAN SUM': '/manager_sum' });
    expect(rightsOf(map)).toEqual(['MAN SUM', 'MAN EXPECTED']);
    expect(rightsOf(defaultAccessMap(ROLE.MANAGER))).toEqual([]);
  });
});

describe('who may change whom', () => {
  const admin = { id: 1, role: ROLE.ADMIN };
  const ceo = { id: 2, role: ROLE.CEO };
  const rc = { id: 3, role: ROLE.RECEPTION };
  it.each([
    [admin, rc, { role: ROLE.MANAGER }, null],
    [admin, rc, { block: true }, null],
    [admin, admin, { block: true }, 'You cannot block yourself or change your own role'],
    [admin, admin, { role: ROLE.RECEPTION }, 'You cannot block yourself or change your own role'],
    [admin, admin, { role: ROLE.ADMIN }, null],
    [admin, ceo, {}, 'Only the CEO may change a CEO account or give the CEO role'],
    [admin, rc, { role: ROLE.CEO }, 'Only the CEO may change a CEO account or give the CEO role'],
    [ceo, rc, { role: ROLE.CEO }, null],
  ])('%o changing %o with %o', (me, target, change, problem) => {
    expect(adminChangeProblem(me, target, change)).toBe(problem);
  });
});

describe('admin reset password (spec 3 section 5)', () => {
  it.each([
    ['abcdef', 'abcdeg', 'Passwords do not match'],
    ['abc', 'abc', 'Password must be 6 characters'],
    ['123456', '123456', 'Password very too weak'],
    ['abcdef', 'abcdef', null],
  ])('%s / %s -> %s', (password, confirm, msg) => {
    expect(checkAdminPassword(password, confirm)).toBe(msg);
  });
});
