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
  const rows = preview?.rows ?? [];
  return (
    <IonModal isOpen={!!preview} onDidDismiss={onClose} data-testid="import-preview">
      <IonHeader>
        <IonToolbar>
          <IonTitle>Excel import: {rows.length} rows</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>Cancel</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <p className="ion-padding-horizontal sb-muted">
          {preview?.sheet} ({preview?.format}). Nothing is added until you press Add; then SAVE REPORT stores them.
        </p>
        {preview && preview.warnings.length > 0 && (
          <IonList>
            <IonListHeader>Warnings ({preview.warnings.length})</IonListHeader>
            {preview.warnings.slice(0, 50).map((w, i) => (
              <IonItem key={i}>
                <IonLabel className="ion-text-wrap">
                  Row {w.row}, {w.column}: {w.msg}
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
                  {r.HI ? `HI ${r.HI}` : r.SI ? `SI ${r.SI}` : '–'} · {r.name || 'No name'}
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
              <IonLabel className="sb-muted">… and {rows.length - SHOWN} more</IonLabel>
            </IonItem>
          )}
        </IonList>
      </IonContent>
      <IonFooter>
        <IonToolbar>
          <IonButtons slot="end">
            <IonButton strong disabled={rows.length === 0} onClick={() => onAdd(rows)}>
              Add {rows.length} rows
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonFooter>
    </IonModal>
  );
}
