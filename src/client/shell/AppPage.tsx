import { IonContent, IonHeader, IonPage } from '@ionic/react';
import type { ReactNode } from 'react';
import { TopBar } from './TopBar';

/** The one page skeleton: IonPage > IonHeader (top bar) > IonContent. */
export function AppPage({ title, children, padded = true }: { title: string; children: ReactNode; padded?: boolean }) {
  return (
    <IonPage>
      <IonHeader><TopBar title={title} /></IonHeader>
      <IonContent className={padded ? 'ion-padding' : ''}>
        <div className="sb-page">{children}</div>
      </IonContent>
    </IonPage>
  );
}
