import { createElement, type ComponentType } from 'react';

// React.lazy, drawn at once when its code is already here. React.lazy suspends on every first render (its
// import's promise is new, even for a module the browser holds), and React then holds the content back until
// 300 ms after the fallback showed (its fallback throttle): a start that had fetched the screen beside the
// session refresh, or a sign-in that had fetched /home beside the sign-in call, still waited those 300 ms.
// `preload()` fetches the code ahead; once it is here, the component renders without suspending. Code that could
// not be fetched stays an error for the boundary until a preload succeeds.

export type LazyNow<P> = ComponentType<P> & { preload: () => Promise<void> };

export function lazyNow<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyNow<P> {
  let loaded: ComponentType<P> | null = null;
  let failed: { error: unknown } | null = null;
  let pending: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (pending ??= load().then(
      (m) => {
        loaded = m.default;
        failed = null;
      },
      (error: unknown) => {
        failed = { error };
        pending = null; // a later preload tries again (the network may be back)
        throw error;
      },
    ));
  function Lazy(props: P) {
    if (loaded) return createElement(loaded, props);
    // To the error boundary, as React.lazy does; every render until a preload succeeds (React renders again
    // once after an error before it hands it to the boundary: that render must not start a new fetch).
    if (failed) throw failed.error;
    throw preload();
  }
  return Object.assign(Lazy, { preload });
}
