import { useEffect, useState } from 'react';
import type { CashRegisterAnswer } from '../../../contract/acc-cost';
import { formatNumber } from '../../../domain/money';
import { viewCash } from './acc-more-api';

type Register = CashRegisterAnswer['data'];
const n0 = (v: number) => (v ? formatNumber(v, 0) : '');
const n2 = (v: number) => (v ? formatNumber(v, 2) : '');
const moneyLine = (vnd: number, usd: number, yen: number) =>
  [vnd ? `${n0(vnd)} VND` : '', usd ? `${n2(usd)} USD` : '', yen ? `${n0(yen)} YEN` : ''].filter(Boolean).join(' · ');

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
  // JPY columns only where the month has yen (most branches never do).
  const yen = reg.rows.some((r) => r.sum_yen || r.sum_exp_yen || r.totalYEN);
  return (
    <section className="acc-cash" aria-label="Cash register" data-testid="cash-register">
      <h3>
        Cash register {reg.from} – {reg.to}
      </h3>
      {wide ? (
        <table className="acc-cash-table">
          <thead>
            <tr>
              <th>Date</th>
              <th>PT</th>
              <th>PC</th>
              <th>Description</th>
              <th>In VND</th>
              <th>In USD</th>
              {yen && <th>In YEN</th>}
              <th>Out VND</th>
              <th>Out USD</th>
              {yen && <th>Out YEN</th>}
              <th>Balance VND</th>
              <th>Balance USD</th>
              {yen && <th>Balance YEN</th>}
            </tr>
          </thead>
          <tbody>
            {reg.rows.map((r) => (
              <tr key={r.ID}>
                <td>{r.sum_credit}</td>
                <td>{r.PT}</td>
                <td>{r.PC}</td>
                <td>{r.sum_name}</td>
                <td>{n0(r.sum_vnd)}</td>
                <td>{n2(r.sum_usd)}</td>
                {yen && <td>{n0(r.sum_yen)}</td>}
                <td>{n0(r.sum_exp_vnd)}</td>
                <td>{n2(r.sum_exp_usd)}</td>
                {yen && <td>{n0(r.sum_exp_yen)}</td>}
                <td>{formatNumber(r.totalVND, 0)}</td>
                <td>{formatNumber(r.totalUSD, 2)}</td>
                {yen && <td>{formatNumber(r.totalYEN, 0)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ul className="acc-cash-cards">
          {reg.rows.map((r) => (
            <li key={r.ID} className="acc-card">
              <div className="acc-card-top">
                <strong>{r.sum_name}</strong>
                <span>{[r.sum_credit, r.PT, r.PC].filter(Boolean).join(' · ')}</span>
              </div>
              {moneyLine(r.sum_vnd, r.sum_usd, r.sum_yen) && (
                <div className="rc-line rc-pay">In {moneyLine(r.sum_vnd, r.sum_usd, r.sum_yen)}</div>
              )}
              {moneyLine(r.sum_exp_vnd, r.sum_exp_usd, r.sum_exp_yen) && (
                <div className="rc-line">Out {moneyLine(r.sum_exp_vnd, r.sum_exp_usd, r.sum_exp_yen)}</div>
              )}
              <div className="rc-line">
                Balance {formatNumber(r.totalVND, 0)} VND · {formatNumber(r.totalUSD, 2)} USD
                {yen && ` · ${formatNumber(r.totalYEN, 0)} YEN`}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
