import { useAtomValue } from '../../state/store';
import { pendingAtom, savingAtom, type Plan } from './expected-state';
import { useExpectedWords } from './expected-text';

/** Whether every change reached the server: saving, waiting to be sent (offline), or all saved. */
export function SaveState({ plan }: { plan: Plan }) {
  const { t } = useExpectedWords();
  const saving = useAtomValue(savingAtom);
  const pending = useAtomValue(pendingAtom);
  const prefix = `${plan.branchId}:${plan.month}:`;
  const waiting = Object.keys(pending).filter((k) => k.startsWith(prefix)).length;
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
