// Re-reading the day's hotel invoices from the PMS into a sum being edited, without losing
// rows the receptionist added (document 4: where a day's reception sum comes from).
import type { InvoiceRow } from './invoice-row';
import { recomputeRow } from './row-rules';

/** Fields that come from the PMS; everything else on a row (payments, action, services, notes) is the receptionist's. */
export const PMS_FIELDS = ['name', 'room', 'checkin', 'checkout', 'room_rate', 'company'] as const;
export type PmsField = (typeof PMS_FIELDS)[number];

export interface PmsChange {
  ID: string;
  HI: string;
  fields: PmsField[];
}
export interface PmsMerge {
  content: InvoiceRow[];
  added: InvoiceRow[];
  changed: PmsChange[];
}

const key = (hi: string): string => hi.trim().toUpperCase();
const plainName = (name: string): string =>
  name
    .trim()
    .toUpperCase()
    .replace(/^DEBIT_/, '');

function differs(field: PmsField, a: InvoiceRow, b: InvoiceRow): boolean {
  if (field === 'name') return plainName(a.name) !== plainName(b.name);
  if (field === 'room_rate') return Number(a.room_rate) !== Number(b.room_rate);
  return String(a[field]).trim() !== String(b[field]).trim();
}

/**
 * Merge a fresh PMS read into the current rows, matched by HI: invoices not in the sum are added at the
 * end; an invoice whose PMS fields changed gets the new values (and is reported); rows without an HI
 * or whose HI the PMS does not know stay as they are.
 */
export function mergePmsRows(current: readonly InvoiceRow[], fresh: readonly InvoiceRow[], branchId: number): PmsMerge {
  const byHi = new Map(fresh.filter((r) => key(r.HI) !== '').map((r) => [key(r.HI), r]));
  const seen = new Set<string>();
  const changed: PmsChange[] = [];
  const content = current.map((row) => {
    const pms = key(row.HI) === '' ? undefined : byHi.get(key(row.HI));
    if (!pms) return row;
    seen.add(key(row.HI));
    const fields = PMS_FIELDS.filter((f) => differs(f, row, pms));
    if (fields.length === 0) return row;
    changed.push({ ID: row.ID, HI: row.HI, fields });
    const next: InvoiceRow = { ...row };
    for (const f of fields) {
      if (f === 'room_rate') next.room_rate = pms.room_rate;
      else if (f === 'name') next.name = plainName(pms.name);
      else next[f] = pms[f];
    }
    return recomputeRow(next, branchId);
  });
  const added = [...byHi.entries()].filter(([hi]) => !seen.has(hi)).map(([, r]) => r);
  return { content: [...content, ...added], added, changed };
}
