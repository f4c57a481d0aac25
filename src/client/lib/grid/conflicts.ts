import type { PrimitiveAtom } from '../../state/store';
import type { ZodType } from 'zod';
import { dropDraft, keepDraft } from '../drafts';
import { appStore } from '../../state/store';
import { keptUnder } from './kept';

/**
 * The conflicts of a grid: writes the server refused because the cell moved on first, each with the
 * user's value beside the server's, until the user keeps theirs (written again on the server's value) or
 * takes the server's. With `kept` each is also kept on the device (a draft under `kept.prefix`, by default
 * named prefix + id), so a reload loses nothing typed; `restore()` reads them back.
 */
export function conflictList<C>(
  list: PrimitiveAtom<C[]>,
  idOf: (c: C) => string,
  kept?: { prefix: string; schema: ZodType<C>; key?: (c: C) => string },
) {
  const draftKey = (c: C) => (kept?.key ? kept.key(c) : `${kept?.prefix}${idOf(c)}`);
  const drop = (id: string) => {
    const c = appStore.get(list).find((x) => idOf(x) === id);
    if (c && kept) void dropDraft(draftKey(c));
    appStore.set(list, (all) => all.filter((x) => idOf(x) !== id));
    return c;
  };
  return {
    /** New conflicts (one of a cell replaces the cell's earlier one). */
    add(found: readonly C[]): void {
      if (found.length === 0) return;
      if (kept) for (const c of found) keepDraft(draftKey(c), c);
      const ids = new Set(found.map(idOf));
      appStore.set(list, (all) => [...all.filter((c) => !ids.has(idOf(c))), ...found]);
    },
    drop,
    /** Keep mine (`keepMine` writes it again) or take theirs (the conflict just goes). */
    async settle(id: string, keep: boolean, keepMine: (c: C) => unknown): Promise<void> {
      const c = drop(id);
      if (c && keep) await keepMine(c);
    },
    /** The conflicts kept on this device come back (before those of this visit). */
    async restore(): Promise<void> {
      if (!kept) return;
      const found = (await keptUnder(kept.prefix, kept.schema)).map((k) => k.value);
      appStore.set(list, (now) => [...found.filter((c) => !now.some((n) => idOf(n) === idOf(c))), ...now]);
    },
  };
}
