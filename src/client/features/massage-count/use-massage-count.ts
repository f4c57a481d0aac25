import { useState } from 'react';
import type { AnswerOf } from '../../../contract/endpoint';
import { massageCountApi } from '../../../contract/massage-count';
import { branchToday } from '../../../domain/branches';
import { MASSAGE_LOAD_ERROR, staffNumberOf } from '../../../domain/massage-count';
import { request } from '../../lib/request';
import { useT } from '../../lib/i18n';
import { useNotice } from '../../lib/use-notice';
import { useBranchChoice } from '../../ui/use-branch-choice';
import { usePullRefresh } from '../../ui/PullRefresh';

export const STAFF_NUMBER_HINT = 'Please input the 2-digit staff number';
export type MassageAnswer = AnswerOf<typeof massageCountApi.check>;

/** Branch (by role), month, staff number and the checker's answer. */
export function useMassageCount() {
  const t = useT('massage-count');
  const pick = useBranchChoice();
  const [month, setMonth] = useState(branchToday(pick.own || 1).slice(0, 7));
  const [staff, setStaff] = useState('');
  const [loading, setLoading] = useState(false);
  const [data, setData] = useState<(MassageAnswer & { branch: number }) | null>(null);
  const notice = useNotice();

  const find = async () => {
    const number = staffNumberOf(staff);
    if (!number) return notice(t(STAFF_NUMBER_HINT));
    if (!month) return notice(t('PLEASE SELECT MONTH VIEW'));
    const r = pick.resolve();
    if (!r.ok) return notice(r.msg);
    setLoading(true);
    const res = await request(massageCountApi.check, { branchId: r.branch, month }, { staffNumber: number });
    setLoading(false);
    if (!res.ok) {
      setData(null);
      return notice(res.error.status === 403 ? res.error.msg : t(MASSAGE_LOAD_ERROR));
    }
    setData({ ...res.data, branch: r.branch });
  };

  // A pull on the page asks again once an answer is shown.
  usePullRefresh(data ? find : null);
  return { ...pick, month, setMonth, staff, setStaff, loading, data, find };
}
export type MassageCountState = ReturnType<typeof useMassageCount>;
