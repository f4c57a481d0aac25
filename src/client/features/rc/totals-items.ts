import type { InvoiceRow } from '../../../domain/invoice-row';
import { paymentLabels, USD_BRANCH } from '../../../domain/money';
import { expenseTotals, type Totals } from '../../../domain/totals';

export interface TotalItem { label: string; value: number; decimals: number }

/** The totals block's figures: the key ones (cash and card) and the others (shown on demand on phones). */
export function totalItems(t: Totals, branchId: number, rows: InvoiceRow[]): { key: TotalItem[]; more: TotalItem[] } {
  const pp = branchId === USD_BRANCH;
  const pay = paymentLabels(branchId);
  const money = pp ? 2 : 0;
  const exp = expenseTotals(rows);
  const key: TotalItem[] = [
    { label: `Cash ${pay.vnd}`, value: t.sum_vnd, decimals: 0 },
    { label: `Cash ${pay.usd}`, value: t.sum_usd, decimals: 2 },
    ...(pp ? [] : [{ label: `Cash ${pay.yen}`, value: t.sum_yen, decimals: 0 }]),
    { label: pay.vcb, value: t.sum_vcb, decimals: money },
  ];
  const more: TotalItem[] = [
    { label: 'Nights', value: t.sum_nights, decimals: 0 },
    { label: 'Amount', value: t.sum_amount, decimals: money },
    { label: 'Sub', value: t.sum_sub, decimals: money },
    { label: 'Service total', value: t.sum_serviceTotal, decimals: money },
    { label: 'Breakfast', value: t.sum_breakfast, decimals: money },
    { label: 'Massage', value: t.sum_massage, decimals: money },
    { label: pay.vcb_usd, value: t.sum_vcb_usd, decimals: 2 },
    { label: pay.vcb_other, value: t.sum_vcb_other, decimals: money },
    { label: pay.vcb_other_usd, value: t.sum_vcb_other_usd, decimals: 2 },
    { label: pay.otherPay, value: t.sum_otherPay, decimals: money },
    ...(pp ? [{ label: pay.exp_rate, value: t.sum_exp_rate, decimals: 2 }] : [
      { label: 'Expenses VND', value: exp.VND, decimals: 0 },
      { label: 'Expenses USD', value: exp.USD, decimals: 2 },
      { label: 'Expenses JPY', value: exp.YEN, decimals: 0 },
    ]),
  ];
  return { key, more };
}
