import type { BranchTotals } from '../../../contract/dashboard';
import { formatNumber } from '../../../domain/money';
import { useT } from '../../lib/i18n';

type Card = { key: string; label: string; value: string; note?: string };

const signed = (n: number) => `${n > 0 ? '+' : ''}${formatNumber(n, 2)}%`;

/** The month's totals as cards: two or three a row on phones, more on tablets. */
export function BranchCards({ c }: { c: BranchTotals }) {
  const t = useT('report-total');
  const cards: Card[] = [
    {
      key: 'room',
      label: t('Total room nights'),
      value: formatNumber(c.roomTotal, 0),
      note: t('{{change}} vs last month', { change: signed(c.percent) }),
    },
    { key: 'capacity', label: t('Capacity'), value: `${formatNumber(c.capacity, 2)}%` },
    { key: 'female', label: t('Female'), value: formatNumber(c.femaleTotal, 0) },
    { key: 'ota', label: t('OTA'), value: formatNumber(c.OTATotal, 0) },
    { key: 'member', label: t('Membership'), value: formatNumber(c.memberShipTotal, 0) },
    { key: 'company', label: t('Company nights'), value: formatNumber(c.companyTotal, 0) },
    { key: 'web', label: t('Website'), value: formatNumber(c.fromAzWebTotal, 0) },
    { key: 'app', label: t('App'), value: formatNumber(c.fromAzAppTotal, 0) },
    { key: 'pickup', label: t('Pick up'), value: formatNumber(c.pickUpTotal, 0) },
    { key: 'dropoff', label: t('Drop off'), value: formatNumber(c.dropOffTotal, 0) },
    { key: 'waiting', label: t('Waiting list'), value: formatNumber(c.waitingListTotal, 0) },
    { key: 'cancel', label: t('Cancel'), value: formatNumber(c.cancelListTotal, 0) },
    { key: 'survey', label: t('Survey turns'), value: formatNumber(c.surveyTotal, 0) },
  ];
  return (
    <div className="rt-cards" data-testid="rt-cards">
      {cards.map((k) => (
        <div key={k.key} className="rt-card" data-card={k.key}>
          <span className="rt-card-label">{k.label}</span>
          <b className="rt-card-value">{k.value}</b>
          {k.note && <small className="rt-card-note">{k.note}</small>}
        </div>
      ))}
    </div>
  );
}
