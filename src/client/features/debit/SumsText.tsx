import { CURRENCIES, formatMoney, type Currency } from '../../../domain/money';
import { useDebitWords } from './debit-text';

/** Amounts per currency, with thousand separators: 'VND 12,400,000 · USD 310.00'. */
export function SumsText({ sums }: { sums: Record<string, number> }) {
  const { t } = useDebitWords();
  const parts = CURRENCIES.filter((c) => sums[c]).map((c: Currency) => `${c} ${formatMoney(sums[c], c)}`);
  if (parts.length === 0) return null;
  return (
    <span className="db-sums" data-testid="debit-sums">
      {t('Total')} <strong>{parts.join(' · ')}</strong>
    </span>
  );
}
