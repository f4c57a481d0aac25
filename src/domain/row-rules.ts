// Row computations: nights, unit price, amount, sub, serviceTotal (spec 2 sections 4.3 and 5.5).
import { dayNumber } from './dates';
import { type InvoiceRow, isCancelAction, isDebitAction, isFocAction } from './invoice-row';
import { amountDecimals, MONEY_MAX, parseNumber, roundRate, roundTo, sumMoney, USD_BRANCH } from './money';
import { normalRcCharges } from './rc-charges';
import { withDebitPrefix } from './row-style';

/** Where a row is edited: a sum (reception/accountant) or the debit module / debit-on-sum. */
export type RowContext = 'sum' | 'debit';

/** "checkout is cleared if invalid": a checkout that is not a date or is before check-in becomes ''. */
export function validCheckout(checkin: string, checkout: string): string {
  const out = dayNumber(checkout);
  if (out === null) return '';
  const inn = dayNumber(checkin);
  return inn !== null && out < inn ? '' : checkout;
}

/** Days between check-in and check-out; 0 for cancel, F.O.C, missing dates, and debit actions outside the debit module. */
export function nightsBetween(checkin: string, checkout: string, action = '', context: RowContext = 'sum'): number {
  if (isCancelAction(action) || isFocAction(action)) return 0;
  if (context === 'sum' && isDebitAction(action)) return 0;
  const a = dayNumber(checkin);
  const b = dayNumber(checkout);
  if (a === null || b === null || b < a) return 0;
  return b - a;
}

/** Choice: unit_price = room_rate x (1 - discount% / 100) x rate (rate = the exchange rate; 0 or branch 11 counts as 1), rounded like amounts. */
export function unitPrice(roomRate: number, discount: number, rate: number, branchId = 0): number {
  const pct = Math.min(100, Math.max(0, parseNumber(discount)));
  const r = branchId === USD_BRANCH || parseNumber(rate) === 0 ? 1 : parseNumber(rate);
  return roundTo(parseNumber(roomRate) * (1 - pct / 100) * r, amountDecimals(branchId));
}

/** "amount = unit_price x nights, rounded to 2 decimals for branch 11, otherwise to an integer." */
export function amountOf(unit: number, nights: number, branchId: number): number {
  return roundTo(parseNumber(unit) * parseNumber(nights), amountDecimals(branchId));
}

/** "Room rate is multiplied by a date-based rate and rounded to 4 decimals." */
export function roomRateWithDateRate(roomRate: number, dateRate: number): number {
  return roundRate(parseNumber(roomRate) * parseNumber(dateRate));
}

/** The fields summed into sub (telephone only when positive); branch 11 has its own list. The .xlsx Sub formula uses the same list. */
export function subFields(branchId: number): readonly (keyof InvoiceRow)[] {
  return branchId === USD_BRANCH
    ? ['amount', 'telephone', 'transfer', 'laundry', 'freeLD', 'minibar', 'massage', 'AzOther']
    : ['amount', 'telephone', 'laundry', 'minibar', 'transfer', 'other_hotel', 'dinning', 'AzOther'];
}

/** sub: amount, telephone (only if positive), laundry, minibar, transfer, other_hotel, dinning, AzOther; branch 11 its own list; 0 when HI and SI are empty. */
export function subOf(row: InvoiceRow, branchId: number): number {
  if (row.HI.trim() === '' && row.SI.trim() === '') return 0;
  const parts = subFields(branchId).map((f) =>
    f === 'telephone' ? Math.max(0, parseNumber(row.telephone)) : parseNumber(row[f]),
  );
  return sumMoney(parts, amountDecimals(branchId));
}

/** serviceTotal = breakfast + sauna + massage; branch 11: dinning + cafe + breakfast + sauna + paiddebit. */
export function serviceTotalOf(row: InvoiceRow, branchId: number): number {
  const parts =
    branchId === USD_BRANCH
      ? [row.dinning, row.cafe, row.breakfast, row.sauna, row.paiddebit]
      : [row.breakfast, row.sauna, row.massage];
  return sumMoney(parts, amountDecimals(branchId));
}

/** Name shown upper case; debit rows get the DEBIT_ prefix once. */
export function displayName(name: string, action: string): string {
  const upper = name.toUpperCase();
  return isDebitAction(action) ? withDebitPrefix(upper) : upper;
}

/** Apply every row rule: name, checkout, nights, F.O.C, unit_price, amount, sub, serviceTotal, reception charges. */
export function recomputeRow(row: InvoiceRow, branchId: number, context: RowContext = 'sum'): InvoiceRow {
  const checkout = validCheckout(row.checkin, row.checkout);
  const foc = isFocAction(row.action);
  const nights = nightsBetween(row.checkin, checkout, row.action, context);
  const unit_price = foc ? 0 : unitPrice(row.room_rate, row.discount, row.rate, branchId);
  const next: InvoiceRow = {
    ...normalRcCharges(row, branchId),
    name: displayName(row.name, row.action),
    checkout,
    nights,
    unit_price,
  };
  next.amount = amountOf(unit_price, nights, branchId);
  next.sub = subOf(next, branchId);
  next.serviceTotal = serviceTotalOf(next, branchId);
  // Each field is within the bound, their products and sums may not be: refused (callers answer 400).
  for (const v of [next.unit_price, next.amount, next.sub, next.serviceTotal])
    if (Math.abs(v) > MONEY_MAX) throw new RangeError(`Amount out of range: ${v}`);
  return next;
}
