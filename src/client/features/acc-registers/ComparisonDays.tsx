import type { DayLine } from '../../../domain/acc-comparison';
import { formatAmount, formatNumber } from '../../../domain/money';
import { useT } from '../../lib/i18n';

interface Props {
  days: DayLine[];
  branchId: number;
  oldMonth: string;
  currentMonth: string;
  wide: boolean;
}

type Figures = DayLine['old'];

const signed = (n: number, branchId: number) => `${n > 0 ? '+' : ''}${formatAmount(n, branchId)}`;
const trend = (n: number) => (n > 0 ? 'up' : n < 0 ? 'down' : 'flat');

function Cells({ f, branchId }: { f: Figures; branchId: number }) {
  const t = useT('acc-registers');
  if (!f)
    return (
      <td colSpan={3} className="sb-muted">
        {t('no sum')}
      </td>
    );
  return (
    <>
      <td>{formatNumber(f.nights, 0)}</td>
      <td>{formatAmount(f.amount, branchId)}</td>
      <td>{formatAmount(f.sub, branchId)}</td>
    </>
  );
}

function MonthRow({ month, f, branchId }: { month: string; f: Figures; branchId: number }) {
  return (
    <tr>
      <th scope="row">{month}</th>
      <Cells f={f} branchId={branchId} />
    </tr>
  );
}

/** The days behind the month totals (spec 2 section 3.6, listCost): the same day of both months side by side. */
export function ComparisonDays({ days, branchId, oldMonth, currentMonth, wide }: Props) {
  const t = useT('acc-registers');
  if (!days.length) return null;
  return (
    <section className="cmp-days-list" data-testid="comparison-days">
      <h2 className="cmp-days-title">{t('By day')}</h2>
      {wide ? (
        <div className="cmp-days-scroll" tabIndex={0} role="region" aria-label={t('By day')}>
          <table className="cmp-table cmp-days-table">
            <thead>
              <tr>
                <th rowSpan={2}>{t('Day')}</th>
                <th colSpan={3}>{oldMonth}</th>
                <th colSpan={3}>{currentMonth}</th>
                <th rowSpan={2}>{t('Sub difference')}</th>
              </tr>
              <tr>
                <th>{t('Nights')}</th>
                <th>{t('Amount')}</th>
                <th>{t('Sub')}</th>
                <th>{t('Nights')}</th>
                <th>{t('Amount')}</th>
                <th>{t('Sub')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day} data-testid={`cmp-day-${d.day}`}>
                  <th scope="row">{d.day}</th>
                  <Cells f={d.old} branchId={branchId} />
                  <Cells f={d.current} branchId={branchId} />
                  <td className={`cmp-pct ${trend(d.subDifference)}`}>{signed(d.subDifference, branchId)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="cmp-cards">
          {days.map((d) => (
            <li key={d.day} className="cmp-card" data-testid={`cmp-day-${d.day}`}>
              <div className="cmp-card-top">
                <strong>{t('Day {{day}}', { day: d.day })}</strong>
                <span className={`cmp-pct ${trend(d.subDifference)}`}>{signed(d.subDifference, branchId)}</span>
              </div>
              <table className="cmp-day-card-table">
                <thead>
                  <tr>
                    <th />
                    <th>{t('Nights')}</th>
                    <th>{t('Amount')}</th>
                    <th>{t('Sub')}</th>
                  </tr>
                </thead>
                <tbody>
                  <MonthRow month={oldMonth} f={d.old} branchId={branchId} />
                  <MonthRow month={currentMonth} f={d.current} branchId={branchId} />
                </tbody>
              </table>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
