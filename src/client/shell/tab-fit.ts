import type { Tab } from '../../domain/tabs';

// Room the top bar keeps for the brand and the end buttons (bell, pending saves, tools, user), and a tab's
// width estimated from its label (14 px capitals, Ionic's clear-button padding), so the strip never
// overflows, wraps or scrolls.
export const RESERVED = 260;
const MORE_WIDTH = 84;
export const tabWidth = (t: Tab) => 28 + t.label.length * 10 + (t.children ? 14 : 0);

/** The tabs that fit a top bar `width` px wide, in order; the rest (whole tabs and groups) go behind "MORE". */
export function splitTabs(tabs: Tab[], width: number): { shown: Tab[]; more: Tab[] } {
  const room = width - RESERVED;
  const total = tabs.reduce((n, t) => n + tabWidth(t), 0);
  if (total <= room) return { shown: tabs, more: [] };
  let used = MORE_WIDTH;
  const shown: Tab[] = [];
  for (const t of tabs) {
    if (used + tabWidth(t) > room) break;
    shown.push(t);
    used += tabWidth(t);
  }
  return { shown, more: tabs.slice(shown.length) };
}
