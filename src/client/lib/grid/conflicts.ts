import { dropDraft, keepDraft } from '../drafts';
import type { PrimitiveAtom } from 'jotai';
import { appStore } from '../../state/store';

/**
 * The conflicts of a grid: writes the server refused because the cell moved on first, each with the
 * user's value beside the server's, until the user keeps theirs (written again on the server's value) or
 * takes the server's. With `draftKey` each is also kept on the device, so a reload loses nothing typed.
 */
export function conflictList<C>(list: PrimitiveAtom<C[]>, idOf: (c: C) => string, draftKey?: (c: C) => string) {
  const drop = (id: string) => {
    const c = appStore.get(list).find((x) => idOf(x) === id);
    if (c && draftKey) void dropDraft(draftKey(c));
    appStore.set(list, (all) => all.filter((x) => idOf(x) !== id));
    return c;
  };
  return {
    /** New conflicts (one of a cell replaces the cell's earlier one). */
    add(found: readonly C[]): void {
      if (found.length === 0) return;
      if (draftKey) for (const c of found) keepDraft(draftKey(c), c);
      const ids = new Set(found.map(idOf));
      appStore.set(list, (all) => [...all.filter((c) => !ids.has(idOf(c))), ...found]);
    },
    drop,
    /** Keep mine (`keepMine` writes it again) or take theirs (the conflict just goes). */
    async settle(id: string, keep: boolean, keepMine: (c: C) => unknown): Promise<void> {
      const c = drop(id);
      if (c && keep) await keepMine(c);
    },
  };
}
