import { IonButton, IonSpinner } from '@ionic/react';
import { branchById } from '../../../domain/branches';
import { BranchPicker } from '../../ui/BranchPicker';
import { ReportToolbar } from '../../ui/ReportToolbar';
import type { ExpectedState } from './use-expected';

/** Area/branch pickers by role, the month and Load Data; folded into the plan's title once loaded. */
export function ExpectedToolbar({ s }: { s: ExpectedState }) {
  const { plan, status } = s;
  const title =
    plan && status.kind === 'ready'
      ? `${plan.canEdit ? '[EDIT]' : '[VIEW]'} ${branchById(plan.branchId)?.code ?? plan.branchId} ${plan.month} Expected`
      : '';
  const heading = title && (
    <span className={`rc-title ${plan?.canEdit ? 'edit' : 'view'}`} data-testid="expected-title">
      {title}
    </span>
  );
  const loadButton = (
    <IonButton
      size="small"
      onClick={() => void s.load()}
      disabled={status.kind === 'loading'}
      data-testid="expected-load"
    >
      Load Data
    </IonButton>
  );
  return (
    <ReportToolbar summary={heading || undefined} summaryKey={title} trailing={loadButton}>
      <BranchPicker value={s.choice} onChange={s.setChoice} />
      <input
        type="month"
        aria-label="Month"
        className="rc-date ex-month"
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
