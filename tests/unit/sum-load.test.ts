import { describe, expect, it } from 'vitest';
import type { Role } from '../../src/domain/roles';
import { sumLoadCheck } from '../../src/domain/sum-load';

// Spec 2 section 5.1: "Reception load needs a date ("PLEASE SELECT DATE VIEW" or "PLEASE SELECT DATE SUM"),
// an area for roles that pick areas ("PLEASE SELECT AREA"), and a branch for role 5 and above ("PLEASE SELECT BRANCH")."
describe('reception sum load checks', () => {
  const cases: [Role, { area?: string; branch?: number; date?: string }, string | null][] = [
    [0, { date: '' }, 'PLEASE SELECT DATE SUM'],
    [0, { date: '2026-11-22' }, null],
    [2, { date: '2026-11-22' }, null],
    [4, { date: '2026-11-22' }, null],
    [5, { date: '2026-11-22' }, 'PLEASE SELECT BRANCH'],
    [5, { date: '2026-11-22', branch: 3 }, null],
    [6, { date: '2026-11-22', branch: 0 }, 'PLEASE SELECT BRANCH'],
    [7, { date: '2026-11-22', branch: 3 }, 'PLEASE SELECT AREA'],
    [7, { date: '2026-11-22', area: 'Ha Noi' }, 'PLEASE SELECT BRANCH'],
    [7, { date: '2026-11-22', area: 'Ha Noi', branch: 3 }, null],
    [1, { date: '2026-11-22', area: 'Ha Noi', branch: 3 }, null],
    [8, { date: '2026-11-22', branch: 3 }, 'PLEASE SELECT AREA'],
  ];
  it.each(cases)('role %i with %o gives %s', (role, sel, msg) => {
    expect(sumLoadCheck(role, sel)).toBe(msg);
  });
});
