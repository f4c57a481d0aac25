import { createElement, type ComponentType } from 'react';

// React.lazy, drawn at once when its code is already here. React.lazy suspends on every first render (its
// import's promise is new, even for a module the browser holds), and React then holds the content back until
// 300 ms after the fallback showed (its fallback throttle): a start that had fetched the screen beside the
// session refresh, or a sign-in that had fetched /home beside the sign-in call, still waited those 300 ms.
// `preload()` fetches the code ahead; once it is here, the component renders without suspending.

export type LazyNow<P> = ComponentType<P> & { preload: () => Promise<void> };

export function lazyNow<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyNow<P> {
  let loaded: ComponentType<P> | null = null;
  let failed: { error: unknown } | null = null;
  let pending: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (pending ??= load().then(
      (m) => {
        loaded = m.default;
      },
      (error: unknown) => {
        failed = { error };
        pending = null; // a later render tries again (the network may be back)
        throw error;
      },
    ));
  function Lazy(props: P) {
    if (loaded) return createElement(loaded, props);
    if (failed) {
      const { error } = failed;
      failed = null;
      throw error; // to the error boundary, as React.lazy does
    }
    throw preload();
  }
  return Object.assign(Lazy, { preload });
}
