import { useEffect, useState } from 'react';
import type { CalendarData } from '../../../contract/calendar';
import { dashboardApi } from '../../../contract/dashboard';
import { branchById, branchToday } from '../../../domain/branches';
import type { CompareBy } from '../../../domain/calendar';
import { picksArea, picksBranch } from '../../../domain/scope';
import { useT } from '../../lib/i18n';
import { cachedRequest } from '../../lib/request';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import type { BranchChoice } from '../../ui/BranchPicker';
import { useBranchChoice } from '../../ui/use-branch-choice';

export type LoadedCalendar = CalendarData & { stale: boolean; branch: number };

/**
 * The calendar's pick (area/branch by role, "as in the first bullet" of spec 3 section 6), month and, for
 * Calendar 2, the comparison (same date or same weekday); changing the pick clears what was loaded.
 */
export function useCalendar(prediction: boolean) {
  const t = useT('report-total');
  const pick = useBranchChoice();
  const [month, setMonthState] = useState(() => branchToday(pick.own || 1).slice(0, 7));
  const [same, setSameState] = useState<CompareBy>('date');
  const [loading, setLoading] = useState(false);
  const [data, setData] = useState<LoadedCalendar | null>(null);
  const notice = useNotice();

  const load = async (branch?: number, m = month, by = same) => {
    if (!m) return notice(t('PLEASE SELECT MONTH VIEW'));
    let b = branch;
    if (b === undefined) {
      const r = pick.resolve();
      if (!r.ok) return notice(t(r.msg as 'PLEASE SELECT AREA / BRANCH'));
      b = r.branch;
    }
    const area = pick.choice.area || branchById(b)?.area || 'all';
    setLoading(true);
    const res = await cachedRequest(
      dashboardApi.takeGuestNumber,
      { branchId: b, area, month: m, view: 'calendar' },
      prediction ? { predict: '1', same: by } : undefined,
    );
    setLoading(false);
    if (!res.ok) return notice(res.error.msg, t('Load Data'));
    if (res.data.data.view !== 'calendar') return;
    const stale = 'stale' in res && !!res.stale;
    setData({ ...res.data.data, stale, branch: b });
    if (!stale) toast(t('SUCCESS LOAD DATA FROM SERVER'));
  };

  const setChoice = (v: BranchChoice) => {
    pick.setChoice(v);
    setData(null);
  };
  const setMonth = (m: string) => {
    setMonthState(m);
    setData(null);
  };
  const setSame = (by: CompareBy) => {
    setSameState(by);
    if (data) void load(data.branch, data.month, by);
  };

  useEffect(() => {
    if (!pick.user) return;
    const fixed = !picksArea(pick.role) && !picksBranch({ role: pick.role, branchID: pick.user.branchID });
    if (fixed) void load(pick.user.branchID);
  }, []);

  return { ...pick, setChoice, month, setMonth, same, setSame, loading, data, load };
}
