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

import { useT } from '../../lib/i18n';

/** Note history of a row: the telephone-note log, the note-pay log and the row's change log. */
export function NoteHistoryDialog({ row, onClose }: { row: InvoiceRow | null; onClose: () => void }) {
  const t = useT('common');
  const sections: [string, string[]][] = row
    ? [
        [t('Telephone note'), row.note.telephone],
        [t('Note pay'), row.note.otherPay],
        [t('Changes'), row.log],
      ]
    : [];
  return (
    <IonModal isOpen={!!row} onDidDismiss={onClose}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('History {{invoice}}', { invoice: row?.HI || row?.SI || '' })}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('Close')}</IonButton>
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
                  <IonLabel className="sb-muted">{t('Nothing yet')}</IonLabel>
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
