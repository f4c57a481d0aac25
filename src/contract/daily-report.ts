import { z } from 'zod';
import {
  DAILY_COUNT_FIELDS,
  DAILY_RATE_FIELDS,
  NOTE_MAX,
  rateError,
  type DailyCountField,
  type DailyRateField,
} from '../domain/daily-report';
import { branchParam, dayString } from './common';
import { endpoint } from './endpoint';

// The reception daily report (spec 3 sections 2-8; src/domain/daily-report.ts). One report per branch and
// day. 'check' answers the stored report (made and stored on first load by reception); 'refresh' (reception
// only) works the counts out again and keeps the typed rates and note. Send (reception only) checks the
// rates, stores them with the note and mails the report; the counts mailed are the server's.
const count = z.number().finite().min(0).max(1_000_000);
const countShape = Object.fromEntries(DAILY_COUNT_FIELDS.map((f) => [f, count])) as Record<
  DailyCountField,
  typeof count
>;
const rate = (field: DailyRateField) =>
  z.number().superRefine((v, ctx) => {
    const e = rateError(field, v);
    if (e) ctx.addIssue({ code: 'custom', message: e });
  });
const rateShape = Object.fromEntries(DAILY_RATE_FIELDS.map((f) => [f, rate(f)])) as Record<
  DailyRateField,
  ReturnType<typeof rate>
>;

export const dailyReport = z.object({
  date: dayString,
  ...countShape,
  ...rateShape,
  note: z.string().max(NOTE_MAX),
});

export const dailyReportData = dailyReport.extend({
  branchId: z.number(),
  branchName: z.string(),
  /** False when the report is only shown (a reader's look at a day reception has not loaded yet). */
  stored: z.boolean(),
  revision: z.number(),
  sentAt: z.string().nullable(),
  sentBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type DailyReportData = z.infer<typeof dailyReportData>;

export const DAILY_MODES = ['check', 'refresh'] as const;
export type DailyMode = (typeof DAILY_MODES)[number];

export const dailyReportApi = {
  make: endpoint({
    method: 'GET',
    path: '/report/make_daily_report/:mode/:date',
    params: z.object({ mode: z.enum(DAILY_MODES), date: dayString }),
    /** branch: for the roles that pick one (area roles, CEO, admin); others read their own. */
    query: z.object({ branch: branchParam.optional() }),
    answer: z.object({ status: z.literal(1), msg: z.string(), data: dailyReportData }),
  }),
  send: endpoint({
    method: 'POST',
    path: '/report/sent_mail_daily_report',
    body: dailyReport.extend({
      /** The revision the screen shows; a report changed since is refused (reload). */
      revision: z.number().int().min(0).optional(),
    }),
    answer: z.object({ status: z.literal(1), msg: z.string(), data: dailyReportData }),
  }),
};
