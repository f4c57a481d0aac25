import { useAtomValue } from '../../state/store';
import { useState } from 'react';
import { branchToday } from '../../../domain/branches';
import { formatNumber } from '../../../domain/money';
import { vatCalculator } from '../../../domain/tools';
import { inReducedPeriod, VAT_PERIOD } from '../../../domain/vat';
import { AppPage } from '../../shell/AppPage';
import { userAtom } from '../../state/session';
import { NumberInput } from '../../ui/NumberInput';
import './tools.css';
import { DateField } from '../../ui/DateField';
import { useT } from '../../lib/i18n';

function Out({ label, value, testId, total }: { label: string; value: number; testId: string; total?: boolean }) {
  return (
    <div className={total ? 'tl-row tl-total' : 'tl-row'}>
      <span>{label}</span>
      <span className="tl-out" data-testid={testId}>
        {formatNumber(value)}
      </span>
    </div>
  );
}

/** /calculated_vat: room VAT 8 % and the service VAT conversion of spec 3 sections 2 and 9 (src/domain/vat.ts). */
export default function VatPage() {
  const t = useT('tools');
  const [room, setRoom] = useState(0);
  const [service, setService] = useState(0);
  const user = useAtomValue(userAtom);
  const [date, setDate] = useState(() => branchToday(user?.branchID || 1));
  const r = vatCalculator(room, 'room', date);
  const s = vatCalculator(service, 'service', date);
  const reduced = inReducedPeriod(date);
  return (
    <AppPage title={t('VAT')}>
      <div className="tl-grid">
        <section className="tl-card" aria-label={t('Room VAT')}>
          <h2>{t('Room VAT 8 %')}</h2>
          <div className="tl-row">
            <span>{t('Room price (without VAT)')}</span>
            <NumberInput value={room} decimals={0} label={t('Room price')} testId="vat-room" onChange={setRoom} />
          </div>
          <Out label={t('VAT 8 %')} value={r.vat} testId="vat-room-vat" />
          <Out label={t('Price with VAT')} value={r.total} testId="vat-room-total" total />
        </section>
        <section className="tl-card" aria-label={t('Service VAT')}>
          <h2>{t('Service VAT')}</h2>
          <div className="tl-row">
            <label htmlFor="vat-date">{t('Date')}</label>
            <DateField id="vat-date" label={t('Date')} value={date} testId="vat-date" onChange={setDate} />
          </div>
          <div className="tl-row">
            <span>{t('Service price (includes 10 %)')}</span>
            <NumberInput
              value={service}
              decimals={0}
              label={t('Service price')}
              testId="vat-service"
              onChange={setService}
            />
          </div>
          <Out label={t('Price without VAT (/ 1.1)')} value={s.net} testId="vat-service-net" />
          <Out label={reduced ? t('VAT 8 %') : t('VAT 10 %')} value={s.vat} testId="vat-service-vat" />
          <Out
            label={reduced ? t('Price at 8 % (/ 1.1 × 1.08)') : t('Price (unchanged)')}
            value={s.total}
            testId="vat-service-total"
            total
          />
          <p className="tl-note" data-testid="vat-period">
            {reduced
              ? t('Reduced VAT period {{start}} to {{end}}: price / 1.1 × 1.08.', VAT_PERIOD)
              : t('Outside the reduced VAT period ({{start}} to {{end}}): the price is unchanged.', VAT_PERIOD)}
          </p>
        </section>
      </div>
    </AppPage>
  );
}
