import { StrictMode, Suspense, lazy, useState } from 'react';
import { lazyNow } from './lib/lazy-now';
import { createRoot } from 'react-dom/client';
import { hasLoginMarker, isPublicEntry } from './lib/boot';

// Sign-in loads only what it needs; the Ionic app (every other screen) is fetched after sign-in.
const PublicApp = lazy(() => import('./features/session/PublicApp'));
const App = lazyNow(() => import('./App'));
/**
 * From the first focus on the sign-in form (the user is typing), and again as the sign-in call goes: the app and the
 * screen it opens on.
 */
const fetchHome = () => {
  void App.preload().catch(() => undefined);
  void import('./App').then(
    (app) => app.preloadHome(),
    () => undefined,
  );
  void import('./features/home/HomePage');
};

function Root() {
  const path = window.location.pathname;
  if (path === '/' && hasLoginMarker()) window.history.replaceState(null, '', '/home');
  const [mode, setMode] = useState<'public' | 'app'>(isPublicEntry(window.location.pathname) ? 'public' : 'app');
  return (
    <Suspense fallback={<div id="splash">Sumbook</div>}>
      {mode === 'public' ? (
        <PublicApp
          onSigningIn={fetchHome}
          onSignedIn={() => {
            window.history.pushState(null, '', '/home');
            setMode('app');
          }}
        />
      ) : (
        <App />
      )}
    </Suspense>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
