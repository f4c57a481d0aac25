import { z } from 'zod';
import { branchOnly, branchParam, dayString, digitsParam, monthString, realDay } from './common';
import { fileAnswer } from './acc-excel';
import { endpoint } from './endpoint';

// The manager daily report and the monthly total (spec 3 sections 3, 4 and 7). A report is one versioned
// document per branch and day whose content is one row: the lines (src/domain/manager-lines.ts) by key.
const count = z.number().int().min(0).max(100_000);
const money = z.number().finite().min(-1e12).max(1e12);

export const lineValues = z.object({
  customers: count.default(0),
  guests: count.default(0),
  free: count.default(0),
  vnd: money.default(0),
  usd: money.default(0),
  bill: z.string().max(500).default(''),
  note: z.string().max(500).default(''),
});

export const managerReport = z.object({
  ID: z.literal('report'),
  lines: z
    .record(z.string().regex(/^[a-z0-9_]{1,30}$/, 'Unknown line'), lineValues)
    .refine((l) => Object.keys(l).length <= 60, 'Too many lines'),
  listHI: z.string().max(4000).default(''),
  listSI: z.string().max(4000).default(''),
});

/** The header block's figures (src/domain/manager-report.ts ManagerTotals), computed by the server. */
export const managerTotals = z.object({
  hotelVnd: z.number(),
  hotelUsd: z.number(),
  massageVnd: z.number(),
  massageUsd: z.number(),
  otherVnd: z.number(),
  otherUsd: z.number(),
  todaySalesVnd: z.number(),
  todaySalesUsd: z.number(),
  fixedExpense: z.number(),
  totalProfit: z.number(),
  customers: z.number(),
  capacity: z.number(),
  hotelCapacity: z.number(),
  massageCapacity: z.number(),
  otherCapacity: z.number(),
  massageGuests: z.number(),
  rooms: z.number(),
  sumRate: z.number(),
});

/** What the branch record gives the report: rooms, USD to VND rate, the month's fixed expense, service rates. */
export const branchFigures = z.object({
  rooms: z.number(),
  sumRate: z.number(),
  fixedExpense: z.number(),
  rates: z.record(z.string(), z.number()),
});
export type BranchFiguresAnswer = z.infer<typeof branchFigures>;

export const managerDoc = z.object({
  branchId: z.number(),
  day: dayString,
  version: z.number().int().min(1),
  revision: z.number().int().min(0),
  edit: z.boolean(),
  maker: z.string(),
  note: z.string(),
  content: z.array(managerReport),
  totals: managerTotals,
  updatedAt: z.string(),
  updatedBy: z.string(),
  sentAt: z.string().nullable(),
  sentBy: z.string().nullable(),
});
export type ManagerDoc = z.infer<typeof managerDoc>;

/** A version ('ok', with the branch figures), no data ('null'), or a past version being edited ('editing': "Editing this report day"). */
export const managerViewAnswer = z.union([
  z.object({ status: z.literal(1), msg: z.literal('ok'), branch: branchFigures, data: managerDoc }),
  z.object({ status: z.literal(1), msg: z.literal('null'), branch: branchFigures }),
  z.object({ status: z.literal(1), msg: z.literal('editing'), version: z.number() }),
]);

/**
 * GET /manager/:branchId/make_report/:date: the report made from the day's sent reception sum and the
 * month's expected plan (not stored until saved). Refused with "Reception Editing Sum - Can't make report"
 * (409), "Not Find Reception Sum - Can't make report" (404) or "Please check again Expected, can't find
 * data this month" (404).
 */
export const madeReportAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  branch: branchFigures,
  data: z.object({
    day: dayString,
    content: z.array(managerReport),
    totals: managerTotals,
    /** The reception sum version it was made from, and the plan's figures of the day. */
    rcVersion: z.number(),
    expected: z.object({ rooms: z.number(), sale: z.number(), checkins: z.number() }),
  }),
});

export const upReportBody = z.object({
  day: realDay,
  version: z.number().int().min(1),
  revision: z.number().int().min(0),
  maker: z.string().trim().max(60),
  note: z.string().max(2000).default(''),
  content: z.array(managerReport).length(1, 'A manager report has one content row'),
});
export type UpReportBody = z.infer<typeof upReportBody>;

/** POST /user/sent_mail_man_report/:branchId {note, version} (+ day and the revision it was based on). */
export const sendReportBody = z.object({
  day: realDay,
  version: z.number().int().min(1),
  revision: z.number().int().min(0),
  note: z.string().max(2000).default(''),
});
export const newReportVersionBody = z.object({ version: z.number().int().min(1) });
/** PATCH change_edit: REQUEST EDIT on the locked version (a reason is required, document 4). */
export const changeEditBody = z.object({
  version: z.number().int().min(1),
  reason: z.string().trim().min(1, 'Please input the reason').max(500),
});

