import { useAtomValue } from '../../state/store';
import { useCallback, useState } from 'react';
import { userAtom } from '../../state/session';

/**
 * Columns the user hid on a tablet grid, kept on this device per user and per report (localStorage, by
 * `report` and user id): which columns fit is a matter of the device's screen. The accountant sum keeps
 * its choice on the server instead (accHiddenTab) and passes its own hidden set to the grid.
 */
const keyOf = (report: string, userId: number | undefined) => `sumbook.${report}.hiddenColumns.${userId ?? 0}`;

function read(key: string): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** `report` names the grid the choice is kept for, e.g. 'rc'. */
export function useHiddenColumns(report: string): [Set<string>, (keys: Set<string>) => void] {
  const user = useAtomValue(userAtom);
  const key = keyOf(report, user?.id);
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
