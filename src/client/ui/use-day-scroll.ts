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
    el.scrollLeft = first && target ? target.offsetLeft - first.offsetLeft : 0;
  }, [branchId, month]);
  return wrap;
}
