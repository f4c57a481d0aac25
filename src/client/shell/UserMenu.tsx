import { useGo } from './use-go';
import { IonButton, IonIcon, IonItem, IonLabel, IonList, IonPopover, useIonAlert } from '@ionic/react';
import { mustConfirmLeave } from '../lib/leave-guard';
import { openDrafts } from '../lib/drafts';
import { outboxCountAtom } from '../lib/outbox';
import { bookOutline, fileTrayStackedOutline, logOutOutline, personCircleOutline, personOutline } from 'ionicons/icons';
import { useAtomValue } from '../state/store';
import { useId } from 'react';
import { signOut } from '../lib/session';
import { userAtom } from '../state/session';
import { useT } from '../lib/i18n';

export function UserMenu() {
  const id = `user-${useId().replace(/:/g, '')}`;
  const user = useAtomValue(userAtom);
  const go = useGo();
  const waiting = useAtomValue(outboxCountAtom);
  const [alert] = useIonAlert();
  const t = useT('common');
  const logOut = () => {
    if (waiting === 0 && !mustConfirmLeave()) {
      void signOut();
      return;
    }
    void alert({
      header: t('Log out'),
      message:
        waiting > 0
          ? t('{{count}} saves are waiting to be sent. Logging out removes them and your drafts from this device.', {
              count: waiting,
            })
          : t('You have unsaved changes. Logging out removes your drafts from this device.'),
      buttons: [
        { text: t('Stay'), role: 'cancel' },
        {
          text: t('Log out'),
          role: 'destructive',
          handler: () => {
            void signOut();
          },
        },
      ],
    });
  };
  if (!user) return null;
  return (
    <>
      <IonButton id={id} aria-label={t('User menu')}>
        <IonIcon aria-hidden="true" slot="icon-only" icon={personCircleOutline} />
      </IonButton>
      <IonPopover trigger={id} dismissOnSelect side="bottom" alignment="end">
        <IonList lines="none">
          <IonItem lines="full">
            <IonLabel>
              <h3>{user.name}</h3>
              <p>
                {user.position} · {user.branch}
              </p>
            </IonLabel>
          </IonItem>
          <IonItem button onClick={() => go('/user/guider')} detail={false}>
            <IonIcon aria-hidden="true" slot="start" icon={bookOutline} />
            <IonLabel>{t('Manual')}</IonLabel>
          </IonItem>
          <IonItem button onClick={() => go('/user/profile')} detail={false}>
            <IonIcon aria-hidden="true" slot="start" icon={personOutline} />
            <IonLabel>{t('Profile')}</IonLabel>
          </IonItem>
          <IonItem button onClick={openDrafts} detail={false}>
            <IonIcon aria-hidden="true" slot="start" icon={fileTrayStackedOutline} />
            <IonLabel>{t('Drafts on this device')}</IonLabel>
          </IonItem>
          <IonItem button detail={false} onClick={logOut}>
            <IonIcon aria-hidden="true" slot="start" icon={logOutOutline} />
            <IonLabel>{t('Log out')}</IonLabel>
          </IonItem>
        </IonList>
      </IonPopover>
    </>
  );
}
