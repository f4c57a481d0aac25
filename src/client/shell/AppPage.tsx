import { IonContent, IonFooter, IonHeader, IonPage } from '@ionic/react';
import type { ReactNode } from 'react';
import { TopBar } from './TopBar';
import { OfflineBanner } from '../ui/OfflineBanner';
import { PullRefresher } from '../ui/PullRefresh';

/**
 * The one page skeleton: IonPage > IonHeader (top bar) > IonContent (> IonFooter). Screens with their
 * own scrolling lists (virtualised cards and grids) pass `fill`: the content then does not scroll and
 * its children fill it as a column. Pull-to-refresh (`ui/PullRefresh`) is drawn here when the screen registered
 * its reload.
 */
export function AppPage({
  title,
  subtitle,
  children,
  padded = true,
  fill = false,
  footer,
}: {
  title: string;
  /** A second line under the title: the branch and date a report shows. */
  subtitle?: string;
  children: ReactNode;
  padded?: boolean;
  fill?: boolean;
  footer?: ReactNode;
}) {
  return (
    <IonPage>
      <IonHeader>
        <TopBar title={title} subtitle={subtitle} />
        <OfflineBanner />
      </IonHeader>
      <IonContent className={padded && !fill ? 'ion-padding' : ''} scrollY={!fill}>
        <PullRefresher fill={fill} />
        {fill ? <div className="sb-fill">{children}</div> : <div className="sb-page">{children}</div>}
      </IonContent>
      {footer && <IonFooter>{footer}</IonFooter>}
    </IonPage>
  );
}
