import { appStore, useAtomValue } from '../../state/store';
import { useEffect, useState } from 'react';
import type { ExpectedMonth } from '../../../contract/expected';
import { mayEditExpected } from '../../../domain/manager-roles';
import { picksArea, picksBranch, selectableBranches } from '../../../domain/scope';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { useBranchChoice } from '../../ui/use-branch-choice';
import { loadPlan } from './expected-api';
import { useExpectedWords } from './expected-text';
import { restoreLocks } from './expected-locks';
import { restorePlanChanges } from './expected-restore';
import { planAtom, type Plan } from './expected-state';
import { cellKey, currentMonth } from './expected-view';

export const SELECT_MONTH = 'PLEASE SELECT MONTH VIEW';
export const LOADED = 'SUCCESS LOAD DATA FROM SERVER';
export type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; msg: string };

/** The plan as the screen holds it, from get_expected's data. */
export function planOf(d: ExpectedMonth, opts: { missing: boolean; stale: boolean; canEdit: boolean }): Plan {
  return {
    branchId: d.branchId,
    month: d.month,
    rooms: d.rooms,
    cells: Object.fromEntries(d.cells.map((c) => [cellKey(c.room, c.day), c])),
    closed: d.listSaveDay,
    source: d.source,
    ...opts,
    canEdit: opts.canEdit && d.canEdit,
  };
}

/**
 * The pick (area/branch by role, month) and the plan loaded for it. A role bound to its branch, and an
 * area manager whose area has one branch, get this month's plan at once (spec 3 section 6), unless the
 * address `named` a plan.
 */
export function useExpected(named: boolean) {
  const { t, w } = useExpectedWords();
  const pick = useBranchChoice();
  const { user, role } = pick;
  const [month, setMonth] = useState(() => currentMonth(pick.own));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const plan = useAtomValue(planAtom);
  const notice = useNotice();
  const mayEdit = !!user && mayEditExpected({ ...user, role });

  const load = async (branch?: number, m = month) => {
    if (!m) return notice(t(SELECT_MONTH));
    let b = branch;
    if (b === undefined) {
      const r = pick.resolve();
      if (!r.ok) return notice(w(r.msg));
      b = r.branch;
    }
    setStatus({ kind: 'loading' });
    const res = await loadPlan(b, m);
    if (!res.ok) {
      appStore.set(planAtom, null);
      setStatus({ kind: 'error', msg: res.error.msg });
      return notice(res.error.msg, t('Load Data'));
    }
    const stale = 'stale' in res && !!res.stale;
    const next = planOf(res.data.data, { missing: res.data.msg === 'null', stale, canEdit: mayEdit });
    appStore.set(planAtom, next);
    await restorePlanChanges(next);
    await restoreLocks(next);
    setStatus({ kind: 'ready' });
    if (!stale && !next.missing) toast(t(LOADED));
  };

  // On open: no plan of another visit; the own branch's month at once when there is nothing to pick.
  useEffect(() => {
    appStore.set(planAtom, null);
    if (!user || named) return;
    const fixed = !picksArea(role) && !picksBranch({ role, branchID: user.branchID });
    const only = picksArea(role) ? [] : selectableBranches({ ...user, role });
    if (fixed) void load(user.branchID);
    else if (only.length === 1) {
      pick.setChoice({ area: only[0].area, branch: only[0].id });
      void load(only[0].id);
    }
  }, []);

  return { ...pick, month, setMonth, status, plan, load, mayEdit };
}
export type ExpectedState = ReturnType<typeof useExpected>;
