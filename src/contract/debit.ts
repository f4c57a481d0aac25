import { z } from 'zod';
import { AGING_BUCKETS } from '../domain/debit-aging';
import { DEBIT_PAGE_SIZES, DEBIT_SORTS, LOAD_BY } from '../domain/debit-query';
import { PAYMENT_FIELDS } from '../domain/invoice-row';
import { branchOnly, branchParam, dayString, digitsParam, idParam, monthString } from './common';
import { endpoint } from './endpoint';
import { invoiceRow, MAX_ROWS } from './rc';

// The debit book (spec 1 sections 2.5, 2.6, 4.1, 7.3; spec 2 sections 3.7, 4.4): one table of lines,
// 'rc' (the Debit rows of sent reception sums and those reception adds) and 'acc' (the accountant's
// month-end copy). A line's history is append-only. Every change carries the line's `rev` it was based
// on: a line that moved on meanwhile is refused (409) with the current line in the answer.

/** A text period: `YYYY-MM`, `YYYY` (the whole year) or a day (its month). */
const period = z.string().regex(/^\d{4}(-(0[1-9]|1[0-2])(-\d{2})?)?$/, 'Period must be YYYY, YYYY-MM or YYYY-MM-DD');
const sizes = DEBIT_PAGE_SIZES.map(String) as [string, ...string[]];

export const debitPageQuery = z.object({
  page: digitsParam(1, 100_000).optional(),
  limit: z.enum(sizes).transform(Number).optional(),
  q: z.string().max(100).optional(),
  sort: z.enum(DEBIT_SORTS).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  loadBy: z.enum(LOAD_BY as ['ALL', 'DEBIT', 'PAID']).optional(),
  /** Which book: rc (default for the reception calls) or acc (default for the accountant calls). */
  book: z.enum(['rc', 'acc']).optional(),
});

export const debitLine = z.object({
  id: z.number(),
  book: z.enum(['rc', 'acc']),
  branchId: z.number(),
  /** The debit's date: the sum day it came from (a month-end day for a move to the previous month). */
  day: dayString,
  month: monthString,
  rowId: z.string(),
  hi: z.string(),
  si: z.string(),
  name: z.string(),
  company: z.string(),
  room: z.string(),
  action: z.string(),
  type: z.enum(['RC', 'ACC', '']),
  paid: z.enum(['Debit', 'Paid', 'Non Paid', 'Delete']),
  note: z.string(),
  currency: z.enum(['VND', 'USD', 'JPY', 'KHR']),
  amount: z.number(),
  /** Rises on every change: the base a change is checked against. */
  rev: z.number(),
  /** Where the line came from ('RC Sum 2026-10-05 v2', 'Debit on sum 2026-10 v3', 'Added by ...'). */
  source: z.string(),
  updatedAt: z.string(),
  /** The whole history, oldest first ('{time} Change Paid by {user}'). */
  log: z.array(z.string()),
  row: invoiceRow,
});
export type DebitLine = z.infer<typeof debitLine>;

export const debitPage = z.object({
  status: z.literal(1),
  msg: z.string(),
  data: z.object({
    rows: z.array(debitLine),
    total: z.number(),
    page: z.number(),
    limit: z.number(),
    /** Sums of the amounts of every matching line, per currency. */
    sums: z.record(z.string(), z.number()),
  }),
});
export type DebitPage = z.infer<typeof debitPage>;

const payment = z.object(
  Object.fromEntries(PAYMENT_FIELDS.map((f) => [f, z.number().finite().min(0).max(1e12).optional()])) as Record<
    (typeof PAYMENT_FIELDS)[number],
    z.ZodOptional<z.ZodNumber>
  >,
);
const base = { rev: z.number().int().min(0) };
export const changeBody = z.object(base).strict();
/** Debit to Paid: the guest payment entered in the dialog joins the row first (at least one field must be filled). */
export const paidBody = z.object({ ...base, payment: payment.strict().optional() }).strict();
/** Control characters, line and paragraph separators, and direction overrides: none may be in a history line. */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** A text appended to the line's history: one line, so it cannot forge another history line. */
const oneLine = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((t) => !NOT_ONE_LINE.test(t), `${what} must be one line, without line breaks or control characters`);
export const logBody = z.object({ ...base, log: oneLine('Log', 500).min(1, 'Log is empty') }).strict();
export const noteBody = z.object({ ...base, note: oneLine('Note', 500) }).strict();
export const companyBody = z.object({ ...base, company: oneLine('Company', 120) }).strict();

