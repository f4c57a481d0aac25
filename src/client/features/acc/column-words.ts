import type { AccT } from './acc-text';

// The words of the column tables (domain/rc-columns, domain/acc-sheet: the accountants' .xlsx headings) as the
// version comparison shows them. Package, currency and payment codes (BF, MS 40P, VND, ABA USD ...) are the
// same in every language and stay as they are; the .xlsx files keep their English headings.
const WORDS = [
  'Date',
  'Hotel Invoice',
  'Service Invoice',
  'Discount',
  'Discount %',
  'Rate',
  'Description',
  'Room Number',
  'Check In',
  'Check Out',
  'Check in',
  'Check out',
  'Action',
  'Unit Price',
  'Unit price',
  'Nights',
  'Amount',
  'Telephone / Note',
  'Laundry',
  'Minibar',
  'Pickup / Transfer',
  'Other Hotel',
  'Other hotel',
  'Dinning',
  'Other',
  'Sub',
  'Breakfast',
  'Sauna',
  'Massage',
  'SERVICE Total',
  'Service total',
  'VND card',
  'USD card',
  'VND transfer',
  'USD transfer',
  'Other Pay',
  'Paid debit',
  'Name',
  'Company',
  'Room',
  'Room rate',
  'Expense',
  'Expense amount',
  'Currency',
] as const;

/** A column's heading in the user's language (a code as it is). */
export function columnWord(t: AccT, label: string): string {
  return (WORDS as readonly string[]).includes(label) ? t(label as (typeof WORDS)[number]) : label;
}
