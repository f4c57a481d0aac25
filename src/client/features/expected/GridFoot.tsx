import { amountDecimals, formatNumber } from '../../../domain/money';
import type { Plan } from './expected-state';
import { useExpectedWords } from './expected-text';
import type { PlanFigures } from './expected-view';

/** The footer rows: Total rate, rooms sold and Capacity Utilization % of each day (document 4's sheet). */
export function GridFoot({ plan, figures }: { plan: Plan; figures: PlanFigures }) {
  const { t } = useExpectedWords();
  const decimals = amountDecimals(plan.branchId);
  const rows: [string, string, (d: PlanFigures['days'][number]) => string][] = [
    [t('Total rate'), 'total-rate', (d) => formatNumber(d.sumRate, decimals)],
    [t('Rooms sold'), 'rooms-sold', (d) => String(d.sumRoom)],
    [t('Capacity Utilization %'), 'capacity', (d) => formatNumber(d.capacity, 2)],
  ];
  return (
    <tfoot>
      {rows.map(([label, id, text], i) => (
        <tr key={id} className={`ex-foot ex-foot-${i}`} data-testid={`foot-${id}`}>
          <th scope="row" className="ex-room">
            {label}
          </th>
          {figures.days.map((d) => (
            <td
              key={d.day}
              className={`${plan.closed.includes(d.day) ? 'closed' : ''}${d.sumRoom === 0 ? ' zero' : ''}` || undefined}
            >
              {text(d)}
            </td>
          ))}
        </tr>
      ))}
    </tfoot>
  );
}
