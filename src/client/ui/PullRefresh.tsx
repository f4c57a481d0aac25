import {
  Suspense,
  createContext,
  lazy,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

// Pull-to-refresh (Ionic's IonRefresher), once for every screen: the shell gives each route a scope
// (`PullRefreshScope`); whatever loads the screen's data registers its reload with `usePullRefresh`
// (the month and day report hooks, the list hooks of the features); the page skeleton (`shell/AppPage`)
// draws the refresher when something registered, and a pull calls every registered reload.
// A page whose content does not scroll (`fill`: virtualised cards, grids) gets it only while a card
// list (`VirtualCards`, marked with Ionic's `ion-content-scroll-host`) is on screen: the refresher then
// follows that list's scroll, so it starts only when the list is at its top.

type Reload = () => unknown;
interface Actions {
  add: (reload: Reload) => () => void;
  /** A card list came or went. */
  host: () => void;
}
interface Shape {
  reloads: number;
  /** Counts scroll hosts coming and going: the refresher is drawn anew to follow the current one. */
  hostGen: number;
  run: () => Promise<void>;
}

const ActionsContext = createContext<Actions | null>(null);
const ShapeContext = createContext<Shape | null>(null);
export const SCROLL_HOST = 'ion-content-scroll-host';

/** One route's scope: the reloads its screen registered and its card lists. */
export function PullRefreshScope({ children }: { children: ReactNode }) {
  const reloads = useRef(new Set<Reload>());
  const [count, setCount] = useState(0);
  const [hostGen, setHostGen] = useState(0);
  const actions = useMemo<Actions>(
    () => ({
      add: (reload) => {
        reloads.current.add(reload);
        setCount(reloads.current.size);
        return () => {
          reloads.current.delete(reload);
          setCount(reloads.current.size);
        };
      },
      host: () => setHostGen((g) => g + 1),
    }),
    [],
  );
  const shape = useMemo<Shape>(
    () => ({
      reloads: count,
      hostGen,
      run: async () => {
        await Promise.allSettled([...reloads.current].map(async (r) => r()));
      },
    }),
    [count, hostGen],
  );
  return (
    <ActionsContext.Provider value={actions}>
      <ShapeContext.Provider value={shape}>{children}</ShapeContext.Provider>
    </ActionsContext.Provider>
  );
}

/** Registers the screen's reload (the same as its Load Data) for a pull on the page. */
export function usePullRefresh(reload: Reload | null | undefined) {
  const actions = useContext(ActionsContext);
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => actions?.add(() => latest.current?.()), [actions]);
}

/** A card list's class: makes it the scroll the refresher follows (see the top of this file). */
export function usePullScrollHost(): string {
  const actions = useContext(ActionsContext);
  useEffect(() => {
    actions?.host();
    return () => actions?.host();
  }, [actions]);
  return SCROLL_HOST;
}

// Ionic's refresher element is fetched with the first screen that registers a reload (/home has none).
const Refresher = lazy(() => import('./PullRefresherView'));

/** The refresher of a page's IonContent (a direct child of it); nothing when the screen registered no reload. */
export function PullRefresher({ fill }: { fill: boolean }) {
  const shape = useContext(ShapeContext);
  const mark = useRef<HTMLSpanElement>(null);
  const [hasHost, setHasHost] = useState(false);
  const gen = shape?.hostGen ?? 0;
  useLayoutEffect(() => {
    setHasHost(!!mark.current?.closest('ion-content')?.querySelector(`.${SCROLL_HOST}`));
  }, [gen, shape?.reloads]);
  if (!shape || shape.reloads === 0) return null;
  const on = !fill || hasHost;
  return (
    <>
      <span ref={mark} hidden />
      {on && (
        <Suspense fallback={null}>
          <Refresher key={gen} run={shape.run} />
        </Suspense>
      )}
    </>
  );
}
