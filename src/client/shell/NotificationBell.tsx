import { IonBadge, IonButton, IonIcon, IonItem, IonLabel, IonList, IonPopover } from '@ionic/react';
import { notificationsOutline } from 'ionicons/icons';
import { useAtomValue } from '../state/store';
import { useId, useState } from 'react';
import { badgeText } from '../../domain/constants';
import { ROLE, type Role } from '../../domain/roles';
import { userAtom } from '../state/session';
import { NotificationItem } from './NotificationItem';
import { useGo } from './use-go';
import { notificationsAtom, unreadAtom } from './notifications';
import { useT } from '../lib/i18n';

export function NotificationBell() {
  const id = `bell-${useId().replace(/:/g, '')}`;
  const list = useAtomValue(notificationsAtom);
  const unread = useAtomValue(unreadAtom);
  const [open, setOpen] = useState(false);
  const role = (useAtomValue(userAtom)?.role ?? ROLE.RECEPTION) as Role;
  const go = useGo();
  const t = useT('common');
  const now = new Date();
  return (
    <>
      <IonButton id={id} aria-label={t('Notifications, {{unread}} unread', { unread })} onClick={() => setOpen(true)}>
        <IonIcon aria-hidden="true" slot="icon-only" icon={notificationsOutline} />
        {unread > 0 && (
          <IonBadge
            color="danger"
            data-testid="bell-count"
            style={{
              position: 'absolute',
              top: -2,
              right: -6,
              fontSize: 10,
              minWidth: 16,
              padding: '2px 4px',
              pointerEvents: 'none',
            }}
          >
            {badgeText(unread)}
          </IonBadge>
        )}
      </IonButton>
      <IonPopover
        isOpen={open}
        onDidDismiss={() => setOpen(false)}
        trigger={id}
        side="bottom"
        alignment="end"
        style={{ '--width': '360px' }}
      >
        <IonList lines="full" data-testid="notification-list">
          {list.length === 0 && (
            <IonItem>
              <IonLabel>{t('Not notification')}</IonLabel>
            </IonItem>
          )}
          {list.map((n) => (
            <NotificationItem
              key={n.id}
              n={n}
              role={role}
              now={now}
              open={(link) => {
                setOpen(false);
                go(link);
              }}
            />
          ))}
        </IonList>
      </IonPopover>
    </>
  );
}
