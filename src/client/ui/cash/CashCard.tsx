import type { CashRowOut } from '../../../contract/acc-cost';
import { formatNumber } from '../../../domain/money';
import { moneyLine } from './cash-format';
import './cash.css';

import { useT } from '../../lib/i18n';

/** Phones: one row of the cash register as a card (description, date and vouchers, in, out, balances). */
export function CashCard({ row: r, yen }: { row: CashRowOut; yen: boolean }) {
  const t = useT('common');
  const inLine = moneyLine(r.sum_vnd, r.sum_usd, r.sum_yen);
  const outLine = moneyLine(r.sum_exp_vnd, r.sum_exp_usd, r.sum_exp_yen);
  return (
    <div className="acc-card" data-testid="cash-card">
      <div className="acc-card-top">
        <strong>{r.sum_name}</strong>
        <span>{[r.sum_credit, r.PT, r.PC].filter(Boolean).join(' · ')}</span>
      </div>
      {inLine && <div className="rc-line rc-pay">{t('In {{amounts}}', { amounts: inLine })}</div>}
      {outLine && <div className="rc-line">{t('Out {{amounts}}', { amounts: outLine })}</div>}
      <div className="rc-line">
        {t('Balance {{amounts}}', {
          amounts: `${formatNumber(r.totalVND, 0)} VND · ${formatNumber(r.totalUSD, 2)} USD${yen ? ` · ${formatNumber(r.totalYEN, 0)} YEN` : ''}`,
        })}
      </div>
    </div>
  );
}
