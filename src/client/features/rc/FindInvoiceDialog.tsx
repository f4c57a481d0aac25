import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonItem,
  IonLabel,
  IonList,
  IonModal,
  IonSegment,
  IonSegmentButton,
  IonTitle,
  IonToolbar,
  useIonRouter,
} from '@ionic/react';
import { useState } from 'react';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { NO_DATA } from '../../../domain/messages';
import { formatAmount } from '../../../domain/money';
import { minSearchOk } from '../../../domain/validation';
import { findInvoice } from './rc-api';

type Hit = { day: string; version: number; row: InvoiceRow };

/** FIND INVOICE: by name or by invoice id, at least 3 characters; a hit opens its sum in the app, its row shown. */
export function FindInvoiceDialog({
  open,
  branchId,
  onClose,
}: {
  open: boolean;
  branchId: number;
  onClose: () => void;
}) {
  const [type, setType] = useState<'name' | 'invoice_id'>('name');
  const [value, setValue] = useState('');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [error, setError] = useState('');
  const router = useIonRouter();
  const openHit = (h: Hit) => {
    onClose();
    router.push(
      `/reception_sum/${branchId}/${h.day}/${h.version}?row=${encodeURIComponent(h.row.ID)}`,
      'forward',
      'push',
    );
  };

  async function search() {
    setError('');
    if (!minSearchOk(value)) {
      setError('Please input at least 3 characters');
      return;
    }
    const res = await findInvoice(branchId, type, value.trim());
    if (!res.ok) {
      setError(res.error.msg);
      return;
    }
    setHits(res.data.data);
    if (res.data.data.length === 0) setError(NO_DATA);
  }

  return (
    <IonModal isOpen={open} onDidDismiss={onClose}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>Find invoice</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>Close</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <IonSegment value={type} onIonChange={(e) => setType(e.detail.value === 'invoice_id' ? 'invoice_id' : 'name')}>
          <IonSegmentButton value="name">
            <IonLabel>By name</IonLabel>
          </IonSegmentButton>
          <IonSegmentButton value="invoice_id">
            <IonLabel>By invoice id</IonLabel>
          </IonSegmentButton>
        </IonSegment>
        <form
          className="rc-find"
          onSubmit={(e) => {
            e.preventDefault();
            void search();
          }}
        >
          <input
            aria-label="Search text"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={type === 'name' ? 'Guest name' : 'HI or SI number'}
          />
          <IonButton type="submit">Find</IonButton>
        </form>
        {error && (
          <p className="sb-error" role="alert">
            {error}
          </p>
        )}
        <IonList>
          {hits?.map((h) => (
            <IonItem key={`${h.day}-${h.version}-${h.row.ID}`} button detail onClick={() => openHit(h)}>
              <IonLabel>
                <h3>
                  {h.row.HI ? `HI ${h.row.HI}` : `SI ${h.row.SI}`} · {h.row.name}
                </h3>
                <p>
                  {h.day} v{h.version} · Room {h.row.room || '–'} ·{' '}
                  {formatAmount(h.row.sub + h.row.serviceTotal, branchId)}
                </p>
              </IonLabel>
            </IonItem>
          ))}
        </IonList>
      </IonContent>
    </IonModal>
  );
}
