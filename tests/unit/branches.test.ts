// The 14 branches (spec 1 section 3; document 4's branch-to-area table), the special ids and the
// branch's local "today".
//
// Readings: spec 1 section 3 gives no code for 2 (Annex) and 5 (Kim Ma 1), and document 4's code
// column has '-' for both. The implementation uses 'Annex' and 'KM1' as short codes (not checked
// against the spec below, only for being present and unique). Time zones are not in the spec: Vietnam
// (UTC+7), Phnom Penh (UTC+7) and Yangon (UTC+6:30) are the branches' real local times.
import { describe, expect, it } from 'vitest';
import {
  AREAS,
  BRANCHES,
  branchById,
  branchesInArea,
  branchToday,
  isArea,
  localDate,
  receptionDataBranch,
  resolveSelectedBranch,
} from '../../src/domain/branches';

// [id, code from the spec or null when it gives none, name, area, system code of document 4 or null for '-']
// prettier-ignore
const SPEC: ReadonlyArray<readonly [number, string | null, string, string, string | null]> = [
  [1,  'TVL1', 'Thai Van Lung 1', 'Ho Chi Minh', 'AZTVL1'],
  [2,  null,   'Annex',           'Ho Chi Minh', null],
  [3,  'HBT1', 'Hai Ba Trung 1',  'Ha Noi',      'AZHBT1'],
  [4,  'LTT',  'Le Thanh Ton',    'Ho Chi Minh', 'AZLTT'],
  [5,  null,   'Kim Ma 1',        'Ha Noi',      null],
  [7,  'DN',   'Da Nang',         'Da Nang',     'AZDN'],
  [8,  'KM2',  'Kim Ma 2',        'Ha Noi',      'AZKM2'],
  [9,  'TVL2', 'Thai Van Lung 2', 'Ho Chi Minh', 'AZTVL2'],
  [11, 'PP',   'Phnom Penh',      'Cambodia',    'AZPP'],
  [12, 'LL',   'Linh Lang',       'Ha Noi',      'AZLL'],
  [13, 'HP',   'Hai Phong',       'Hai Phong',   'AZHP'],
  [14, 'MM',   'Myanmar',         'Myanmar',     'AZMM'],
  [15, 'KM3',  'Kim Ma 3',        'Ha Noi',      'AZKM3'],
  [16, 'DT',   'Dao Tan',         'Ha Noi',      'AZDT'],
];

describe('branches', () => {
  it('are the 14 of the spec, in id order', () => {
    expect(BRANCHES.map((b) => b.id)).toEqual(SPEC.map((s) => s[0]));
  });

  it.each(SPEC)('branch %i: code %s, name %s, area %s, system code %s', (id, code, name, area, systemCode) => {
    const b = branchById(id);
    expect(b).toBeDefined();
    expect(b?.name).toBe(name);
    expect(b?.area).toBe(area);
    if (code !== null) expect(b?.code).toBe(code);
    else expect(b?.code).toMatch(/\S/);
    if (systemCode !== null) expect(b?.systemCode).toBe(systemCode);
    expect(b?.rooms).toBeGreaterThan(0);
  });

  it('codes are unique', () => {
    expect(new Set(BRANCHES.map((b) => b.code)).size).toBe(14);
  });

  it('has the six areas, each with its branches', () => {
    expect([...AREAS].sort()).toEqual(['Cambodia', 'Da Nang', 'Ha Noi', 'Hai Phong', 'Ho Chi Minh', 'Myanmar']);
    expect(branchesInArea('Ha Noi').map((b) => b.id)).toEqual([3, 5, 8, 12, 15, 16]);
    expect(branchesInArea('Ho Chi Minh').map((b) => b.id)).toEqual([1, 2, 4, 9]);
    expect(branchesInArea('Da Nang').map((b) => b.id)).toEqual([7]);
    expect(branchesInArea('Hai Phong').map((b) => b.id)).toEqual([13]);
    expect(branchesInArea('Cambodia').map((b) => b.id)).toEqual([11]);
    expect(branchesInArea('Myanmar').map((b) => b.id)).toEqual([14]);
    expect(branchesInArea('Saigon')).toEqual([]);
  });

  it('knows no other ids (6, 10, the test ids 96-99, 0)', () => {
    for (const id of [0, 6, 10, 17, 91, 96, 97, 98, 99]) expect(branchById(id)).toBeUndefined();
  });

  it('isArea', () => {
    for (const a of AREAS) expect(isArea(a)).toBe(true);
    for (const v of ['ha noi', 'HCM', '', 3, null, undefined]) expect(isArea(v)).toBe(false);
  });
});

describe('special ids', () => {
  it.each([
    [99, 12],
    [91, 15],
    [12, 12],
    [15, 15],
    [98, 98],
    [1, 1],
    [0, 0],
  ])('receptionDataBranch(%i) = %i', (id, want) => {
    expect(receptionDataBranch(id)).toBe(want);
  });

  it.each([
    [0, 3, 3],
    [0, 11, 11],
    [5, 3, 5],
    [3, 3, 3],
    [99, 12, 99],
  ])('resolveSelectedBranch(%i, own %i) = %i', (selected, own, want) => {
    expect(resolveSelectedBranch(selected, own)).toBe(want);
  });
});

describe('branchToday', () => {
  it.each([
    // Vietnam, UTC+7: midnight is 17:00 UTC the day before
    ['Ha Noi (3), one second before midnight', 3, '2026-11-19T16:59:59Z', '2026-11-19'],
    ['Ha Noi (3), at midnight', 3, '2026-11-19T17:00:00Z', '2026-11-20'],
    ['Thai Van Lung 1 (1), new year', 1, '2026-12-31T17:00:00Z', '2027-01-01'],
    ['Da Nang (7), early UTC morning', 7, '2026-11-20T00:30:00Z', '2026-11-20'],
    // Phnom Penh, UTC+7
    ['Phnom Penh (11), before midnight', 11, '2026-11-19T16:59:59Z', '2026-11-19'],
    ['Phnom Penh (11), at midnight', 11, '2026-11-19T17:00:00Z', '2026-11-20'],
    // Yangon, UTC+6:30: midnight is 17:30 UTC the day before
    ['Myanmar (14), 17:00 UTC is still 23:30', 14, '2026-11-19T17:00:00Z', '2026-11-19'],
    ['Myanmar (14), one second before midnight', 14, '2026-11-19T17:29:59Z', '2026-11-19'],
    ['Myanmar (14), at midnight', 14, '2026-11-19T17:30:00Z', '2026-11-20'],
    ['Myanmar (14), new year not yet', 14, '2026-12-31T17:15:00Z', '2026-12-31'],
    ['Myanmar (14), 29 February', 14, '2028-02-28T17:30:00Z', '2028-02-29'],
    // unknown branch: Vietnam time
    ['unknown branch 42 uses Vietnam time', 42, '2026-11-19T17:00:00Z', '2026-11-20'],
  ] as const)('%s', (_name, branch, instant, want) => {
    expect(branchToday(branch, new Date(instant))).toBe(want);
  });

  it('defaults to now', () => {
    expect(branchToday(3)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('localDate formats YYYY-MM-DD in any zone', () => {
    expect(localDate(new Date('2026-01-05T03:00:00Z'), 'UTC')).toBe('2026-01-05');
    expect(localDate(new Date('2026-01-05T03:00:00Z'), 'America/New_York')).toBe('2026-01-04');
  });
});
