import './sheet.css';
import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { formatNumber } from '../../../domain/money';
import type { Totals } from '../../../domain/totals';
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { RcColumn } from '../../../domain/rc-columns';
import { totalItems } from './totals-items';
import { useT } from '../../lib/i18n';
import { knownLabel } from '../../lib/known-label';

/** A total's label in the user's language ('Cash VND' is the cash column's total). */
function totalText(t: ReturnType<typeof useT<'common'>>, label: string): string {
  return label.startsWith('Cash ')
    ? t('Cash {{column}}', { column: knownLabel(t, label.slice(5)) })
    : knownLabel(t, label);
}

/** The totals of a sum, computed as the user types (the server recomputes them on save); on phones the key ones, the rest on tap. */
export function TotalsBlock({
  totals,
  columns,
  rows,
  compact,
  label,
}: {
  totals: Totals;
  /** The report's columns: each with a total is shown. */
  columns: readonly RcColumn[];
  rows: readonly InvoiceRow[];
  compact: boolean;
  label?: string;
}) {
  const t = useT('common');
  const [open, setOpen] = useState(!compact);
  const { key, more } = totalItems(totals, columns, rows);
  const shown = open ? [...key, ...more] : key;
  return (
    <section
      className={`rc-totals ${compact ? 'compact' : ''}`}
      aria-label={label ?? t('Totals')}
      data-testid="rc-totals"
    >
      <div className="rc-totals-grid">
        {shown.map((i) => (
          <div key={i.label} className="rc-total" data-testid={`total-${i.label}`}>
            <span>{totalText(t, i.label)}</span>
            <strong>{formatNumber(i.value, i.decimals)}</strong>
          </div>
        ))}
      </div>
      {compact && (
        <IonButton size="small" fill="clear" onClick={() => setOpen(!open)}>
          {open ? t('Less') : t('All totals')}
        </IonButton>
      )}
    </section>
  );
}
