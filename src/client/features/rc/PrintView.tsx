import { IonButton, IonButtons, IonContent, IonHeader, IonIcon, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { imageOutline, printOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { Totals } from '../../../domain/totals';
import { downloadBlob, sheetPng } from '../../lib/image/sheet-canvas';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import type { RcColumn } from '../../../domain/rc-columns';
import { imageFileName, printCell, SUM_SCALE, sumSheet, TOTAL_SCALE, totalSheet } from './print-sheets';
import { TotalsBlock } from '../../ui/sheet/TotalsBlock';
import { rcColumns } from '../../../domain/rc-columns';
import type { Catalogs } from '../../../locales/catalogs';

type RcKey = keyof Catalogs['rc'];

/** PRINT TOTAL and PRINT SUM: a printable page (the print stylesheet prints only this), also saved as a PNG. */
export function PrintView({
  kind,
  title,
  rows,
  columns,
  totals,
  branchId,
  onClose,
}: {
  kind: 'total' | 'sum' | null;
  title: string;
  rows: InvoiceRow[];
  columns: RcColumn[];
  totals: Totals;
  branchId: number;
  onClose: () => void;
}) {
  const t = useT('rc');
  const [busy, setBusy] = useState(false);
  // Column headings come from src/domain (English = key).
  const heading = (label: string) => t(label as RcKey);
  const saveImage = async () => {
    if (!kind) return;
    setBusy(true);
    try {
      const blocks =
        kind === 'sum'
          ? sumSheet(title, totals, branchId, rows, columns, heading)
          : totalSheet(title, totals, branchId, rows, heading);
      const { blob } = await sheetPng(blocks, kind === 'sum' ? SUM_SCALE : TOTAL_SCALE);
      downloadBlob(blob, imageFileName(title, kind));
    } catch (err) {
      toast(err instanceof Error ? err.message : t('The image could not be made.'), 'danger');
    } finally {
      setBusy(false);
    }
  };
  return (
    <IonModal isOpen={kind !== null} onDidDismiss={onClose} className="rc-print-modal">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{kind === 'sum' ? t('PRINT SUM') : t('PRINT TOTAL')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('Close')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <div className="rc-print-actions">
          <IonButton
            size="small"
            onClick={() => {
              void saveImage();
            }}
            disabled={busy}
          >
            <IonIcon aria-hidden="true" slot="start" icon={imageOutline} />
            {t('Save as image')}
          </IonButton>
          <IonButton size="small" fill="outline" onClick={() => window.print()}>
            <IonIcon aria-hidden="true" slot="start" icon={printOutline} />
            {t('Print')}
          </IonButton>
        </div>
        <div className="sb-print">
          <h2>{title}</h2>
          <TotalsBlock totals={totals} columns={rcColumns(branchId)} rows={rows} compact={false} />
          {kind === 'sum' && (
            <table className="rc-print-table">
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.key}>{heading(c.label)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.ID}>
                    {columns.map((c) => (
                      <td key={c.key}>{printCell(r, c)}</td>
                    ))}
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
