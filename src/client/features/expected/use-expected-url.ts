import { useNamedMonth, useNamedMonthLoad } from '../../ui/use-named-month';
import type { ExpectedState } from './use-expected';

/** The plan an address names (/manager_expected/:branchReport/:monthReport), or null. */
export const useNamedPlan = useNamedMonth;

/** An address that names a branch and a month loads that plan at once (ui/use-named-month.ts). */
export function useExpectedUrl(s: ExpectedState, named: { branch: number; month: string } | null) {
  useNamedMonthLoad(s, named, '/manager_expected');
}
