import { z } from 'zod';
import { branchParam, monthString } from './common';
import { endpoint } from './endpoint';

// Guest numbers (spec 3 sections 2, 3 and 7; src/domain/guest-number.ts): part 1 = days 1-15, 2 = 16 to the
// end, 3 = the month. msg 'null' when no sent reception sum bills a stay of the month.
export const guestDay = z.object({
  day: z.number(),
  date: z.string(),
  guestNumber: z.number(),
  short_time: z.number(),
  list_short: z.array(z.string()),
  late_out: z.number(),
  list_lateOut: z.array(z.string()),
  capacity: z.number(),
});
export type GuestDayAnswer = z.infer<typeof guestDay>;

export const guestPart = z.enum(['1', '2', '3']).transform((p) => Number(p) as 1 | 2 | 3);

export const guestNumberApi = {
  get: endpoint({
    method: 'GET',
    path: '/guest/guest_number/:branch/:part/:month',
    params: z.object({ branch: branchParam, part: guestPart, month: monthString }),
    answer: z.object({
      status: z.literal(1),
      msg: z.enum(['ok', 'null']),
      data: z.object({
        content: z.array(guestDay),
        branchInformation: z.object({ name: z.string(), room: z.number() }),
        part: z.number(),
        month: z.string(),
      }),
    }),
  }),
};
