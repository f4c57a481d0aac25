import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { userAtom } from '../../state/session';

/**
 * Columns the user hid on the tablet grid, kept on this device per user (localStorage, by user id).
 * Choice: device-local rather than accHiddenTab, whose contract holds only the accountant sum's
 * Bill and Massage groups; which columns fit is a matter of the device's screen.
 */
const keyOf = (userId: number | undefined) => `sumbook.rc.hiddenColumns.${userId ?? 0}`;

function read(key: string): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function useHiddenColumns(): [Set<string>, (keys: Set<string>) => void] {
  const user = useAtomValue(userAtom);
  const key = keyOf(user?.id);
  const [state, setState] = useState<{ key: string; hidden: Set<string> }>(() => ({ key, hidden: new Set(read(key)) }));
  const hidden = state.key === key ? state.hidden : new Set(read(key));
  const set = useCallback(
    (keys: Set<string>) => {
      try {
        localStorage.setItem(key, JSON.stringify([...keys]));
      } catch {
        /* storage full or blocked: kept for this visit only */
      }
      setState({ key, hidden: keys });
    },
    [key],
  );
  return [hidden, set];
}
