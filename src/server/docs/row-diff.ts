// What a write changed: row IDs added, removed and changed. The audit trail keeps at most 50 of each;
// a kind's after-write hook (e.g. a search index) updates those rows only.
import type { PreparedRow } from './kind';

export interface RowDiff {
  added: string[];
  removed: string[];
  changed: string[];
}

export function rowDiff<R extends { ID: string }>(before: readonly R[], after: readonly PreparedRow[]): RowDiff {
  const old = new Map(before.map((r) => [r.ID, r]));
  const diff: RowDiff = { added: [], removed: [], changed: [] };
  for (const { id, json } of after) {
    const prev = old.get(id);
    if (!prev) diff.added.push(id);
    else if (JSON.stringify(prev) !== json) diff.changed.push(id);
    old.delete(id);
  }
  diff.removed = [...old.keys()];
  return diff;
}

const LIMIT = 50;

/** The diff as the audit row keeps it. */
export function auditDiff(diff: RowDiff): RowDiff & { counts: [number, number, number] } {
  return {
    added: diff.added.slice(0, LIMIT),
    removed: diff.removed.slice(0, LIMIT),
    changed: diff.changed.slice(0, LIMIT),
    counts: [diff.added.length, diff.removed.length, diff.changed.length],
  };
}
