import { IonButton } from '@ionic/react';
import type { Member } from '../../../contract/membership';
import { useT } from '../../lib/i18n';
import { grouped } from './ms-format';
import { rankText } from './ms-text';

/** Phones: one member as a card (name, ID and rank; e-mail and login; points and coins; View List). */
export function MemberCard({ member: m, no, onVouchers }: { member: Member; no: number; onVouchers: () => void }) {
  const t = useT('membership');
  return (
    <div className="ms-card">
      <header>
        <strong className="ms-clip">
          {no}. {m.name}
        </strong>
        <span className={`ms-rank ${m.rank}`}>{rankText(m.rank, t)}</span>
      </header>
      <div className="ms-card-line">
        <span>{m.userId}</span>
        <span>{m.loginType}</span>
      </div>
      <div className="ms-card-line ms-clip" title={m.email}>
        {m.email}
      </div>
      <div className="ms-card-line">
        <span>
          {t('Az Point')} <b>{grouped(m.azPoint)}</b>
        </span>
        <span>
          {t('Az Coin')} <b>{grouped(m.azCoin)}</b>
        </span>
        <IonButton
          size="small"
          fill="outline"
          onClick={onVouchers}
          aria-label={t('View List of {{name}}', { name: m.name })}
        >
          {t('View List')}
          {m.vouchers > 0 ? ` (${m.vouchers})` : ''}
        </IonButton>
      </div>
    </div>
  );
}
