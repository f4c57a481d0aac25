import { z } from 'zod';
import { branchParam, monthString } from './common';
import { endpoint } from './endpoint';

// The massage-count checker (spec 3 sections 2, 3, 7; src/domain/massage-count.ts). The server reads the
// month's sent reception sums itself: a `listRc` sent by an old client is accepted and ignored.
export const massageCountRow = z.object({
  sum_credit: z.string(),
  name: z.string(),
  case: z.string(),
  count30: z.number(),
  count40: z.number(),
  count70: z.number(),
  countTotal: z.number(),
});
export type MassageCountRowAnswer = z.infer<typeof massageCountRow>;

export const massageCountApi = {
  check: endpoint({
    method: 'POST',
    path: '/rc/:branchId/check_massage_number/:month',
    params: z.object({ branchId: branchParam, month: monthString }),
    body: z.object({
      staffNumber: z
        .string()
        .trim()
        .regex(/^\d{2}$/, 'Staff number must be 2 digits'),
      listRc: z.unknown().optional(),
    }),
    answer: z.object({
      status: z.literal(1),
      msg: z.string(),
      staffNumber: z.string(),
      month: z.string(),
      dataReturn: z.array(massageCountRow),
      count: z.number(),
      countWithMassageCase: z.object({ case30: z.number(), case40: z.number(), case70: z.number() }),
    }),
  }),
};
