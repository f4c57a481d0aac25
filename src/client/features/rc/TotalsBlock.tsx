import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { formatNumber } from '../../../domain/money';
import type { Totals } from '../../../domain/totals';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { totalItems } from './totals-items';

/** The totals of the day, computed as the user types (the server recomputes them on save). */
export function TotalsBlock({
  totals,
  branchId,
  rows,
  compact,
}: {
  totals: Totals;
  branchId: number;
  rows: InvoiceRow[];
  compact: boolean;
}) {
  const [open, setOpen] = useState(!compact);
  const { key, more } = totalItems(totals, branchId, rows);
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
      {compact && (
        <IonButton size="small" fill="clear" onClick={() => setOpen(!open)}>
          {open ? 'Less' : 'All totals'}
        </IonButton>
      )}
    </section>
  );
}
