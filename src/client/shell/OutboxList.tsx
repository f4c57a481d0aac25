import {
  IonButton,
  IonContent,
  IonHeader,
  IonItem,
  IonLabel,
  IonList,
  IonListHeader,
  IonModal,
  IonNote,
  IonTitle,
  IonToolbar,
  IonButtons,
} from '@ionic/react';
import { useAtomValue } from '../state/store';
import { useEffect, useState } from 'react';
import { browserSaysOnline } from '../lib/reachability';
import { loadOutboxLog, outboxCountAtom, outboxLogAtom, replay, waitingSaves, type OutboxEntry } from '../lib/outbox';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** Every save kept on this device: those waiting (in the order they will be sent), then what became of the others. */
export function OutboxList({ open, onClose }: { open: boolean; onClose: () => void }) {
  const count = useAtomValue(outboxCountAtom);
  const log = useAtomValue(outboxLogAtom);
  const [waiting, setWaiting] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    if (!open) return;
    void loadOutboxLog();
    void waitingSaves().then(setWaiting);
  }, [open, count, log]);
  return (
    <IonModal isOpen={open} onDidDismiss={onClose} data-testid="outbox-list">
      <IonHeader>
        <IonToolbar>
          <IonTitle>Saves on this device</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={() => void replay()} disabled={waiting.length === 0 || !browserSaysOnline()}>
              Send now
            </IonButton>
            <IonButton onClick={onClose}>Close</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <IonList>
          <IonListHeader>
            <IonLabel>Waiting ({waiting.length})</IonLabel>
          </IonListHeader>
          {waiting.length === 0 && (
            <IonItem lines="none">
              <IonLabel color="medium">Nothing waits to be sent.</IonLabel>
            </IonItem>
          )}
          {waiting.map((e) => (
            <IonItem key={e.seq} data-testid="outbox-waiting">
              <IonLabel>
                <h3>{e.label}</h3>
                <p>{e.lastError ? `Waiting: ${e.lastError}` : `Waiting since ${time(e.createdAt)}`}</p>
              </IonLabel>
              <IonNote slot="end">waiting</IonNote>
            </IonItem>
          ))}
          <IonListHeader>
            <IonLabel>Done</IonLabel>
          </IonListHeader>
          {log.map((e) => (
            <IonItem key={e.seq} data-testid={`outbox-${e.state}`}>
              <IonLabel className="ion-text-wrap">
                <h3>{e.label}</h3>
                <p>{e.state === 'sent' ? `Sent at ${time(e.at)}` : `Refused at ${time(e.at)}: ${e.reason}`}</p>
              </IonLabel>
              <IonNote slot="end" color={e.state === 'sent' ? 'success' : 'danger'}>
                {e.state}
              </IonNote>
            </IonItem>
          ))}
        </IonList>
      </IonContent>
    </IonModal>
  );
}
