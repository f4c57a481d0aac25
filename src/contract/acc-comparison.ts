import { z } from 'zod';
import { COMPARISON_FIELDS, type ComparisonField } from '../domain/acc-comparison';
import { branchParam, monthString } from './common';
import { breakfastCount } from './acc-cost';
import { endpoint } from './endpoint';

// The comparison screen's call (spec 2 sections 2.3, 3.6, 7.3): "loaded once for each of the two months;
// the path is not shown; the answer holds msg, listCost, numberBF, totalDebit". The breakfast count is
// changed with up_numberBF (contract/acc-cost.ts).

const daySums = z.object(
  Object.fromEntries(COMPARISON_FIELDS.map((f) => [f, z.number()])) as Record<ComparisonField, z.ZodNumber>,
);

/** GET comparison/:month. msg 'ok', or "Have not data this Month" when the month has no accountant sum. */
export const comparisonAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  branchId: z.number(),
  month: monthString,
  /** Keyed by day ('YYYY-MM-DD'): the day's sums as the month view counts them (nights inside the month). */
  listCost: z.record(z.string(), daySums),
  numberBF: breakfastCount,
  /** What the month's debit on sum holds (sub plus service total); 0 without one. */
  totalDebit: z.number(),
});
export type ComparisonAnswer = z.infer<typeof comparisonAnswer>;

export const accComparisonApi = {
  viewComparison: endpoint({
    method: 'GET',
    path: '/acc/comparison/:branchId/:month',
    params: z.object({ branchId: branchParam, month: monthString }),
    answer: comparisonAnswer,
  }),
};
