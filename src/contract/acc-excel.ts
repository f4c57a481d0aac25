import { z } from 'zod';
import { PERIOD_PATTERN } from '../domain/acc-period';
import { NOTE_FILTER_MIN } from '../domain/acc-sheet';
import { branchParam, dayString, monthString, realDay, yearInRange, MIN_YEAR, MAX_YEAR } from './common';
import { endpoint } from './endpoint';
import { invoiceRow } from './rc';

// Excel out and in of the accountant sum (spec 2 sections 5.3, 5.6, 7.2; document 4 "Excel layouts
// accountants were used to"). Every file is made for its request (nothing is kept on the server's disk).
// The downloads answer the file itself (a blob), or `{ status: 0, msg }` on failure.

/** A day 'YYYY-MM-DD', or a month 'YYYY-MM' (with `range` for days 1 to 10 or 1 to 20). */
export const dayOrMonth = z.union([realDay, monthString]);
/** The days of a month a file covers: the whole month, days 1 to 10 or days 1 to 20. */
export const rangeQuery = z.enum(['month', '10', '20']);
/** A period 'YYYY-MM' (month), 'YYYY-MM-10' (days 1 to 10), 'YYYY-MM-20' (days 1 to 20). */
export const periodText = z
  .string()
  .regex(PERIOD_PATTERN, 'Period must be YYYY-MM, YYYY-MM-10 or YYYY-MM-20')
  .refine(yearInRange, `Period must be between ${MIN_YEAR} and ${MAX_YEAR}`);
/** A version number, or 'current' (the latest). A month takes only 'current'. */
export const versionOrCurrent = z.union([
  z.literal('current'),
  z
    .string()
    .regex(/^\d{1,5}$/, "Version must be a number or 'current'")
    .refine((v) => Number(v) >= 1, 'Version must be at least 1'),
]);

/** The blob of a download (an .xlsx or .xls file). */
export const fileAnswer = z.unknown();

/** make_excel_*: where to fetch the file (path under /api, with its query), its name and what it holds. */
export const excelReady = z.object({
  status: z.literal(1),
  msg: z.string(),
  url: z.string(),
  fileName: z.string(),
  /** Invoice rows in the file (SUB rows not counted) and days covered. */
  rows: z.number(),
  days: z.number(),
});

/** "Note filter needs at least 3 characters and filters the telephone note case-insensitively" (POST body or GET query). */
export const filterWithTextBody = z.object({
  period: periodText,
  text: z.string().trim().min(NOTE_FILTER_MIN, 'Length key search > 2').max(100),
});
export const filterWithTextAnswer = excelReady.extend({
  /** The rows found, each with its day. */
  data: z.array(z.object({ day: dayString, row: invoiceRow })),
});
export const filterQuery = filterWithTextBody;

/** The Excel import's load types: rows get the purple debit style unless the type is accMakeSum (spec 2 section 5.6). */
export const IMPORT_TYPES = ['accMakeSum', 'debitOnSum', 'accDebit'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];
export const TEMPLATE_TYPES = ['sum', 'debit'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export const importWarning = z.object({ row: z.number(), column: z.string(), msg: z.string() });
/**
 * import_excel/:type: the first sheet of an .xls or .xlsx as rows to preview. Nothing is stored: the
 * screen adds the rows to the report, which is then saved as usual. Refusals: 415 "Please select only
 * excel file types" (not an Excel file, by its bytes), 413 (too large), 422 (wrong columns, formulas,
 * too many rows, a compressed size that does not add up).
 */
export const importAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  data: z.object({
    type: z.enum(IMPORT_TYPES),
    /** Which template's columns the file has. */
    template: z.enum(TEMPLATE_TYPES),
    format: z.enum(['xls', 'xlsx']),
    sheet: z.string(),
    rows: z.array(invoiceRow),
    warnings: z.array(importWarning),
  }),
});
export type ImportAnswer = z.infer<typeof importAnswer>;

export const accExcelApi = {
  makeExcelAccDay: endpoint({
    method: 'POST',
    path: '/acc/:branchId/make_excel_acc_day/:date/:version',
    params: z.object({ branchId: branchParam, date: dayOrMonth, version: versionOrCurrent }),
    query: z.object({ range: rangeQuery.default('month') }),
    answer: excelReady,
  }),
  /** The .xlsx "{branch code}_SUM REPORT {MM}-{YYYY}.xlsx" of a day's version, or of a month's (or its days 1 to 10 / 20) latest day reports. */
  downloadExcelAccDay: endpoint({
    method: 'GET',
    path: '/acc/:branchId/download_excel_acc_day/:date',
    params: z.object({ branchId: branchParam, date: dayOrMonth }),
    query: z.object({ version: versionOrCurrent.default('current'), range: rangeQuery.default('month') }),
    answer: fileAnswer,
  }),
  makeExcelWithText: endpoint({
    method: 'POST',
    path: '/acc/:branchId/make_excel_with_text',
    params: z.object({ branchId: branchParam }),
    body: filterWithTextBody,
    answer: filterWithTextAnswer,
  }),
  /** "Filter_with_text_results.xlsx": the rows of the period whose telephone note holds the text. */
  downloadFilterWithText: endpoint({
    method: 'GET',
    path: '/acc/:branchId/download_filter_with_text',
    params: z.object({ branchId: branchParam }),
    query: filterQuery,
    answer: fileAnswer,
  }),
  /** format_input_ACC_Sum.xls (sum) or format_input_debit.xls (debit): a legacy .xls with the header row. */
  downFormatExcel: endpoint({
    method: 'GET',
    path: '/acc/debit/down_format_excel/:type',
    params: z.object({ type: z.enum(TEMPLATE_TYPES) }),
    answer: fileAnswer,
  }),
  /** The raw file as the body (content type application/octet-stream or an Excel type). */
  importExcel: endpoint({
    method: 'POST',
    path: '/acc/:branchId/import_excel/:type',
    params: z.object({ branchId: branchParam, type: z.enum(IMPORT_TYPES) }),
    answer: importAnswer,
  }),
};
