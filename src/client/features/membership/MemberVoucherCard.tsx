import type { ReactNode } from 'react';
import type { MemberVoucher, Voucher } from '../../../contract/membership';
import { grouped, shownDate } from './ms-format';
import { VoucherState } from './VoucherState';

/** A voucher as a card: code and state, name, discount up to the max price, expiry; an action below. */
export function MemberVoucherCard({
  voucher: v,
  children,
}: {
  voucher: Voucher | MemberVoucher;
  children?: ReactNode;
}) {
  return (
    <article className={`ms-voucher ${v.expired ? 'expired' : ''}`} data-testid="member-voucher" data-code={v.code}>
      <header>
        <strong>{v.code}</strong>
        <VoucherState voucher={v} />
      </header>
      <div>{v.name}</div>
      <div className="ms-card-line">
        <span>
          {v.discount}% up to {grouped(v.maxPrice)} VND
        </span>
        <span>{v.type === 'Change' ? `${grouped(v.azCoin)} Az Coin` : v.type}</span>
      </div>
      <div className="ms-card-line sb-muted">
        <span>Expiry {shownDate(v.expiry)}</span>
        {'usedBy' in v && v.usedBy && <span>by {v.usedBy}</span>}
      </div>
      {v.infor && <p className="ms-infor">{v.infor}</p>}
      {children}
    </article>
  );
}
