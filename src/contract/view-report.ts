import { z } from 'zod';
import { branchParam, dayString } from './common';
import { endpoint } from './endpoint';

// The offline report viewer (spec 3 sections 2, 7, 8): type acc_debit answers the accountant debit book's
// lines of the day (or month) entered by the end of inputDay; another type, or no line, answers 404 with
// { status: 0, msg } (the screen shows msg as an info toast).
export const reportLine = z.object({
  day: z.string(),
  hi: z.string(),
  si: z.string(),
  name: z.string(),
  company: z.string(),
  room: z.string(),
  action: z.string(),
  paid: z.string(),
  currency: z.string(),
  amount: z.number(),
  note: z.string(),
});
export type ReportLine = z.infer<typeof reportLine>;

export const reportContent = z.object({
  title: z.string(),
  branchId: z.number(),
  branchName: z.string(),
  type: z.string(),
  day: z.string(),
  inputDay: z.string(),
  lines: z.array(reportLine),
  sums: z.record(z.string(), z.number()),
});
export type ReportContent = z.infer<typeof reportContent>;

const period = z.union([dayString, z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Day must be YYYY-MM-DD or YYYY-MM')]);

export const viewReportApi = {
  get: endpoint({
    method: 'GET',
    path: '/view_report/get_report/:branch/:type/:day/:inputDay',
    params: z.object({
      branch: branchParam,
      type: z.string().regex(/^[a-z_]{1,30}$/, 'Unknown report type'),
      day: period,
      inputDay: dayString,
    }),
    answer: z.object({ status: z.literal(1), msg: z.string(), data: z.object({ content: reportContent }) }),
  }),
};
