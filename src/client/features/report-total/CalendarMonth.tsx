import type { CalendarDayAnswer, PredictedDayAnswer } from '../../../contract/calendar';
import { calendarWeeks, CALENDAR_LEGEND, WEEK_HEAD } from '../../../domain/calendar';
import { formatNumber } from '../../../domain/money';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const monthTitle = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const pct = (n: number) => `${formatNumber(n, 2)}%`;
const signed = (n: number) => `${n > 0 ? '+' : ''}${formatNumber(n, 2)}`;

/** The colour legend (spec 3 section 9). */
export function CalendarLegend() {
  return (
    <ul className="cal-legend" data-testid="cal-legend" aria-label="Colour legend">
      {CALENDAR_LEGEND.map((l) => (
        <li key={l.colour}>
          <span className={`cal-swatch cal-${l.colour}`} aria-hidden="true" />
          {l.label}
        </li>
      ))}
    </ul>
  );
}

function Predicted({ p }: { p: PredictedDayAnswer | undefined }) {
  if (!p) return null;
  const title = p.history.map((h) => `${h.date}: ${h.percent === null ? 'no sum' : pct(h.percent)}`).join('\n');
  return (
    <span
      className={`cal-pred ${p.colour ? `cal-${p.colour}` : 'cal-none'}`}
      data-testid="cal-predicted"
      title={title}
      aria-label={p.predicted === null ? 'No prediction' : `Predicted ${pct(p.predicted)}`}
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
  const byDay = new Map(days.map((d) => [d.day, d]));
  return (
    <section className="cal-month" data-testid="cal-month" data-month={month}>
      <h3>{monthTitle(month)}</h3>
      <table className="cal-grid">
        <thead>
          <tr>
            {WEEK_HEAD.map((w) => (
              <th key={w} scope="col">
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
                    title={`${d.date}: ${d.guestNumber} rooms, ${d.short_time} short, ${d.late_out} late out`}
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
