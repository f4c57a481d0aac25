import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { useMemo } from 'react';
import type { CompareBy } from '../../../domain/calendar';
import { useT } from '../../lib/i18n';
import { MonthToolbar } from '../../ui/MonthToolbar';
import { CalendarLegend, CalendarMonth } from './CalendarMonth';
import { useCalendar } from './use-calendar';
import './calendar.css';

const COMPARE: [CompareBy, 'Same date' | 'Same weekday'][] = [
  ['date', 'Same date'],
  ['weekday', 'Same weekday'],
];

/**
 * Report total's Calendar and Calendar 2 (demo) tabs: the month and the next side by side (stacked on
 * phones), each day's occupancy in its colour with the legend; Calendar 2 adds each day's predicted
 * occupancy from the last two years (same date or same weekday) and the difference.
 */
export default function CalendarTab({ prediction = false }: { prediction?: boolean }) {
  const t = useT('report-total');
  const s = useCalendar(prediction);
  const d = s.data;
  const predicted = useMemo(
    () => (d && prediction ? new Map(d.content3.map((p) => [p.date, p])) : null),
    [d, prediction],
  );
  return (
    <div className="cal-tab" data-testid={prediction ? 'calendar2-tab' : 'calendar-tab'}>
      <MonthToolbar
        picks={{ choice: s.choice, setChoice: s.setChoice, month: s.month, setMonth: s.setMonth }}
        onLoad={() => void s.load()}
        loading={s.loading}
        headingKey=""
        loadTestId={prediction ? 'cal2-load' : 'cal-load'}
      />
      {prediction && (
        <IonSegment
          value={s.same}
          onIonChange={(e) => s.setSame(e.detail.value as CompareBy)}
          className="cal-compare"
          aria-label={t('Compare with')}
        >
          {COMPARE.map(([v, label]) => (
            <IonSegmentButton key={v} value={v}>
              <IonLabel>{t(label)}</IonLabel>
            </IonSegmentButton>
          ))}
        </IonSegment>
      )}
      {!d ? (
        <p className="rc-empty">{t('Pick the branch and the month, then Load Data.')}</p>
      ) : (
        <>
          <p className="cal-head" data-testid="cal-head">
            <strong>{d.branchInformation.name}</strong> · {t('{{rooms}} rooms', { rooms: d.branchInformation.room })}
            {prediction &&
              ` · ${
                d.compareBy === 'weekday'
                  ? t('predicted: mean of the same weekday in the last two years')
                  : t('predicted: mean of the same date in the last two years')
              }`}
            {d.stale && ` · ${t('offline copy')}`}
          </p>
          <CalendarLegend />
          <p className="cal-note">{t('Days after today count the stays already billed (shown in grey).')}</p>
          <div className="cal-months">
            <CalendarMonth month={d.month} days={d.content} predicted={predicted} today={d.today} />
            <CalendarMonth month={d.month2} days={d.content2} predicted={predicted} today={d.today} />
          </div>
        </>
      )}
    </div>
  );
}
