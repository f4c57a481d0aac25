import type { CalendarDayAnswer, PredictedDayAnswer } from '../../../contract/calendar';
import { calendarWeeks, CALENDAR_LEGEND } from '../../../domain/calendar';
import { formatNumber } from '../../../domain/money';
import { useT } from '../../lib/i18n';
import { monthTitle, weekdayOfDay } from '../../lib/i18n/format';

/** The week's short day names from Monday, as the user's language writes them (2024-01-01 was a Monday). */
const weekHead = () => Array.from({ length: 7 }, (_, i) => weekdayOfDay(`2024-01-0${i + 1}`));
/** CALENDAR_LEGEND's labels, each a key of the report-total catalog. */
type LegendLabel = '90% or more' | '80% - 89.99%' | '70% - 79.99%' | '60% - 69.99%' | 'under 60%';
const pct = (n: number) => `${formatNumber(n, 2)}%`;
const signed = (n: number) => `${n > 0 ? '+' : ''}${formatNumber(n, 2)}`;

/** The colour legend (spec 3 section 9). */
export function CalendarLegend() {
  const t = useT('report-total');
  return (
    <ul className="cal-legend" data-testid="cal-legend" aria-label={t('Colour legend')}>
      {CALENDAR_LEGEND.map((l) => (
        <li key={l.colour}>
          <span className={`cal-swatch cal-${l.colour}`} aria-hidden="true" />
          {t(l.label as LegendLabel)}
        </li>
      ))}
    </ul>
  );
}

function Predicted({ p }: { p: PredictedDayAnswer | undefined }) {
  const t = useT('report-total');
  if (!p) return null;
  const title = p.history.map((h) => `${h.date}: ${h.percent === null ? t('no sum') : pct(h.percent)}`).join('\n');
  return (
    <span
      className={`cal-pred ${p.colour ? `cal-${p.colour}` : 'cal-none'}`}
      data-testid="cal-predicted"
      title={title}
      aria-label={p.predicted === null ? t('No prediction') : t('Predicted {{percent}}', { percent: pct(p.predicted) })}
    >
      {p.predicted === null ? '—' : pct(p.predicted)}
      {p.diff !== null && <small className={p.diff < 0 ? 'cal-down' : 'cal-up'}>{signed(p.diff)}</small>}
    </span>
  );
}

/** One month as a week grid starting on Monday, each day with its occupancy (and predicted row) in its colour. */
export function CalendarMonth({
  month,
  days,
  predicted,
  today,
}: {
  month: string;
  days: CalendarDayAnswer[];
  predicted: Map<string, PredictedDayAnswer> | null;
  today: string;
}) {
  const t = useT('report-total');
  const byDay = new Map(days.map((d) => [d.day, d]));
  return (
    <section className="cal-month" data-testid="cal-month" data-month={month}>
      <h3>{monthTitle(month)}</h3>
      <table className="cal-grid">
        <thead>
          <tr>
            {weekHead().map((w, i) => (
              <th key={i} scope="col">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendarWeeks(month).map((week, i) => (
            <tr key={i}>
              {week.map((n, j) => {
                const d = n === null ? undefined : byDay.get(n);
                if (!d) return <td key={j} className="cal-blank" />;
                return (
                  <td
                    key={j}
                    className={`cal-day cal-${d.colour}${d.date > today ? ' cal-future' : ''}`}
                    data-testid="cal-day"
                    data-date={d.date}
                    data-colour={d.colour}
                    title={t('{{date}}: {{rooms}} rooms, {{short}} short, {{late}} late out', {
                      date: d.date,
                      rooms: d.guestNumber,
                      short: d.short_time,
                      late: d.late_out,
                    })}
                  >
                    <span className="cal-n">{d.day}</span>
                    <span className="cal-p">{pct(d.percent)}</span>
                    {predicted && <Predicted p={predicted.get(d.date)} />}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
