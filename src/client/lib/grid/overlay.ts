import type { PrimitiveAtom } from '../../state/store';
import { appStore } from '../../state/store';

/**
 * The pending overlay of a grid: values typed (or queued) that the server has not confirmed yet, by cell
 * id, in an atom the screen draws over the server's values. A write that changes nothing makes no new
 * object (no render).
 */
export function overlay<V>(values: PrimitiveAtom<Record<string, V>>, same: (a: V, b: V) => boolean = Object.is) {
  const update = (id: string, fn: (v: V | undefined) => V | undefined) =>
    appStore.set(values, (all) => {
      const v = fn(all[id]);
      const old = all[id];
      if (v === undefined ? old === undefined : old !== undefined && same(v, old)) return all;
      const next = { ...all };
      if (v === undefined) delete next[id];
      else next[id] = v;
      return next;
    });
  return {
    get: (id: string): V | undefined => appStore.get(values)[id],
    /** The cell's value waits (undefined: nothing waits any more). */
    set: (id: string, v: V | undefined) => update(id, () => v),
    update,
    /** The server confirmed `v`: the cell shows the server's value again, unless a newer value was typed meanwhile. */
    settle: (id: string, v: V) => update(id, (now) => (now !== undefined && same(now, v) ? undefined : now)),
    /** Several cells at once (one render). */
    drop: (ids: readonly string[]) =>
      appStore.set(values, (all) => {
        if (!ids.some((id) => id in all)) return all;
        const next = { ...all };
        for (const id of ids) delete next[id];
        return next;
      }),
    replace: (all: Record<string, V>) => appStore.set(values, all),
  };
}
export type Overlay<V> = ReturnType<typeof overlay<V>>;
