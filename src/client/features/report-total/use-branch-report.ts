import { useState } from 'react';
import { CHAIN, dashboardApi, type ReportData } from '../../../contract/dashboard';
import { SELECT_AREA_BRANCH } from '../../../domain/acc-rules';
import { branchById, branchToday } from '../../../domain/branches';
import { picksArea, picksBranch } from '../../../domain/scope';
import { useT } from '../../lib/i18n';
import { cachedRequest } from '../../lib/request';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import type { BranchChoice } from '../../ui/BranchPicker';
import { useBranchChoice } from '../../ui/use-branch-choice';

/** What View Branch covers: the picked branch, the whole area of the pick, or the whole chain. */
export type Span = 'branch' | 'area' | 'chain';
export type LoadedReport = ReportData & { stale: boolean };

/**
 * View Branch's pick (area/branch by role), month and span, and its Load Data. Roles that choose a branch
 * may also load the whole area (1, 5, 6, 7, 8) or the whole chain (1, 7, 8). Changing the branch, the
 * month or the span clears what was loaded (spec 3 section 2).
 */
export function useBranchReport() {
  const t = useT('report-total');
  const pick = useBranchChoice();
  const { user, role } = pick;
  const [month, setMonthState] = useState(() => branchToday(pick.own || 1).slice(0, 7));
  const [span, setSpanState] = useState<Span>('branch');
  const [loading, setLoading] = useState(false);
  const [data, setData] = useState<LoadedReport | null>(null);
  const notice = useNotice();
  const spans: Span[] = !user
    ? ['branch']
    : picksArea(role)
      ? ['branch', 'area', 'chain']
      : picksBranch({ role, branchID: user.branchID })
        ? ['branch', 'area']
        : ['branch'];

  const target = (): { ok: true; branchId: number; area: string } | { ok: false; msg: string } => {
    if (span === 'chain') return { ok: true, branchId: 0, area: CHAIN };
    if (span === 'area') {
      const area = picksArea(role) ? pick.choice.area : (user?.area ?? '');
      return area ? { ok: true, branchId: 0, area } : { ok: false, msg: SELECT_AREA_BRANCH };
    }
    const r = pick.resolve();
    if (!r.ok) return r;
    return { ok: true, branchId: r.branch, area: branchById(r.branch)?.area ?? CHAIN };
  };

  const load = async () => {
    if (!month) return notice(t('PLEASE SELECT MONTH VIEW'));
    const to = target();
    if (!to.ok) return notice(t(to.msg as 'PLEASE SELECT AREA / BRANCH'));
    setLoading(true);
    const res = await cachedRequest(dashboardApi.takeGuestNumber, {
      branchId: to.branchId,
      area: to.area,
      month,
      view: 'report',
    });
    setLoading(false);
    if (!res.ok) return notice(res.error.msg, t('Load Data'));
    if (res.data.data.view !== 'report') return;
    const stale = 'stale' in res && !!res.stale;
    setData({ ...res.data.data, stale });
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
  const setSpan = (s: Span) => {
    setSpanState(s);
    setData(null);
  };
  return { choice: pick.choice, setChoice, month, setMonth, span, spans, setSpan, loading, data, load };
}
