import { useEffect, useRef } from 'react';
import { branchToday } from '../../domain/branches';

/** The day of `month` (yyyy-mm) that is today at the branch, or null for another month. */
export function todayOfMonth(branchId: number, month: string): number | null {
  const today = branchToday(branchId);
  return today.startsWith(month) ? Number(today.slice(8, 10)) : null;
}

/** Days shown before today, so the days just past stay in sight. */
const BEFORE = 2;

/**
 * The day-grid scroller: a month grid (its day headers marked `data-day`) opens on today, two days before
 * it in sight just right of the sticky columns; another month opens on its 1st. Put the ref on the element
 * that scrolls sideways. Runs again when the branch or the month changes.
 */
export function useDayScroll<T extends HTMLElement = HTMLDivElement>(branchId: number, month: string) {
  const wrap = useRef<T>(null);
  useEffect(() => {
    const el = wrap.current;
    if (!el) return;
    const today = todayOfMonth(branchId, month);
    const first = el.querySelector<HTMLElement>('[data-day="1"]');
    const target = el.querySelector<HTMLElement>(`[data-day="${Math.max(1, (today ?? 1) - BEFORE)}"]`);
    if (!first || !target) {
      el.scrollLeft = 0;
      return;
    }
    // At a month's end the grid cannot scroll that far: stop at the last day that starts a column there, so no
    // day is left half under the sticky columns (a half-hidden cell is a target too small to tap).
    const max = el.scrollWidth - el.clientWidth;
    const starts = Array.from(el.querySelectorAll<HTMLElement>('[data-day]'), (d) => d.offsetLeft - first.offsetLeft);
    const wanted = target.offsetLeft - first.offsetLeft;
    const aligned = Math.max(0, ...starts.filter((x) => x <= max));
    // ...unless that would cut today itself at the right edge (the last days of a month): then today wins.
    const now = today === null ? null : el.querySelector<HTMLElement>(`[data-day="${today}"]`);
    const todayEnd = now ? now.offsetLeft - first.offsetLeft + now.offsetWidth : 0;
    const cut = todayEnd > aligned + el.clientWidth - first.offsetLeft + 1;
    el.scrollLeft = wanted <= max ? wanted : cut ? max : aligned;
  }, [branchId, month]);
  return wrap;
}
