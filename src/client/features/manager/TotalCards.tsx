import { IonRouterLink } from '@ionic/react';
import { formatNumber } from '../../../domain/money';
import { weekdayOfDay } from '../../lib/i18n/format';
import { VirtualCards } from '../../ui/VirtualCards';
import { useManWords } from './man-words';
import { TotalChart } from './TotalChart';
import { amountText, dayState } from './total-format';
import { chartSeries, visibleRows, type TotalData } from './total-series';

/** The month on a phone: the chart and the month's totals, then a card per day with the services it counted. */
export function TotalCards({ data }: { data: TotalData }) {
  const { t, w } = useManWords();
  const rows = visibleRows(data);
  const labels = data.days.map((d) => d.day.slice(8));
  const series = chartSeries(rows, data.days.length);
  const items = data.days.map((d, i) => ({ ...d, index: i }));
  const header = (
    <>
      <TotalChart labels={labels} series={series.map((s) => ({ ...s, label: w(s.label) }))} />
      <section className="man-month-card" data-testid="month-totals">
        <h3>{t('Month')}</h3>
        <dl>
          {rows.map((r) => (
            <div key={r.key}>
              <dt>{w(r.label)}</dt>
              <dd>
                <strong>{formatNumber(r.count, 0)}</strong>
                {amountText(r, data.branchId) && <span>{amountText(r, data.branchId)}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
  return (
    <VirtualCards
      items={items}
      keyOf={(d) => d.day}
      estimate={140}
      testId="total-cards"
      cardTestId="total-day"
      className="man-total-cards"
      cardClass={() => 'man-day-card'}
      header={header}
      keyAttr="day"
    >
      {(d) => {
        const counted = rows.filter((r) => r.perDay[d.index]);
        return (
          <div className={`man-day ${d.version ? '' : 'none'}`}>
            <div className="man-day-head">
              <strong>{t('{{weekday}} {{day}}', { weekday: weekdayOfDay(d.day), day: d.day.slice(8) })}</strong>
              {d.version > 0 ? (
                <IonRouterLink
                  routerLink={`/manager_sum/${data.branchId}/${d.day}/${d.version}`}
                  className={d.edit ? 'editing' : ''}
                >
                  {dayState(d, t('EDIT'))}
                </IonRouterLink>
              ) : (
                <span className="sb-muted">{t('No report')}</span>
              )}
            </div>
            {counted.length > 0 && (
              <dl className="man-day-counts">
                {counted.map((r) => (
                  <div key={r.key}>
                    <dt>{w(r.label)}</dt>
                    <dd>{r.perDay[d.index]}</dd>
                  </div>
                ))}
              </dl>
            )}
            {d.version > 0 && counted.length === 0 && <p className="sb-muted">{t('No service counted.')}</p>}
          </div>
        );
      }}
    </VirtualCards>
  );
}
