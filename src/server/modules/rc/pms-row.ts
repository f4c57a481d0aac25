// A PMS invoice as a reception-sum row.
import { emptyRow, type InvoiceRow } from '../../../domain/invoice-row';
import { recomputeRow } from '../../../domain/row-rules';
import type { PmsInvoice } from '../../kernel/pms';

export const COMPANY_DEBIT = 'DEBIT COMPANY';

/** The row id of a PMS invoice: the same on every read, so a re-read matches the row it made. */
export const pmsRowId = (branchId: number, hi: string): string => `pms-${branchId}-${hi}`;

const BLANK = emptyRow('');

/**
 * A blank row, copied from one emptyRow: emptyRow itself costs about 0.1 ms a call (its object is built
 * from a spread of 30 generated keys plus 35 literal ones), which the PMS reads and the seed would pay per row.
 */
export function blankRow(id: string): InvoiceRow {
  return { ...BLANK, ID: id, packages: {}, note: { telephone: [], otherPay: [] }, log: [], style: {} };
}

/** A PMS invoice as a sum row: company-paid as DEBIT COMPANY, guest-paid with the amount in its payment column. */
export function pmsRow(inv: PmsInvoice, branchId: number): InvoiceRow {
  const row = blankRow(pmsRowId(branchId, inv.hi));
  row.HI = inv.hi;
  row.name = inv.guestName;
  row.company = inv.company;
  row.room = inv.room;
  row.checkin = inv.checkin;
  row.checkout = inv.checkout;
  row.room_rate = inv.roomRate;
  row.rate = inv.currency === 'VND' ? 1 : inv.exchangeRate;
  row.discount = inv.discount;
  if (inv.paidBy === 'company') row.action = COMPANY_DEBIT;
  else row[inv.payColumn] = inv.payAmount;
  return recomputeRow(row, branchId);
}
