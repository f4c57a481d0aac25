import type { ManagerTotals } from '../../../domain/manager-report';
import { branchCurrency, formatNumber } from '../../../domain/money';

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
  const usdBranch = branchCurrency(branchId) === 'USD';
  const money = (n: number) => formatNumber(n, usdBranch ? 2 : 0);
  const facts: [string, string][] = [
    ['Fixed expense', money(totals.fixedExpense)],
    ['Customers', formatNumber(totals.customers, 1)],
    ['Rooms', String(totals.rooms)],
    ['Hotel capacity', pct(totals.hotelCapacity)],
    ['Massage capacity', pct(totals.massageCapacity)],
    ['Other-service capacity', pct(totals.otherCapacity)],
  ];
  const more = (
    <>
      <dl className="man-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-testid={`fact-${label}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="man-bills">
        <div>
          <dt>Hotel invoices (HI)</dt>
          <dd data-testid="list-hi">{listHI || '—'}</dd>
        </div>
        <div>
          <dt>Service invoices (SI)</dt>
          <dd data-testid="list-si">{listSI || '—'}</dd>
        </div>
      </dl>
    </>
  );
  return (
    <section className="man-figures" aria-label="Figures of the day">
      <div className="man-tiles">
        <div className="man-tile main">
          <span className="man-tile-label">Today&apos;s Sales</span>
          <strong className="man-tile-value" data-testid="today-sales">
            {usdBranch ? `${money(totals.todaySalesUsd)} USD` : `${money(totals.todaySalesVnd)} VND`}
          </strong>
          <span className="man-tile-sub" data-testid="today-sales-other">
            {usdBranch
              ? `${formatNumber(totals.todaySalesVnd, 0)} VND`
              : `${formatNumber(totals.todaySalesUsd, 2)} USD`}
          </span>
        </div>
        <div className="man-tile">
          <span className="man-tile-label">Total profit</span>
          <strong className={`man-tile-value ${totals.totalProfit < 0 ? 'loss' : ''}`} data-testid="total-profit">
            {money(totals.totalProfit)}
          </strong>
          <span className="man-tile-sub">{usdBranch ? 'USD' : `VND · rate ${formatNumber(totals.sumRate, 0)}`}</span>
        </div>
        <div className="man-tile">
          <span className="man-tile-label">Capacity</span>
          <strong className="man-tile-value" data-testid="capacity">
            {pct(totals.capacity)}
          </strong>
          <span className="man-tile-sub">
            {formatNumber(totals.customers, 1)} / {totals.rooms} rooms
          </span>
        </div>
      </div>
      {wide ? (
        <div className="man-more">{more}</div>
      ) : (
        <details className="man-more">
          <summary>More figures</summary>
          {more}
        </details>
      )}
    </section>
  );
}
