import { IonButton, IonButtons, IonContent, IonHeader, IonIcon, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { trashOutline } from 'ionicons/icons';
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { RcColumn } from '../../../domain/rc-columns';
import { RowFields } from './RowFields';
import { useT } from '../../lib/i18n';

/** Phones: the full row in a sheet; every keystroke goes to the sum (and its draft). */
export function RowSheet({
  row,
  columns,
  branchId,
  role,
  editing,
  typesCharges,
  onChange,
  onClose,
  onDelete,
  onHistory,
}: {
  row: InvoiceRow | null;
  columns: RcColumn[];
  branchId: number;
  role: number;
  editing: boolean;
  /** The reception sum: reception types the row's hotel charges in the sheet. */
  typesCharges?: boolean;
  onChange: (patch: Partial<InvoiceRow>) => void;
  onClose: () => void;
  onDelete: () => void;
  onHistory: () => void;
}) {
  const t = useT('common');
  return (
    <IonModal
      isOpen={!!row}
      onDidDismiss={onClose}
      initialBreakpoint={0.92}
      breakpoints={[0, 0.92]}
      data-testid="row-sheet"
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>{row ? `${row.SI ? 'SI' : 'HI'} ${row.HI || row.SI || t('new')}` : ''}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onHistory}>{t('History')}</IonButton>
            {editing && (
              <IonButton onClick={onDelete} aria-label={t('Delete this row')}>
                <IonIcon aria-hidden="true" slot="icon-only" icon={trashOutline} />
              </IonButton>
            )}
            <IonButton strong onClick={onClose}>
              {t('Done')}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {row && (
          <RowFields
            row={row}
            columns={columns}
            branchId={branchId}
            role={role}
            editing={editing}
            typesCharges={typesCharges}
            onChange={onChange}
          />
        )}
      </IonContent>
    </IonModal>
  );
}
