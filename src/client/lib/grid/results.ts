import type { GridResultAnswer } from '../../../contract/grid';

// A grid write's answer (src/contract/grid.ts): each cell applied, the same already, or a conflict.
type IdOf = (r: GridResultAnswer) => string;

/** The values the answer makes known, by cell id: the value written, or the server's on a conflict. */
export function knownFrom(results: readonly GridResultAnswer[], idOf: IdOf): Record<string, number> {
  const known: Record<string, number> = {};
  for (const r of results) {
    const v = r.result === 'conflict' ? r.current : r.value;
    if (v !== undefined) known[idOf(r)] = v;
  }
  return known;
}

/** The cells the answer refused because they moved on first: mine (or `typed`) beside the server's. */
export function conflictsFrom(results: readonly GridResultAnswer[], idOf: IdOf, typed = 0) {
  return results
    .filter((r) => r.result === 'conflict')
    .map((r) => ({ id: idOf(r), day: r.day, mine: r.mine ?? typed, current: r.current ?? 0 }));
}
