import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as acc from '../../src/domain/acc-rules';
import { ROLE } from '../../src/domain/roles';

const spec = readFileSync(new URL('../../../shared/spec/2-reception-and-accountant-sums.md', import.meta.url), 'utf8');

describe("accountant-sum texts are the spec's words (spec 2 section 8)", () => {
  it.each([
    acc.RC_EDITING_CANT_MAKE,
    acc.RC_MISSING_CANT_MAKE,
    acc.CANT_SAVE_DATA,
    acc.MAKE_DEBIT_ON_SUM,
    acc.DEBIT_COPY_DONE,
    acc.DOUBLE_DEBIT,
    acc.DEBIT_UPDATE_ERROR,
    acc.ONLY_EXCEL,
    acc.SELECT_AREA_BRANCH,
    acc.SELECT_MONTH_VIEW,
    acc.NO_MONTH_DATA,
    acc.WAITING_LOAD_ERROR,
  ])('%j appears in the spec', (text) => expect(spec).toContain(`"${text}"`));
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
