import { IonRouterOutlet, IonSpinner } from '@ionic/react';
import { useAtomValue } from '../state/store';
import { Suspense, lazy, useCallback, useEffect, useState, type ComponentType } from 'react';
import { Route, matchPath, useLocation } from 'react-router-dom';
import { decideRoute } from '../../domain/access';
import { picksArea, picksBranch } from '../../domain/scope';
import type { Role } from '../../domain/roles';
import { draftsOpenAtom } from '../lib/drafts';
import { sessionStateAtom, userAtom } from '../state/session';
import { BlockedModal } from './BlockedModal';
import { SideMenu } from './SideMenu';
import { ToastHost } from './ToastHost';
import { useNotificationPolling } from './notifications';
import { warmLookups } from '../lib/lookups';
import { tr } from '../lib/i18n';
import { setLibTranslate } from '../lib/lib-text';
import { lazyNow, type LazyNow } from '../lib/lazy-now';
import { LoadBoundary, ScreenFailed } from './LoadBoundary';
import { PullRefreshScope } from '../ui/PullRefresh';
import { dropPicture, pictureOnScreen } from '../lib/picture/keep';

// The light modules' texts (api, outbox) in the user's language from now on.
setLibTranslate((key, params) => tr('common')(key, params));

/** The route table App hands in: each path pattern to its lazily loaded page ('/forbidden' among them). */
export type ScreenTable = Record<string, () => Promise<{ default: ComponentType }>>;
type Pages = Record<string, LazyNow<object>>;

const pageTables = new WeakMap<ScreenTable, Pages>();
/** The route table's pages, made once (a page fetched ahead is then drawn without suspending). */
function pagesOf(screens: ScreenTable): Pages {
  let pages = pageTables.get(screens);
  if (!pages) {
    pages = Object.fromEntries(Object.entries(screens).map(([path, load]) => [path, lazyNow(load)]));
    pageTables.set(screens, pages);
  }
  return pages;
}

// The drafts screen (and the zod schemas it reads drafts with) loads when it is first opened.
const DraftsModal = lazy(() => import('./DraftsModal').then((m) => ({ default: m.DraftsModal })));

function Drafts() {
  const open = useAtomValue(draftsOpenAtom);
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  if (!open && !mounted) return null;
  return (
    <LoadBoundary fallback={null}>
      <Suspense fallback={null}>
        <DraftsModal />
      </Suspense>
    </LoadBoundary>
  );
}

// The service worker, and with it the precache of every screen, is registered once the first page is drawn.
const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));
// Web Push while signed in: re-subscribe an allowed device, open a tapped push's screen, the app badge.
const PushBridge = lazy(() => import('./PushBridge').then((m) => ({ default: m.PushBridge })));

/** Tells the shell a page is on screen (rendered with the page, so after its lazy code has loaded). */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/** A screen's picture drawn at the start (lib/picture) stays this long at most after the first page is drawn. */
const PICTURE_AFTER_PAGE_MS = 1500;

/**
 * Removes the start's picture when the app shows another address, and a while after the first page is drawn
 * whatever the page shows (an empty day, an error): its own list removes it at once when its cards come.
 */
function PictureGuard({ drawn }: { drawn: boolean }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const shown = pictureOnScreen();
    if (shown !== undefined && shown !== pathname + search) dropPicture();
  }, [pathname, search]);
  useEffect(() => {
    if (!drawn) return;
    const timer = window.setTimeout(dropPicture, PICTURE_AFTER_PAGE_MS);
    return () => window.clearTimeout(timer);
  }, [drawn]);
  return null;
}

function Loading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', height: '100%' }}>
      <IonSpinner name="crescent" />
    </div>
  );
}

/** Shows the page when the user may open the path; the forbidden page otherwise and for unknown paths. */
function Guarded({ pattern, pages, onShown }: { pattern: string; pages: Pages; onShown: () => void }) {
  const { pathname } = useLocation();
  const user = useAtomValue(userAtom);
  const subject = user ? { ...user, role: user.role as Role } : null;
  const decision = decideRoute(pathname, subject);
  const Page = pages[pattern !== '*' && decision === 'allow' ? pattern : '/forbidden'];
  useEffect(() => {
    if (decision === 'signIn') window.location.replace('/');
  }, [decision]);
  if (decision === 'signIn') return <Loading />;
  return (
    <LoadBoundary fallback={<ScreenFailed />}>
      <Suspense fallback={<Loading />}>
        <PullRefreshScope>
          <Page />
        </PullRefreshScope>
        <Shown onShown={onShown} />
      </Suspense>
    </LoadBoundary>
  );
}

/**
 * Fetches the code and texts of the screen at `path` ahead: the screen the app opens on while the start flow
 * still decides (the token refresh, the profile), /home while the sign-in call is on its way.
 */
export function preloadScreen(screens: ScreenTable, path: string): void {
  const pattern = Object.keys(screens).find((p) => matchPath({ path: p, end: true }, path));
  const page = pattern ? pagesOf(screens)[pattern] : undefined;
  void page?.preload().catch(() => undefined); // not reachable: the page's own load says so
}

export function Shell({ screens }: { screens: ScreenTable }) {
  const pages = pagesOf(screens);
  const state = useAtomValue(sessionStateAtom);
  const user = useAtomValue(userAtom);
  const [drawn, setDrawn] = useState(false);
  const onShown = useCallback(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 300));
    idle(() => setDrawn(true));
  }, []);
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
        {Object.keys(pages).map((pattern) => (
          <Route key={pattern} path={pattern} element={<Guarded pattern={pattern} pages={pages} onShown={onShown} />} />
        ))}
        <Route path="*" element={<Guarded pattern="*" pages={pages} onShown={onShown} />} />
      </IonRouterOutlet>
      <PictureGuard drawn={drawn} />
      <ToastHost />
      <BlockedModal />
      {user && <Drafts />}
      {drawn && (
        <LoadBoundary fallback={null}>
          <Suspense fallback={null}>
            <UpdatePrompt />
            {user && state === 'ready' && <PushBridge />}
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}