export const managerWriteAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  branch: branchFigures,
  data: managerDoc,
});

export const reportVersionItem = z.object({ day: dayString, version: z.number(), edit: z.boolean() });
export const reportVersionList = z.object({
  status: z.literal(1),
  msg: z.string(),
  data: z.array(reportVersionItem),
});
export const reportNumberVersion = z.object({
  status: z.literal(1),
  numberVersion: z.number(),
  editInLastVersion: z.boolean(),
});

export const totalRow = z.object({
  key: z.string(),
  label: z.string(),
  hidden: z.boolean(),
  perDay: z.array(z.number()),
  count: z.number(),
  amountVnd: z.number(),
  amountUsd: z.number(),
});
export type TotalRowAnswer = z.infer<typeof totalRow>;

/** view_man_total: 'null' ("Have note data this Month") when the month has no report. */
export const manTotalAnswer = z.union([
  z.object({
    status: z.literal(1),
    msg: z.literal('ok'),
    data: z.object({
      branchId: z.number(),
      month: monthString,
      /** Every day of the month: its latest version (0 when none) and edit flag. */
      days: z.array(reportVersionItem),
      rows: z.array(totalRow),
      serviceRate: z.record(z.string(), z.number()),
    }),
  }),
  z.object({ status: z.literal(1), msg: z.literal('null') }),
]);
export type ManTotalAnswer = z.infer<typeof manTotalAnswer>;

const branchDayParam = z.object({ branchId: branchParam, x: realDay });
const branchMonthParam = z.object({ branchId: branchParam, x: monthString });
/** 'current' or a version number. */
const versionParam = z.union([z.literal('current'), digitsParam(1, 10000)]);

export const managerApi = {
  viewSumWithVersion: endpoint({
    method: 'GET',
    path: '/manager/:branchId/view_sum_with_version/:date/:version',
    params: z.object({ branchId: branchParam, date: realDay, version: versionParam }),
    answer: managerViewAnswer,
  }),
  /** :x is the day. */
  numberVersion: endpoint({
    method: 'GET',
    path: '/manager/:branchId/view_number_version/:x',
    params: branchDayParam,
    answer: reportNumberVersion,
  }),
  /** :x is the month: every version of its days (the Version / Edit list). */
  viewList: endpoint({
    method: 'GET',
    path: '/manager/:branchId/view_list/:x',
    params: branchMonthParam,
    answer: reportVersionList,
  }),
  /** :x is the day: its current version. */
  viewReport: endpoint({
    method: 'GET',
    path: '/manager/:branchId/view_report/:x',
    params: branchDayParam,
    answer: managerViewAnswer,
  }),
  makeReport: endpoint({
    method: 'GET',
    path: '/manager/:branchId/make_report/:date',
    params: z.object({ branchId: branchParam, date: realDay }),
    answer: madeReportAnswer,
  }),
  upReport: endpoint({
    method: 'POST',
    path: '/manager/:branchId/up_report',
    params: branchOnly,
    body: upReportBody,
    answer: managerWriteAnswer,
  }),
  /** :x is the day. */
  makeNewVersion: endpoint({
    method: 'POST',
    path: '/manager/:branchId/make_new_version/:x',
    params: branchDayParam,
    body: newReportVersionBody,
    answer: managerWriteAnswer,
  }),
  /** :x is the day: REQUEST EDIT opens version + 1 at once and notifies the area manager. */
  changeEdit: endpoint({
    method: 'PATCH',
    path: '/manager/:branchId/change_edit/:x',
    params: branchDayParam,
    body: changeEditBody,
    answer: managerWriteAnswer,
  }),
  send: endpoint({
    method: 'POST',
    path: '/user/sent_mail_man_report/:branchId',
    params: branchOnly,
    body: sendReportBody,
    answer: managerWriteAnswer,
  }),
  viewManTotal: endpoint({
    method: 'GET',
    path: '/manager/:branchId/view_man_total/:month',
    params: z.object({ branchId: branchParam, month: monthString }),
    answer: manTotalAnswer,
  }),
  /** {branch}_{month}_ManagerTotal.xlsx */
  downloadManagerTotal: endpoint({
    method: 'GET',
    path: '/manager/:branchId/download/download_manager_total/:month',
    params: z.object({ branchId: branchParam, month: monthString }),
    answer: fileAnswer,
  }),
};
