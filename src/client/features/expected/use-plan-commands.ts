import { useState } from 'react';
import { downloadBlob } from '../../lib/image/sheet-canvas';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { appStore } from '../../state/store';
import { useConfirm } from '../../ui/sheet/use-confirm';
import { downloadPlan, importMoja, planFileName } from './expected-api';
import { lockToast, setDayLock } from './expected-locks';
import { planAtom, type Plan } from './expected-state';
import { weekdayOf } from '../../lib/i18n/format';
import { useExpectedWords } from './expected-text';
import { planOf } from './use-expected';

export const DOWNLOADED = 'Success download Excel File';

/** What an editor does to the plan besides typing in cells: open/close a day (queued offline, expected-locks.ts), import from MOJA, fill by hand; and the Excel file. */
export function usePlanCommands(plan: Plan | null) {
  const { t } = useExpectedWords();
  const notice = useNotice();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);

  const toggleDay = (day: number) => {
    if (!plan) return;
    const closing = !plan.closed.includes(day);
    const label = t('{{weekday}} {{day}}', { weekday: weekdayOf(plan.month, day), day });
    confirm({
      header: closing ? t('Close this day?') : t('Open this day?'),
      message: closing
        ? t("{{day}}: its cells can't be changed until the day is opened again.", { day: label })
        : t('{{day}}: its cells can be changed again.', { day: label }),
      ok: closing ? t('Close day') : t('Open day'),
      onOk: () => {
        void (async () => {
          const res = await setDayLock(plan, day, closing);
          if (res.kind === 'refused') return notice(res.error.msg, t('Update data'));
          toast(lockToast(closing, res.kind === 'queued'));
        })();
      },
    });
  };

  const fromMoja = async () => {
    if (!plan) return;
    setBusy(true);
    const res = await importMoja(plan.branchId, plan.month);
    setBusy(false);
    if (!res.ok) return notice(res.error.msg, 'MOJA');
    appStore.set(planAtom, planOf(res.data.data, { missing: false, stale: false, canEdit: plan.canEdit }));
    const filled = t('{{n}} cells filled from the booking system.', { n: res.data.imported });
    const kept = res.data.kept
      ? ` ${t('{{n}} cells already filled or on closed days were kept.', { n: res.data.kept })}`
      : '';
    notice(`${filled}${kept}`, 'MOJA');
  };

  /** The month has no plan: the grid opens empty; the first change made creates it on the server. */
  const byHand = () => appStore.set(planAtom, (p) => (p ? { ...p, missing: false } : p));

  const download = async () => {
    if (!plan) return;
    setBusy(true);
    const res = await downloadPlan(plan.branchId, plan.month);
    setBusy(false);
    if (!res.ok) return notice(res.error.msg, t('Down Excel'));
    downloadBlob(res.data, planFileName(plan.branchId, plan.month));
    toast(t(DOWNLOADED));
  };

  return { busy, toggleDay, fromMoja, byHand, download };
}
