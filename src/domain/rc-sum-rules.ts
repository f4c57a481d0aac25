// Reception-sum rules the server applies before it stores a sum (spec 2 sections 5.2, 5.4, 9).
import { daysInMonth, dateParts, pad2 } from './dates';
import type { InvoiceRow } from './invoice-row';
import { mayEditCharges } from './rc-roles';
import { CHARGE_FIELDS, MONEY_FIELDS, moneyLocked } from './row-fields';
import type { RowContext } from './row-rules';

type ChargeField = (typeof CHARGE_FIELDS)[number];

/** A charge field's value on a row nobody allowed has touched: '' for the telephone note, 0 for the others. */
function blankCharge(field: ChargeField): number | string {
  return field === 'telephone' ? '' : 0;
}

/**
 * Charge fields (telephone and the other charges) and the row colours of roles other than 4 and 5
 * ("roles 4 and 5 may edit telephone and charge fields and use the row-colour palette") are not taken:
 * a known row (same ID in the stored version, or a row the server itself made, such as an imported
 * debit check-in) keeps its values, a new row gets blanks.
 */
export function keepChargeFields(
  rows: readonly InvoiceRow[],
  stored: readonly InvoiceRow[],
  role: number,
): InvoiceRow[] {
  if (mayEditCharges(role)) return [...rows];
  const byId = new Map(stored.map((r) => [r.ID, r]));
  return rows.map((row) => {
    const before = byId.get(row.ID);
    const next: InvoiceRow = { ...row, style: before ? before.style : {} };
    for (const f of CHARGE_FIELDS) {
      if (f === 'telephone') next.telephone = before ? before.telephone : blankCharge(f);
      else next[f] = before ? before[f] : 0;
    }
    return next;
  });
}

/** Row IDs that appear more than once (each row ID must be unique in a sum). */
export function duplicateRowIds(rows: readonly { ID: string }[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const r of rows) (seen.has(r.ID) ? dupes : seen).add(r.ID);
  return [...dupes];
}

/** "Version list covers days 1 to 15 and 16 to 32": the half of the month a day falls in. */
export function halfMonthOf(day: string): { from: string; to: string } {
  const { year, month, day: d } = dateParts(day);
  const prefix = `${year}-${pad2(month)}`;
  return d <= 15
    ? { from: `${prefix}-01`, to: `${prefix}-15` }
    : { from: `${prefix}-16`, to: `${prefix}-${pad2(daysInMonth(year, month))}` };
}

/** A service invoice has no stay: check-in and check-out are cleared ("disabled when SI is filled"). */
export function clearServiceDates(row: InvoiceRow): InvoiceRow {
  return row.SI.trim() !== '' && (row.checkin || row.checkout) ? { ...row, checkin: '', checkout: '' } : row;
}

/**
 * Debit, cancel and "paid at" rows have their payment fields disabled on the screen and are left out
 * of the totals (row-fields.ts moneyLocked, totals.ts countedRows): a sum stores them as 0, so a value
 * typed before the action was set, or sent by another client, is not kept where nobody sees it. In the
 * debit module and the debit on sum (context 'debit') only cancel and "paid at" rows are locked.
 */
export function clearUncountedPayments(row: InvoiceRow, context: RowContext = 'sum'): InvoiceRow {
  if (!moneyLocked(row.action, context) || MONEY_FIELDS.every((f) => row[f] === 0)) return row;
  const next: InvoiceRow = { ...row };
  for (const f of MONEY_FIELDS) next[f] = 0;
  return next;
}
