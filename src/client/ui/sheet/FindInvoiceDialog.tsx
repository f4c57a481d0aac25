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
import type { ApiResult } from '../../lib/api';

import { useT } from '../../lib/i18n';

export type InvoiceHit = { day: string; version: number; row: InvoiceRow };
export type FindType = 'name' | 'invoice_id';

/**
 * FIND INVOICE: by name or by invoice id, at least 3 characters (`search` is the report's call); a hit opens
 * its report in the app at `href(hit)`.
 */
export function FindInvoiceDialog({
  open,
  branchId,
  search: find,
  href,
  onClose,
  title,
}: {
  open: boolean;
  branchId: number;
  search: (type: FindType, value: string) => Promise<ApiResult<{ data: InvoiceHit[] }>>;
  href: (hit: InvoiceHit) => string;
  onClose: () => void;
  title?: string;
}) {
  const t = useT('common');
  const [type, setType] = useState<FindType>('name');
  const [value, setValue] = useState('');
  const [hits, setHits] = useState<InvoiceHit[] | null>(null);
  const [error, setError] = useState('');
  const router = useIonRouter();
  const openHit = (h: InvoiceHit) => {
    onClose();
    router.push(href(h), 'forward', 'push');
  };

  async function search() {
    setError('');
    if (!minSearchOk(value)) {
      setError(t('Please input at least 3 characters'));
      return;
    }
    const res = await find(type, value.trim());
    if (!res.ok) {
      setError(res.error.msg);
      return;
    }
    setHits(res.data.data);
    if (res.data.data.length === 0) setError(t(NO_DATA));
  }

  return (
    <IonModal isOpen={open} onDidDismiss={onClose}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{title ?? t('Find invoice')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('Close')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <IonSegment value={type} onIonChange={(e) => setType(e.detail.value === 'invoice_id' ? 'invoice_id' : 'name')}>
          <IonSegmentButton value="name">
            <IonLabel>{t('By name')}</IonLabel>
          </IonSegmentButton>
          <IonSegmentButton value="invoice_id">
            <IonLabel>{t('By invoice id')}</IonLabel>
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
            aria-label={t('Search text')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={type === 'name' ? t('Guest name') : t('HI or SI number')}
          />
          <IonButton type="submit">{t('Find')}</IonButton>
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
                  {h.row.HI ? t('HI {{number}}', { number: h.row.HI }) : t('SI {{number}}', { number: h.row.SI })} ·{' '}
                  {h.row.name}
                </h3>
                <p>
                  {t('{{day}} v{{version}} · Room {{room}}', {
                    day: h.day,
                    version: h.version,
                    room: h.row.room || '–',
                  })}{' '}
                  · {formatAmount(h.row.sub + h.row.serviceTotal, branchId)}
                </p>
              </IonLabel>
            </IonItem>
          ))}
        </IonList>
      </IonContent>
    </IonModal>
  );
}
