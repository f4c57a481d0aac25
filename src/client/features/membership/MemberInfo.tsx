import type { Member } from '../../../contract/membership';
import { useT } from '../../lib/i18n';
import { grouped } from './ms-format';
import { rankText } from './ms-text';

/** The picked member in Voucher Use RC. */
export function MemberInfo({ member: m }: { member: Member }) {
  const t = useT('membership');
  return (
    <section className="ms-info" aria-label={t('Member information')} data-testid="member-info">
      <header>
        <strong>{m.name}</strong>
        <span className={`ms-rank ${m.rank}`}>{rankText(m.rank, t)}</span>
      </header>
      <dl>
        <dt>{t('ID')}</dt>
        <dd>{m.userId}</dd>
        <dt>{t('Email')}</dt>
        <dd>{m.email}</dd>
        <dt>{t('Login Type')}</dt>
        <dd>{m.loginType}</dd>
        <dt>{t('Az Point')}</dt>
        <dd>{grouped(m.azPoint)}</dd>
        <dt>{t('Az Coin')}</dt>
        <dd>{grouped(m.azCoin)}</dd>
        <dt>{t('Vouchers')}</dt>
        <dd>{m.vouchers}</dd>
      </dl>
    </section>
  );
}
