// What a write changed: row IDs added, removed and changed. The audit trail keeps (at most 50 of each);
// the search index is updated for those rows only.
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { PreparedRow } from './repo';

export interface RowDiff { added: string[]; removed: string[]; changed: string[] }

export function rowDiff(before: readonly InvoiceRow[], after: readonly PreparedRow[]): RowDiff {
  const old = new Map(before.map((r) => [r.ID, r]));
  const diff: RowDiff = { added: [], removed: [], changed: [] };
  for (const { row, json } of after) {
    const prev = old.get(row.ID);
    if (!prev) diff.added.push(row.ID);
    else if (JSON.stringify(prev) !== json) diff.changed.push(row.ID);
    old.delete(row.ID);
  }
  diff.removed = [...old.keys()];
  return diff;
}

const LIMIT = 50;

/** The diff as the audit row keeps it. */
export function auditDiff(diff: RowDiff): RowDiff & { counts: [number, number, number] } {
  return {
    added: diff.added.slice(0, LIMIT), removed: diff.removed.slice(0, LIMIT), changed: diff.changed.slice(0, LIMIT),
    counts: [diff.added.length, diff.removed.length, diff.changed.length],
  };
}
