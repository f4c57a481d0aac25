// The reception debit book fed by sent sums (document 4: debit types; spec 2 section 4.3).
import { type InvoiceRow, isDebitAction } from './invoice-row';
import { isDebitCheckIn } from './carry';

/** "A Debit row goes to the reception debit book when the sum is sent": rows whose action contains debit. */
export function debitBookRows<T extends Pick<InvoiceRow, 'action'>>(rows: readonly T[]): T[] {
  return rows.filter((r) => isDebitAction(r.action));
}

const invoiceKey = (hi: string): string => hi.trim().toUpperCase();

/**
 * HIs of a sent sum that settle earlier DEBIT CHECK IN lines: the invoice appears in the sum as a row
 * that is not itself a debit (the guest checked in and the invoice is handled as usual).
 */
export function settlingInvoices(rows: readonly Pick<InvoiceRow, 'HI' | 'action'>[]): string[] {
  const out = new Set<string>();
  for (const r of rows) if (invoiceKey(r.HI) !== '' && !isDebitAction(r.action)) out.add(invoiceKey(r.HI));
  return [...out];
}

/** The id of a DEBIT CHECK IN line brought into a day: the same on every import, so the screen can skip one it already has. */
export function importedRowId(bookId: number, day: string): string {
  return `imp-${bookId}-${day}`;
}

/**
 * A DEBIT CHECK IN row brought back into the next day's sum: the guest checks in that day, so the row
 * loses its debit action (it counts again), carries the day in import_to and a log line of where it came from.
 */
export function importedCheckIn(row: InvoiceRow, fromDay: string, day: string, id: string): InvoiceRow {
  if (!isDebitCheckIn(row.action)) return row;
  const name = row.name.replace(/^DEBIT_/i, '');
  return {
    ...row,
    ID: id,
    name,
    action: '',
    paid: 'Debit',
    import_to: day,
    style: {},
    log: [...row.log, `Import DEBIT CHECK IN of ${fromDay}`],
  };
}
