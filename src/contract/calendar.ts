import { z } from 'zod';

// The report-total calendars (spec 3 sections 2, 3 and 7; src/domain/calendar.ts): the 'calendar' view of
// GET /report/:branchId/take_guest_number/:area/:month/:view. content = the month's days, content2 = the next
// month's, content3 = Calendar 2's predicted rows of both months (empty unless ?predict=1; ?same=weekday
// compares the same weekday instead of the same date).
const colour = z.enum(['red', 'orange', 'yellow', 'green', 'white']);

export const calendarDay = z.object({
  date: z.string(),
  day: z.number(),
  /** Occupancy %, two decimals. */
  percent: z.number(),
  colour,
  guestNumber: z.number(),
  short_time: z.number(),
  late_out: z.number(),
});
export type CalendarDayAnswer = z.infer<typeof calendarDay>;

export const predictedDay = z.object({
  date: z.string(),
  predicted: z.number().nullable(),
  colour: colour.nullable(),
  diff: z.number().nullable(),
  history: z.array(z.object({ date: z.string(), percent: z.number().nullable() })),
});
export type PredictedDayAnswer = z.infer<typeof predictedDay>;

export const calendarQuery = z.object({
  predict: z.enum(['0', '1']).optional(),
  same: z.enum(['date', 'weekday']).optional(),
});

export const calendarData = z.object({
  view: z.literal('calendar'),
  month: z.string(),
  month2: z.string(),
  compareBy: z.enum(['date', 'weekday']).nullable(),
  /** The branch's today: later days only hold stays already billed (the screen dims them). */
  today: z.string(),
  content: z.array(calendarDay),
  content2: z.array(calendarDay),
  content3: z.array(predictedDay),
  branchInformation: z.object({ room: z.number(), name: z.string() }),
});
export type CalendarData = z.infer<typeof calendarData>;
