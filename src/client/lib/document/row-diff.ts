// A draft against the server's version, row by row (by row ID), put in words people read. Pure.
import type { Row } from './types';
import { tr } from '../i18n';

type AnyRow = Row & Record<string, unknown>;
export interface FieldChange {
  field: string;
  from: string;
  to: string;
}
export interface RowDiff {
  added: { id: string; label: string }[];
  removed: { id: string; label: string }[];
  changed: { id: string; label: string; fields: FieldChange[] }[];
}

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === '' ||
  v === 0 ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && v !== null && Object.keys(v).length === 0);

/** A value as a short text: numbers with thousand separators, lists and maps summed up. */
export function shown(v: unknown): string {
  if (isEmpty(v)) return '—';
  if (typeof v === 'number') return v.toLocaleString('en-US', { maximumFractionDigits: 4 });
  if (typeof v === 'string') return v.length > 40 ? `${v.slice(0, 39)}…` : v;
  if (typeof v === 'boolean') return v ? tr('common')('yes') : tr('common')('no');
  if (Array.isArray(v))
    return v.length > 1 ? tr('common')('{{n}} items', { n: v.length }) : tr('common')('{{n}} item', { n: v.length });
  const text = JSON.stringify(v);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** Equal for people: empty values (blank, 0, none) are all the same. */
export function same(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The first non-empty of the label fields (e.g. HI, SI, name, room), or the row ID. */
export function rowLabel(row: AnyRow, fields: readonly string[]): string {
  const parts = fields
    .map((f) => row[f])
    .filter((v) => !isEmpty(v))
    .map(String);
  return parts.length > 0 ? parts.slice(0, 3).join(' · ') : tr('common')('row {{id}}', { id: row.ID.slice(0, 8) });
}

export function diffRows(server: readonly AnyRow[], draft: readonly AnyRow[], labelFields: readonly string[]): RowDiff {
  const before = new Map(server.map((r) => [r.ID, r]));
  const diff: RowDiff = { added: [], removed: [], changed: [] };
  for (const row of draft) {
    const old = before.get(row.ID);
    before.delete(row.ID);
    if (!old) {
      diff.added.push({ id: row.ID, label: rowLabel(row, labelFields) });
      continue;
    }
    const keys = [...new Set([...Object.keys(old), ...Object.keys(row)])].filter((k) => k !== 'ID');
    const fields = keys
      .filter((k) => !same(old[k], row[k]))
      .map((k) => ({ field: k, from: shown(old[k]), to: shown(row[k]) }));
    if (fields.length > 0) diff.changed.push({ id: row.ID, label: rowLabel(row, labelFields), fields });
  }
  diff.removed = [...before.values()].map((r) => ({ id: r.ID, label: rowLabel(r, labelFields) }));
  return diff;
}

/** The same work for people: the same rows (by ID, empty values alike) and the same other fields. */
export function sameWork<W extends { rows: readonly Row[] }>(a: W, b: W): boolean {
  const rowsOf = (w: { rows: readonly Row[] }) => w.rows as readonly AnyRow[];
  const diff = diffRows(rowsOf(a), rowsOf(b), []);
  if (diff.added.length + diff.removed.length + diff.changed.length > 0) return false;
  if (a.rows.map((r) => r.ID).join() !== b.rows.map((r) => r.ID).join()) return false;
  const rest = (w: object) => Object.entries(w).filter(([k]) => k !== 'rows');
  const other = new Map(rest(b));
  return (
    rest(a).every(([k, v]) => same(v, other.get(k))) && rest(b).every(([k, v]) => same(v, new Map(rest(a)).get(k)))
  );
}
