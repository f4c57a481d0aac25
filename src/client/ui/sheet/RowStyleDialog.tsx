import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonItem,
  IonLabel,
  IonList,
  IonListHeader,
  IonModal,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import type { InvoiceRow } from '../../../domain/invoice-row';
import {
  PALETTE,
  applyDebitOption,
  setCellColor,
  setTotalBackground,
  RED,
  type DebitOption,
} from '../../../domain/row-style';

import { useT } from '../../lib/i18n';
import { knownLabel } from '../../lib/known-label';

/* eslint-disable sumbook/no-literal-text -- labels are keys of the common catalog, shown through t() */
const OPTIONS = [
  { option: 0, label: 'Reset (no colour)' },
  { option: 1, label: 'Guest debit (purple, DEBIT_ name)' },
  { option: 2, label: 'Guest paid debit of another month (cloud blue)' },
  { option: 3, label: 'Guest paid debit this month (red HI/SI)' },
] as const satisfies readonly { option: DebitOption; label: string }[];
/* eslint-enable sumbook/no-literal-text */

/** Row style (accountants, roles 4 and 5): the debit colour options, red name or telephone, total colour. */
export function RowStyleDialog({
  rows,
  onApply,
  onClose,
}: {
  rows: InvoiceRow[];
  onApply: (fn: (r: InvoiceRow) => InvoiceRow) => void;
  onClose: () => void;
}) {
  const t = useT('common');
  const apply = (fn: (r: InvoiceRow) => InvoiceRow) => {
    onApply(fn);
    onClose();
  };
  return (
    <IonModal isOpen={rows.length > 0} onDidDismiss={onClose}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('Row style ({{n}})', { n: rows.length })}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('Close')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <IonList>
          <IonListHeader>{t('Debit colour')}</IonListHeader>
          {OPTIONS.map((o) => (
            <IonItem key={o.option} button onClick={() => apply((r) => applyDebitOption(r, o.option))}>
              <IonLabel>{t(o.label)}</IonLabel>
            </IonItem>
          ))}
          <IonListHeader>{t('Text')}</IonListHeader>
          <IonItem button onClick={() => apply((r) => ({ ...r, style: setCellColor(r.style, 'Name', RED) }))}>
            <IonLabel style={{ color: RED }}>{t('Red name')}</IonLabel>
          </IonItem>
          <IonItem button onClick={() => apply((r) => ({ ...r, style: setCellColor(r.style, 'Telephone', RED) }))}>
            <IonLabel style={{ color: RED }}>{t('Red telephone')}</IonLabel>
          </IonItem>
          <IonListHeader>{t('Total background')}</IonListHeader>
          {PALETTE.map((p) => (
            <IonItem
              key={p.name}
              button
              onClick={() => apply((r) => ({ ...r, style: setTotalBackground(r.style, p.name) }))}
            >
              <span slot="start" className="rc-swatch" style={{ background: p.color }} />
              <IonLabel>
                {knownLabel(t, p.name)} {p.color}
              </IonLabel>
            </IonItem>
          ))}
        </IonList>
      </IonContent>
    </IonModal>
  );
}
