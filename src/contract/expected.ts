import { z } from 'zod';
import { branchParam, monthString } from './common';
import { fileAnswer } from './acc-excel';
import { endpoint } from './endpoint';

// The expected occupancy plan (spec 3 sections 2, 3, 4 and 7): a rate and a comment per room and day,
// days closed for editing, capacity by week and month and the month report (src/domain/expected.ts).
const rate = z.number().finite().min(0, 'Rate must be a number of 0 or more').max(1e10);
const comment = z.string().max(300);
const dayOfMonth = z.number().int().min(1).max(31);
const room = z.string().trim().min(1).max(20);

export const expectedCell = z.object({
  room: z.string(),
  day: z.number(),
  rate: z.number(),
  comment: z.string(),
  /** Rises on every change: a change carries the rev it was based on. */
  rev: z.number(),
});
export type ExpectedCellAnswer = z.infer<typeof expectedCell>;

export const expectedDayReport = z.object({
  day: z.number(),
  sumRate: z.number(),
  sumRoom: z.number(),
  sumShort: z.number(),
  sumLate: z.number(),
  sumRateLate: z.number(),
  sumRateShort: z.number(),
  capacity: z.number(),
});
export const expectedReport = z.object({
  days: z.array(expectedDayReport),
  totals: expectedDayReport.omit({ day: true }),
});
export const expectedCapacity = z.object({
  weeks: z.array(
    z.object({ week: z.number(), from: z.number(), to: z.number(), roomsSold: z.number(), capacity: z.number() }),
  ),
  capacityMonth: z.number(),
  guestMonth: z.number(),
  averageExpected: z.number(),
  revenue: z.number(),
});

export const expectedMonth = z.object({
  branchId: z.number(),
  month: monthString,
  rooms: z.array(z.object({ number: z.string(), type: z.string() })),
  cells: z.array(expectedCell),
  /** Days closed for editing (marked X). */
  listSaveDay: z.array(z.number()),
  /** Where the plan first came from: 'manual', 'moja' (booking import) or 'demo'. */
  source: z.string(),
  report: expectedReport,
  capacity: expectedCapacity,
  /** Whether the caller may edit (the branch manager, or a supervisor holding the manager-sum access). */
  canEdit: z.boolean(),
});
export type ExpectedMonth = z.infer<typeof expectedMonth>;

/** get_expected: 'null' when the month has no plan yet (the rooms come along so the grid can be filled). */
export const expectedAnswer = z.union([
  z.object({ status: z.literal(1), msg: z.literal('ok'), data: expectedMonth }),
  z.object({
    status: z.literal(1),
    msg: z.literal('null'),
    data: expectedMonth,
  }),
]);

/**
 * POST update_expected {monthEx, room, day, rate, comment, type}: type says what changes ('rate', 'comment'
 * or 'both'). `baseRev` is the cell's rev the change was based on (0 for an empty cell); a different
 * current rev refuses it with "Can't SAVE report, please reload page and check again." and the cell as it is.
 */
export const updateExpectedBody = z.object({
  monthEx: monthString,
  room,
  day: dayOfMonth,
  rate: rate.default(0),
  comment: comment.default(''),
  type: z.enum(['rate', 'comment', 'both']).default('both'),
  baseRev: z.number().int().min(0).optional(),
});
export const cellAnswer = z.object({ status: z.literal(1), msg: z.string(), data: expectedCell });

/** POST update_multi_one_day/:month {list, day, guestHaveBF}: the quick-edit of a day's rooms. */
export const multiOneDayBody = z.object({
  day: dayOfMonth,
  list: z
    .array(
      z.object({
        room,
        rate: rate.default(0),
        comment: comment.default(''),
        baseRev: z.number().int().min(0).optional(),
      }),
    )
    .max(500),
  /** Sent by the old screen with the day; kept for compatibility, not stored. */
  guestHaveBF: z.number().optional(),
});
export const cellsAnswer = z.object({ status: z.literal(1), msg: z.string(), data: z.array(expectedCell) });

