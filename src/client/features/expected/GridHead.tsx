import { IonIcon } from '@ionic/react';
import { lockOpen } from 'ionicons/icons';
import { formatNumber } from '../../../domain/money';
import type { Plan } from './expected-state';
import { weekdayOf } from '../../lib/i18n/format';
import { useExpectedWords } from './expected-text';
import { daysOf, isWeekend, type PlanFigures } from './expected-view';

/** The grid's two header rows: each week with its capacity over its days, then each day (quick edit, open/close). */
export function GridHead({
  plan,
  figures,
  onQuick,
  onToggle,
}: {
  plan: Plan;
  figures: PlanFigures;
  onQuick: (day: number) => void;
  onToggle: (day: number) => void;
}) {
  const { t } = useExpectedWords();
  const { capacity } = figures;
  return (
    <thead>
      <tr className="ex-weeks">
        <th className="ex-corner" rowSpan={2} scope="col">
          <span>{t('Room')}</span>
          <small data-testid="corner-month">
            {t('Month {{capacity}}%', { capacity: formatNumber(capacity.capacityMonth, 2) })}
          </small>
        </th>
        {capacity.weeks.map((w) => (
          <th
            key={w.week}
            colSpan={w.to - w.from + 1}
            className="ex-week"
            data-testid={`week-${w.week}`}
            scope="colgroup"
          >
            <div className="ex-week-label">
              <span>{t('Week {{week}}', { week: w.week })}</span>
              <strong>{formatNumber(w.capacity, 2)}%</strong>
              <small>{t('{{n}} rooms', { n: w.roomsSold })}</small>
            </div>
          </th>
        ))}
      </tr>
      <tr className="ex-days">
        {daysOf(plan.month).map((d) => {
          const closed = plan.closed.includes(d);
          const label = (
            <>
              <span className="ex-wd">{weekdayOf(plan.month, d)}</span>
              <span className="ex-dn">{d}</span>
            </>
          );
          return (
            <th
              key={d}
              scope="col"
              className={`ex-day-h${closed ? ' closed' : ''}${isWeekend(plan.month, d) ? ' weekend' : ''}`}
              data-testid={`day-head-${d}`}
              data-day={d}
            >
              {plan.canEdit ? (
                <button
                  type="button"
                  className="ex-day-btn"
                  onClick={() => onQuick(d)}
                  title={t('Quick edit of the day')}
                >
                  {label}
                </button>
              ) : (
                <span className="ex-day-btn">{label}</span>
              )}
              {plan.canEdit ? (
                <button
                  type="button"
                  className="ex-lock"
                  aria-label={closed ? t('Open day {{day}}', { day: d }) : t('Close day {{day}}', { day: d })}
                  title={closed ? t('Closed: tap to open for editing') : t('Open: tap to close for editing')}
                  onClick={() => onToggle(d)}
                >
                  {closed ? <strong>{t('X')}</strong> : <IonIcon icon={lockOpen} aria-hidden="true" />}
                </button>
              ) : (
                closed && (
                  <span className="ex-lock" aria-label={t('Closed')}>
                    <strong>{t('X')}</strong>
                  </span>
                )
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
