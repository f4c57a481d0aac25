import type { RcColumn } from '../../../domain/rc-columns';
import { formatNumber } from '../../../domain/money';
import { editFlagText } from '../../../domain/versions';
import { totalItems } from '../../ui/sheet/totals-items';
import { useT } from '../../lib/i18n';
import { VirtualCards } from '../../ui/VirtualCards';
import { totalsOf, type PeriodDay } from './period-rows';

/** The figures a day card shows first: nights, amount, sub, service total. */
const HEAD: ['Nights' | 'Amount' | 'Sub' | 'Service', string, number][] = [
  ['Nights', 'sum_nights', 0],
  ['Amount', 'sum_amount', 0],
  ['Sub', 'sum_sub', 0],
  ['Service', 'sum_serviceTotal', 0],
];

/** Phones: the month's days as cards (version, edit flag, the day's SUB figures), virtualised; a card opens its day. */
export function PeriodCards({
  days,
  columns,
  onOpen,
}: {
  days: PeriodDay[];
  columns: RcColumn[];
  onOpen: (d: PeriodDay) => void;
}) {
  const tr = useT('acc');
  const decimalsOf = (key: string) => columns.find((c) => c.total === key)?.decimals ?? 0;
  return (
    <VirtualCards items={days} keyOf={(d) => d.day} estimate={132} testId="period-cards" cardTestId="period-card">
      {(d) => {
        const t = totalsOf(d.totals, d.day);
        const pay = totalItems(t, columns, d.rows ?? []).key.filter((i) => i.value);
        return (
          <button
            type="button"
            className="rc-card-body"
            onClick={() => onOpen(d)}
            aria-label={tr('Open {{day}}', { day: d.day })}
          >
            <div className="rc-card-top">
              <span className="rc-kind">{d.day}</span>
              <span className="rc-room">{tr('v{{version}}', { version: d.version })}</span>
              <span className={d.edit ? 'rc-flag edit' : 'rc-flag'}>{d.edit ? tr('EDIT') : editFlagText('')}</span>
              <strong className="rc-amount">
                {formatNumber(t.sum_sub + t.sum_serviceTotal, decimalsOf('sum_sub'))}
              </strong>
            </div>
            <dl className="acc-figures">
              {HEAD.map(([label, key]) => (
                <div key={key}>
                  <dt>{tr(label)}</dt>
                  <dd>{formatNumber(t[key as 'sum_sub'], decimalsOf(key))}</dd>
                </div>
              ))}
            </dl>
            {pay.length > 0 && (
              <div className="rc-line rc-pay">
                {pay.map((i) => `${i.label} ${formatNumber(i.value, i.decimals)}`).join(' · ')}
              </div>
            )}
          </button>
        );
      }}
    </VirtualCards>
  );
}
