// Branch and area scope per role (spec 1 sections 3, 4.6, 6; spec 2 section 6; spec 3 sections 5 and 6;
// document 4's branch-to-area table), expected answers written from the spec.
//
// Readings:
// - Area pickers: roles 1, 7, 8 (spec 1 section 6). Branch pickers: 1, 5, 6, 7, 8, and 4 at branch 1.
// - Reach: 1, 7, 8 every branch; 5 and 6 their own area; 4 at branch 1 only TVL1 (1) and Annex (2);
//   everyone else (0, 2, 3, 4 elsewhere) only the own branch ("Others are fixed to their own branch").
// - Messages (spec 3 section 5): a branch-bound role opening a branch of another area gets
//   'Mistake Branch Area'; another branch of its own area, 'Mistake Branch'. Roles 1, 7, 8 never.
// - Branch 0 is the own branch; 99 is read as 12 and 91 as 15 before the check.
// - An unknown branch id is refused for every role. The spec names no message for it; the
//   implementation answers 'Mistake Branch', which we accept.
import { describe, expect, it } from 'vitest';
import {
  checkArea,
  checkBranch,
  MISTAKE_BRANCH,
  MISTAKE_BRANCH_AREA,
  picksArea,
  picksBranch,
  reachableBranches,
  selectableBranches,
  type ScopeSubject,
} from '../../src/domain/scope';
import type { Role } from '../../src/domain/roles';

const HN = [3, 5, 8, 12, 15, 16];
const HCM = [1, 2, 4, 9];
const ALL = [1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 14, 15, 16];
const MB = 'Mistake Branch';
const MBA = 'Mistake Branch Area';
type Check = number | typeof MB | typeof MBA;

const AREA_OF: Record<number, string> = {
  3: 'Ha Noi',
  1: 'Ho Chi Minh',
  11: 'Cambodia',
  12: 'Ha Noi',
  15: 'Ha Noi',
  7: 'Da Nang',
};
const subject = (role: Role, branchID: number): ScopeSubject => ({ role, branchID, area: AREA_OF[branchID] });

