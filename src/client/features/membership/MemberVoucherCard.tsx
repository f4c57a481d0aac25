import type { ReactNode } from 'react';
import type { MemberVoucher, Voucher } from '../../../contract/membership';
import { useT } from '../../lib/i18n';
import { grouped, shownDate } from './ms-format';
import { typeText } from './ms-text';
import { VoucherState } from './VoucherState';

/** A voucher as a card: code and state, name, discount up to the max price, expiry; an action below. */
export function MemberVoucherCard({
  voucher: v,
  children,
}: {
  voucher: Voucher | MemberVoucher;
  children?: ReactNode;
}) {
  const t = useT('membership');
  return (
    <article className={`ms-voucher ${v.expired ? 'expired' : ''}`} data-testid="member-voucher" data-code={v.code}>
      <header>
        <strong>{v.code}</strong>
        <VoucherState voucher={v} />
      </header>
      <div>{v.name}</div>
      <div className="ms-card-line">
        <span>{t('{{discount}}% up to {{max}} VND', { discount: v.discount, max: grouped(v.maxPrice) })}</span>
        <span>{v.type === 'Change' ? t('{{coin}} Az Coin', { coin: grouped(v.azCoin) }) : typeText(v.type, t)}</span>
      </div>
      <div className="ms-card-line sb-muted">
        <span>{t('Expiry {{date}}', { date: shownDate(v.expiry) })}</span>
        {'usedBy' in v && v.usedBy && <span>{t('by {{name}}', { name: v.usedBy })}</span>}
      </div>
      {v.infor && <p className="ms-infor">{v.infor}</p>}
      {children}
    </article>
  );
}
