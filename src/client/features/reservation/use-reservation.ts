import { useEffect, useState } from 'react';
import { dashboardApi, type ReservationAnswer } from '../../../contract/dashboard';
import { branchToday } from '../../../domain/branches';
import { useT } from '../../lib/i18n';
import { cachedRequest } from '../../lib/request';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';

export type Reservation = ReservationAnswer['data'] & { stale: boolean };

/** The reservation report's month and its Load Data (this month loads on opening). */
export function useReservation() {
  const t = useT('reservation');
  const [month, setMonthState] = useState(() => branchToday(1).slice(0, 7));
  const [data, setData] = useState<Reservation | null>(null);
  const [loading, setLoading] = useState(false);
  const notice = useNotice();
  const load = async (m = month) => {
    if (!m) return notice(t('PLEASE SELECT MONTH VIEW'));
    setLoading(true);
    const res = await cachedRequest(dashboardApi.reservation, { month: m });
    setLoading(false);
    if (!res.ok) return notice(res.error.msg, t('Load Data'));
    const stale = 'stale' in res && !!res.stale;
    setData({ ...res.data.data, stale });
    if (!stale) toast(t('SUCCESS LOAD DATA FROM SERVER'));
  };
  useEffect(() => {
    void load();
  }, []);
  const setMonth = (m: string) => {
    setMonthState(m);
    setData(null);
  };
  return { month, setMonth, data, loading, load };
}
