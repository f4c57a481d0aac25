import { useEffect, useState } from 'react';
import type { CashRegisterAnswer } from '../../../contract/acc-cost';
import { CashCard } from '../../ui/cash/CashCard';
import { hasYen } from '../../ui/cash/cash-format';
import { CashTable } from '../../ui/cash/CashTable';
import { useT } from '../../lib/i18n';
import { viewCash } from './acc-more-api';

type Register = CashRegisterAnswer['data'];

/**
 * The cash register of the day's month up to the day (spec 2 section 3.4): the kept-fund opening row, then
 * per day the collection (PT) and the spending (PC), with the balances per currency. Phones: one card per row.
 */
export function CashRegister({
  branch,
  day,
  wide,
  stamp,
}: {
  branch: number;
  day: string;
  wide: boolean;
  stamp: string;
}) {
  const t = useT('acc');
  const [reg, setReg] = useState<Register | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    void viewCash(branch, day).then((res) => {
      if (!live) return;
      if (res.ok) setReg(res.data.data);
      else setError(res.error.msg);
    });
    return () => {
      live = false;
    };
  }, [branch, day, stamp]);
  if (error) return <p className="rc-empty">{error}</p>;
  if (!reg) return null;
  const yen = hasYen(reg.rows);
  return (
    <section className="acc-cash" aria-label={t('Cash register')} data-testid="cash-register">
      <h3>{t('Cash register {{from}} – {{to}}', { from: reg.from, to: reg.to })}</h3>
      {wide ? (
        <CashTable rows={reg.rows} yen={yen} />
      ) : (
        <ul className="acc-cash-cards">
          {reg.rows.map((r) => (
            <li key={r.ID}>
              <CashCard row={r} yen={yen} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
