import {
  IonButton,
  IonButtons,
  IonContent,
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

/** Note history of a row: the telephone-note log, the note-pay log and the row's change log. */
export function NoteHistoryDialog({ row, onClose }: { row: InvoiceRow | null; onClose: () => void }) {
  const sections: [string, string[]][] = row
    ? [
        ['Telephone note', row.note.telephone],
        ['Note pay', row.note.otherPay],
        ['Changes', row.log],
      ]
    : [];
  return (
    <IonModal isOpen={!!row} onDidDismiss={onClose}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>History {row?.HI || row?.SI}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>Close</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <IonList>
          {sections.map(([title, lines]) => (
            <div key={title}>
              <IonListHeader>{title}</IonListHeader>
              {lines.length === 0 && (
                <IonItem>
                  <IonLabel className="sb-muted">Nothing yet</IonLabel>
                </IonItem>
              )}
              {lines.map((l, i) => (
                <IonItem key={i}>
                  <IonLabel className="ion-text-wrap">{l}</IonLabel>
                </IonItem>
              ))}
            </div>
          ))}
        </IonList>
      </IonContent>
    </IonModal>
  );
}
