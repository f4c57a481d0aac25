import { IonButton, IonButtons, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { formatNumber } from '../../../domain/money';
import { cellValue, shownDecimals, type RcColumn } from '../../../domain/rc-columns';
import type { Totals } from '../../../domain/totals';
import { TotalsBlock } from './TotalsBlock';

/** PRINT TOTAL and PRINT SUM: a printable page (the print stylesheet prints only this). */
export function PrintView({ kind, title, rows, columns, totals, branchId, onClose }: {
  kind: 'total' | 'sum' | null;
  title: string;
  rows: InvoiceRow[];
  columns: RcColumn[];
  totals: Totals;
  branchId: number;
  onClose: () => void;
}) {
  return (
    <IonModal isOpen={kind !== null} onDidDismiss={onClose} className="rc-print-modal">
      <IonHeader><IonToolbar><IonTitle>{kind === 'sum' ? 'PRINT SUM' : 'PRINT TOTAL'}</IonTitle>
        <IonButtons slot="end"><IonButton onClick={() => window.print()}>Print</IonButton><IonButton onClick={onClose}>Close</IonButton></IonButtons>
      </IonToolbar></IonHeader>
      <IonContent className="ion-padding">
        <div className="sb-print">
          <h2>{title}</h2>
          <TotalsBlock totals={totals} branchId={branchId} rows={rows} compact={false} />
          {kind === 'sum' && (
            <table className="rc-print-table">
              <thead><tr>{columns.map((c) => <th key={c.key}>{c.label}</th>)}</tr></thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.ID}>
                    {columns.map((c) => {
                      const v = cellValue(r, c.key);
                      return <td key={c.key}>{typeof v === 'number' ? (v ? formatNumber(v, shownDecimals(c, v)) : '') : v}</td>;
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </IonContent>
    </IonModal>
  );
}
