import { z } from 'zod';
import { CHART_MAX, CHART_MONTHS } from '../domain/acc-chart';
import { branchParam, digitsParam } from './common';
import { endpoint } from './endpoint';

// The yearly chart (spec 3 sections 2, 3, 7; src/domain/acc-chart.ts): content.sale and content.massage are
// 12 monthly figures, log per type the (history) lines. A save carries the revision of each type it
// changes (`base`); a type that moved on meanwhile refuses the whole save (409, "Can't SAVE report, ...").
// A client `log` is accepted for the old body's sake and ignored: the server writes the history itself.

const months = z.array(z.number().finite().min(0).max(CHART_MAX)).length(CHART_MONTHS);
const year = digitsParam(2000, 2100);

export const chartLogLine = z.object({
  month: z.number(),
  before: z.number(),
  after: z.number(),
  at: z.string(),
  user: z.string(),
  /** "2026-11-26 09:41 Do Van Long: Mar 1,200,000 -> 1,500,000" */
  line: z.string(),
});
export type ChartLogLine = z.infer<typeof chartLogLine>;

const perType = <T extends z.ZodType>(t: T) => z.object({ sale: t, massage: t });

export const chartData = z.object({
  branchId: z.number(),
  year: z.number(),
  currency: z.string(),
  content: perType(z.array(z.number())),
  log: perType(z.array(chartLogLine)),
  revision: perType(z.number()),
  canEdit: z.boolean(),
});
export type ChartData = z.infer<typeof chartData>;

const answer = z.object({ status: z.literal(1), msg: z.string(), data: chartData });

export const accChartApi = {
  get: endpoint({
    method: 'GET',
    path: '/acc/chart/:branch/get_chart/:year',
    params: z.object({ branch: branchParam, year }),
    answer,
  }),
  update: endpoint({
    method: 'POST',
    path: '/acc/chart/:branch/update_chart/:year',
    params: z.object({ branch: branchParam, year }),
    body: z.object({
      chart: z.object({ sale: months.optional(), massage: months.optional() }).strict(),
      base: z.object({ sale: z.number().int().min(0).optional(), massage: z.number().int().min(0).optional() }),
      log: z.unknown().optional(),
    }),
    answer,
  }),
};
