// Totals of several days (a month or 1 to 10 / 1 to 20): the sum of the days' totals, exact per field.
import { sumMoney } from './money';
import { SUMMED_FIELDS, TOTAL_DECIMALS, type Totals } from './totals';

/** Adds day totals field by field; sum_credit is the label given (the period). */
export function carryTotals(days: readonly Totals[], label: string): Totals {
  const totals = { sum_credit: label } as Totals;
  for (const f of SUMMED_FIELDS) {
    const key = `sum_${f}` as const;
    totals[key] = sumMoney(
      days.map((d) => d[key] ?? 0),
      TOTAL_DECIMALS,
    );
  }
  return totals;
}
