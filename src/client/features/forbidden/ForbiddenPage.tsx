import { IonButton } from '@ionic/react';
import { useAtomValue } from '../../state/store';
import { AppPage } from '../../shell/AppPage';
import { userAtom } from '../../state/session';

/** Shown for routes the user may not open and for any unknown path. */
export default function ForbiddenPage() {
  const user = useAtomValue(userAtom);
  return (
    <AppPage title="Forbidden">
      <div className="sb-card" style={{ textAlign: 'center', marginTop: 40 }} data-testid="forbidden">
        <h1>403 – Forbidden</h1>
        <p>This page does not exist or your account may not open it.</p>
        <IonButton routerLink={user ? '/home' : '/'} href={user ? undefined : '/'}>
          Back to home
        </IonButton>
      </div>
    </AppPage>
  );
}
