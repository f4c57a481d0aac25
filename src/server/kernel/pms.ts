// The hotel's property-management system (PMS, "Moja" in the customer's old notes) as a small adapter:
// the reception sum's get_az_database and its re-check read the day's hotel invoices through it.
import type { Db } from '../db/connection';

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
      const rows = await db
        .selectFrom('pms_invoices')
        .selectAll()
        .where('branch_id', '=', branchId)
        .where('day', '=', day)
        .orderBy('hi')
        .execute();
      return rows.map((r) => ({
        hi: r.hi,
        room: r.room,
        guestName: r.guest_name,
        company: r.company,
        checkin: r.checkin,
        checkout: r.checkout,
        roomRate: r.room_rate,
        currency: r.currency === 'USD' ? 'USD' : 'VND',
        exchangeRate: r.exchange_rate,
        discount: r.discount,
        paidBy: r.paid_by === 'company' ? 'company' : r.paid_by === 'card' ? 'card' : 'cash',
        payColumn: PAY_COLUMNS.find((c) => c === r.pay_column) ?? 'vnd',
        payAmount: r.pay_amount,
      }));
    },
  };
}
