// Role codes and role flags (spec 1 sections 3 and 6).
import { describe, expect, it } from 'vitest';
import { ALL_ROLES, isRole, ROLE, ROLE_NAMES, ROLE_SET, roleFlags, type Role } from '../../src/domain/roles';

describe('role codes', () => {
  it('are 0-8 with the names of spec 1 section 3', () => {
    expect(ALL_ROLES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ROLE_NAMES).toEqual({
      0: 'Reception',
      1: 'Admin',
      2: 'Branch Manager',
      3: 'Supervisor',
      4: 'Accountant',
      5: 'Accountant Leader',
      6: 'Area Manager',
      7: 'CEO',
      8: 'Accountant Chief',
    });
    expect(ROLE).toEqual({
      RECEPTION: 0,
      ADMIN: 1,
      MANAGER: 2,
      SUPERVISOR: 3,
      ACCOUNTANT: 4,
      ACC_LEADER: 5,
      AREA_MANAGER: 6,
      CEO: 7,
      ACC_CHIEF: 8,
    });
  });

  it('isRole accepts only the integers 0-8', () => {
    for (const r of ALL_ROLES) expect(isRole(r)).toBe(true);
    for (const v of [-1, 9, 1.5, '1', null, undefined, NaN]) expect(isRole(v)).toBe(false);
  });
});

describe('roleFlags', () => {
  // [role, the one role flag that is set] ; manage is also set by the isManage flag
  const FLAG: ReadonlyArray<readonly [Role, string]> = [
    [0, 'reception'],
    [1, 'admin'],
    [2, 'manage'],
    [3, 'super'],
    [4, 'account'],
    [5, 'accountLeader'],
    [6, 'areaManager'],
    [7, 'ceo'],
    [8, 'accountChief'],
  ];
  const NONE = {
    admin: false,
    manage: false,
    super: false,
    account: false,
    reception: false,
    accountLeader: false,
    accountChief: false,
    areaManager: false,
    ceo: false,
  };

  it.each(FLAG)('role %i sets only %s', (role, flag) => {
    expect(roleFlags(role)).toEqual({ ...NONE, [flag]: true });
  });

  it.each(FLAG)('role %i with isManage also sets manage', (role, flag) => {
    expect(roleFlags(role, true)).toEqual({ ...NONE, [flag]: true, manage: true });
  });
});

describe('role sets of the route gates (spec 1 section 2.1, spec 3 route gating)', () => {
  it('match the spec wording', () => {
    expect(ROLE_SET).toEqual({
      debit: [0, 2, 3, 5, 6, 7, 8],
      accDebit: [0, 2, 3, 4, 5, 6, 7, 8],
      accounting: [4, 5, 7, 8],
      managers: [2, 6, 7],
      content: [2, 3, 6, 7],
      admin: [1, 7],
      announcement: [0, 2, 3],
    });
  });
});
