import type { DebitLine } from '../../../contract/debit';
import { PAYMENT_FIELDS } from '../../../domain/invoice-row';
import { fieldDecimals, formatMoney, formatNumber, paymentLabels } from '../../../domain/money';
import { actionHighlight } from '../../../domain/row-fields';
import { shortLog } from './history';

/** Every field of a line, its guest payments, and its whole history (newest first). */
export function SheetDetails({ line }: { line: DebitLine }) {
  const r = line.row;
  const pay = paymentLabels(line.branchId);
  const payments = PAYMENT_FIELDS.filter((f) => r[f]).map(
    (f) => `${pay[f]} ${formatNumber(r[f], fieldDecimals(f, line.branchId))}`,
  );
  const fields: [string, string][] = [
    ['Date', line.day],
    ['HI', line.hi],
    ['SI', line.si],
    ['Room', line.room],
    ['Check in', r.checkin],
    ['Check out', r.checkout],
    ['Nights', r.nights ? String(r.nights) : ''],
    ['Type', line.type],
    ['Amount', `${formatMoney(line.amount, line.currency)} ${line.currency}`],
    ['Guest payment', payments.join(' · ')],
    ['From', line.source],
    ['Updated', shortLog(line.updatedAt)],
  ];
  return (
    <>
      <dl className="db-fields">
        {fields.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v || '–'}</dd>
          </div>
        ))}
        <div className="wide">
          <dt>Action</dt>
          <dd className={`db-action ${actionHighlight(line.action) ?? ''}`}>{line.action || '–'}</dd>
        </div>
      </dl>
      <h3 className="db-h3">History ({line.log.length})</h3>
      <ol className="db-history" reversed data-testid="debit-history">
        {[...line.log].reverse().map((l, i) => (
          <li key={i}>{shortLog(l)}</li>
        ))}
      </ol>
    </>
  );
}
