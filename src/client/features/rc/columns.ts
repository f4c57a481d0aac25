import type { InvoiceRow } from '../../../domain/invoice-row';
import { paymentLabels, USD_BRANCH } from '../../../domain/money';
import { packagesFor } from '../../../domain/packages';

// The reception sum's columns for a branch (spec 2 sections 3.1 and 9): package columns per branch,
// branch 11's labels and extra columns, and no expense columns there.
export type ColumnKind = 'text' | 'number' | 'date' | 'count' | 'computed';
export interface Column {
  /** A row field, or `pkg:<name>` for a package count. */
  key: string;
  label: string;
  kind: ColumnKind;
  width: number;
  group: string;
  sticky?: boolean;
}

const col = (key: string, label: string, kind: ColumnKind, width: number, group: string, sticky = false): Column => ({ key, label, kind, width, group, sticky });

export function columnsFor(branchId: number): Column[] {
  const pp = branchId === USD_BRANCH;
  const pay = paymentLabels(branchId);
  const cols: Column[] = [
    col('HI', 'HI', 'text', 84, 'Invoice', true),
    col('SI', 'SI', 'text', 84, 'Invoice', true),
    col('name', 'Name', 'text', 170, 'Guest', true),
    ...packagesFor(branchId).map((p) => col(`pkg:${p}`, p, 'count', 64, 'Packages')),
    col('room', 'Room', 'text', 64, 'Guest'),
    col('discount', 'Discount %', 'number', 80, 'Guest'),
    col('rate', 'Rate', 'number', 72, 'Guest'),
    col('room_rate', 'Room rate', 'number', 100, 'Guest'),
    col('checkin', 'Check in', 'date', 132, 'Stay'),
    col('checkout', 'Check out', 'date', 132, 'Stay'),
    col('nights', 'Nights', 'computed', 60, 'Stay'),
    col('unit_price', 'Unit price', 'computed', 100, 'Hotel'),
    col('amount', 'Amount', 'computed', 110, 'Hotel'),
    col('telephone', 'Telephone / Note', 'text', 130, 'Hotel'),
    col('laundry', 'Laundry', 'number', 90, 'Hotel'),
    col('minibar', 'Minibar', 'number', 90, 'Hotel'),
    col('transfer', 'Pickup / Transfer', 'number', 100, 'Hotel'),
    col('other_hotel', 'Other hotel', 'number', 90, 'Hotel'),
    col('dinning', 'Dinning', 'number', 90, 'Hotel'),
    col('AzOther', 'Other', 'number', 90, 'Hotel'),
    ...(pp ? [col('freeLD', 'Free LD', 'number', 80, 'Hotel')] : []),
    col('sub', 'Sub', 'computed', 110, 'Hotel'),
    col('breakfast', 'Breakfast', 'number', 90, 'Service'),
    col('sauna', 'Sauna', 'number', 90, 'Service'),
    col('massage', 'Massage', 'number', 90, 'Service'),
    ...(pp ? [col('cafe', 'Cafe', 'number', 80, 'Service'), col('paiddebit', 'Paid debit', 'number', 90, 'Service')] : []),
    col('serviceTotal', 'Service total', 'computed', 110, 'Service'),
    col('vnd', pay.vnd, 'number', 110, 'Guest pay'),
    col('usd', pay.usd, 'number', 90, 'Guest pay'),
    ...(pp ? [] : [col('yen', pay.yen, 'number', 90, 'Guest pay')]),
    col('vcb', pay.vcb, 'number', 110, 'Card / transfer'),
    col('vcb_usd', pay.vcb_usd, 'number', 90, 'Card / transfer'),
    col('vcb_other', pay.vcb_other, 'number', 110, 'Card / transfer'),
    col('vcb_other_usd', pay.vcb_other_usd, 'number', 90, 'Card / transfer'),
    ...(pp ? [col('exp_rate', pay.exp_rate, 'number', 90, 'Card / transfer')] : []),
    col('otherPay', pay.otherPay, 'number', 100, 'Card / transfer'),
    ...(pp ? [] : [
      col('exp', 'Expense', 'text', 140, 'Expense'),
      col('exp_rate', 'Expense amount', 'number', 110, 'Expense'),
      col('exp_rate_type', 'Currency', 'text', 80, 'Expense'),
    ]),
    col('action', 'Action', 'text', 150, 'Status'),
    col('company', 'Company', 'text', 140, 'Status'),
  ];
  return cols;
}

/** The value of a column in a row. */
export function cellValue(row: InvoiceRow, key: string): string | number {
  if (key.startsWith('pkg:')) return row.packages[key.slice(4)] ?? 0;
  const v = (row as unknown as Record<string, unknown>)[key];
  return typeof v === 'number' || typeof v === 'string' ? v : '';
}

/** The field a column edits, for the enable rules (package columns follow SI's rules: always editable). */
export function fieldOf(key: string): string {
  return key.startsWith('pkg:') ? 'packages' : key;
}

export const ACTION_CHOICES = ['DEBIT COMPANY', 'DEBIT CHECK IN', 'DEBIT PAY', 'DEBIT NOSHOW', 'DEBIT CANCEL', 'DEBIT DEPOSIT', 'Paid at', 'Paid with', 'F.O.C', 'CANCEL', 'MOVE TO NEXT MONTH'];