export const lineAnswer = z.object({ status: z.literal(1), msg: z.string(), data: debitLine });
/** A stale change (409) answers the line as it is now, so the screen can show both values. */
export const staleAnswer = z.object({ status: z.literal(0), msg: z.string(), current: debitLine });

/** up_rcdebit: debit rows added to the reception book by hand; rows whose bill is open already come back as duplicates. */
export const upRcDebitBody = z
  .object({ day: dayString, rows: z.array(invoiceRow).min(1, 'No item selected').max(MAX_ROWS) })
  .strict();
export const upRcDebitAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  added: z.array(debitLine),
  duplicates: z.array(invoiceRow),
});

const moneyByCurrency = z.record(z.string(), z.number());
export const agingGroup = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number(),
  buckets: z.object(
    Object.fromEntries(AGING_BUCKETS.map((b) => [b, moneyByCurrency])) as Record<
      (typeof AGING_BUCKETS)[number],
      typeof moneyByCurrency
    >,
  ),
  total: moneyByCurrency,
});
export type AgingGroupAnswer = z.infer<typeof agingGroup>;
export const agingQuery = z.object({
  area: z.string().max(60).optional(),
  branch: digitsParam(0, 999).optional(),
  type: z.enum(['RC', 'ACC', 'ALL']).optional(),
  book: z.enum(['rc', 'acc']).optional(),
  asOf: dayString.optional(),
});
export const agingAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  data: z.object({
    asOf: dayString,
    byBranch: z.array(agingGroup),
    byCompany: z.array(agingGroup),
    total: agingGroup,
  }),
});
export type AgingAnswer = z.infer<typeof agingAnswer>;

const typeParam = z.enum(['RC', 'ACC', 'ALL']);
const rcId = z.object({ branchId: branchParam, id: idParam });
const change = <B extends z.ZodType>(path: string, body: B) => ({
  method: 'PATCH' as const,
  params: rcId,
  body,
  answer: lineAnswer,
  path,
});

export const debitApi = {
  viewDebit: endpoint({
    method: 'GET',
    path: '/rc/:branchId/view_debit/:type/:period',
    params: z.object({ branchId: branchParam, type: typeParam, period }),
    query: debitPageQuery,
    answer: debitPage,
  }),
  upRcDebit: endpoint({
    method: 'POST',
    path: '/rc/:branchId/up_rcdebit',
    params: branchOnly,
    body: upRcDebitBody,
    answer: upRcDebitAnswer,
  }),
  updatePaid: endpoint(change('/rc/:branchId/update_paid/:id', paidBody)),
  updateNonPaid: endpoint(change('/rc/:branchId/update_non_paid/:id', changeBody)),
  changeToDebit: endpoint(change('/rc/:branchId/change_to_debit/:id', changeBody)),
  changeToDelete: endpoint(change('/rc/:branchId/change_to_delete/:id', changeBody)),
  updateLog: endpoint(change('/rc/:branchId/update_log/:id', logBody)),
  updateNote: endpoint(change('/rc/:branchId/update_note/:id', noteBody)),
  updateCompany: endpoint(change('/rc/:branchId/update_company_name/:id', companyBody)),
  accUpdateNonPaid: endpoint(change('/acc/debit/:branchId/update_non_paid/:id', changeBody)),
  accChangeToDelete: endpoint(change('/acc/debit/:branchId/change_to_delete/:id', changeBody)),
  accUpdateLog: endpoint(change('/acc/debit/:branchId/update_log/:id', logBody)),
  viewDebitByRc: endpoint({
    method: 'GET',
    path: '/acc/debit/:branchId/view_debit_by_rc/:year/:month',
    params: z.object({
      branchId: branchParam,
      year: z.string().regex(/^\d{4}$/, 'Year must be YYYY'),
      month: z.string().regex(/^(0[0-9]|1[0-2])$/, 'Month must be MM (00 for the whole year)'),
    }),
    query: debitPageQuery.extend({ type: typeParam.optional() }),
    answer: debitPage,
  }),
  aging: endpoint({ method: 'GET', path: '/debit/aging', query: agingQuery, answer: agingAnswer }),
};
