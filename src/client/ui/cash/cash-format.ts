import type { CashRowOut } from '../../../contract/acc-cost';
import { formatNumber } from '../../../domain/money';

// Figures of the accountants' cash register: whole VND and YEN, USD in cents, blank for 0.
export const n0 = (v: number) => (v ? formatNumber(v, 0) : '');
export const n2 = (v: number) => (v ? formatNumber(v, 2) : '');

/** '1,000 VND · 2.50 USD' of the non-zero amounts. */
export const moneyLine = (vnd: number, usd: number, yen: number) =>
  [vnd ? `${n0(vnd)} VND` : '', usd ? `${n2(usd)} USD` : '', yen ? `${n0(yen)} YEN` : ''].filter(Boolean).join(' · ');

/** JPY columns only where the rows have yen (most branches never do). */
export const hasYen = (rows: readonly CashRowOut[]) => rows.some((r) => r.sum_yen || r.sum_exp_yen || r.totalYEN);
