import { formatNumber } from '../../../domain/money';
import { NumberInput } from '../../ui/NumberInput';
import { useT } from '../../lib/i18n';
import type { ListKey, WalletState } from './use-wallet';

/** Rows of "label × count = amount" (notes counted, yen and dollars bought). */
export function CountRows({
  w,
  list,
  labels,
  amount,
  head,
}: {
  w: WalletState;
  list: ListKey;
  labels: string[];
  amount: (i: number, qty: number) => number;
  head: [string, string, string];
}) {
  return (
    <>
      <div className="tl-line tl-head" aria-hidden="true">
        <span>{head[0]}</span>
        <span>{head[1]}</span>
        <span className="tl-out">{head[2]}</span>
      </div>
      {labels.map((label, i) => (
        <div className="tl-line" key={label}>
          <span>{label}</span>
          <NumberInput
            value={w.entry[list][i]}
            decimals={list === 'usdQty' ? 2 : 0}
            inputMode={list === 'usdQty' ? 'decimal' : 'numeric'}
            label={`${head[0]} ${label}`}
            testId={`wl-${list}-${i}`}
            onChange={(v) => w.setAt(list, i, v)}
          />
          <span className="tl-out">{formatNumber(amount(i, w.entry[list][i]))}</span>
        </div>
      ))}
    </>
  );
}

/** Five money lines (expenses or sales) and their total. */
export function MoneyLines({ w, list, title }: { w: WalletState; list: 'expenses' | 'sales'; title: string }) {
  const t = useT('tools');
  const total = w.entry[list].reduce((a, v) => a + v, 0);
  return (
    <section className="tl-card" aria-label={title}>
      <h2>{title}</h2>
      {w.entry[list].map((v, i) => (
        <div className="tl-row" key={i}>
          <span>
            {title} {i + 1}
          </span>
          <NumberInput
            value={v}
            decimals={0}
            label={`${title} ${i + 1}`}
            testId={`wl-${list}-${i}`}
            onChange={(x) => w.setAt(list, i, x)}
          />
        </div>
      ))}
      <div className="tl-row tl-total">
        <span>{t('Total')}</span>
        <span className="tl-out">{formatNumber(total)}</span>
      </div>
    </section>
  );
}
