import './sheet.css';
import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { formatNumber } from '../../../domain/money';
import type { Totals } from '../../../domain/totals';
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { RcColumn } from '../../../domain/rc-columns';
import { totalItems } from './totals-items';

/** The totals of a sum, computed as the user types (the server recomputes them on save); on phones the key ones, the rest on tap. */
export function TotalsBlock({
  totals,
  columns,
  rows,
  compact,
  label = 'Totals',
}: {
  totals: Totals;
  /** The report's columns: each with a total is shown. */
  columns: readonly RcColumn[];
  rows: readonly InvoiceRow[];
  compact: boolean;
  label?: string;
}) {
  const [open, setOpen] = useState(!compact);
  const { key, more } = totalItems(totals, columns, rows);
  const shown = open ? [...key, ...more] : key;
  return (
    <section className={`rc-totals ${compact ? 'compact' : ''}`} aria-label={label} data-testid="rc-totals">
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