/** POST update_report {monthEx, day, sumRate, sumRoom, sumShort, sumLate, sumRateLate, sumRateShort}: a day's figures (rate and rooms come from the cells). */
export const updateReportBody = z.object({
  monthEx: monthString,
  day: dayOfMonth,
  sumRate: z.number().finite().min(0).max(1e12).optional(),
  sumRoom: z.number().int().min(0).max(100_000).optional(),
  sumShort: z.number().int().min(0).max(100_000).default(0),
  sumLate: z.number().int().min(0).max(100_000).default(0),
  sumRateLate: z.number().finite().min(0).max(1e12).default(0),
  sumRateShort: z.number().finite().min(0).max(1e12).default(0),
});
export const reportAnswer = z.object({ status: z.literal(1), msg: z.string(), data: expectedReport });

/** POST update_status_list_day/:month {colum}: toggles the day (colum = day of month); `closed` sets it instead. */
export const statusDayBody = z.object({ colum: dayOfMonth, closed: z.boolean().optional() });
export const statusDayAnswer = z.object({ status: z.literal(1), msg: z.string(), listSaveDay: z.array(z.number()) });

/** A booking as take_data_from_moja's body may carry it (otherwise the server reads its booking source). */
export const mojaBooking = z.object({
  room,
  checkin: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  checkout: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rate,
});
export const mojaBody = z.object({ list: z.array(mojaBooking).max(5000).optional() });
export const mojaAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  /** Cells filled; cells left as they were (already filled by hand, or on a closed day). */
  imported: z.number(),
  kept: z.number(),
  data: expectedMonth,
});

const branchMonth = z.object({ branchId: branchParam, month: monthString });
const branchKeyMonth = z.object({ branch: branchParam, month: monthString });

export const expectedApi = {
  updateExpected: endpoint({
    method: 'POST',
    path: '/expected/:branchId/update_expected',
    params: z.object({ branchId: branchParam }),
    body: updateExpectedBody,
    answer: cellAnswer,
  }),
  getCapacity: endpoint({
    method: 'GET',
    path: '/expected/:branchId/get_expected_capacity/:month',
    params: branchMonth,
    answer: z.object({ status: z.literal(1), msg: z.string(), data: expectedCapacity }),
  }),
  getReport: endpoint({
    method: 'GET',
    path: '/expected/:branchId/get_expected_report/:month',
    params: branchMonth,
    answer: reportAnswer,
  }),
  getExpected: endpoint({
    method: 'GET',
    path: '/expected/:branch/get_expected/:month',
    params: branchKeyMonth,
    answer: expectedAnswer,
  }),
  updateMultiOneDay: endpoint({
    method: 'POST',
    path: '/expected/:branchId/update_multi_one_day/:month',
    params: branchMonth,
    body: multiOneDayBody,
    answer: cellsAnswer,
  }),
  updateReport: endpoint({
    method: 'POST',
    path: '/expected/:branchId/update_report',
    params: z.object({ branchId: branchParam }),
    body: updateReportBody,
    answer: reportAnswer,
  }),
  /** Recomputes the month report: rates and rooms from the cells, short and late from the sent manager reports. */
  updateReportMonth: endpoint({
    method: 'POST',
    path: '/expected/:branchId/update_report_month/:month',
    params: branchMonth,
    answer: reportAnswer,
  }),
  updateStatusListDay: endpoint({
    method: 'POST',
    path: '/expected/:branchId/update_status_list_day/:month',
    params: branchMonth,
    body: statusDayBody,
    answer: statusDayAnswer,
  }),
  takeDataFromMoja: endpoint({
    method: 'POST',
    path: '/expected/:branch/take_data_from_moja/:month',
    params: branchKeyMonth,
    body: mojaBody,
    answer: mojaAnswer,
  }),
  /** {branch code}_{month}_Expected.xlsx: document 4's layout, comments as cell notes. */
  downloadExpected: endpoint({
    method: 'GET',
    path: '/expected/:branchId/download_expected/:month',
    params: branchMonth,
    answer: fileAnswer,
  }),
};
