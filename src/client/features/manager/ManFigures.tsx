import type { ManagerTotals } from '../../../domain/manager-report';
import { branchCurrency, formatNumber } from '../../../domain/money';
import { useT } from '../../lib/i18n';

const pct = (n: number) => `${formatNumber(n, 2)} %`;

/**
 * The report's header block: Today's Sales (VND and USD), total profit and capacity first, then the fixed
 * expense, customers, capacities and the day's hotel / service invoice lists. On phones the rest folds
 * under "More figures".
 */
export function ManFigures({
  totals,
  branchId,
  listHI,
  listSI,
  wide,
}: {
  totals: ManagerTotals;
  branchId: number;
  listHI: string;
  listSI: string;
  wide: boolean;
}) {
  const t = useT('manager');
  const usdBranch = branchCurrency(branchId) === 'USD';
  const money = (n: number) => formatNumber(n, usdBranch ? 2 : 0);
  // [the English name (the test id), the name shown, the value]
  const facts: [string, string, string][] = [
    ['Fixed expense', t('Fixed expense'), money(totals.fixedExpense)],
    ['Customers', t('Customers'), formatNumber(totals.customers, 1)],
    ['Rooms', t('Rooms'), String(totals.rooms)],
    ['Hotel capacity', t('Hotel capacity'), pct(totals.hotelCapacity)],
    ['Massage capacity', t('Massage capacity'), pct(totals.massageCapacity)],
    ['Other-service capacity', t('Other-service capacity'), pct(totals.otherCapacity)],
  ];
  const more = (
    <>
      <dl className="man-facts">
        {facts.map(([id, label, value]) => (
          <div key={id}>
            <dt>{label}</dt>
            <dd data-testid={`fact-${id}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="man-bills">
        <div>
          <dt>{t('Hotel invoices (HI)')}</dt>
          <dd data-testid="list-hi">{listHI || '—'}</dd>
        </div>
        <div>
          <dt>{t('Service invoices (SI)')}</dt>
          <dd data-testid="list-si">{listSI || '—'}</dd>
        </div>
      </dl>
    </>
  );
  return (
    <section className="man-figures" aria-label={t('Figures of the day')}>
      <div className="man-tiles">
        <div className="man-tile main">
          <span className="man-tile-label">{t("Today's Sales")}</span>
          <strong className="man-tile-value" data-testid="today-sales">
            {usdBranch
              ? t('{{amount}} USD', { amount: money(totals.todaySalesUsd) })
              : t('{{amount}} VND', { amount: money(totals.todaySalesVnd) })}
          </strong>
          <span className="man-tile-sub" data-testid="today-sales-other">
            {usdBranch
              ? t('{{amount}} VND', { amount: formatNumber(totals.todaySalesVnd, 0) })
              : t('{{amount}} USD', { amount: formatNumber(totals.todaySalesUsd, 2) })}
          </span>
        </div>
        <div className="man-tile">
          <span className="man-tile-label">{t('Total profit')}</span>
          <strong className={`man-tile-value ${totals.totalProfit < 0 ? 'loss' : ''}`} data-testid="total-profit">
            {money(totals.totalProfit)}
          </strong>
          <span className="man-tile-sub">
            {usdBranch ? t('USD') : t('VND · rate {{rate}}', { rate: formatNumber(totals.sumRate, 0) })}
          </span>
        </div>
        <div className="man-tile">
          <span className="man-tile-label">{t('Capacity')}</span>
          <strong className="man-tile-value" data-testid="capacity">
            {pct(totals.capacity)}
          </strong>
          <span className="man-tile-sub">
            {t('{{customers}} / {{rooms}} rooms', {
              customers: formatNumber(totals.customers, 1),
              rooms: totals.rooms,
            })}
          </span>
        </div>
      </div>
      {wide ? (
        <div className="man-more">{more}</div>
      ) : (
        <details className="man-more">
          <summary>{t('More figures')}</summary>
          {more}
        </details>
      )}
    </section>
  );
}
