import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { formatNumber, paymentLabels, USD_BRANCH } from '../../../domain/money';
import type { Totals } from '../../../domain/totals';
import { expenseTotals } from '../../../domain/totals';
import type { InvoiceRow } from '../../../domain/invoice-row';

interface Item { label: string; value: number; decimals: number }

function items(t: Totals, branchId: number, rows: InvoiceRow[]): { key: Item[]; more: Item[] } {
  const pp = branchId === USD_BRANCH;
  const pay = paymentLabels(branchId);
  const money = pp ? 2 : 0;
  const exp = expenseTotals(rows);
  const key: Item[] = [
    { label: `Cash ${pay.vnd}`, value: t.sum_vnd, decimals: 0 },
    { label: `Cash ${pay.usd}`, value: t.sum_usd, decimals: 2 },
    ...(pp ? [] : [{ label: `Cash ${pay.yen}`, value: t.sum_yen, decimals: 0 }]),
    { label: pay.vcb, value: t.sum_vcb, decimals: money },
  ];
  const more: Item[] = [
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

/** The totals of the day, computed as the user types (the server recomputes them on save). */
export function TotalsBlock({ totals, branchId, rows, compact }: { totals: Totals; branchId: number; rows: InvoiceRow[]; compact: boolean }) {
  const [open, setOpen] = useState(!compact);
  const { key, more } = items(totals, branchId, rows);
  const shown = open ? [...key, ...more] : key;
  return (
    <section className={`rc-totals ${compact ? 'compact' : ''}`} aria-label="Totals" data-testid="rc-totals">
      <div className="rc-totals-grid">
        {shown.map((i) => (
          <div key={i.label} className="rc-total" data-testid={`total-${i.label}`}>
            <span>{i.label}</span>
            <strong>{formatNumber(i.value, i.decimals)}</strong>
          </div>
        ))}
      </div>
      {compact && <IonButton size="small" fill="clear" onClick={() => setOpen(!open)}>{open ? 'Less' : 'All totals'}</IonButton>}
    </section>
  );
}
