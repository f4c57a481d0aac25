import { useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { rowMatches } from '../../../domain/text-search';

/**
 * The search over the loaded rows: only the view is filtered (save and send keep every row). Rows the
 * search hides leave the selection, so Delete and Row style act on visible rows only.
 */
export function useRowFilter(rows: InvoiceRow[], setSelected: Dispatch<SetStateAction<Set<string>>>) {
  const [query, setQuery] = useState('');
  const filtering = query.trim() !== '';
  const visible = useMemo(
    () => (filtering ? rows.filter((r) => rowMatches(r, query)) : rows),
    [rows, query, filtering],
  );
  useEffect(() => {
    if (!filtering) return;
    const shown = new Set(visible.map((r) => r.ID));
    setSelected((s) => {
      const kept = [...s].filter((id) => shown.has(id));
      return kept.length === s.size ? s : new Set(kept);
    });
  }, [visible, filtering, setSelected]);
  return { query, setQuery, visible, filtering };
}
