// The massage-count checker (spec 3 sections 2, 3, 5 and 9): which massages a staff member gave in a month,
// read from the month's reception sums. Choices where the spec is silent, kept here in one place:
// - A massage row is a row of the reception sum with a massage package (MS 40P ... HMS 100P, branch 11's
//   MS9 ... MSV20) and a count; a CANCEL row does not count.
// - The staff who gave it are written on the row as "MS 07", "KTV 07", "NV 07" or "#07", several as
//   "MS 07/12" or "MS 07, 12": in the action text (free text the reception may write; these words mean no
//   debit, cancel or paid-at) or in the telephone note (which accountants write). A row counts in full for
//   every staff number written on it.
// - The checker counts 30, 40 and 70 minutes: a 40-minute massage is one 40, a 70-minute one is one 70,
//   a 100-minute one is one 70 plus one 30 (the checker has no 100).
import { isCancelAction, type InvoiceRow } from './invoice-row';

/** "Massage staff number box: 2 characters" (two digits, 01-99). */
export const STAFF_NUMBER_LENGTH = 2;
export const MASSAGE_LOAD_ERROR = 'Error when load data';

/** The staff number as typed, trimmed, when it is two digits; else null. */
export function staffNumberOf(text: string): string | null {
  const t = text.trim();
  return /^\d{2}$/.test(t) ? t : null;
}

export type CheckerMinutes = 30 | 40 | 70;
/** Package -> the checker's minutes per massage. */
const MINUTES: Readonly<Record<string, readonly CheckerMinutes[]>> = {
  'MS 40P': [40],
  'MS 40P & BT': [40],
  'MS 70P': [70],
  'MS 70P & BT': [70],
  'HMS 70P': [70],
  'MS 100P': [70, 30],
  'MS 100P & BT': [70, 30],
  'HMS 100P': [70, 30],
  MS9: [40],
  MSV10: [40],
  MSR14: [40],
  MS13_5: [70],
  MSV15: [70],
  MSR19: [70],
  MSV20: [70, 30],
  MSR24: [70, 30],
};

/** The checker's minutes of one massage of a package ([] when the package is not a massage). */
export function checkerMinutes(pkg: string): readonly CheckerMinutes[] {
  return MINUTES[pkg] ?? [];
}

const MARKED = /(?:\bMS|\bKTV|\bNV|#)\s*(\d{2}(?![\w.:])(?:\s*[,/&+]\s*\d{2}(?![\w.:]))*)/gi;

/** The staff numbers written in a note ("MS 07/12" -> ['07', '12']); a package name like "MS 70P" is not one. */
export function staffNumbersInNote(note: unknown): string[] {
  if (typeof note !== 'string') return [];
  const out = new Set<string>();
  for (const m of note.matchAll(MARKED)) for (const n of m[1].match(/\d{2}/g) ?? []) out.add(n);
  return [...out];
}

/** The staff numbers written on a row (its action text and its telephone note). */
export function staffNumbersOfRow(row: Pick<InvoiceRow, 'action' | 'telephone'>): string[] {
  const note = typeof row.telephone === 'string' ? row.telephone : '';
  return staffNumbersInNote(`${row.action ?? ''} ${note}`);
}

/** A row of the checker's answer (spec 3 section 3 "Massage count row"). */
export interface MassageCountRow {
  sum_credit: string;
  name: string;
  case: string;
  count30: number;
  count40: number;
  count70: number;
  countTotal: number;
}

export interface MassageCountResult {
  dataReturn: MassageCountRow[];
  /** Massages given (each 100-minute one once). */
  count: number;
  countWithMassageCase: { case30: number; case40: number; case70: number };
}

/** The checker's row of one reception row for a staff number, or null when the row is not theirs. */
export function massageRowFor(row: InvoiceRow, day: string, staff: string): MassageCountRow | null {
  if (isCancelAction(row.action)) return null;
  if (!staffNumbersOfRow(row).includes(staff)) return null;
  const out: MassageCountRow = {
    sum_credit: day,
    name: row.name,
    case: '',
    count30: 0,
    count40: 0,
    count70: 0,
    countTotal: 0,
  };
  const cases: string[] = [];
  for (const [pkg, raw] of Object.entries(row.packages ?? {})) {
    const n = Math.max(0, Math.trunc(Number(raw) || 0));
    const minutes = checkerMinutes(pkg);
    if (n === 0 || minutes.length === 0) continue;
    cases.push(n > 1 ? `${pkg} x${n}` : pkg);
    out.countTotal += n;
    for (const m of minutes) out[`count${m}`] += n;
  }
  if (out.countTotal === 0) return null;
  out.case = cases.join(', ');
  return out;
}

/** The month's rows of a staff number (days in order) and the totals. */
export function massageCount(
  days: readonly { day: string; rows: readonly InvoiceRow[] }[],
  staff: string,
): MassageCountResult {
  const dataReturn: MassageCountRow[] = [];
  for (const d of [...days].sort((a, b) => a.day.localeCompare(b.day)))
    for (const r of d.rows) {
      const hit = massageRowFor(r, d.day, staff);
      if (hit) dataReturn.push(hit);
    }
  const sum = (k: 'count30' | 'count40' | 'count70' | 'countTotal') => dataReturn.reduce((a, r) => a + r[k], 0);
  return {
    dataReturn,
    count: sum('countTotal'),
    countWithMassageCase: { case30: sum('count30'), case40: sum('count40'), case70: sum('count70') },
  };
}
