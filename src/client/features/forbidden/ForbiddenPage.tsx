import { IonButton } from '@ionic/react';
import { useLocation } from 'react-router-dom';
import { gateFor } from '../../../domain/access';
import { useT } from '../../lib/i18n';
import { useAtomValue } from '../../state/store';
import { AppPage } from '../../shell/AppPage';
import { userAtom } from '../../state/session';

/** Shown for routes the user may not open ("403 – Forbidden") and for unknown addresses ("Page not found"). */
export default function ForbiddenPage() {
  const t = useT('forbidden');
  const user = useAtomValue(userAtom);
  const { pathname } = useLocation();
  const unknown = !gateFor(pathname);
  return (
    <AppPage title={unknown ? t('Page not found') : t('Forbidden')}>
      <div
        className="sb-card"
        style={{ textAlign: 'center', marginTop: 40 }}
        data-testid={unknown ? 'not-found' : 'forbidden'}
      >
        <h1>{unknown ? t('404 – Page not found') : t('403 – Forbidden')}</h1>
        <p>
          {unknown ? t('There is no page at {{path}}.', { path: pathname }) : t('Your account may not open this page.')}
        </p>
        <IonButton routerLink={user ? '/home' : '/'} href={user ? undefined : '/'}>
          {t('Back to home')}
        </IonButton>
      </div>
    </AppPage>
  );
}