// Checked ids per user branch: own, others of the same area, another area, 0, 99, 91, unknown 42.
// [role, user's branch, picksArea, picksBranch, reachable ids, { requested id: ok branch id or message }]
// prettier-ignore
const TABLE: ReadonlyArray<readonly [Role, number, boolean, boolean, number[], Record<number, Check>]> = [
  // Hai Ba Trung 1 (3), Ha Noi; 5 = Kim Ma 1 (Ha Noi), 1 = TVL1 (Ho Chi Minh), 99 -> 12 and 91 -> 15 (Ha Noi)
  [0, 3, false, false, [3], { 3: 3, 5: MB, 1: MBA, 0: 3, 99: MB, 91: MB, 42: MB }],
  [1, 3, true,  true,  ALL, { 3: 3, 5: 5,  1: 1,   0: 3, 99: 12, 91: 15, 42: MB }],
  [2, 3, false, false, [3], { 3: 3, 5: MB, 1: MBA, 0: 3, 99: MB, 91: MB, 42: MB }],
  [3, 3, false, false, [3], { 3: 3, 5: MB, 1: MBA, 0: 3, 99: MB, 91: MB, 42: MB }],
  [4, 3, false, false, [3], { 3: 3, 5: MB, 1: MBA, 0: 3, 99: MB, 91: MB, 42: MB }],
  [5, 3, false, true,  HN,  { 3: 3, 5: 5,  1: MBA, 0: 3, 99: 12, 91: 15, 42: MB }],
  [6, 3, false, true,  HN,  { 3: 3, 5: 5,  1: MBA, 0: 3, 99: 12, 91: 15, 42: MB }],
  [7, 3, true,  true,  ALL, { 3: 3, 5: 5,  1: 1,   0: 3, 99: 12, 91: 15, 42: MB }],
  [8, 3, true,  true,  ALL, { 3: 3, 5: 5,  1: 1,   0: 3, 99: 12, 91: 15, 42: MB }],
  // Thai Van Lung 1 (1), Ho Chi Minh; 2 = Annex and 4 = LTT (Ho Chi Minh), 3 = HBT1 (Ha Noi)
  [0, 1, false, false, [1],    { 1: 1, 2: MB, 4: MB, 3: MBA, 0: 1, 99: MBA, 91: MBA, 42: MB }],
  [1, 1, true,  true,  ALL,    { 1: 1, 2: 2,  4: 4,  3: 3,   0: 1, 99: 12,  91: 15,  42: MB }],
  [2, 1, false, false, [1],    { 1: 1, 2: MB, 4: MB, 3: MBA, 0: 1, 99: MBA, 91: MBA, 42: MB }],
  [3, 1, false, false, [1],    { 1: 1, 2: MB, 4: MB, 3: MBA, 0: 1, 99: MBA, 91: MBA, 42: MB }],
  [4, 1, false, true,  [1, 2], { 1: 1, 2: 2,  4: MB, 3: MBA, 0: 1, 99: MBA, 91: MBA, 42: MB }],
  [5, 1, false, true,  HCM,    { 1: 1, 2: 2,  4: 4,  3: MBA, 0: 1, 99: MBA, 91: MBA, 42: MB }],
  [6, 1, false, true,  HCM,    { 1: 1, 2: 2,  4: 4,  3: MBA, 0: 1, 99: MBA, 91: MBA, 42: MB }],
  [7, 1, true,  true,  ALL,    { 1: 1, 2: 2,  4: 4,  3: 3,   0: 1, 99: 12,  91: 15,  42: MB }],
  [8, 1, true,  true,  ALL,    { 1: 1, 2: 2,  4: 4,  3: 3,   0: 1, 99: 12,  91: 15,  42: MB }],
  // Phnom Penh (11), Cambodia, the only branch of its area; 14 = Myanmar, 3 = HBT1 (Ha Noi)
  [0, 11, false, false, [11], { 11: 11, 14: MBA, 3: MBA, 0: 11, 99: MBA, 91: MBA, 42: MB }],
  [1, 11, true,  true,  ALL,  { 11: 11, 14: 14,  3: 3,   0: 11, 99: 12,  91: 15,  42: MB }],
  [2, 11, false, false, [11], { 11: 11, 14: MBA, 3: MBA, 0: 11, 99: MBA, 91: MBA, 42: MB }],
  [3, 11, false, false, [11], { 11: 11, 14: MBA, 3: MBA, 0: 11, 99: MBA, 91: MBA, 42: MB }],
  [4, 11, false, false, [11], { 11: 11, 14: MBA, 3: MBA, 0: 11, 99: MBA, 91: MBA, 42: MB }],
  [5, 11, false, true,  [11], { 11: 11, 14: MBA, 3: MBA, 0: 11, 99: MBA, 91: MBA, 42: MB }],
  [6, 11, false, true,  [11], { 11: 11, 14: MBA, 3: MBA, 0: 11, 99: MBA, 91: MBA, 42: MB }],
  [7, 11, true,  true,  ALL,  { 11: 11, 14: 14,  3: 3,   0: 11, 99: 12,  91: 15,  42: MB }],
  [8, 11, true,  true,  ALL,  { 11: 11, 14: 14,  3: 3,   0: 11, 99: 12,  91: 15,  42: MB }],
];

