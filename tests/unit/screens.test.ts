import { describe, expect, it } from 'vitest';
import { availableSupportTools, BUILT_SCREENS, isBuiltScreen } from '../../src/domain/screens';

const reception = { role: 0 as const, branchID: 3, area: 'Ha Noi' };
const accountant = { role: 4 as const, branchID: 3, area: 'Ha Noi' };

describe('built screens', () => {
  it('matches path patterns by segment', () => {
    expect(isBuiltScreen('/reception_sum')).toBe(true);
    expect(isBuiltScreen('/reception_sum/3/2026-05-01/current')).toBe(true);
    expect(isBuiltScreen('/reception_sum/3/2026-05-01')).toBe(false);
    expect(isBuiltScreen('/count_massage/3')).toBe(false);
    expect(BUILT_SCREENS).toContain('/home');
  });
});

describe('support tools menu', () => {
  it('lists no tool whose screen this build does not have, so it never leads to Forbidden', () => {
    for (const tool of availableSupportTools(reception)) expect(isBuiltScreen(tool.path)).toBe(true);
  });

  it('lists a built tool for the roles that may open it, and not for the others', () => {
    const built = (p: string) => p === '/calculated_vat' || p === '/find_bill/accsum';
    expect(availableSupportTools(reception, built).map((t) => t.label)).toEqual(['Calculate VAT']);
    expect(availableSupportTools(accountant, built).map((t) => t.label)).toEqual([
      'Calculate VAT',
      'Find Bill on Acc Sum',
    ]);
  });
});

describe('the accountant registers and the bill search', () => {
  it('are built, and the support tools lead to the bill search for the roles of spec 1 section 2.3', () => {
    for (const p of ['/acc_cost', '/acc_comparison', '/acc_comparison/3/2026-04/2026-05', '/find_bill/rcsum'])
      expect(isBuiltScreen(p)).toBe(true);
    expect(availableSupportTools(reception).map((t) => t.path)).toContain('/find_bill/rcsum');
    expect(availableSupportTools(reception).map((t) => t.path)).not.toContain('/find_bill/accsum');
    expect(availableSupportTools(accountant).map((t) => t.path)).toEqual(
      expect.arrayContaining(['/find_bill/rcsum', '/find_bill/accsum']),
    );
  });
});
