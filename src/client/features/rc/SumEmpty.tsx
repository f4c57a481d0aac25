import { IonButton } from '@ionic/react';
import type { ErrorCode } from '../../../contract/errors';
import { EDITING_PAST_DAY, NULL_DAY } from '../../../domain/messages';
import { useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/EmptyState';

/** A day without a sum, or a loaded sum without rows (spec 2 section 8: "Null Data this Day"), and what to do. */
export function SumEmpty({
  msg,
  code,
  edit,
  onVersions,
  onAdd,
  onInvoiceOnDate,
}: {
  msg: string;
  /** NULL_DAY: the day has no sum (what to do is offered); anything else is shown as it is. */
  code?: ErrorCode;
  edit?: boolean;
  onVersions: () => void;
  onAdd?: () => void;
  onInvoiceOnDate?: () => void;
}) {
  const t = useT('rc');
  if (code !== 'NULL_DAY')
    return (
      <p className="rc-empty" role="status">
        {msg === EDITING_PAST_DAY ? t(EDITING_PAST_DAY) : msg}
      </p>
    );
  if (edit && onAdd && onInvoiceOnDate) {
    return (
      <EmptyState
        message={t(NULL_DAY)}
        hint={t('This sum has no invoice yet. Add one, or read the invoices of the day from the PMS.')}
      >
        <IonButton size="small" onClick={onAdd}>
          {t('Add New Tab')}
        </IonButton>
        <IonButton size="small" fill="outline" onClick={onInvoiceOnDate}>
          {t('INVOICE ON DATE')}
        </IonButton>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      message={t(NULL_DAY)}
      hint={t('No sum was made for this day. Pick another date and Load Data, or see the versions of this half-month.')}
    >
      <IonButton size="small" fill="outline" onClick={onVersions}>
        {t('Version / Edit')}
      </IonButton>
    </EmptyState>
  );
}
