// The month's debit on sum (the ACC DEBIT AREA tab) and the accountant debit book it is copied into
// (spec 2 section 4.3; spec 1 section 4.2): which day rows it collects, duplicates by invoice, the rows
// moved from days 01-03, CONFIRM END MONTH's copy, totals and log lines.
import { isDebitCheckIn, moveToDebit } from './carry';
import { type InvoiceRow, isDebitAction } from './invoice-row';
import { recomputeRow } from './row-rules';
import { totalsOf, type Totals } from './totals';

const upper = (s: string): string => s.trim().toUpperCase();

/** What makes two debit rows the same bill: the hotel invoice, else the service invoice, else the row ID. */
export function debitKey(row: Pick<InvoiceRow, 'ID' | 'HI' | 'SI'>): string {
  if (upper(row.HI) !== '') return `HI:${upper(row.HI)}`;
  if (upper(row.SI) !== '') return `SI:${upper(row.SI)}`;
  return `ID:${row.ID}`;
}

/**
 * Rows to add to a debit on sum: those whose bill (HI/SI, or ID) is already there, or came earlier in
 * the same list, are duplicates ("Have Double Debit Bill"); the others are fresh.
 */
export function splitDuplicates<T extends Pick<InvoiceRow, 'ID' | 'HI' | 'SI'>>(
  existing: readonly Pick<InvoiceRow, 'ID' | 'HI' | 'SI'>[],
  incoming: readonly T[],
): { fresh: T[]; duplicates: T[] } {
  const seen = new Set(existing.map(debitKey));
  const fresh: T[] = [];
  const duplicates: T[] = [];
  for (const row of incoming) {
    const key = debitKey(row);
    (seen.has(key) ? duplicates : fresh).push(row);
    seen.add(key);
  }
  return { fresh, duplicates };
}

/** An ID not yet taken: the ID itself, else `{id}-2`, `{id}-3`, ... (kept within the row ID's 60 characters). */
export function freshRowId(id: string, taken: ReadonlySet<string>): string {
  if (!taken.has(id)) return id;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const next = id.slice(0, 60 - suffix.length) + suffix;
    if (!taken.has(next)) return next;
  }
}

/** Gives each row an ID not used by `taken` nor by an earlier row of the list (adds them to `taken`). */
export function withFreshIds(rows: readonly InvoiceRow[], taken: Set<string>): InvoiceRow[] {
  return rows.map((row) => {
    const ID = freshRowId(row.ID, taken);
    taken.add(ID);
    return ID === row.ID ? row : { ...row, ID };
  });
}

/**
 * The month's debit rows of its day reports (get_debit_on_sum's `collected`, loaded by RESET DATA): every
 * row whose action contains debit, except DEBIT CHECK IN (the guest checks in the next day and the row
 * settles itself, document 4), recomputed as the debit module counts them (nights kept), with unique IDs.
 */
export function collectDebitRows(
  days: readonly { day: string; rows: readonly InvoiceRow[] }[],
  branchId: number,
): InvoiceRow[] {
  const rows = days.flatMap((d) =>
    d.rows
      .filter((r) => isDebitAction(r.action) && !isDebitCheckIn(r.action))
      .map((r) => recomputeRow(r, branchId, 'debit')),
  );
  return withFreshIds(rows, new Set());
}

/** The debit area's totals: every row counts (they are all debits) except the ones marked Delete. */
export function debitAreaTotals(rows: readonly InvoiceRow[], month: string): Totals {
  return totalsOf(
    rows.filter((r) => r.paid !== 'Delete'),
    month,
  );
}

/** CONFIRM END MONTH copies the rows still owed: paid is not Paid (and the row is not deleted). */
export function rowsToConfirm<T extends Pick<InvoiceRow, 'paid'>>(rows: readonly T[]): T[] {
  return rows.filter((r) => r.paid !== 'Paid' && r.paid !== 'Delete');
}

/** A row of a day report moved to the previous month's debit on sum: DEBIT_ prefix, recomputed as a debit, with a log line. */
export function movedRow(
  row: InvoiceRow,
  reportDate: string,
  branchId: number,
  by: string,
  at: string,
): { date: string; row: InvoiceRow } {
  const moved = moveToDebit(row, reportDate);
  const log = `${at} Move to Debit ${moved.date} from ACC Sum ${reportDate} by ${by}`;
  return { date: moved.date, row: { ...recomputeRow(moved.row, branchId, 'debit'), log: appendLog(row.log, log) } };
}

/** A row keeps at most 500 log lines of 300 characters (the row schema's limits): the oldest give way. */
export const LOG_MAX = 500;
export const LOG_LINE_MAX = 300;
export function appendLog(log: readonly string[], line: string): string[] {
  return [...log, line.slice(0, LOG_LINE_MAX)].slice(-LOG_MAX);
}

/** Log line of a duplicate added anyway (add one / add all). */
export function doubleDebitLogLine(by: string, at: string): string {
  return `${at} Add Double Debit Bill by ${by}`;
}

/** Log line of a row copied into the debit book by CONFIRM END MONTH. */
export function confirmLogLine(month: string, version: number, by: string, at: string): string {
  return `${at} Copy from Debit on Sum ${month} v${version} by ${by}`;
}
