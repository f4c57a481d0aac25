import { IonApp, setupIonicReact } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { appStore, Provider } from './state/store';
import { useEffect } from 'react';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/flex-utils.css';
import '@ionic/react/css/display.css';
import './theme.css';
import './ui/a11y.css';
import { hasLoginMarker } from './lib/boot';
import { onSessionEvents } from './lib/api';
import { startDrafts } from './lib/drafts';
import { startOutbox } from './lib/outbox';
import { onReachable, watchBrowserNetwork } from './lib/reachability';
import { SCREENS } from './screens';
import { Shell, preloadScreen } from './shell/Shell';
import { bootstrap } from './lib/session';
import { blockedAtom, sessionStateAtom } from './state/session';

setupIonicReact({ mode: 'md' });
preloadScreen(SCREENS, window.location.pathname);

/** /home's code and texts, fetched while the sign-in call is on its way. */
export const preloadHome = () => preloadScreen(SCREENS, '/home');

// The start flow begins as soon as the app's code is here, not after its first render.
onSessionEvents({
  blocked: (msg) => appStore.set(blockedAtom, msg),
  expired: () => window.location.assign('/'),
});
void bootstrap(hasLoginMarker());

export default function App() {
  useEffect(() => {
    // Started offline from what the device kept: finish the start flow when the server answers again.
    const onOnline = () => {
      if (appStore.get(sessionStateAtom) === 'offline') void bootstrap(true);
    };
    const stopReachable = onReachable(onOnline);
    const stopNetwork = watchBrowserNetwork();
    const stopOutbox = startOutbox();
    const stopDrafts = startDrafts();
    return () => {
      stopReachable();
      stopNetwork();
      stopOutbox();
      stopDrafts();
    };
  }, []);
  return (
    <Provider store={appStore}>
      <IonApp>
        <IonReactRouter>
          <Shell screens={SCREENS} />
        </IonReactRouter>
      </IonApp>
    </Provider>
  );
}
