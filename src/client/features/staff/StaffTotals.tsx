import { staffDecimals, staffTotals, type StaffRow } from '../../../domain/acc-staff';
import { formatNumber } from '../../../domain/money';
import { MONEY_KEYS } from './staff-columns';
import { useT } from '../../lib/i18n';

const NAMES = { owesVND: 'Owes VND', owesUSD: 'Owes USD', overVND: 'Over VND', overUSD: 'Over USD' } as const; // staff catalog keys

/** Owes and Over per currency over the rows shown (deleted rows are not), with thousand separators. */
export function StaffTotals({ rows }: { rows: StaffRow[] }) {
  const t = useT('staff');
  const totals = staffTotals(rows);
  return (
    <div className="rc-totals staff-totals" role="group" aria-label={t('Totals')} data-testid="staff-totals">
      <div className="rc-totals-grid">
        <div className="rc-total">
          <span>{t('Mistakes')}</span>
          <strong>{totals.rows}</strong>
        </div>
        {MONEY_KEYS.map((k) => (
          <div className="rc-total" key={k}>
            <span>{t(NAMES[k])}</span>
            <strong>{formatNumber(totals[k], staffDecimals(k))}</strong>
          </div>
        ))}
      </div>
    </div>
  );
}
