import { appStore, useAtomValue } from '../../state/store';
import { useEffect } from 'react';
import { useMonthReport, type Fetched } from '../../ui/use-month-report';
import { loadStorage } from './st-api';
import { restore } from './st-send';
import { stMonthAtom } from './st-state';
import { knownOf } from './st-view';

async function fetchMonth(branch: number, month: string): Promise<Fetched> {
  const res = await loadStorage(branch, month);
  if (!res.ok) {
    appStore.set(stMonthAtom, null);
    return { ok: false, msg: res.error.msg };
  }
  const stale = 'stale' in res && !!res.stale;
  const d = res.data.data;
  appStore.set(stMonthAtom, { ...d, stale, known: knownOf(d) });
  await restore({ branchId: d.branchId, month: d.month });
  return { ok: true, stale, month: d.month };
}

/** The storage month as the screen holds it, with this device's unsaved changes and waiting saves. */
export function useStorage(named: boolean) {
  useEffect(() => appStore.set(stMonthAtom, null), []);
  const s = useMonthReport(named, 'storage:last', fetchMonth);
  return { ...s, data: useAtomValue(stMonthAtom) };
}
export type StorageState = ReturnType<typeof useStorage>;
