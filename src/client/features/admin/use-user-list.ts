import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AdminUser } from '../../../contract/admin';
import type { ApiResult } from '../../lib/api';
import { tr } from '../../lib/i18n';
import { useNotice } from '../../lib/use-notice';
import { usePullRefresh } from '../../ui/PullRefresh';
import type { AreaPick } from './users-api';

type Loader = (area: AreaPick) => Promise<ApiResult<{ data: AdminUser[] }>>;

/** A user list of one area (or all), searched by name or e-mail on the device, with one user replaced after a change. */
export function useUserList(load: Loader) {
  const notice = useNotice();
  const [area, setArea] = useState<AreaPick>('all');
  const [users, setUsers] = useState<AdminUser[] | null>(null);
  const [search, setSearch] = useState('');
  const [loading, setLoading] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    const res = await load(area);
    setLoading(false);
    if (!res.ok) return notice(res.error.msg, tr('admin')('Load Data'));
    setUsers(res.data.data);
  }, [area, load, notice]);
  useEffect(() => {
    void reload();
  }, [reload]);
  usePullRefresh(reload);

  const shown = useMemo(() => {
    const text = search.trim().toLowerCase();
    const all = users ?? [];
    return text ? all.filter((u) => u.name.toLowerCase().includes(text) || u.email.includes(text)) : all;
  }, [users, search]);

  const replace = useCallback((u: AdminUser) => {
    setUsers((list) => (list ?? []).map((x) => (x.id === u.id ? u : x)));
  }, []);
  const add = useCallback((u: AdminUser) => setUsers((list) => [...(list ?? []), u]), []);

  return { area, setArea, users, shown, search, setSearch, loading, reload, replace, add };
}
export type UserList = ReturnType<typeof useUserList>;
