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

/** Phones: the same tabs as the top bar, in a side menu. */
export function SideMenu() {
  const user = useAtomValue(userAtom);
  const wide = useWide();
  const go = useGo();
  if (!user) return null;
  return (
    <IonMenu contentId="main" type="overlay" disabled={wide}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>Sumbook</IonTitle>
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
          {userTabs(user).map((t) =>
            t.children ? (
              <div key={t.label}>
                <IonItemDivider>{t.label}</IonItemDivider>
                {t.children.map((c) => (
                  <IonMenuToggle key={c.path} autoHide={false}>
                    <IonItem button onClick={() => go(c.path)} detail={false}>
                      <IonLabel>{c.label}</IonLabel>
                    </IonItem>
                  </IonMenuToggle>
                ))}
              </div>
            ) : (
              <IonMenuToggle key={t.label} autoHide={false}>
                <IonItem button onClick={() => go(t.path ?? '/home')} detail={false}>
                  <IonLabel>{t.label}</IonLabel>
                </IonItem>
              </IonMenuToggle>
            ),
          )}
        </IonList>
      </IonContent>
    </IonMenu>
  );
}
