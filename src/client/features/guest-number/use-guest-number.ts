import { useEffect, useState } from 'react';
import type { AnswerOf } from '../../../contract/endpoint';
import { guestNumberApi } from '../../../contract/guest-number';
import { branchToday } from '../../../domain/branches';
import { defaultPart, type GuestPart } from '../../../domain/guest-number';
import { picksArea, picksBranch } from '../../../domain/scope';
import { cachedRequest } from '../../lib/request';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { useBranchChoice } from '../../ui/use-branch-choice';

export const SELECT_MONTH = 'PLEASE SELECT MONTH VIEW';
export const LOADED = 'SUCCESS LOAD DATA FROM SERVER';
type Answer = AnswerOf<typeof guestNumberApi.get>;
export type Loaded = Answer & { stale: boolean; branch: number };

/** The pick (area/branch by role), month and mode (default by the day of the month), and the days loaded. */
export function useGuestNumber(named: boolean) {
  const t = useT('guest-number');
  const pick = useBranchChoice();
  const today = branchToday(pick.own || 1);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [part, setPart] = useState<GuestPart>(defaultPart(today));
  const [loading, setLoading] = useState(false);
  const [data, setData] = useState<Loaded | null>(null);
  const notice = useNotice();

  const load = async (branch?: number, m = month, p = part) => {
    if (!m) return notice(t(SELECT_MONTH));
    let b = branch;
    if (b === undefined) {
      const r = pick.resolve();
      if (!r.ok) return notice(r.msg);
      b = r.branch;
    }
    setLoading(true);
    const res = await cachedRequest(guestNumberApi.get, { branch: b, part: String(p) as '1', month: m });
    setLoading(false);
    if (!res.ok) return notice(res.error.msg, t('Load Data'));
    const stale = 'stale' in res && !!res.stale;
    setData({ ...res.data, stale, branch: b });
    if (!stale && res.data.msg === 'ok') toast(t(LOADED));
  };

  useEffect(() => {
    if (!pick.user || named) return;
    const fixed = !picksArea(pick.role) && !picksBranch({ role: pick.role, branchID: pick.user.branchID });
    if (fixed) void load(pick.user.branchID);
  }, []);

  return { ...pick, month, setMonth, part, setPart, loading, data, load };
}
export type GuestNumberState = ReturnType<typeof useGuestNumber>;
