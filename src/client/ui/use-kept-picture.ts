import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { dropPicture, keepPicture } from '../lib/picture/keep';

/** After a change, the picture is taken once the list has been still this long. */
const SETTLE_MS = 400;

/**
 * A card list that keeps its picture (lib/picture): the next start of its screen draws the cards before the app has
 * loaded. The drawn picture goes in the same frame as the live cards come (a layout effect: nobody sees both);
 * when they do not come, the shell removes it (shell/Shell.tsx `PictureGuard`).
 */
export function useKeptPicture(list: RefObject<HTMLElement | null>, cards: number, enabled: boolean): void {
  useLayoutEffect(() => {
    if (enabled && cards > 0) dropPicture();
  }, [enabled, cards]);
  // Taken again after every change of the cards (a render), a scroll, and when the page is left.
  useEffect(() => {
    const el = list.current;
    if (!enabled || !el) return;
    const settled = window.setTimeout(() => keepPicture(el, cards), SETTLE_MS);
    return () => window.clearTimeout(settled);
  });
  useEffect(() => {
    const el = list.current;
    if (!enabled || !el) return;
    let timer = 0;
    const later = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => keepPicture(el, cards), SETTLE_MS);
    };
    const now = () => keepPicture(el, cards);
    el.addEventListener('scroll', later, { passive: true });
    window.addEventListener('pagehide', now);
    return () => {
      window.clearTimeout(timer);
      el.removeEventListener('scroll', later);
      window.removeEventListener('pagehide', now);
    };
  }, [enabled, cards, list]);
}
