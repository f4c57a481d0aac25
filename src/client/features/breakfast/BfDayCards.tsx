import { IonButton } from '@ionic/react';
import { BREAKFAST_FIELDS, BREAKFAST_LABELS, type BreakfastDay } from '../../../domain/breakfast';
import { formatNumber } from '../../../domain/money';
import { VirtualCards } from '../../ui/VirtualCards';
import { shownValue, todayIn, weekday, type Shown } from './bf-view';
import { useT } from '../../lib/i18n';
import type { BfKey } from './bf-view';
import type { BfMonth } from './breakfast-state';

/** Phones: one card per day (today first in view): its rows, the rooms that had breakfast, Edit and the day's lock. */
export function BfDayCards({
  m,
  shown,
  days,
  onOpen,
  onToggle,
}: {
  m: BfMonth;
  shown: Shown;
  days: BreakfastDay[];
  onOpen: (day: number) => void;
  onToggle: (day: number) => void;
}) {
  const t = useT('breakfast');
  const today = todayIn(m.branchId, m.month);
  return (
    <VirtualCards
      items={days}
      keyOf={(d) => String(d.day)}
      estimate={230}
      testId="bf-cards"
      cardTestId="bf-card"
      keyAttr="day"
      focusKey={today ? String(today) : null}
      className="bf-cards"
      picture
      cardClass={(d) => (m.listSaveDay.includes(d.day) ? 'bf-card closed' : 'bf-card')}
    >
      {(d) => {
        const closed = m.listSaveDay.includes(d.day);
        const rooms = m.rooms
          .map((r) => ({ room: r.number, n: shownValue(m, shown, r.number, d.day) }))
          .filter((r) => r.n > 0);
        return (
          <div className="bf-card-body">
            <div className="bf-card-head">
              <strong>
                {weekday(m.month, d.day)} {d.day}
              </strong>
              {closed && <span className="bf-x">{t('X closed')}</span>}
              <span className="bf-card-cap">{t('Capacity {{pct}}%', { pct: formatNumber(d.capacity, 2) })}</span>
            </div>
            <dl className="bf-card-figs">
              {BREAKFAST_FIELDS.map((f) => (
                <div key={f}>
                  <dt>{t(BREAKFAST_LABELS[f] as BfKey)}</dt>
                  <dd>{d[f]}</dd>
                </div>
              ))}
              <div>
                <dt>{t('Guests in house')}</dt>
                <dd>{d.guestInHouse}</dd>
              </div>
              <div>
                <dt>{t('Guests have BF')}</dt>
                <dd data-testid={`bf-card-have-${d.day}`}>{d.guestHaveBF}</dd>
              </div>
              <div>
                <dt>{t('TOTAL')}</dt>
                <dd>{d.total}</dd>
              </div>
            </dl>
            <p className="bf-card-rooms">
              {rooms.length === 0 ? t('No room has breakfast yet.') : rooms.map((r) => `${r.room}×${r.n}`).join('  ')}
            </p>
            {m.canEdit && (
              <div className="bf-card-actions">
                <IonButton size="small" onClick={() => onOpen(d.day)} disabled={closed}>
                  {t('Edit')}
                </IonButton>
                <IonButton size="small" fill="outline" onClick={() => onToggle(d.day)}>
                  {closed ? t('Open day') : t('Close day')}
                </IonButton>
              </div>
            )}
          </div>
        );
      }}
    </VirtualCards>
  );
}
