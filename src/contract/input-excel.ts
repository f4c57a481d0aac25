import { z } from 'zod';
import { EXCEL_KINDS } from '../domain/input-excel';
import { branchParam, monthString, realDay } from './common';
import { endpoint } from './endpoint';

// /input_excel (issue 32; src/domain/input-excel.ts): each kind has a preview and a confirm, both taking the
// Excel file itself as the body (application/octet-stream). The preview reads the file and writes nothing:
// the rows that will be imported, the refusals per sheet row, and the hash of what the confirm will write.
// The confirm reads the file again, checks that the hash is the same (else 409: the file or the area changed)
// and writes through the area's own write path. Refusals: 415 not an Excel file, 413 too large, 422 wrong
// columns, formulas or too many rows, 403 a role that may not write the area.

export const excelPreview = z.object({
  status: z.literal(1),
  msg: z.string(),
  data: z.object({
    kind: z.enum(EXCEL_KINDS),
    /** Headings of the rows' cells. */
    columns: z.array(z.string()),
    /** The rows that will be imported: their sheet row and their cells as shown. */
    rows: z.array(z.object({ row: z.number(), cells: z.array(z.string()) })),
    refusals: z.array(z.object({ row: z.number(), msg: z.string() })),
    /** What the confirm must see again (sha-256 hex). */
    hash: z.string(),
  }),
});
export type ExcelPreview = z.infer<typeof excelPreview>['data'];

export const excelConfirmed = z.object({
  status: z.literal(1),
  msg: z.string(),
  count: z.number(),
  /** The area's screen. */
  screen: z.string(),
  /** The support mail list as its screen keeps it (the list lives on the device until it is sent). */
  list: z.unknown().optional(),
});
export type ExcelConfirmed = z.infer<typeof excelConfirmed>;

const hashQuery = z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/, 'Preview the file first') });
const dayParams = z.object({ branchId: branchParam, day: realDay });
const monthParams = z.object({ branchId: branchParam, month: monthString });

export const inputExcelApi = {
  accPreview: endpoint({
    method: 'POST',
    path: '/input_excel/acc/:branchId/:day/preview',
    params: dayParams,
    answer: excelPreview,
  }),
  accConfirm: endpoint({
    method: 'POST',
    path: '/input_excel/acc/:branchId/:day/confirm',
    params: dayParams,
    query: hashQuery,
    answer: excelConfirmed,
  }),
  rcPreview: endpoint({
    method: 'POST',
    path: '/input_excel/rc/:branchId/:day/preview',
    params: dayParams,
    answer: excelPreview,
  }),
  rcConfirm: endpoint({
    method: 'POST',
    path: '/input_excel/rc/:branchId/:day/confirm',
    params: dayParams,
    query: hashQuery,
    answer: excelConfirmed,
  }),
  storagePreview: endpoint({
    method: 'POST',
    path: '/input_excel/storage/:branchId/:month/preview',
    params: monthParams,
    answer: excelPreview,
  }),
  storageConfirm: endpoint({
    method: 'POST',
    path: '/input_excel/storage/:branchId/:month/confirm',
    params: monthParams,
    query: hashQuery,
    answer: excelConfirmed,
  }),
  supportMailPreview: endpoint({ method: 'POST', path: '/input_excel/support_mail/preview', answer: excelPreview }),
  supportMailConfirm: endpoint({
    method: 'POST',
    path: '/input_excel/support_mail/confirm',
    query: hashQuery,
    answer: excelConfirmed,
  }),
  membersPreview: endpoint({ method: 'POST', path: '/input_excel/members/preview', answer: excelPreview }),
  membersConfirm: endpoint({
    method: 'POST',
    path: '/input_excel/members/confirm',
    query: hashQuery,
    answer: excelConfirmed,
  }),
};