describe('scope per role and branch', () => {
  it('holds every role 0-8 at each of the three branches', () => {
    for (const b of [3, 1, 11])
      expect(TABLE.filter((r) => r[1] === b).map((r) => r[0])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it.each(TABLE)(
    'role %i at branch %i: picksArea %s, picksBranch %s, reaches %j',
    (role, branch, area, pick, reach) => {
      const u = subject(role, branch);
      expect(picksArea(role)).toBe(area);
      expect(picksBranch(u)).toBe(pick);
      expect(reachableBranches(u).map((b) => b.id)).toEqual(reach);
    },
  );

  const checkCases = TABLE.flatMap(([role, branch, , , , checks]) =>
    Object.entries(checks).map(([id, want]) => [role, branch, Number(id), want] as const),
  );
  it.each(checkCases)('role %i at branch %i asks for branch %i: %s', (role, branch, requested, want) => {
    const got = checkBranch(subject(role, branch), requested);
    if (typeof want === 'number') expect(got).toEqual({ ok: true, branchId: want });
    else expect(got).toEqual({ ok: false, msg: want });
  });

  it('reachable branches agree with checkBranch (every id of the chain, for every row)', () => {
    for (const [role, branch, , , reach] of TABLE) {
      for (const id of ALL)
        expect(checkBranch(subject(role, branch), id).ok, `role ${role} at ${branch} -> ${id}`).toBe(
          reach.includes(id),
        );
    }
  });

  it('the messages are exactly the spec wording', () => {
    expect(MISTAKE_BRANCH).toBe('Mistake Branch');
    expect(MISTAKE_BRANCH_AREA).toBe('Mistake Branch Area');
  });
});

describe('reception data ids 99 and 91', () => {
  it('a user of Linh Lang (12) reaches 99, not 91; a user of Kim Ma 3 (15) reaches 91, not 99', () => {
    expect(checkBranch(subject(0, 12), 99)).toEqual({ ok: true, branchId: 12 });
    expect(checkBranch(subject(0, 12), 91)).toEqual({ ok: false, msg: MB });
    expect(checkBranch(subject(2, 15), 91)).toEqual({ ok: true, branchId: 15 });
    expect(checkBranch(subject(2, 15), 99)).toEqual({ ok: false, msg: MB });
  });
  it('other special and test ids (96, 97, 98) are unknown: refused, even for the CEO', () => {
    for (const id of [96, 97, 98, -1, 6, 10]) {
      expect(checkBranch(subject(7, 3), id).ok).toBe(false);
      expect(checkBranch(subject(0, 3), id).ok).toBe(false);
    }
  });
});

describe('role 4 outside branch 1 and a branch manager of Da Nang', () => {
  it('role 4 at branch 2 (Annex) is bound to Annex and picks no branch', () => {
    const u: ScopeSubject = { role: 4, branchID: 2, area: 'Ho Chi Minh' };
    expect(picksBranch(u)).toBe(false);
    expect(reachableBranches(u).map((b) => b.id)).toEqual([2]);
    expect(checkBranch(u, 1)).toEqual({ ok: false, msg: MB });
  });
  it('role 2 of Da Nang (7) opening Hai Phong (13) sees Mistake Branch Area', () => {
    expect(checkBranch(subject(2, 7), 13)).toEqual({ ok: false, msg: MBA });
    expect(checkBranch(subject(2, 7), 0)).toEqual({ ok: true, branchId: 7 });
  });
});

describe('selectableBranches', () => {
  it.each([
    ['CEO with an area chosen', subject(7, 3), 'Ho Chi Minh', HCM],
    ['CEO without an area', subject(7, 3), undefined, ALL],
    ['admin with Cambodia', subject(1, 1), 'Cambodia', [11]],
    ['chief with Ha Noi', subject(8, 11), 'Ha Noi', HN],
    ['chief with an unknown area', subject(8, 11), 'Mars', []],
    ['leader of Ha Noi asking for Ho Chi Minh keeps its own area', subject(5, 3), 'Ho Chi Minh', HN],
    ['area manager of Ho Chi Minh', subject(6, 1), undefined, HCM],
    ['accountant of branch 1', subject(4, 1), 'Ha Noi', [1, 2]],
    ['reception of branch 3', subject(0, 3), 'Ho Chi Minh', [3]],
    ['branch manager of Phnom Penh', subject(2, 11), undefined, [11]],
  ] as const)('%s', (_name, u, area, ids) => {
    expect(selectableBranches(u, area).map((b) => b.id)).toEqual(ids);
  });
});

describe('checkArea', () => {
  const AREAS = ['Ha Noi', 'Ho Chi Minh', 'Da Nang', 'Hai Phong', 'Cambodia', 'Myanmar'];
  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8] as const)('role %i of Ha Noi', (role) => {
    for (const area of AREAS)
      expect(checkArea(subject(role, 3), area), area).toBe([1, 7, 8].includes(role) || area === 'Ha Noi');
  });
});
