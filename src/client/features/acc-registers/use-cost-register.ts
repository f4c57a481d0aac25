import { useState } from 'react';
import type { CashRegisterAnswer } from '../../../contract/acc-cost';
import { SELECT_MONTH_VIEW } from '../../../domain/acc-rules';
import { branchToday } from '../../../domain/branches';
import { useBranchChoice } from '../../ui/use-branch-choice';
import { viewCostMonth } from './registers-api';

type Register = CashRegisterAnswer['data'];
export type RegisterState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error'; msg: string }
  | { kind: 'ready'; data: Register; stale: boolean };

/** The cost register's pick (area/branch, month) and the month loaded on OK. */
export function useCostRegister() {
  const pick = useBranchChoice();
  const [month, setMonth] = useState(() => branchToday(pick.own).slice(0, 7));
  const [state, setState] = useState<RegisterState>({ kind: 'idle' });
  const load = async () => {
    const target = pick.resolve();
    if (!target.ok) return setState({ kind: 'error', msg: target.msg });
    if (!month) return setState({ kind: 'error', msg: SELECT_MONTH_VIEW });
    setState({ kind: 'loading' });
    const res = await viewCostMonth(target.branch, month);
    setState(
      res.ok ? { kind: 'ready', data: res.data.data, stale: !!res.stale } : { kind: 'error', msg: res.error.msg },
    );
  };
  return { ...pick, month, setMonth, state, load };
}
