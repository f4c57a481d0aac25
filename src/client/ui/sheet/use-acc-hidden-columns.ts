import { useAtom } from '../../state/store';
import { useCallback, useMemo } from 'react';
import { userApi } from '../../../contract/user';
import { request } from '../../lib/request';
import { toast } from '../../lib/toast';
import { userAtom } from '../../state/session';

const LIMIT = 50;

/**
 * Columns the accountant hid on the grid, kept per user on the server (accHiddenTab, PATCH
 * /user/update_acc_hidden_tab): package columns in its Massage group, the other columns in Bill.
 */
export function useAccHiddenColumns(): [Set<string>, (keys: Set<string>) => void] {
  const [user, setUser] = useAtom(userAtom);
  const tab = user?.accHiddenTab;
  const hidden = useMemo(() => new Set([...(tab?.Bill ?? []), ...(tab?.Massage ?? [])]), [tab]);
  const set = useCallback(
    (keys: Set<string>) => {
      const list = [...keys];
      const next = {
        Bill: list.filter((k) => !k.startsWith('pkg:')).slice(0, LIMIT),
        Massage: list.filter((k) => k.startsWith('pkg:')).slice(0, LIMIT),
      };
      setUser((u) => (u ? { ...u, accHiddenTab: next } : u));
      void request(userApi.updateAccHiddenTab, {}, { accHiddenTab: next }).then((res) => {
        if (!res.ok) toast(res.error.msg, 'danger');
      });
    },
    [setUser],
  );
  return [hidden, set];
}
