import { CURRENCIES, formatMoney, type Currency } from '../../../domain/money';

/** Amounts per currency, with thousand separators: 'VND 12,400,000 · USD 310.00'. */
export function SumsText({ sums, label = 'Total' }: { sums: Record<string, number>; label?: string }) {
  const parts = CURRENCIES.filter((c) => sums[c]).map((c: Currency) => `${c} ${formatMoney(sums[c], c)}`);
  if (parts.length === 0) return null;
  return (
    <span className="db-sums" data-testid="debit-sums">
      {label} <strong>{parts.join(' · ')}</strong>
    </span>
  );
}
