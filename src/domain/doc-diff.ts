// Two versions of a versioned report side by side (issue 17 "Version diff"): rows matched by a stable
// key, each listed as added, removed or changed field by field; the head (maker, note) and the totals
// too. Pure: the server answers it, the screens show it. Values compared as people read them: empty
// values (blank, 0, none, an empty list) are all alike.

export type DiffRow = Record<string, unknown>;

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}
export interface ChangedRow {
  key: string;
  /** The row as the later version has it (for its label). */
  row: DiffRow;
  fields: FieldChange[];
}
export interface DocDiff {
  added: DiffRow[];
  removed: DiffRow[];
  changed: ChangedRow[];
  unchanged: number;
  /** Head fields of the version (maker, note). */
  head: FieldChange[];
  totals: FieldChange[];
}

/** What a version holds for the comparison. */
export interface DiffSide {
  head: DiffRow;
  rows: readonly DiffRow[];
  totals: DiffRow;
}

export function isEmptyValue(v: unknown): boolean {
  return (
    v === undefined ||
    v === null ||
    v === '' ||
    v === 0 ||
    (Array.isArray(v) && v.length === 0) ||
    (typeof v === 'object' && v !== null && Object.keys(v).length === 0)
  );
}

/** Equal for people: empty values alike; lists and maps by content. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmptyValue(a) && isEmptyValue(b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  return JSON.stringify(a) === JSON.stringify(b);
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * A row's stable key: its ID (every stored row of a sum has one, kept across versions); without one its
 * invoice number (HI, then SI), then its room; else its place in the list.
 */
export function rowKey(row: DiffRow, index: number): string {
  const id = text(row.ID);
  if (id) return id;
  for (const f of ['HI', 'SI', 'room']) {
    const v = text(row[f]);
    if (v) return `${f}:${v}`;
  }
  return `#${index + 1}`;
}

/**
 * A row with one nested map's entries as fields of their own, in its place (`lines: { m40, m70 }` gives
 * 'lines.m40', 'lines.m70'), so each entry is compared and named on its own. With `depth` 2 the entries' own
 * maps are opened too ('lines.m70.customers'), so a change names the one value that changed. A field that is
 * not a map stays as it is.
 */
export function flattenField(row: object, field: string, depth = 1): DiffRow {
  const out: DiffRow = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === field && isMap(value)) {
      for (const [inner, v] of Object.entries(value)) {
        const name = `${field}.${inner}`;
        if (depth > 1 && isMap(v)) Object.assign(out, flattenField({ [name]: v }, name, depth - 1));
        else out[name] = v;
      }
    } else out[key] = value;
  }
  return out;
}

const isMap = (v: unknown): v is DiffRow => !!v && typeof v === 'object' && !Array.isArray(v);

/** Keys of a list, made unique: a key met again gets `~2`, `~3`, ... */
function keyed(rows: readonly DiffRow[]): Map<string, DiffRow> {
  const out = new Map<string, DiffRow>();
  rows.forEach((row, i) => {
    const base = rowKey(row, i);
    let key = base;
    for (let n = 2; out.has(key); n += 1) key = `${base}~${n}`;
    out.set(key, row);
  });
  return out;
}

/** The fields that differ between two records, in the order met (the later record's fields first). */
export function fieldChanges(before: DiffRow, after: DiffRow, ignore: readonly string[] = []): FieldChange[] {
  const skip = new Set(ignore);
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((f) => !skip.has(f));
  return fields
    .filter((f) => !sameValue(before[f], after[f]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

/** `from` (the earlier version) against `to`: rows in `to` only are added, in `from` only removed. */
export function diffVersions(from: DiffSide, to: DiffSide, ignore: readonly string[] = []): DocDiff {
  const old = keyed(from.rows);
  const diff: DocDiff = { added: [], removed: [], changed: [], unchanged: 0, head: [], totals: [] };
  for (const [key, row] of keyed(to.rows)) {
    const prev = old.get(key);
    old.delete(key);
    if (!prev) {
      diff.added.push(row);
      continue;
    }
    const fields = fieldChanges(prev, row, ['ID', ...ignore]);
    if (fields.length > 0) diff.changed.push({ key, row, fields });
    else diff.unchanged += 1;
  }
  diff.removed = [...old.values()];
  diff.head = fieldChanges(from.head, to.head);
  diff.totals = fieldChanges(from.totals, to.totals);
  return diff;
}
