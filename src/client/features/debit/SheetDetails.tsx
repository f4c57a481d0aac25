import type { DebitLine } from '../../../contract/debit';
import { PAYMENT_FIELDS } from '../../../domain/invoice-row';
import { fieldDecimals, formatMoney, formatNumber, paymentLabels } from '../../../domain/money';
import { actionHighlight } from '../../../domain/row-fields';
import { useDebitWords } from './debit-text';
import { shortLog } from './history';

/** Every field of a line, its guest payments, and its whole history (newest first). */
export function SheetDetails({ line }: { line: DebitLine }) {
  const { t, w } = useDebitWords();
  const r = line.row;
  const pay = paymentLabels(line.branchId);
  const payments = PAYMENT_FIELDS.filter((f) => r[f]).map(
    (f) => `${w(pay[f])} ${formatNumber(r[f], fieldDecimals(f, line.branchId))}`,
  );
  const fields: [string, string][] = [
    [t('Date'), line.day],
    [t('HI'), line.hi],
    [t('SI'), line.si],
    [t('Room'), line.room],
    [t('Check in'), r.checkin],
    [t('Check out'), r.checkout],
    [t('Nights'), r.nights ? String(r.nights) : ''],
    [t('Type'), line.type],
    [t('Amount'), `${formatMoney(line.amount, line.currency)} ${line.currency}`],
    [t('Guest payment'), payments.join(' · ')],
    [t('From'), line.source],
    [t('Updated'), shortLog(line.updatedAt)],
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
          <dt>{t('Action')}</dt>
          <dd className={`db-action ${actionHighlight(line.action) ?? ''}`}>{line.action || '–'}</dd>
        </div>
      </dl>
      <h3 className="db-h3">{t('History ({{n}})', { n: line.log.length })}</h3>
      <ol className="db-history" reversed data-testid="debit-history">
        {[...line.log].reverse().map((l, i) => (
          <li key={i}>{shortLog(l)}</li>
        ))}
      </ol>
    </>
  );
}
