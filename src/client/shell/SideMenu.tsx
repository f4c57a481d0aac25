import { useGo } from './use-go';
import {
  IonContent,
  IonHeader,
  IonItem,
  IonItemDivider,
  IonLabel,
  IonList,
  IonMenu,
  IonMenuToggle,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { useAtomValue } from '../state/store';
import { userAtom } from '../state/session';
import { userTabs } from './navigation';
import { useWide } from './use-wide';
import { useT } from '../lib/i18n';
import { knownLabel } from '../lib/known-label';

/** Phones: the same tabs as the top bar, in a side menu. */
export function SideMenu() {
  const user = useAtomValue(userAtom);
  const wide = useWide();
  const go = useGo();
  const t = useT('common');
  if (!user) return null;
  return (
    <IonMenu contentId="main" type="overlay" disabled={wide}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('Sumbook')}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <IonList lines="none" data-testid="menu-tabs">
          <IonItem lines="full">
            <IonLabel>
              <h2>{user.name}</h2>
              <p>
                {user.position} · {user.branch}
              </p>
            </IonLabel>
          </IonItem>
          {userTabs(user).map((tab) =>
            tab.children ? (
              <div key={tab.label}>
                <IonItemDivider>{knownLabel(t, tab.label)}</IonItemDivider>
                {tab.children.map((c) => (
                  <IonMenuToggle key={c.path} autoHide={false}>
                    <IonItem button onClick={() => go(c.path)} detail={false}>
                      <IonLabel>{knownLabel(t, c.label)}</IonLabel>
                    </IonItem>
                  </IonMenuToggle>
                ))}
              </div>
            ) : (
              <IonMenuToggle key={tab.label} autoHide={false}>
                <IonItem button onClick={() => go(tab.path ?? '/home')} detail={false}>
                  <IonLabel>{knownLabel(t, tab.label)}</IonLabel>
                </IonItem>
              </IonMenuToggle>
            ),
          )}
        </IonList>
      </IonContent>
    </IonMenu>
  );
}
