import { useAtomValue } from '../../state/store';
import { draftErrorAtom, draftKeptAtom } from '../../lib/drafts';
import { outboxChainsAtom } from '../../lib/outbox';
import { staffChain } from './staff-api';
import { staffDraftKey } from './staff-draft';
import { useT } from '../../lib/i18n';
import { knownLabel } from '../../lib/known-label';

/** Where unsaved rows stand: kept on this device, waiting in the outbox, or not kept (storage failed). */
export function StaffSaveState({ branch, period, count }: { branch: number; period: string; count: number }) {
  const t = useT('staff');
  const tc = useT('common');
  const key = staffDraftKey(branch, period);
  const kept = useAtomValue(draftKeptAtom)[key];
  const failed = useAtomValue(draftErrorAtom);
  const waiting = useAtomValue(outboxChainsAtom)[staffChain(branch)] ?? 0;
  if (count > 0 && failed)
    return (
      <span className="rc-draft failed" role="alert" style={{ color: 'var(--ion-color-danger)', whiteSpace: 'normal' }}>
        {knownLabel(tc, failed)}
      </span>
    );
  if (waiting > 0) return <span className="rc-draft keeping">{t('Waiting to be sent')}</span>;
  if (count === 0) return null;
  return (
    <span className={`rc-draft ${kept ? 'kept' : 'keeping'}`} role="status" data-testid="staff-pending">
      {kept ? t('{{n}} unsaved · kept on this device', { n: count }) : t('{{n}} unsaved', { n: count })}
    </span>
  );
}
