import type { InvoiceRow } from '../../../domain/invoice-row';
import type { RcColumn } from '../../../domain/rc-columns';
import { expenseTotals, type Totals } from '../../../domain/totals';

export interface TotalItem {
  label: string;
  value: number;
  decimals: number;
}

/**
 * The totals of the report's columns (e.g. domain/rc-columns.ts), in the table's order: cash and the first card
 * column first (always shown), then the others; expenses per currency where the branch has expense columns.
 */
export function totalItems(
  t: Totals,
  cols: readonly RcColumn[],
  rows: readonly InvoiceRow[],
): { key: TotalItem[]; more: TotalItem[] } {
  const item = (c: RcColumn): TotalItem => ({
    // English labels (keys of the common catalog, translated where shown; the test ids use them).
    // eslint-disable-next-line sumbook/no-literal-text -- a key, translated by TotalsBlock
    label: c.group === 'Guest Pay by Cash' ? `Cash ${c.label}` : c.label,
    value: c.total ? t[c.total] : 0,
    decimals: c.decimals,
  });
  const cash = cols.filter((c) => c.group === 'Guest Pay by Cash');
  const firstCard = cols.find((c) => c.group === 'Guest Pay by Card/Transfer');
  const keyCols = firstCard ? [...cash, firstCard] : cash;
  const key = keyCols.map(item);
  const more = cols.filter((c) => c.total && !keyCols.includes(c)).map(item);
  if (cols.some((c) => c.group === 'Expense')) {
    const exp = expenseTotals(rows);
    more.push(
      /* eslint-disable sumbook/no-literal-text -- keys, translated by TotalsBlock */
      { label: 'Expenses VND', value: exp.VND, decimals: 0 },
      { label: 'Expenses USD', value: exp.USD, decimals: 2 },
      { label: 'Expenses JPY', value: exp.YEN, decimals: 0 },
      /* eslint-enable sumbook/no-literal-text */
    );
  }
  return { key, more };
}
