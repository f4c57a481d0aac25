import type { DiffRow } from '../../domain/doc-diff';
import { RC_CHARGE_LABELS } from '../../domain/rc-charges';
import { rowLabel, shown } from '../lib/document/row-diff';
import type { DiffWords } from './VersionDiff';
import { tr } from '../lib/i18n';
import { knownLabel } from '../lib/known-label';

// How the comparison names the fields of invoice-row reports (the reception and the accountant sums):
// by the report's own column table, totals by their column, package counts listed.

/** A column as the comparison needs it: the row field, its heading, and the totals field it sums into. */
export interface WordColumn {
  key: string;
  label: string;
  total?: string;
}

// Keys of the common catalog (translated when shown).
const HEAD_WORDS: Record<string, string> = {
  maker: 'Maker',
  note: 'Note',
  packages: 'Packages',
  log: 'Log',
  rcCharges: 'Hotel charges',
};
const BRIEF = ['room', 'name', 'company', 'action', 'amount', 'serviceTotal', 'vnd', 'usd', 'yen'];

/** A totals field by its column: 'Total VND'; a column already named a total as it is ('Service total'). */
const totalLabel = (column: string | undefined) =>
  column === undefined
    ? undefined
    : /total/i.test(column)
      ? shownLabel(column)
      : tr('common')('Total {{column}}', { column: shownLabel(column) });

/** A heading in the user's language (column headings are keys of the common catalog). */
const shownLabel = (label: string) => knownLabel(tr('common'), label);

/** Reception's hotel charges as a line: 'Minibar 85,500, Laundry 120,000'. */
const chargesText = (v: Record<string, number>) =>
  Object.entries(RC_CHARGE_LABELS)
    .filter(([k]) => v[k])
    .map(([k, label]) => `${shownLabel(label)} ${shown(v[k])}`)
    .join(', ') || '—';

/** The words of an invoice-row report; a later column of the same field names it (a report's own table over a base one). */
export function invoiceDiffWords(columns: readonly WordColumn[]): DiffWords {
  const label = new Map(columns.map((c) => [c.key, c.label]));
  const totalOf = new Map(columns.filter((c) => c.total).map((c) => [c.total as string, c.label]));
  return {
    field: (f) => {
      const head = HEAD_WORDS[f] ?? label.get(f);
      return head !== undefined ? shownLabel(head) : (totalLabel(totalOf.get(f)) ?? f);
    },
    row: (r) => rowLabel(r as DiffRow & { ID: string }, ['HI', 'SI', 'name', 'room']),
    value: (f, v) => {
      if (!v || typeof v !== 'object' || Array.isArray(v)) return shown(v);
      if (f === 'rcCharges') return chargesText(v as Record<string, number>);
      if (f !== 'packages') return shown(v);
      return (
        Object.entries(v as Record<string, number>)
          .filter(([, n]) => n)
          .map(([k, n]) => `${k} × ${n}`)
          .join(', ') || '—'
      );
    },
    brief: (r) => BRIEF.filter((f) => shown(r[f]) !== '—'),
  };
}
