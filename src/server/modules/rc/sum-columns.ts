// The columns of a reception sum as mailed and exported (document 4: the sheet accountants were used to),
// shared by the HTML mail and the .xlsx file. Branch 11 gets its own payment headings (USD/KHR, ...).
import type { InvoiceRow } from '../../../domain/invoice-row';
import { amountDecimals, paymentLabels, USD_BRANCH, type PaymentColumn } from '../../../domain/money';
import type { StyleKey } from '../../../domain/row-style';
import type { Totals } from '../../../domain/totals';

export type ColumnKind = 'text' | 'money' | 'count';

export interface SumColumn {
  header: string;
  group: string;
  kind: ColumnKind;
  /** Decimals of money columns. */
  decimals: number;
  value(row: InvoiceRow): string | number;
  /** The totals field shown in the SUB row. */
  total?: keyof Totals;
  /** The row style cell that colours this column. */
  style?: StyleKey;
}

const text = (header: string, group: string, value: (r: InvoiceRow) => string, style?: StyleKey): SumColumn =>
  ({ header, group, kind: 'text', decimals: 0, value, style });

function packagesText(r: InvoiceRow): string {
  return Object.entries(r.packages).filter(([, n]) => n > 0).map(([p, n]) => (n === 1 ? p : `${p} x${n}`)).join(', ');
}

/** The sum's columns for a branch; money columns use the branch's decimals (USD columns always 2). */
export function sumColumns(branchId: number): SumColumn[] {
  const d = amountDecimals(branchId);
  const money = (header: string, group: string, field: keyof Totals & `sum_${string}`, decimals = d, style?: StyleKey): SumColumn => {
    const key = field.slice(4) as keyof InvoiceRow;
    return { header, group, kind: 'money', decimals, value: (r) => Number(r[key]) || 0, total: field, style };
  };
  const labels: Record<PaymentColumn, string> = paymentLabels(branchId);
  const usdDecimals = 2;
  const vndDecimals = branchId === USD_BRANCH ? 0 : d;
  return [
    text('Hotel Invoice', 'Invoice', (r) => r.HI, 'HI'),
    text('Service Invoice', 'Invoice', (r) => r.SI, 'SI'),
    text('Service', 'Invoice', packagesText, 'Service'),
    { header: 'Discount', group: 'Guest', kind: 'count', decimals: 2, value: (r) => r.discount, style: 'Discount' },
    { header: 'Rate', group: 'Guest', kind: 'count', decimals: 4, value: (r) => r.rate },
    text('Description', 'Guest', (r) => [r.name, r.company].filter(Boolean).join(' / '), 'Name'),
    text('Room', 'Guest', (r) => r.room, 'Room'),
    text('Check In', 'Date Stay', (r) => r.checkin, 'CheckIn'),
    text('Check Out', 'Date Stay', (r) => r.checkout, 'CheckOut'),
    text('Other (Action)', 'Date Stay', (r) => r.action),
    { header: 'Unit Price', group: 'Hotel', kind: 'money', decimals: d, value: (r) => r.unit_price, style: 'UnitPrice' },
    { header: 'Nights', group: 'Hotel', kind: 'count', decimals: 0, value: (r) => r.nights, total: 'sum_nights' },
    money('Amount', 'Hotel', 'sum_amount'),
    { header: 'Telephone / Note', group: 'Hotel', kind: 'text', decimals: 0, value: (r) => r.telephone, total: 'sum_telephone', style: 'Telephone' },
    money('Laundry', 'Hotel', 'sum_laundry'),
    money('Minibar', 'Hotel', 'sum_minibar'),
    money('Pickup / Transfer', 'Hotel', 'sum_transfer'),
    money('Other Hotel', 'Hotel', 'sum_other_hotel'),
    money('Dinning', 'Hotel', 'sum_dinning'),
    money('Other', 'Hotel', 'sum_AzOther'),
    money('Sub', 'Hotel', 'sum_sub', d, 'Total'),
    money('Breakfast', 'SERVICE', 'sum_breakfast'),
    money('Sauna', 'SERVICE', 'sum_sauna'),
    money('Massage', 'SERVICE', 'sum_massage'),
    money('Total', 'SERVICE', 'sum_serviceTotal'),
    money(labels.vnd, 'Guest Pay by Cash', 'sum_vnd', vndDecimals),
    money(labels.usd, 'Guest Pay by Cash', 'sum_usd', usdDecimals),
    money(labels.yen, 'Guest Pay by Cash', 'sum_yen', 0),
    money(labels.vcb, 'Guest Pay by Card/Transfer', 'sum_vcb', branchId === USD_BRANCH ? usdDecimals : d),
    money(labels.vcb_usd, 'Guest Pay by Card/Transfer', 'sum_vcb_usd', usdDecimals),
    money(labels.vcb_other, 'Guest Pay by Card/Transfer', 'sum_vcb_other', branchId === USD_BRANCH ? usdDecimals : d),
    money(labels.vcb_other_usd, 'Guest Pay by Card/Transfer', 'sum_vcb_other_usd', usdDecimals),
    money(labels.otherPay, 'Guest Pay by Card/Transfer', 'sum_otherPay'),
    text('Expense', 'Expense', (r) => r.exp),
    money(labels.exp_rate, 'Expense', 'sum_exp_rate'),
  ];
}
