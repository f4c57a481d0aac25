import { useAtomValue } from '../../state/store';
import { useCallback, useMemo } from 'react';
import { DEFAULT_HIDDEN_DEBIT_COLUMNS } from '../../../domain/constants';
import { useAccHiddenColumns } from '../../ui/sheet/use-acc-hidden-columns';
import { userAtom } from '../../state/session';
import type { DebitColumn } from './debit-columns';

// The debit table's hidden columns, kept per user on the server with the accountant sum's (accHiddenTab,
// PATCH /user/update_acc_hidden_tab). A whole group hidden is kept by its name ('Bill', 'Guest Pay By
// Cash', 'Guest Pay By Card': the spec's defaults); a single column as 'debit:<key>'. The sum's own
// entries are left as they are.
const PREFIX = 'debit:';
const GROUPS: readonly string[] = DEFAULT_HIDDEN_DEBIT_COLUMNS;
const mine = (k: string) => k.startsWith(PREFIX) || GROUPS.includes(k);

export function useDebitHidden(columns: readonly DebitColumn[]): [Set<string>, (keys: Set<string>) => void] {
  const user = useAtomValue(userAtom);
  const [stored, save] = useAccHiddenColumns();
  const untouched = !user?.accHiddenTab.Bill && !user?.accHiddenTab.Massage;
  const kept = useMemo(() => (untouched ? new Set<string>(GROUPS) : stored), [untouched, stored]);
  const hidden = useMemo(
    () => new Set(columns.filter((c) => kept.has(c.group) || kept.has(PREFIX + c.key)).map((c) => c.key)),
    [columns, kept],
  );
  const set = useCallback(
    (keys: Set<string>) => {
      const next = new Set([...kept].filter((k) => !mine(k)));
      for (const group of new Set(columns.map((c) => c.group))) {
        const cols = columns.filter((c) => c.group === group);
        if (group !== 'Debit' && cols.every((c) => keys.has(c.key))) next.add(group);
        else for (const c of cols) if (keys.has(c.key)) next.add(PREFIX + c.key);
      }
      save(next);
    },
    [columns, kept, save],
  );
  return [hidden, set];
}
