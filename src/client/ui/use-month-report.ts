import { useEffect, useState } from 'react';
import { branchToday } from '../../domain/branches';
import { picksArea, picksBranch } from '../../domain/scope';
import { cacheGet, cachePut } from '../lib/cache';
import { toast } from '../lib/toast';
import { useNotice } from '../lib/use-notice';
import { useBranchChoice } from './use-branch-choice';
import { useT } from '../lib/i18n';
import { knownLabel } from '../lib/known-label';

export const SELECT_MONTH = 'PLEASE SELECT MONTH VIEW';
export const LOADED = 'SUCCESS LOAD DATA FROM SERVER';
export type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; msg: string };
/** What a screen's fetch answers: loaded (from the network, or `stale` from this device), or why not. */
export type Fetched = { ok: true; stale: boolean; month: string } | { ok: false; msg: string };

/**
 * A month report's pick (area/branch by role, month) and its Load Data. A role bound to its branch gets
 * this month at once; with no network and no copy of this month on the device, the last month this
 * device loaded (`lastKey`), so a tablet that starts offline opens what it had.
 */
export function useMonthReport(
  named: boolean,
  lastKey: string,
  fetch: (branch: number, month: string) => Promise<Fetched>,
) {
  const pick = useBranchChoice();
  const { user, role } = pick;
  const [month, setMonth] = useState(() => branchToday(pick.own || 1).slice(0, 7));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const notice = useNotice();
  const t = useT('common');

  const load = async (branch?: number, m = month, quiet = false): Promise<boolean> => {
    if (!m) return (notice(t(SELECT_MONTH)), false);
    let b = branch;
    if (b === undefined) {
      const r = pick.resolve();
      if (!r.ok) return (notice(knownLabel(t, r.msg)), false);
      b = r.branch;
    }
    setStatus({ kind: 'loading' });
    const res = await fetch(b, m);
    if (!res.ok) {
      setStatus({ kind: 'error', msg: res.msg });
      if (!quiet) notice(res.msg, t('Load Data'));
      return false;
    }
    setMonth(res.month);
    setStatus({ kind: 'ready' });
    if (!res.stale) {
      void cachePut(lastKey, { branch: b, month: m }).catch(() => undefined);
      toast(t(LOADED));
    }
    return true;
  };

  useEffect(() => {
    if (!user || named) return;
    if (picksArea(role) || picksBranch({ role, branchID: user.branchID })) return;
    void (async () => {
      if (await load(user.branchID, month, true)) return;
      const last = await cacheGet<{ branch: number; month: string }>(lastKey).catch(() => undefined);
      if (last) await load(last.branch, last.month);
    })();
  }, []);

  return { ...pick, month, setMonth, status, load };
}
