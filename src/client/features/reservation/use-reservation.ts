import { useEffect, useState } from 'react';
import { dashboardApi, type ReservationAnswer } from '../../../contract/dashboard';
import { branchToday } from '../../../domain/branches';
import { cachedRequest } from '../../lib/request';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';

export const LOADED = 'SUCCESS LOAD DATA FROM SERVER';
export type Reservation = ReservationAnswer['data'] & { stale: boolean };

/** The reservation report's month and its Load Data (this month loads on opening). */
export function useReservation() {
  const [month, setMonthState] = useState(() => branchToday(1).slice(0, 7));
  const [data, setData] = useState<Reservation | null>(null);
  const [loading, setLoading] = useState(false);
  const notice = useNotice();
  const load = async (m = month) => {
    if (!m) return notice('PLEASE SELECT MONTH VIEW');
    setLoading(true);
    const res = await cachedRequest(dashboardApi.reservation, { month: m });
    setLoading(false);
    if (!res.ok) return notice(res.error.msg, 'Load Data');
    const stale = 'stale' in res && !!res.stale;
    setData({ ...res.data.data, stale });
    if (!stale) toast(LOADED);
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
