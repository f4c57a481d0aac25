import { useAtomValue } from '../../state/store';
import { waitingLocks } from './expected-locks';
import { locksAtom, pendingAtom, savingAtom, type Plan } from './expected-state';
import { useExpectedWords } from './expected-text';

/** Whether every change (cells, days opened or closed) reached the server: saving, waiting to be sent (offline), or all saved. */
export function SaveState({ plan }: { plan: Plan }) {
  const { t } = useExpectedWords();
  const saving = useAtomValue(savingAtom);
  const pending = useAtomValue(pendingAtom);
  const locks = useAtomValue(locksAtom);
  const prefix = `${plan.branchId}:${plan.month}:`;
  // Cell changes and days opened or closed, still waiting for the server.
  const waiting = Object.keys(pending).filter((k) => k.startsWith(prefix)).length + waitingLocks(locks, plan);
  const text =
    saving > 0
      ? t('Saving…')
      : waiting > 0
        ? t('{{count}} changes waiting to be sent', { count: waiting })
        : plan.canEdit
          ? t('All changes saved')
          : t('View only');
  return (
    <span className={`ex-save${waiting && !saving ? ' waiting' : ''}`} data-testid="expected-save-state" role="status">
      {text}
    </span>
  );
}
