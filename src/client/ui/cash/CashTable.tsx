import type { CashRowOut } from '../../../contract/acc-cost';
import { formatNumber } from '../../../domain/money';
import { n0, n2 } from './cash-format';
import './cash.css';

import { useT } from '../../lib/i18n';

/**
 * Tablets: the cash register as a table (spec 2 section 3.4): voucher, description, in, out and balances.
 * `compact` puts the day and its voucher in one sticky key column and wraps the description, so the
 * figures stay in view when the table scrolls sideways.
 */
export function CashTable({
  rows,
  yen,
  compact = false,
}: {
  rows: readonly CashRowOut[];
  yen: boolean;
  compact?: boolean;
}) {
  const t = useT('common');
  const money = (v: string, key: string) => (
    <td key={key} className="num">
      {v}
    </td>
  );
  return (
    <table className={`acc-cash-table${compact ? ' compact' : ''}`} data-testid="cash-table">
      <thead>
        <tr>
          {compact ? (
            <th className="cash-key">{t('Day / voucher')}</th>
          ) : (
            <>
              <th>{t('Date')}</th>
              <th>{t('PT')}</th>
              <th>{t('PC')}</th>
            </>
          )}
          <th>{t('Description')}</th>
          <th>{t('In VND')}</th>
          <th>{t('In USD')}</th>
          {yen && <th>{t('In YEN')}</th>}
          <th>{t('Out VND')}</th>
          <th>{t('Out USD')}</th>
          {yen && <th>{t('Out YEN')}</th>}
          <th>{t('Balance VND')}</th>
          <th>{t('Balance USD')}</th>
          {yen && <th>{t('Balance YEN')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.ID}>
            {compact ? (
              <td className="cash-key">
                {r.sum_credit}
                {(r.PT || r.PC) && <small>{r.PT || r.PC}</small>}
              </td>
            ) : (
              <>
                <td>{r.sum_credit}</td>
                <td>{r.PT}</td>
                <td>{r.PC}</td>
              </>
            )}
            <td className="cash-name">{r.sum_name}</td>
            {money(n0(r.sum_vnd), 'iv')}
            {money(n2(r.sum_usd), 'iu')}
            {yen && money(n0(r.sum_yen), 'iy')}
            {money(n0(r.sum_exp_vnd), 'ov')}
            {money(n2(r.sum_exp_usd), 'ou')}
            {yen && money(n0(r.sum_exp_yen), 'oy')}
            {money(formatNumber(r.totalVND, 0), 'bv')}
            {money(formatNumber(r.totalUSD, 2), 'bu')}
            {yen && money(formatNumber(r.totalYEN, 0), 'by')}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
