import { IonRouterLink } from '@ionic/react';
import { formatNumber } from '../../../domain/money';
import { useManWords } from './man-words';
import { amountText } from './total-format';
import { visibleRows, type TotalData } from './total-series';

/** The month on a tablet: a row per service, a column per day (version, edit flag), then the month's count and amount. */
export function TotalTable({ data }: { data: TotalData }) {
  const { t, w } = useManWords();
  const rows = visibleRows(data);
  return (
    <div className="man-total-box" data-testid="total-table">
      <table className="man-total-table">
        <thead>
          <tr>
            <th scope="col" className="sticky">
              {t('Service')}
            </th>
            {data.days.map((d) => (
              <th key={d.day} scope="col" className={d.edit ? 'editing' : ''}>
                <span className="day-no">{d.day.slice(8)}</span>
                {d.version > 0 ? (
                  <IonRouterLink
                    className="day-version"
                    routerLink={`/manager_sum/${data.branchId}/${d.day}/${d.version}`}
                  >
                    {t('v{{version}}', { version: d.version })}
                    {d.edit ? ` ${t('E')}` : ''}
                  </IonRouterLink>
                ) : (
                  <span className="day-version none">—</span>
                )}
              </th>
            ))}
            <th scope="col" className="month count">
              {t('Month count')}
            </th>
            <th scope="col" className="month">
              {t('Month amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-row={r.key}>
              <th scope="row" className="sticky">
                {w(r.label)}
              </th>
              {r.perDay.map((n, i) => (
                <td key={data.days[i]?.day ?? i} className={n ? '' : 'zero'}>
                  {n || ''}
                </td>
              ))}
              <td className="month count" data-testid={`count-${r.key}`}>
                {formatNumber(r.count, 0)}
              </td>
              <td className="month">{amountText(r, data.branchId)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
