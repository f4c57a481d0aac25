// The before and after of a report write, compact for the trail: the totals fields that changed and, for
// the rows added, removed and changed (at most 50 of each, as auditDiff keeps), only the fields that
// differ. A row's own log is its history, not a value, and is left out.
import { parseJson } from '../lib/util';
import type { PreparedRow } from './kind';
import type { RowDiff } from './row-diff';

type Obj = Record<string, unknown>;
export interface DocSide {
  totals: Obj;
  rows: Record<string, Obj>;
}

const LIMIT = 50;
const SKIP = new Set(['ID', 'log']);
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const blank = (v: unknown) =>
  v === undefined || v === null || v === '' || v === 0 || (Array.isArray(v) && v.length === 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The keys whose values differ, each side with its own values (a key missing on a side is left out there). */
export function changedFields(before: unknown, after: unknown): { before: Obj; after: Obj } {
  const b = isObj(before) ? before : {};
  const a = isObj(after) ? after : {};
  const out = { before: {} as Obj, after: {} as Obj };
  for (const k of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (SKIP.has(k) || same(b[k], a[k]) || (blank(b[k]) && blank(a[k]))) continue;
    if (k in b) out.before[k] = b[k];
    if (k in a) out.after[k] = a[k];
  }
  return out;
}

/** Totals as stored (JSON text) or as prepared (an object). */
const totalsOf = (t: unknown): Obj => (typeof t === 'string' ? parseJson<Obj>(t, {}) : isObj(t) ? t : {});

export function docChange(
  beforeRows: readonly { ID: string }[],
  afterRows: readonly PreparedRow[],
  diff: RowDiff,
  totalsBefore: unknown,
  totalsAfter: unknown,
): { before: DocSide; after: DocSide } {
  const totals = changedFields(totalsOf(totalsBefore), totalsOf(totalsAfter));
  const old = new Map(beforeRows.map((r) => [r.ID, r as unknown]));
  const now = new Map(afterRows.map((r) => [r.id, r.row]));
  const before: DocSide = { totals: totals.before, rows: {} };
  const after: DocSide = { totals: totals.after, rows: {} };
  const ids = [...diff.added.slice(0, LIMIT), ...diff.removed.slice(0, LIMIT), ...diff.changed.slice(0, LIMIT)];
  for (const id of ids) {
    const pair = changedFields(old.get(id), now.get(id));
    // A row whose only change is its own log has no value to show.
    if (old.has(id) && now.has(id) && Object.keys(pair.before).length + Object.keys(pair.after).length === 0) continue;
    if (old.has(id)) before.rows[id] = pair.before;
    if (now.has(id)) after.rows[id] = pair.after;
  }
  return { before, after };
}
