import { IonIcon } from '@ionic/react';
import { lockOpen } from 'ionicons/icons';
import { useDayScroll } from '../../ui/use-day-scroll';
import { BREAKFAST_FIELDS, BREAKFAST_LABELS, type BreakfastDay } from '../../../domain/breakfast';
import { cellDay, GridCell } from '../../ui/GridCell';
import { formatNumber } from '../../../domain/money';
import { shownValue, weekday, type BfKey, type Shown } from './bf-view';
import { useT } from '../../lib/i18n';
import { columLabel } from './bf-view';
import type { BfMonth } from './breakfast-state';

type Open = (day: number, colum?: string) => void;
/** The spec's mark of a closed day (a sign, the same in every language). */
const CLOSED_MARK = 'X';

const FIGURES: [BfKey, string, (d: BreakfastDay) => string][] = [
  ['Guests in house', 'in-house', (d) => String(d.guestInHouse)],
  ['Guests have BF', 'have-bf', (d) => String(d.guestHaveBF)],
  ['TOTAL', 'total', (d) => String(d.total)],
  ['Capacity %', 'capacity', (d) => formatNumber(d.capacity, 2)],
];

/**
 * Tablets: the month as a grid, the day rows (OUTSIDE, HAN + Friend, ONIGIRI, the guests and capacity)
 * on top and a row per room, the room column and the day header sticky. A cell opens its day's quick edit;
 * a day's lock opens or closes the day (with confirmation).
 */
export function BfGrid({
  m,
  shown,
  days,
  onOpen,
  onToggle,
}: {
  m: BfMonth;
  shown: Shown;
  days: BreakfastDay[];
  onOpen: Open;
  onToggle: (day: number) => void;
}) {
  const t = useT('breakfast');
  const wrap = useDayScroll(m.branchId, m.month);
  const closed = new Set(m.listSaveDay);
  const cls = (day: number) => `bf-c${closed.has(day) ? ' closed' : ''}`;
  const cell = (colum: string, d: BreakfastDay) => {
    const v = shownValue(m, shown, colum, d.day);
    const row = columLabel(colum, t);
    return (
      <GridCell
        key={d.day}
        className={cls(d.day)}
        testId={`bf-cell-${colum}-${d.day}`}
        name={`${row}, ${cellDay(m.month, d.day)}`}
        value={v ? String(v) : ''}
        onOpen={m.canEdit ? () => onOpen(d.day, colum) : undefined}
      />
    );
  };
  return (
    <div className="bf-grid-wrap" ref={wrap} data-testid="bf-grid">
      <table className="bf-grid">
        <thead>
          <tr>
            <th className="bf-corner" scope="col">
              {t('Room')}
            </th>
            {days.map((d) => (
              <th key={d.day} scope="col" data-day={d.day} className={`bf-day-h${closed.has(d.day) ? ' closed' : ''}`}>
                <button
                  type="button"
                  className="bf-day-btn"
                  disabled={!m.canEdit}
                  onClick={() => onOpen(d.day)}
                  aria-label={t('Quick edit of day {{day}}', { day: d.day })}
                >
                  <small>{weekday(m.month, d.day)}</small>
                  <span>{d.day}</span>
                </button>
                {m.canEdit ? (
                  <button
                    type="button"
                    className="bf-lock"
                    aria-label={
                      closed.has(d.day) ? t('Open day {{day}}', { day: d.day }) : t('Close day {{day}}', { day: d.day })
                    }
                    onClick={() => onToggle(d.day)}
                  >
                    {closed.has(d.day) ? (
                      <strong>{CLOSED_MARK}</strong>
                    ) : (
                      <IonIcon icon={lockOpen} aria-hidden="true" />
                    )}
                  </button>
                ) : (
                  closed.has(d.day) && <strong className="bf-lock">{CLOSED_MARK}</strong>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {BREAKFAST_FIELDS.map((f) => (
            <tr key={f} className="bf-own">
              <th scope="row">{t(BREAKFAST_LABELS[f] as BfKey)}</th>
              {days.map((d) => cell(f, d))}
            </tr>
          ))}
          {FIGURES.map(([label, id, text]) => (
            <tr key={id} className={`bf-fig bf-fig-${id}`} data-testid={`bf-row-${id}`}>
              <th scope="row">{t(label)}</th>
              {days.map((d) => (
                <td key={d.day} className={cls(d.day)}>
                  {text(d)}
                </td>
              ))}
            </tr>
          ))}
          {m.rooms.map((r) => (
            <tr key={r.number} data-room={r.number}>
              <th scope="row">{r.number}</th>
              {days.map((d) => cell(r.number, d))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
