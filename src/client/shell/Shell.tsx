import { IonRouterOutlet, IonSpinner } from '@ionic/react';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { Route, useLocation } from 'react-router-dom';
import { decideRoute } from '../../domain/access';
import { picksArea, picksBranch } from '../../domain/scope';
import type { Role } from '../../domain/roles';
import { SCREENS } from '../screens';
import { sessionStateAtom, userAtom } from '../state/session';
import { BlockedModal } from './BlockedModal';
import { DraftsModal } from './DraftsModal';
import { SideMenu } from './SideMenu';
import { ToastHost } from './ToastHost';
import { UpdatePrompt } from './UpdatePrompt';
import { useNotificationPolling } from './notifications';
import { warmLookups } from '../lib/lookups';

const PAGES: Record<string, ComponentType> = Object.fromEntries(
  Object.entries(SCREENS).map(([path, load]) => [path, lazy(load)]),
);
const Forbidden = PAGES['/forbidden'];

function Loading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', height: '100%' }}>
      <IonSpinner name="crescent" />
    </div>
  );
}

/** Shows the page when the user may open the path; the forbidden page otherwise and for unknown paths. */
function Guarded({ pattern }: { pattern: string }) {
  const { pathname } = useLocation();
  const user = useAtomValue(userAtom);
  const subject = user ? { ...user, role: user.role as Role } : null;
  const decision = decideRoute(pathname, subject);
  const Page = pattern !== '*' && decision === 'allow' ? PAGES[pattern] : Forbidden;
  useEffect(() => {
    if (decision === 'signIn') window.location.replace('/');
  }, [decision]);
  if (decision === 'signIn') return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}

export function Shell() {
  const state = useAtomValue(sessionStateAtom);
  const user = useAtomValue(userAtom);
  useNotificationPolling(!!user && state !== 'booting');
  const picks =
    !!user && (picksArea(user.role as Role) || picksBranch({ role: user.role as Role, branchID: user.branchID }));
  useEffect(() => {
    if (user?.id && state === 'ready') warmLookups(picks);
  }, [user?.id, state, picks]);
  useEffect(() => {
    const theme = user?.settings.theme ?? 'light';
    const dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.body.classList.toggle('dark', dark);
  }, [user?.settings.theme]);
  if (state === 'booting') return <Loading />;
  return (
    <>
      {user && <SideMenu />}
      <IonRouterOutlet id="main">
        {Object.keys(PAGES).map((pattern) => (
          <Route key={pattern} path={pattern} element={<Guarded pattern={pattern} />} />
        ))}
        <Route path="*" element={<Guarded pattern="*" />} />
      </IonRouterOutlet>
      <ToastHost />
      <BlockedModal />
      {user && <DraftsModal />}
      <UpdatePrompt />
    </>
  );
}
