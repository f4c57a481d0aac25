import { IonButton, IonButtons, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useEffect, useState } from 'react';
import type { DebitLine } from '../../../contract/debit';
import { GUEST_PAYMENT_NEEDED } from '../../../domain/debit';
import { hasGuestPayment, type PaymentField } from '../../../domain/invoice-row';
import { fieldDecimals, formatMoney, paymentLabels } from '../../../domain/money';
import { NumberInput } from '../../ui/NumberInput';
import { lineLabel, type Payment } from './debit-change';
import { debitKey, useDebitWords } from './debit-text';

const GROUPS: [string, PaymentField[]][] = [
  [debitKey('Cash'), ['vnd', 'usd', 'yen']],
  [debitKey('Card'), ['vcb', 'vcb_usd']],
  [debitKey('Transfer'), ['vcb_other', 'vcb_other_usd']],
];
const FIELDS = GROUPS.flatMap(([, f]) => f);
/** 'VND card' reads 'VND' under Card. */
const short = (label: string) => label.replace(/ (card|transfer)$/i, '');
const ZERO = { vnd: 0, usd: 0, yen: 0, vcb: 0, vcb_usd: 0, vcb_other: 0, vcb_other_usd: 0, otherPay: 0 };

/** Debit to Paid: the guest payment (cash VND/USD/YEN, card, transfer); refused while every field is empty. */
export function PaymentDialog({
  line,
  onCancel,
  onPaid,
}: {
  line: DebitLine | null;
  onCancel: () => void;
  onPaid: (line: DebitLine, payment: Payment) => Promise<void>;
}) {
  const { t, w } = useDebitWords();
  const [values, setValues] = useState<Record<PaymentField, number>>(ZERO);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!line) return;
    setValues(Object.fromEntries(FIELDS.map((f) => [f, line.row[f] ?? 0])) as Record<PaymentField, number>);
    setError(null);
  }, [line?.id, line?.rev]);
  const labels = paymentLabels(line?.branchId ?? 0);
  const paid = async () => {
    if (!line) return;
    if (!hasGuestPayment({ ...ZERO, ...values })) {
      setError(t(GUEST_PAYMENT_NEEDED));
      return;
    }
    setBusy(true);
    await onPaid(line, Object.fromEntries(FIELDS.map((f) => [f, values[f]])));
    setBusy(false);
  };
  return (
    <IonModal isOpen={!!line} onDidDismiss={onCancel} className="db-pay" data-testid="payment-dialog">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('Guest payment')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onCancel}>{t('Cancel')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {line && (
          <p className="db-pay-for">
            {t('{{line}} · owes', { line: lineLabel(line) })}{' '}
            <strong>
              {formatMoney(line.amount, line.currency)} {line.currency}
            </strong>
          </p>
        )}
        {GROUPS.map(([group, fields]) => (
          <fieldset key={group} className="db-pay-group">
            <legend>{w(group)}</legend>
            {fields.map((f) => (
              <label key={f} className="db-pay-field">
                <span>{w(short(labels[f]))}</span>
                <NumberInput
                  label={`${w(group)} ${w(short(labels[f]))}`}
                  value={values[f]}
                  decimals={fieldDecimals(f, line?.branchId ?? 0)}
                  onChange={(v) => {
                    setValues((s) => ({ ...s, [f]: v }));
                    setError(null);
                  }}
                />
              </label>
            ))}
          </fieldset>
        ))}
        {error && (
          <p className="db-pay-error" role="alert">
            {error}
          </p>
        )}
        <IonButton expand="block" color="success" disabled={busy} onClick={() => void paid()}>
          {t('Paid')}
        </IonButton>
      </IonContent>
    </IonModal>
  );
}
