import { IonBadge, IonButton, IonIcon, IonItem, IonLabel, IonList, IonNote, IonPopover } from '@ionic/react';
import { notificationsOutline } from 'ionicons/icons';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { ageText, badgeText } from '../../domain/constants';
import { markRead, notificationsAtom, unreadAtom } from './notifications';

export function NotificationBell() {
  const id = `bell-${useId().replace(/:/g, '')}`;
  const list = useAtomValue(notificationsAtom);
  const unread = useAtomValue(unreadAtom);
  const [open, setOpen] = useState(false);
  const now = new Date();
  return (
    <>
      <IonButton id={id} aria-label={`Notifications, ${unread} unread`} onClick={() => setOpen(true)}>
        <IonIcon slot="icon-only" icon={notificationsOutline} />
        {unread > 0 && <IonBadge color="danger" data-testid="bell-count" style={{ position: 'absolute', top: 2, right: 0, fontSize: 11 }}>{badgeText(unread)}</IonBadge>}
      </IonButton>
      <IonPopover isOpen={open} onDidDismiss={() => setOpen(false)} trigger={id} side="bottom" alignment="end" style={{ '--width': '340px' }}>
        <IonList lines="full" data-testid="notification-list">
          {list.length === 0 && <IonItem><IonLabel>Not notification</IonLabel></IonItem>}
          {list.map((n) => (
            <IonItem key={n.id} button detail={false} onClick={() => { if (!n.isread) void markRead(n); }}>
              <IonLabel className={n.isread ? '' : 'sb-unread'}>
                <h3>{n.title}</h3>
                <p>{n.Conent}</p>
                <p>{n.sent_from} · {ageText(new Date(n.time_created), now)}{n.answer ? ` · ${n.answer}` : ''}</p>
              </IonLabel>
              {!n.isread && <IonNote slot="end" color="primary">●</IonNote>}
            </IonItem>
          ))}
        </IonList>
      </IonPopover>
    </>
  );
}
