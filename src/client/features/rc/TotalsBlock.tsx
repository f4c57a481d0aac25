import { IonButton } from '@ionic/react';
import { useMemo, useState } from 'react';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { formatNumber } from '../../../domain/money';
import { rcColumns, type RcColumn } from '../../../domain/rc-columns';
import type { Totals } from '../../../domain/totals';
import { expenseTotals } from '../../../domain/totals';

interface Item { label: string; value: number; decimals: number }

/**
 * The totals of the branch's columns (rc-columns.ts), in the table's order: cash and the first card
 * column first (always shown), then the others; expenses per currency where the branch has expense columns.
 */
function items(t: Totals, branchId: number, rows: InvoiceRow[]): { key: Item[]; more: Item[] } {
  const cols = rcColumns(branchId);
  const item = (c: RcColumn): Item => ({ label: c.group === 'Guest Pay by Cash' ? `Cash ${c.label}` : c.label, value: c.total ? t[c.total] : 0, decimals: c.decimals });
  const cash = cols.filter((c) => c.group === 'Guest Pay by Cash');
  const firstCard = cols.find((c) => c.group === 'Guest Pay by Card/Transfer');
  const keyCols = firstCard ? [...cash, firstCard] : cash;
  const key = keyCols.map(item);
  const more = cols.filter((c) => c.total && !keyCols.includes(c)).map(item);
  if (cols.some((c) => c.group === 'Expense')) {
    const exp = expenseTotals(rows);
    more.push({ label: 'Expenses VND', value: exp.VND, decimals: 0 }, { label: 'Expenses USD', value: exp.USD, decimals: 2 }, { label: 'Expenses JPY', value: exp.YEN, decimals: 0 });
  }
  return { key, more };
}

/** The totals of the day, computed as the user types (the server recomputes them on save). */
export function TotalsBlock({ totals, branchId, rows, compact }: { totals: Totals; branchId: number; rows: InvoiceRow[]; compact: boolean }) {
  const [open, setOpen] = useState(!compact);
  const { key, more } = useMemo(() => items(totals, branchId, rows), [totals, branchId, rows]);
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
