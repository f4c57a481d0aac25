import { useCallback, useState } from 'react';

/** The rows ticked on a grid or its cards (delete, move to DEBIT, row style act on them). */
export function useSelection() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const toggle = useCallback(
    (id: string) =>
      setSelected((s) => {
        const n = new Set(s);
        if (n.has(id)) n.delete(id);
        else n.add(id);
        return n;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, setSelected, toggle, clear };
}
export type Selection = ReturnType<typeof useSelection>;
