import { useAtomValue } from '../../state/store';
import { pendingAtom, savingAtom, type Plan } from './expected-state';

/** Whether every change reached the server: saving, waiting to be sent (offline), or all saved. */
export function SaveState({ plan }: { plan: Plan }) {
  const saving = useAtomValue(savingAtom);
  const pending = useAtomValue(pendingAtom);
  const prefix = `${plan.branchId}:${plan.month}:`;
  const waiting = Object.keys(pending).filter((k) => k.startsWith(prefix)).length;
  const text =
    saving > 0
      ? 'Saving…'
      : waiting > 0
        ? `${waiting} change${waiting > 1 ? 's' : ''} waiting to be sent`
        : plan.canEdit
          ? 'All changes saved'
          : 'View only';
  return (
    <span className={`ex-save${waiting && !saving ? ' waiting' : ''}`} data-testid="expected-save-state" role="status">
      {text}
    </span>
  );
}
