import { useState } from 'react';
import type { ComparisonAnswer } from '../../../contract/acc-comparison';
import { SELECT_MONTH_VIEW } from '../../../domain/acc-rules';
import { branchToday } from '../../../domain/branches';
import { previousMonth } from '../../../domain/dates';
import { useBranchChoice } from '../../ui/use-branch-choice';
import { viewComparison } from './registers-api';

export type Month = ComparisonAnswer;
export type ComparisonState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error'; msg: string }
  | { kind: 'ready'; branchId: number; old: Month; current: Month };

/** The comparison's pick (area/branch, old and current month) and the two months, each loaded once. */
export function useComparison() {
  const pick = useBranchChoice();
  const [current, setCurrent] = useState(() => branchToday(pick.own).slice(0, 7));
  const [old, setOld] = useState(() => previousMonth(current));
  const [state, setState] = useState<ComparisonState>({ kind: 'idle' });

  /** Loads the months picked, or the ones given (an address). */
  const load = async (given?: { branch: number; old: string; current: string }) => {
    const target = given ? { ok: true as const, branch: given.branch } : pick.resolve();
    if (!target.ok) return setState({ kind: 'error', msg: target.msg });
    const months = given ?? { old, current };
    if (!months.old || !months.current) return setState({ kind: 'error', msg: SELECT_MONTH_VIEW });
    setState({ kind: 'loading' });
    const [a, b] = await Promise.all([
      viewComparison(target.branch, months.old),
      viewComparison(target.branch, months.current),
    ]);
    if (!a.ok) return setState({ kind: 'error', msg: a.error.msg });
    if (!b.ok) return setState({ kind: 'error', msg: b.error.msg });
    setState({ kind: 'ready', branchId: target.branch, old: a.data, current: b.data });
  };

  /** A saved breakfast count goes into the month that holds it. */
  const setCount = (month: string, numberBF: Month['numberBF']) =>
    setState((s) =>
      s.kind !== 'ready'
        ? s
        : {
            ...s,
            old: s.old.month === month ? { ...s.old, numberBF } : s.old,
            current: s.current.month === month ? { ...s.current, numberBF } : s.current,
          },
    );

  return { ...pick, old, setOld, current, setCurrent, state, load, setCount };
}
