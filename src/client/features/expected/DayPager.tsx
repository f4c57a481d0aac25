import { IonButton, IonIcon } from '@ionic/react';
import { chevronBack, chevronForward } from 'ionicons/icons';
import { useAtomValue } from '../../state/store';
import { useEffect, useState } from 'react';
import { monthDays, roomsByType } from '../../../domain/expected';
import { amountDecimals, formatNumber } from '../../../domain/money';
import { pendingAtom, type Plan } from './expected-state';
import { weekdayOf } from '../../lib/i18n/format';
import { useExpectedWords } from './expected-text';
import { daysOf, fullKey, shownCell, startDay, type PlanFigures } from './expected-view';
import { LiveRoom } from './LiveRoom';
import { useSwipe } from './use-swipe';

function Fig({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="ex-fig">
      <span>{label}</span>
      <strong data-testid={testId}>{value}</strong>
    </div>
  );
}

/**
 * Phones: one day at a time as a card with its rooms (rate and comment), its figures, and the week's and
 * month's capacity on top; swipe or the arrows go to the day before or after. A closed day is read only.
 */
export function DayPager({
  plan,
  figures,
  onToggle,
}: {
  plan: Plan;
  figures: PlanFigures;
  onToggle: (day: number) => void;
}) {
  const { t } = useExpectedWords();
  const pending = useAtomValue(pendingAtom);
  const [day, setDay] = useState(() => startDay(plan.branchId, plan.month));
  useEffect(() => setDay(startDay(plan.branchId, plan.month)), [plan.branchId, plan.month]);
  const last = monthDays(plan.month);
  const go = (d: number) => setDay(Math.min(last, Math.max(1, d)));
  const swipe = useSwipe(
    () => go(day - 1),
    () => go(day + 1),
  );
  const f = figures.days[day - 1];
  const week = figures.capacity.weeks.find((w) => day >= w.from && day <= w.to);
  const closed = plan.closed.includes(day);
  const decimals = amountDecimals(plan.branchId);
  return (
    <div className="ex-pager" {...swipe} data-testid="day-pager">
      <div className="ex-caps" data-testid="capacity-top">
        <Fig
          label={t('Month capacity')}
          value={`${formatNumber(figures.capacity.capacityMonth, 2)}%`}
          testId="month-capacity"
        />
        {week && (
          <Fig
            label={t('Week {{week}} ({{from}}–{{to}})', { week: week.week, from: week.from, to: week.to })}
            value={`${formatNumber(week.capacity, 2)}%`}
            testId="week-capacity"
          />
        )}
      </div>
      <nav className="ex-pager-nav" aria-label={t('Days')}>
        <IonButton fill="clear" aria-label={t('Previous day')} disabled={day <= 1} onClick={() => go(day - 1)}>
          <IonIcon aria-hidden="true" slot="icon-only" icon={chevronBack} />
        </IonButton>
        <select
          aria-label={t('Day')}
          className="ex-day-select"
          value={day}
          onChange={(e) => go(Number(e.target.value))}
        >
          {daysOf(plan.month).map((d) => (
            <option key={d} value={d}>
              {t('{{weekday}} {{day}}', { weekday: weekdayOf(plan.month, d), day: d })}
              {plan.closed.includes(d) ? ` · ${t('X')}` : ''}
            </option>
          ))}
        </select>
        <IonButton fill="clear" aria-label={t('Next day')} disabled={day >= last} onClick={() => go(day + 1)}>
          <IonIcon aria-hidden="true" slot="icon-only" icon={chevronForward} />
        </IonButton>
      </nav>
      <section className={`ex-daycard${closed ? ' closed' : ''}`} data-testid="day-card" data-day={day}>
        <header className="ex-daycard-head">
          <h2>
            {t('{{weekday}} {{day}}', { weekday: weekdayOf(plan.month, day), day })}
            <small> {plan.month}</small>
          </h2>
          {closed && <span className="ex-closed-tag">{t('Closed (X)')}</span>}
          {plan.canEdit && (
            <IonButton size="small" fill="outline" onClick={() => onToggle(day)}>
              {closed ? t('Open day') : t('Close day')}
            </IonButton>
          )}
        </header>
        <div className="ex-figs">
          <Fig label={t('Rooms sold')} value={`${f.sumRoom} / ${plan.rooms.length}`} testId="day-rooms" />
          <Fig label={t('Total rate')} value={formatNumber(f.sumRate, decimals)} testId="day-rate" />
          <Fig label={t('Capacity')} value={`${formatNumber(f.capacity, 2)}%`} testId="day-capacity" />
        </div>
        {roomsByType(plan.rooms).map((g) => (
          <div key={g.type} className="ex-type-group">
            <h3 className="ex-type-h">{g.type}</h3>
            {g.rooms.map((r) => {
              const c = shownCell(plan, pending, r.number, day);
              return (
                <LiveRoom
                  key={`${day}-${r.number}`}
                  plan={plan}
                  room={r.number}
                  day={day}
                  shown={{ rate: c.rate, comment: c.comment }}
                  waiting={!!pending[fullKey(plan.branchId, plan.month, r.number, day)]}
                  editable={plan.canEdit && !closed}
                  decimals={decimals}
                />
              );
            })}
          </div>
        ))}
      </section>
    </div>
  );
}
