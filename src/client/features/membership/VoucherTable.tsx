import { IonButton, IonIcon } from '@ionic/react';
import { createOutline, trashOutline } from 'ionicons/icons';
import type { Voucher } from '../../../contract/membership';
import { useT } from '../../lib/i18n';
import { grouped, shownDate } from './ms-format';
import { typeText } from './ms-text';
import { VoucherState } from './VoucherState';

interface Props {
  vouchers: Voucher[];
  onEdit: (v: Voucher) => void;
  onDelete: (v: Voucher) => void;
}

function Actions({ v, onEdit, onDelete }: { v: Voucher } & Omit<Props, 'vouchers'>) {
  const t = useT('membership');
  return (
    <span className="ms-actions">
      <IonButton fill="clear" size="small" aria-label={t('Edit {{code}}', { code: v.code })} onClick={() => onEdit(v)}>
        <IonIcon aria-hidden="true" slot="icon-only" icon={createOutline} />
      </IonButton>
      <IonButton
        fill="clear"
        size="small"
        color="danger"
        aria-label={t('Delete {{code}}', { code: v.code })}
        onClick={() => onDelete(v)}
      >
        <IonIcon aria-hidden="true" slot="icon-only" icon={trashOutline} />
      </IonButton>
    </span>
  );
}

/** Tablets: No, Code, Name, Type, Max Price, Expiry, and the edit and delete icons. */
export function VoucherTable({ vouchers, ...actions }: Props) {
  const t = useT('membership');
  return (
    <div className="ms-vtable-wrap">
      <table className="ms-vtable" data-testid="voucher-table">
        <thead>
          <tr>
            <th>{t('No')}</th>
            <th>{t('Code')}</th>
            <th>{t('Name')}</th>
            <th>{t('Type')}</th>
            <th className="num">{t('Max Price')}</th>
            <th>{t('Expiry')}</th>
            <th aria-label={t('Actions')} />
          </tr>
        </thead>
        <tbody>
          {vouchers.map((v, i) => (
            <tr key={v.id} data-testid="voucher-row" data-code={v.code} className={v.expired ? 'expired' : ''}>
              <td className="num">{i + 1}</td>
              <td>
                <strong>{v.code}</strong>
              </td>
              <td>
                {v.name}
                <small className="sb-muted"> · {v.discount}%</small>
              </td>
              <td>{typeText(v.type, t)}</td>
              <td className="num">{grouped(v.maxPrice)}</td>
              <td>
                {shownDate(v.expiry)} {v.expired && <VoucherState voucher={v} />}
              </td>
              <td>
                <Actions v={v} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per voucher, the edit and delete icons in its corner. */
export function VoucherCards({ vouchers, ...actions }: Props) {
  const t = useT('membership');
  return (
    <div className="ms-voucher-list ms-scroll" data-testid="voucher-cards">
      {vouchers.map((v, i) => (
        <article
          key={v.id}
          className={`ms-voucher ${v.expired ? 'expired' : ''}`}
          data-testid="voucher-row"
          data-code={v.code}
        >
          <header>
            <strong>
              {i + 1}. {v.code}
            </strong>
            <Actions v={v} {...actions} />
          </header>
          <div>{v.name}</div>
          <div className="ms-card-line">
            <span>{typeText(v.type, t)}</span>
            <span>{t('{{discount}}% · max {{max}}', { discount: v.discount, max: grouped(v.maxPrice) })}</span>
          </div>
          <div className="ms-card-line">
            <span>{t('Expiry {{date}}', { date: shownDate(v.expiry) })}</span>
            <VoucherState voucher={v} />
          </div>
        </article>
      ))}
    </div>
  );
}
