import { appStore, useAtomValue } from '../../state/store';
import { useEffect } from 'react';
import { useMonthReport, type Fetched } from '../../ui/use-month-report';
import { loadBreakfast } from './bf-api';
import { restoreWaiting } from './bf-send';
import { knownOf } from './bf-view';
import { bfMonthAtom } from './breakfast-state';

/** The month's breakfast as the screen holds it, with the writes still waiting on this device. */
async function fetchMonth(branch: number, month: string): Promise<Fetched> {
  const res = await loadBreakfast(branch, month);
  if (!res.ok) {
    appStore.set(bfMonthAtom, null);
    return { ok: false, msg: res.error.msg };
  }
  const stale = 'stale' in res && !!res.stale;
  const d = res.data.data;
  await restoreWaiting({ branchId: d.branchId, month: d.month });
  appStore.set(bfMonthAtom, { ...d, stale, known: knownOf(d) });
  return { ok: true, stale, month: d.month };
}

export function useBreakfast(named: boolean) {
  useEffect(() => appStore.set(bfMonthAtom, null), []);
  const s = useMonthReport(named, 'breakfast:last', fetchMonth);
  return { ...s, data: useAtomValue(bfMonthAtom) };
}
export type BreakfastState = ReturnType<typeof useBreakfast>;
