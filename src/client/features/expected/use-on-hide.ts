import { useEffect, useRef } from 'react';

/** Calls `fn` when the app is hidden or the page is left (a phone locked, a tab closed): typed values are saved then. */
export function useOnHide(fn: () => void): void {
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') latest.current();
    };
    const onLeave = () => latest.current();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onLeave);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onLeave);
    };
  }, []);
}
