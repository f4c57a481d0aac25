// The hotel's property-management system (PMS, "Moja" in the old documents) as a small adapter:
// get_az_database and get_check_again_az_database read the day's hotel invoices through it.
import { emptyRow, type InvoiceRow } from '../../../domain/invoice-row';
import { recomputeRow } from '../../../domain/row-rules';
import type { Db } from '../../db/connection';

export type PmsPayColumn = 'vnd' | 'usd' | 'vcb' | 'vcb_usd';

/** One hotel invoice as the PMS knows it. */
export interface PmsInvoice {
  /** The hotel invoice number (HI). */
  hi: string;
  room: string;
  /** Upper case, as printed on the invoice. */
  guestName: string;
  /** The paying company, for company-paid invoices. */
  company: string;
  checkin: string;
  checkout: string;
  /** Per night, in `currency`. */
  roomRate: number;
  currency: 'VND' | 'USD';
  /** Rate to the branch's currency (1 for VND rooms; the day's USD rate otherwise; ignored by branch 11). */
  exchangeRate: number;
  /** Percent. */
  discount: number;
  /** Company-paid invoices arrive as company debit; guest-paid ones with the amount in a payment column. */
  paidBy: 'company' | 'cash' | 'card';
  payColumn: PmsPayColumn;
  payAmount: number;
}

/**
 * Where the day's hotel invoices come from. The built-in source reads the `pms_invoices` table (the demo
 * seed fills it). A real PMS feed plugs in by implementing this interface, e.g. an HTTP client of the
 * PMS's invoice API mapping its invoices of the branch's `systemCode` (src/domain/branches.ts) and day to
 * PmsInvoice, or a nightly job that writes the PMS export into `pms_invoices`, and passing it as
 * `buildApp(config, { pms })`. Reading never changes the PMS; sums keep their own copy of the rows.
 */
export interface PmsSource {
  invoicesFor(branchId: number, day: string): Promise<PmsInvoice[]>;
}

const PAY_COLUMNS: readonly PmsPayColumn[] = ['vnd', 'usd', 'vcb', 'vcb_usd'];

/** The built-in source: the `pms_invoices` table, invoices of the day by HI. */
export function tablePms(db: Db): PmsSource {
  return {
    async invoicesFor(branchId, day) {
      const rows = await db.selectFrom('pms_invoices').selectAll().where('branch_id', '=', branchId).where('day', '=', day).orderBy('hi').execute();
      return rows.map((r) => ({
        hi: r.hi, room: r.room, guestName: r.guest_name, company: r.company, checkin: r.checkin, checkout: r.checkout,
        roomRate: r.room_rate, currency: r.currency === 'USD' ? 'USD' : 'VND', exchangeRate: r.exchange_rate, discount: r.discount,
        paidBy: r.paid_by === 'company' ? 'company' : r.paid_by === 'card' ? 'card' : 'cash',
        payColumn: PAY_COLUMNS.find((c) => c === r.pay_column) ?? 'vnd', payAmount: r.pay_amount,
      }));
    },
  };
}

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
