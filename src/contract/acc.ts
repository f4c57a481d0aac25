import { z } from 'zod';
import { PERIOD_PATTERN } from '../domain/acc-period';
import {
  branchDate,
  branchDateVersion,
  branchOnly,
  branchParam,
  dayString,
  monthString,
  realDay,
  yearInRange,
  MIN_YEAR,
  MAX_YEAR,
} from './common';
import { endpoint } from './endpoint';
import {
  editRequestAnswer,
  editRequestBody,
  invoiceRow,
  MAX_ROWS,
  rcSum,
  newVersionBody,
  sendSumBody,
  totals,
  updateAfterEditBody,
  upSumBody,
  versionItem,
} from './rc';

// Accountant sum (spec 2 sections 2.2, 3, 7.2). A day report is one versioned document per branch and
// day (kind 'acc'), made from the day's sent reception sum; the debit on sum is one per branch and month
// (kind 'accdebit'). Month, 1=>10 and 1=>20 views are read-only aggregations of the day reports.

/** A day's accountant sum: the same shape as a reception sum (branch, day, version, revision, edit, rows, totals, ...). */
export const accSum = rcSum;

/**
 * view_sum / view_sum_with_version: 'ok' a stored version; 'new' no accountant sum yet, the content is the
 * day's sent reception sum as version 1 revision 0 (the first save stores it); 'null' nothing for that
 * version; 'editing' a past day being edited, for a user who may not open it. When the reception sum is
 * still being edited or is missing, the answer is 409 / 404 with the spec's "Can't make report" texts.
 */
export const accSumAnswer = z.union([
  z.object({ status: z.literal(1), msg: z.enum(['ok', 'new']), data: accSum }),
  z.object({ status: z.literal(1), msg: z.literal('null') }),
  z.object({ status: z.literal(1), msg: z.literal('editing'), version: z.number() }),
]);
export const accWriteAnswer = z.object({ status: z.literal(1), msg: z.string(), data: accSum });

/** A period: 'YYYY-MM' (month), 'YYYY-MM-10' (days 1 to 10) or 'YYYY-MM-20' (days 1 to 20). */
export const periodString = z
  .string()
  .regex(PERIOD_PATTERN, 'Period must be YYYY-MM, YYYY-MM-10 or YYYY-MM-20')
  .refine(yearInRange, `Period must be between ${MIN_YEAR} and ${MAX_YEAR}`);

export const periodDay = z.object({
  day: dayString,
  version: z.number(),
  edit: z.boolean(),
  /** Left out in the lite views. */
  rows: z.array(invoiceRow).optional(),
  totals,
});

/** The month's debit on sum (the ACC DEBIT AREA tab). */
export const debitOnSum = rcSum.omit({ day: true }).extend({ month: monthString });
export type DebitOnSum = z.infer<typeof debitOnSum>;

/** GET view_sum_with_month/:period[?lite=1]. A whole month without a debit on sum is 409 "PLEASE MAKE DEBIT ON SUM". */
export const periodAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  data: z.object({
    branchId: z.number(),
    period: periodString,
    range: z.enum(['month', '10', '20']),
    from: dayString,
    to: dayString,
    lite: z.boolean(),
    /** The days that have an accountant sum, in order, each with its SUB totals. */
    days: z.array(periodDay),
    /** The period's totals: the sum of the days' SUB rows. */
    totals,
    /** The month's debit on sum, when one is stored (always for a whole month). */
    debit: debitOnSum.nullable(),
    /** Whether CONFIRM END MONTH has already copied this month's debit area into the debit book. */
    confirmed: z.boolean(),
  }),
});
export type PeriodAnswer = z.infer<typeof periodAnswer>;

export const periodQuery = z.object({ lite: z.enum(['0', '1', 'true', 'false']).optional() });

/** check_version/:period (a day: its half-month; a month: every day); msg "Have not data this Month" when the list is empty. */
export const checkVersionAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  data: z.array(versionItem),
  checkDebitOnSum: z.boolean(),
});

/** get_debit_on_sum: the stored one ('ok') or none ('null'); `collected` are the month's debit rows of its day reports (RESET DATA). */
export const debitOnSumAnswer = z.object({
  status: z.literal(1),
  msg: z.enum(['ok', 'null']),
  data: debitOnSum.nullable(),
  collected: z.array(invoiceRow),
});
export const saveDebitOnSumBody = z.object({
  version: z.number().int().min(1),
  revision: z.number().int().min(0),
  maker: z.string().trim().max(60).default(''),
  note: z.string().max(2000).default(''),
  content: z.array(invoiceRow).max(MAX_ROWS),
});
export const debitOnSumWriteAnswer = z.object({ status: z.literal(1), msg: z.string(), data: debitOnSum });

/**
 * add_more_new_debit/:date: rows (by ID) of that day's accountant sum moved to the previous month's debit on sum
 * (made when the month has none). 422 "Rows can be moved to Debit only on days 01, 02 and 03" on other days,
 * 422 "Error when update Debit: no row ..." for an ID the day does not have, 404 "Null Data this Day" without a day report.
 */
export const moveToDebitBody = z.object({ ids: z.array(z.string().min(1).max(60)).min(1).max(MAX_ROWS) });
export const moveToDebitAnswer = z.object({
  status: z.literal(1),
  /** 'Update Success', or 'Have Double Debit Bill' when some rows were already there (they are in `duplicates`, not added). */
  msg: z.string(),
  month: monthString,
  added: z.number(),
  duplicates: z.array(invoiceRow),
});
/**
 * add_one_dupe_debit / add_list_dupe_debit: duplicates added anyway (one, or all), each with a new ID when its own is
 * taken and a log line. add_one takes exactly one row (400 otherwise); a debit on sum holds at most MAX_ROWS (422).
 */
