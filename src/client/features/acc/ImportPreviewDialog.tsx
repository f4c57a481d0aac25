import {
  IonButton,
  IonButtons,
  IonContent,
  IonFooter,
  IonHeader,
  IonItem,
  IonLabel,
  IonList,
  IonListHeader,
  IonModal,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { formatAmount } from '../../../domain/money';
import { useT } from '../../lib/i18n';
import type { ImportPreview } from './use-excel';

const SHOWN = 200;

/** The Excel import viewer: the file's rows and warnings; the rows join the report only on "Add". */
export function ImportPreviewDialog({
  preview,
  branchId,
  onAdd,
  onClose,
}: {
  preview: ImportPreview | null;
  branchId: number;
  onAdd: (rows: InvoiceRow[]) => void;
  onClose: () => void;
}) {
  const t = useT('acc');
  const rows = preview?.rows ?? [];
  return (
    <IonModal isOpen={!!preview} onDidDismiss={onClose} data-testid="import-preview">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('Excel import: {{n}} rows', { n: rows.length })}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('Cancel')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <p className="ion-padding-horizontal sb-muted">
          {t('{{sheet}} ({{format}}). Nothing is added until you press Add; then SAVE REPORT stores them.', {
            sheet: preview?.sheet,
            format: preview?.format,
          })}
        </p>
        {preview && preview.warnings.length > 0 && (
          <IonList>
            <IonListHeader>{t('Warnings ({{n}})', { n: preview.warnings.length })}</IonListHeader>
            {preview.warnings.slice(0, 50).map((w, i) => (
              <IonItem key={i}>
                <IonLabel className="ion-text-wrap">
                  {t('Row {{row}}, {{column}}: {{msg}}', { row: w.row, column: w.column, msg: w.msg })}
                </IonLabel>
              </IonItem>
            ))}
          </IonList>
        )}
        <IonList data-testid="import-rows">
          {rows.slice(0, SHOWN).map((r) => (
            <IonItem key={r.ID}>
              <IonLabel>
                <h3>
                  {r.HI ? t('HI {{number}}', { number: r.HI }) : r.SI ? t('SI {{number}}', { number: r.SI }) : '–'} ·{' '}
                  {r.name || t('No name')}
                </h3>
                <p>
                  {r.checkin || ''} {r.checkout ? `→ ${r.checkout}` : ''} {r.action}
                </p>
              </IonLabel>
              <strong slot="end">{formatAmount(r.sub + r.serviceTotal, branchId)}</strong>
            </IonItem>
          ))}
          {rows.length > SHOWN && (
            <IonItem>
              <IonLabel className="sb-muted">{t('… and {{n}} more', { n: rows.length - SHOWN })}</IonLabel>
            </IonItem>
          )}
        </IonList>
      </IonContent>
      <IonFooter>
        <IonToolbar>
          <IonButtons slot="end">
            <IonButton strong disabled={rows.length === 0} onClick={() => onAdd(rows)}>
              {t('Add {{n}} rows', { n: rows.length })}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonFooter>
    </IonModal>
  );
}
