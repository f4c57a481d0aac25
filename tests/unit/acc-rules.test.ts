import { describe, expect, it } from 'vitest';
import * as acc from '../../src/domain/acc-rules';
import { ROLE } from '../../src/domain/roles';

describe("accountant-sum texts are the spec's words (spec 2 section 8)", () => {
  it.each([
    [acc.RC_EDITING_CANT_MAKE, "Reception Editing Sum - Can't make report"],
    [acc.RC_MISSING_CANT_MAKE, "Not Find Reception Sum - Can't make report"],
    [acc.CANT_SAVE_DATA, "Can't save data"],
    [acc.MAKE_DEBIT_ON_SUM, 'PLEASE MAKE DEBIT ON SUM'],
    [acc.DEBIT_COPY_DONE, 'Complete Copy list Debit to DEBIT AREA'],
    [acc.DOUBLE_DEBIT, 'Have Double Debit Bill'],
    [acc.DEBIT_UPDATE_ERROR, 'Error when update Debit'],
    [acc.ONLY_EXCEL, 'Please select only excel file types'],
    [acc.SELECT_AREA_BRANCH, 'PLEASE SELECT AREA / BRANCH'],
    [acc.SELECT_MONTH_VIEW, 'PLEASE SELECT MONTH VIEW'],
    [acc.NO_MONTH_DATA, 'Have not data this Month'],
    [acc.WAITING_LOAD_ERROR, 'Error when load data Waiting Area'],
  ])('%j', (text, spec) => expect(text).toBe(spec));
});

describe('who works on the accountant sum (spec 2 sections 1 and 6)', () => {
  it.each([
    [ROLE.RECEPTION, false, false],
    [ROLE.MANAGER, false, false],
    [ROLE.ACCOUNTANT, true, true],
    [ROLE.ACC_LEADER, true, true],
    [ROLE.CEO, true, false],
    [ROLE.ACC_CHIEF, true, false],
    [ROLE.AREA_MANAGER, false, false],
  ])('role %i: views %s, writes %s', (role, views, writes) => {
    expect(acc.ACC_VIEW_ROLES.includes(role)).toBe(views);
    expect(acc.ACC_WRITE_ROLES.includes(role)).toBe(writes);
  });

  it('accountants are never blocked on past days; the CEO (a viewer) is', () => {
    expect(acc.accPastBlocked(ROLE.ACCOUNTANT)).toBe(false);
    expect(acc.accPastBlocked(ROLE.ACC_LEADER)).toBe(false);
    expect(acc.accPastBlocked(ROLE.CEO)).toBe(true);
  });

  it('role 4 alone edits the breakfast count', () => expect(acc.BF_COUNT_ROLES).toEqual([ROLE.ACCOUNTANT]));
});