export const addDupeBody = z.object({ rows: z.array(invoiceRow).min(1).max(MAX_ROWS) });
export const addDupeAnswer = z.object({ status: z.literal(1), msg: z.string(), added: z.number() });

/**
 * save_new_debit/:year/:month = CONFIRM END MONTH: the month's debit-on-sum rows not Paid copied into the debit book,
 * once: msg "Complete Copy list Debit to DEBIT AREA"; a second confirm copies nothing (already: true, copied: 0).
 * 409 "PLEASE MAKE DEBIT ON SUM" when the month has none.
 */
export const confirmMonthAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  copied: z.number(),
  already: z.boolean(),
});
/** view_new_debit/:month: the debit book's rows of the month, with the book's paid state and log (msg 'null' when none). */
export const debitBookAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  data: z.array(z.object({ month: monthString, row: invoiceRow })),
});

/** find_one_hi hits: `day` is the day of an accountant sum, or the month ('YYYY-MM') of a debit on sum or of the debit book. */
export const accInvoiceHit = z.object({
  day: z.union([dayString, monthString]),
  version: z.number(),
  row: invoiceRow,
});
export const accInvoiceHits = z.object({ status: z.literal(1), msg: z.string(), data: z.array(accInvoiceHit) });

const findParams = z.object({
  branchId: branchParam,
  year: z.string().regex(/^\d{4}$/, 'Year must be YYYY'),
  module: z.enum(['accsum', 'debitonsum', 'debit']),
  type: z.enum(['name', 'hi', 'si', 'payment']),
  key: z.string().max(100),
  exact: z.enum(['true', 'false']),
});

const branchMonth = z.object({ branchId: branchParam, month: monthString });

/** Every accountant-sum call of spec 2 section 7.2 (day, month views, versions, debit on sum, move to debit, search). */
export const accApi = {
  viewSum: endpoint({ method: 'GET', path: '/acc/:branchId/view_sum/:date', params: branchDate, answer: accSumAnswer }),
  viewSumWithVersion: endpoint({
    method: 'GET',
    path: '/acc/:branchId/view_sum_with_version/:date/:version',
    params: branchDateVersion,
    answer: accSumAnswer,
  }),
  viewPeriod: endpoint({
    method: 'GET',
    path: '/acc/:branchId/view_sum_with_month/:period',
    params: z.object({ branchId: branchParam, period: periodString }),
    query: periodQuery,
    answer: periodAnswer,
  }),
  checkVersion: endpoint({
    method: 'GET',
    path: '/acc/month/:branchId/check_version/:period',
    params: z.object({ branchId: branchParam, period: z.union([realDay, monthString]) }),
    answer: checkVersionAnswer,
  }),
  save: endpoint({
    method: 'POST',
    path: '/acc/:branchId/up_sum',
    params: branchOnly,
    body: upSumBody,
    answer: accWriteAnswer,
  }),
  newVersion: endpoint({
    method: 'POST',
    path: '/acc/:branchId/make_new_version/:date',
    params: branchDate,
    body: newVersionBody,
    answer: accWriteAnswer,
  }),
  afterEdit: endpoint({
    method: 'PATCH',
    path: '/acc/:branchId/update_sum_after_edit/:date',
    params: branchDate,
    body: updateAfterEditBody,
    answer: accWriteAnswer,
  }),
  send: endpoint({
    method: 'POST',
    path: '/user/sent_mail_acc_sum/:branchId',
    params: branchOnly,
    body: sendSumBody,
    answer: accWriteAnswer,
  }),
  requestEdit: endpoint({
    method: 'POST',
    path: '/acc/:branchId/request_edit',
    params: branchOnly,
    body: editRequestBody,
    answer: editRequestAnswer,
  }),
  getDebitOnSum: endpoint({
    method: 'GET',
    path: '/acc/month/:branchId/get_debit_on_sum/:month',
    params: branchMonth,
    answer: debitOnSumAnswer,
  }),
  saveDebitOnSum: endpoint({
    method: 'POST',
    path: '/acc/month/:branchId/save_debit_on_sum/:month',
    params: branchMonth,
    body: saveDebitOnSumBody,
    answer: debitOnSumWriteAnswer,
  }),
  moveToDebit: endpoint({
    method: 'PATCH',
    path: '/acc/debit/:branchId/add_more_new_debit/:date',
    params: branchDate,
    body: moveToDebitBody,
    answer: moveToDebitAnswer,
  }),
  addOneDupe: endpoint({
    method: 'PATCH',
    path: '/acc/debit/:branchId/add_one_dupe_debit/:month',
    params: branchMonth,
    body: addDupeBody,
    answer: addDupeAnswer,
  }),
  addListDupe: endpoint({
    method: 'PATCH',
    path: '/acc/debit/:branchId/add_list_dupe_debit/:month',
    params: branchMonth,
    body: addDupeBody,
    answer: addDupeAnswer,
  }),
  confirmMonth: endpoint({
    method: 'PATCH',
    path: '/acc/debit/:branchId/save_new_debit/:year/:month',
    params: z.object({
      branchId: branchParam,
      year: z.string().regex(/^\d{4}$/, 'Year must be YYYY'),
      month: z.string().regex(/^(0[1-9]|1[0-2])$/, 'Month must be MM'),
    }),
    answer: confirmMonthAnswer,
  }),
  viewNewDebit: endpoint({
    method: 'GET',
    path: '/acc/debit/:branchId/view_new_debit/:month',
    params: branchMonth,
    answer: debitBookAnswer,
  }),
  findOneHi: endpoint({
    method: 'GET',
    path: '/acc/:branchId/find_one_hi/:year/:module/:type/:key/:exact',
    params: findParams,
    answer: accInvoiceHits,
  }),
};
