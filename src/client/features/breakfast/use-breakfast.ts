import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { branchToday } from '../../../domain/branches';
import { picksArea, picksBranch } from '../../../domain/scope';
import { cacheGet, cachePut } from '../../lib/cache';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { appStore } from '../../state/store';
import { useBranchChoice } from '../../ui/use-branch-choice';
import { loadBreakfast } from './bf-api';
import { restoreWaiting } from './bf-send';
import { knownOf } from './bf-view';
import { bfMonthAtom } from './breakfast-state';

export const SELECT_MONTH = 'PLEASE SELECT MONTH VIEW';
export const LOADED = 'SUCCESS LOAD DATA FROM SERVER';
/** The last month this device loaded: a tablet that starts with no network opens it. */
const LAST = 'breakfast:last';
export type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; msg: string };

/** The pick (area/branch by role, month) and the month loaded for it; the own branch's month at once for fixed roles. */
export function useBreakfast(named: boolean) {
  const pick = useBranchChoice();
  const { user, role } = pick;
  const [month, setMonth] = useState(() => branchToday(pick.own || 1).slice(0, 7));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const data = useAtomValue(bfMonthAtom);
  const notice = useNotice();

  const load = async (branch?: number, m = month, quiet = false): Promise<boolean> => {
    if (!m) return (notice(SELECT_MONTH), false);
    let b = branch;
    if (b === undefined) {
      const r = pick.resolve();
      if (!r.ok) return (notice(r.msg), false);
      b = r.branch;
    }
    setStatus({ kind: 'loading' });
    const res = await loadBreakfast(b, m);
    if (!res.ok) {
      appStore.set(bfMonthAtom, null);
      setStatus({ kind: 'error', msg: res.error.msg });
      if (!quiet) notice(res.error.msg, 'Load Data');
      return false;
    }
    const stale = 'stale' in res && !!res.stale;
    const d = res.data.data;
    await restoreWaiting({ branchId: d.branchId, month: d.month });
    appStore.set(bfMonthAtom, { ...d, stale, known: knownOf(d) });
    setMonth(d.month);
    setStatus({ kind: 'ready' });
    if (!stale) {
      void cachePut(LAST, { branch: b, month: m }).catch(() => undefined);
      toast(LOADED);
    }
    return true;
  };

  // On open: a role bound to its branch gets this month at once; with no network and no copy of this
  // month, the last month this device loaded.
  useEffect(() => {
    appStore.set(bfMonthAtom, null);
    if (!user || named) return;
    if (picksArea(role) || picksBranch({ role, branchID: user.branchID })) return;
    void (async () => {
      if (await load(user.branchID, month, true)) return;
      const last = await cacheGet<{ branch: number; month: string }>(LAST).catch(() => undefined);
      if (last) await load(last.branch, last.month);
    })();
  }, []);

  return { ...pick, month, setMonth, status, data, load };
}
export type BreakfastState = ReturnType<typeof useBreakfast>;
