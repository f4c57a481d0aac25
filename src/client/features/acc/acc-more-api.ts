import { accCostApi, type UpCostBody } from '../../../contract/acc-cost';
import { accExcelApi, type ImportType, type TemplateType } from '../../../contract/acc-excel';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { tr } from '../../lib/i18n';
import { send } from '../../lib/outbox';
import { cachedRequest, fetchBlob, request, uploadFile } from '../../lib/request';

// The cost sheet, cash register, waiting list and Excel calls of spec 2 section 7.2 (contract/acc-cost.ts,
// contract/acc-excel.ts), as the screen uses them.
const firstOf = (month: string) => `${month}-01`;

/** The waiting list of a month (take_data takes a day of it): the stored list (an empty one at revision 0 when none). */
export async function getWaiting(branch: number, month: string) {
  const res = await cachedRequest(accCostApi.takeData, { branchId: branch, date: firstOf(month) });
  if (!res.ok) return res;
  return { ...res, data: { stored: res.data.data, start: [] as InvoiceRow[] } };
}

export const saveWaiting = (
  branch: number,
  month: string,
  body: { version: number; revision: number; note: string; content: InvoiceRow[] },
) =>
  send(
    accCostApi.updateData,
    { branchId: branch, date: firstOf(month) },
    body,
    tr('acc')('ACC WAITING {{month}}', { month }),
    {
      chain: `accwaiting:${branch}:${month}`,
    },
  );

/** Rows (by ID) of a day's accountant sum added to the next month's waiting list. */
export const addToWaiting = (branch: number, day: string, ids: string[]) =>
  request(accCostApi.updateWaiting, { branchId: branch, date: day }, { ids });

export const viewCost = (branch: number, day: string) => request(accCostApi.viewCost, { branchId: branch, date: day });
export const saveCost = (branch: number, body: UpCostBody) =>
  send(accCostApi.upCost, { branchId: branch }, body, tr('acc')('ACC COST {{day}}', { day: body.day }), {
    chain: `acccost:${branch}:${body.day}`,
  });
export const viewCash = (branch: number, day: string) =>
  request(accCostApi.viewCostCollect, { branchId: branch, date: day });

/** The .xlsx of a day's version, or of a month (range month, 10 or 20): made for this request, then fetched. */
export async function accExcel(
  branch: number,
  date: string,
  version: number | 'current',
  range: 'month' | '10' | '20',
) {
  const made = await request(
    accExcelApi.makeExcelAccDay,
    { branchId: branch, date, version: String(version) },
    undefined,
    { range },
  );
  if (!made.ok) return made;
  const file = await fetchBlob(
    accExcelApi.downloadExcelAccDay,
    { branchId: branch, date },
    { version: String(version), range },
  );
  return file.ok ? { ok: true as const, data: { blob: file.data, fileName: made.data.fileName } } : file;
}

/** FILTER WITH NOTE: the period's rows whose telephone note holds the text, and their .xlsx. */
export const filterWithText = (branch: number, period: string, text: string) =>
  request(accExcelApi.makeExcelWithText, { branchId: branch }, { period, text });
/** The .xlsx of FILTER WITH NOTE, for the period and text searched. */
export const filterFile = (branch: number, period: string, text: string) =>
  fetchBlob(accExcelApi.downloadFilterWithText, { branchId: branch }, { period, text });

export const templateFile = (type: TemplateType) => fetchBlob(accExcelApi.downFormatExcel, { type });

/** INPUT FORM EXCEL: the file's rows to preview; nothing is stored. */
export const importExcel = (branch: number, type: ImportType, file: Blob) =>
  uploadFile(accExcelApi.importExcel, { branchId: branch, type }, file);
