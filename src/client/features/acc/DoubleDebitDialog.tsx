import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonItem,
  IonLabel,
  IonList,
  IonModal,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { DOUBLE_DEBIT } from '../../../domain/acc-rules';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { formatAmount } from '../../../domain/money';
import { useT } from '../../lib/i18n';

/** "Have Double Debit Bill": rows already in the month's DEBIT; add one of them anyway, or all. */
export function DoubleDebitDialog({
  rows,
  month,
  branchId,
  onAdd,
  onClose,
}: {
  rows: InvoiceRow[] | null;
  month: string;
  branchId: number;
  onAdd: (rows: InvoiceRow[], all: boolean) => void;
  onClose: () => void;
}) {
  const t = useT('acc');
  return (
    <IonModal isOpen={!!rows} onDidDismiss={onClose} data-testid="double-debit">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t(DOUBLE_DEBIT)}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('Close')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <p>
          {t(
            'These bills are already in the DEBIT of {{month}}. Add one of them again, or all of them, or close to leave them out.',
            { month },
          )}
        </p>
        <IonButton expand="block" onClick={() => rows && onAdd(rows, true)}>
          {t('Add all ({{n}})', { n: rows?.length ?? 0 })}
        </IonButton>
        <IonList>
          {rows?.map((r) => (
            <IonItem key={r.ID}>
              <IonLabel>
                <h3>
                  {r.HI ? t('HI {{number}}', { number: r.HI }) : t('SI {{number}}', { number: r.SI })} · {r.name}
                </h3>
                <p>{formatAmount(r.sub + r.serviceTotal, branchId)}</p>
              </IonLabel>
              <IonButton slot="end" size="small" fill="outline" onClick={() => onAdd([r], false)}>
                {t('Add one')}
              </IonButton>
            </IonItem>
          ))}
        </IonList>
      </IonContent>
    </IonModal>
  );
}
