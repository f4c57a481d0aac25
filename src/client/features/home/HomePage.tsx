import { IonButton, IonIcon } from '@ionic/react';
import { callOutline, mailOutline } from 'ionicons/icons';
import { useAtomValue } from '../../state/store';
import { ROLE_NAMES, type Role } from '../../../domain/roles';
import { AppPage } from '../../shell/AppPage';
import { userTabs } from '../../shell/navigation';
import { useGo } from '../../shell/use-go';
import { useState } from 'react';
import { FIRST_LOGIN } from '../../lib/session';
import { sessionStateAtom, userAtom } from '../../state/session';
import { PushCard } from './PushCard';
import type { Catalogs } from '../../../locales/catalogs';
import { useT } from '../../lib/i18n';
import { richText } from '../../lib/i18n/rich';
import { knownLabel } from '../../lib/known-label';

type HomeKey = keyof Catalogs['home'];

const SUPPORT_MAIL = 'it-support@sumbook.test';

/** The welcome page; a first sign-in also gets a short getting-started card. */
export default function HomePage() {
  const user = useAtomValue(userAtom);
  const state = useAtomValue(sessionStateAtom);
  const go = useGo();
  const t = useT('home');
  const tc = useT('common');
  const [firstLogin, setFirstLogin] = useState(() => sessionStorage.getItem(FIRST_LOGIN) === '1');
  if (!user) return null;
  const links = userTabs(user)
    .flatMap((t) => t.children ?? [{ label: t.label, path: t.path ?? '' }])
    .filter((l) => l.path !== '/home');
  return (
    <AppPage title={t('Home')}>
      <h1 data-testid="welcome">{t('Welcome, {{name}}', { name: user.name })}</h1>
      <p className="sb-muted">
        {t(ROLE_NAMES[user.role as Role] as HomeKey)} · {user.branch} · {user.area}
      </p>
      {state === 'offline' && (
        <p className="sb-error" role="status">
          {t('You are offline. What you type is kept on this device and sent when the network is back.')}
        </p>
      )}
      {state === 'ready' && <PushCard />}
      {firstLogin && (
        <div className="sb-card" data-testid="first-login">
          <IonButton
            fill="clear"
            size="small"
            style={{ float: 'right' }}
            onClick={() => {
              sessionStorage.removeItem(FIRST_LOGIN);
              setFirstLogin(false);
            }}
          >
            {t('Dismiss')}
          </IonButton>
          <h2>{t('Getting started')}</h2>
          <p>
            {richText(
              t(
                'The top bar (the menu on a phone) lists the screens of your role. The bell shows notifications; a cloud shows saves waiting for the network. Read the <a>manual</a> for the daily steps.',
              ),
              { a: (words) => <a href="/user/guider">{words}</a> },
            )}
          </p>
        </div>
      )}
      <div className="sb-grid">
        {links.length > 0 && (
          <div className="sb-card">
            <h2>{t('Your screens')}</h2>
            {links.map((l) => (
              <IonButton key={l.path} fill="outline" size="small" onClick={() => go(l.path)}>
                {knownLabel(tc, l.label)}
              </IonButton>
            ))}
          </div>
        )}
        <div className="sb-card">
          <h2>{t('Team IT support')}</h2>
          <p className="sb-muted">{t('For sign-in problems, browser activation and access rights.')}</p>
          <p>
            <IonIcon aria-hidden="true" icon={mailOutline} /> {SUPPORT_MAIL}
          </p>
          <p>
            <IonIcon aria-hidden="true" icon={callOutline} /> {t('Hotline, extension 100 (8:00–20:00)')}
          </p>
        </div>
      </div>
    </AppPage>
  );
}
