import { IonButton, IonSpinner } from '@ionic/react';
import { branchById } from '../../../domain/branches';
import { BranchPicker } from '../../ui/BranchPicker';
import { ReportToolbar } from '../../ui/ReportToolbar';
import type { BreakfastState } from './use-breakfast';

/** Area/branch pickers by role, the month and Load Data; folded into the report's title once loaded. */
export function BfToolbar({ s }: { s: BreakfastState }) {
  const { data, status } = s;
  const title =
    data && status.kind === 'ready'
      ? `${data.canEdit ? '[EDIT]' : '[VIEW]'} ${branchById(data.branchId)?.code ?? data.branchId} ${data.month} Breakfast`
      : '';
  const heading = title && (
    <span className={`rc-title ${data?.canEdit ? 'edit' : 'view'}`} data-testid="bf-title">
      {title}
    </span>
  );
  const loadButton = (
    <IonButton size="small" onClick={() => void s.load()} disabled={status.kind === 'loading'} data-testid="bf-load">
      Load Data
    </IonButton>
  );
  return (
    <ReportToolbar summary={heading || undefined} summaryKey={title} trailing={loadButton}>
      <BranchPicker value={s.choice} onChange={s.setChoice} />
      <input
        type="month"
        aria-label="Month"
        className="rc-date"
        value={s.month}
        onChange={(e) => s.setMonth(e.target.value)}
      />
      {loadButton}
      {status.kind === 'loading' && (
        <span className="rc-step" role="status">
          <IonSpinner name="dots" /> Loading
        </span>
      )}
      {heading}
    </ReportToolbar>
  );
}
