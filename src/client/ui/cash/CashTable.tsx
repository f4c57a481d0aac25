import type { CashRowOut } from '../../../contract/acc-cost';
import { formatNumber } from '../../../domain/money';
import { n0, n2 } from './cash-format';
import './cash.css';

/** Tablets: the cash register as a table (spec 2 section 3.4): voucher, description, in, out and balances. */
export function CashTable({ rows, yen }: { rows: readonly CashRowOut[]; yen: boolean }) {
  return (
    <table className="acc-cash-table" data-testid="cash-table">
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
        {rows.map((r) => (
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
  );
}
