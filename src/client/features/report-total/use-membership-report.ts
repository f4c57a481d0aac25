import { useEffect, useState } from 'react';
import { membershipReportApi, type MembershipReport } from '../../../contract/membership-report';
import { useT } from '../../lib/i18n';
import { cachedRequest } from '../../lib/request';
import { toast } from '../../lib/toast';

/** "Switching to Member Ship loads membership data": loads once when the tab opens; reload on demand. */
export function useMembershipReport() {
  const t = useT('report-total');
  const [data, setData] = useState<(MembershipReport & { stale: boolean }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const load = async () => {
    setLoading(true);
    const res = await cachedRequest(membershipReportApi.get, {});
    setLoading(false);
    if (!res.ok) return setError(res.error.msg);
    setError(null);
    const stale = 'stale' in res && !!res.stale;
    setData({ ...res.data.data, stale });
    if (!stale) toast(t('SUCCESS LOAD DATA FROM SERVER'));
  };
  useEffect(() => {
    void load();
  }, []);
  return { data, error, loading, load };
}
