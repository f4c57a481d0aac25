import type { Member } from '../../../contract/membership';
import { grouped } from './ms-format';

/** The picked member in Voucher Use RC. */
export function MemberInfo({ member: m }: { member: Member }) {
  return (
    <section className="ms-info" aria-label="Member information" data-testid="member-info">
      <header>
        <strong>{m.name}</strong>
        <span className={`ms-rank ${m.rank}`}>{m.rank}</span>
      </header>
      <dl>
        <dt>ID</dt>
        <dd>{m.userId}</dd>
        <dt>Email</dt>
        <dd>{m.email}</dd>
        <dt>Login Type</dt>
        <dd>{m.loginType}</dd>
        <dt>Az Point</dt>
        <dd>{grouped(m.azPoint)}</dd>
        <dt>Az Coin</dt>
        <dd>{grouped(m.azCoin)}</dd>
        <dt>Vouchers</dt>
        <dd>{m.vouchers}</dd>
      </dl>
    </section>
  );
}
