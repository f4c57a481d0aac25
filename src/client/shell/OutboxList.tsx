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
import { currentLocale, useT } from '../lib/i18n';
import { loadOutboxLog, outboxCountAtom, outboxLogAtom, replay, waitingSaves, type OutboxEntry } from '../lib/outbox';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(currentLocale(), { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** Every save kept on this device: those waiting (in the order they will be sent), then what became of the others. */
export function OutboxList({ open, onClose }: { open: boolean; onClose: () => void }) {
  const count = useAtomValue(outboxCountAtom);
  const log = useAtomValue(outboxLogAtom);
  const t = useT('common');
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
          <IonTitle>{t('Saves on this device')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={() => void replay()} disabled={waiting.length === 0 || !browserSaysOnline()}>
              {t('Send now')}
            </IonButton>
            <IonButton onClick={onClose}>{t('Close')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <IonList>
          <IonListHeader>
            <IonLabel>{t('Waiting ({{count}})', { count: waiting.length })}</IonLabel>
          </IonListHeader>
          {waiting.length === 0 && (
            <IonItem lines="none">
              <IonLabel color="medium">{t('Nothing waits to be sent.')}</IonLabel>
            </IonItem>
          )}
          {waiting.map((e) => (
            <IonItem key={e.seq} data-testid="outbox-waiting">
              <IonLabel>
                <h3>{e.label}</h3>
                <p>
                  {e.lastError
                    ? t('Waiting: {{reason}}', { reason: e.lastError })
                    : t('Waiting since {{time}}', { time: time(e.createdAt) })}
                </p>
              </IonLabel>
              <IonNote slot="end">{t('waiting')}</IonNote>
            </IonItem>
          ))}
          <IonListHeader>
            <IonLabel>{t('Done')}</IonLabel>
          </IonListHeader>
          {log.map((e) => (
            <IonItem key={e.seq} data-testid={`outbox-${e.state}`}>
              <IonLabel className="ion-text-wrap">
                <h3>{e.label}</h3>
                <p>
                  {e.state === 'sent'
                    ? t('Sent at {{time}}', { time: time(e.at) })
                    : t('Refused at {{time}}: {{reason}}', { time: time(e.at), reason: e.reason })}
                </p>
              </IonLabel>
              <IonNote slot="end" color={e.state === 'sent' ? 'success' : 'danger'}>
                {e.state === 'sent' ? t('sent') : t('refused')}
              </IonNote>
            </IonItem>
          ))}
        </IonList>
      </IonContent>
    </IonModal>
  );
}
