import type { TotalRowAnswer } from '../../../contract/manager';
import { branchCurrency, formatNumber } from '../../../domain/money';

/** A row's month amount: in the branch's currency, with the other currency when there is some. */
export function amountText(r: TotalRowAnswer, branchId: number): string {
  if (branchCurrency(branchId) === 'USD') return r.amountUsd ? `${formatNumber(r.amountUsd, 2)} USD` : '';
  const vnd = r.amountVnd ? formatNumber(r.amountVnd, 0) : '';
  return r.amountUsd ? `${vnd || '0'} + ${formatNumber(r.amountUsd, 2)} USD` : vnd;
}

/** The day's report state as the sheet writes it: version, and EDIT (in the user's language) while it is open. */
export const dayState = (d: { version: number; edit: boolean }, editWord = 'EDIT'): string =>
  d.version ? `v${d.version}${d.edit ? ` ${editWord}` : ''}` : '—';
