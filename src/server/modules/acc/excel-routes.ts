// Excel out of the accountant sum (spec 2 section 7.2): make_excel_acc_day answers where to fetch the
// file, download_excel_acc_day makes it for that request and streams it; the same for the note filter.
// Nothing is written to the server's disk, so two users never get each other's file (document 4).
import { accExcelApi } from '../../../contract/acc-excel';
import { pathOf } from '../../../contract/path';
import { ACC_VIEW_ROLES } from '../../../domain/acc-rules';
import type { ServerContext, ZodApp } from '../../context';
import { route } from '../../kernel/route';
import { attachment, excel, XLSX_TYPE } from '../../lib/xlsx';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { accXlsxStream } from './acc-xlsx';
import { filterSource, sumSource } from './excel-source';
import { loadSheetjs } from './import-read';

const policy = { branch: 'branchId', roles: ACC_VIEW_ROLES };

/** exceljs and SheetJS are loaded a second after the server is ready (not at start, which they would slow): the day's first file does not wait for them. */
const WARM_UP_MS = 1000;

export function excelRoutes(app: ZodApp, { db }: ServerContext): void {
  app.addHook('onReady', async () => {
    setTimeout(() => void Promise.all([excel(), loadSheetjs()]).catch(() => undefined), WARM_UP_MS).unref();
  });

  route(app, accExcelApi.makeExcelAccDay, policy, async (req) => {
    const branchId = checkedBranch(req);
    const { date, version } = req.params;
    const { range } = req.query;
    const src = await sumSource(db, currentUser(req).role, branchId, date, version, range);
    const query = new URLSearchParams({ version, ...(date.length === 7 ? { range } : {}) });
    return {
      status: 1 as const,
      msg: 'ok',
      url: `${pathOf(accExcelApi.downloadExcelAccDay.path, { branchId, date })}?${query}`,
      fileName: src.fileName,
      rows: src.rows,
      days: src.days,
    };
  });

  route(app, accExcelApi.downloadExcelAccDay, policy, async (req, reply) => {
    const { version, range } = req.query;
    const src = await sumSource(db, currentUser(req).role, checkedBranch(req), req.params.date, version, range, true);
    const stream = await accXlsxStream(src.book);
    return reply.header('content-disposition', attachment(src.fileName)).type(XLSX_TYPE).send(stream);
  });

  route(app, accExcelApi.makeExcelWithText, policy, async (req) => {
    const branchId = checkedBranch(req);
    const { period, text } = req.body;
    const src = await filterSource(db, branchId, period, text);
    return {
      status: 1 as const,
      msg: 'ok',
      url: `${pathOf(accExcelApi.downloadFilterWithText.path, { branchId })}?${new URLSearchParams({ period, text })}`,
      fileName: src.fileName,
      rows: src.rows,
      days: src.days,
      data: src.found,
    };
  });

  route(app, accExcelApi.downloadFilterWithText, policy, async (req, reply) => {
    const src = await filterSource(db, checkedBranch(req), req.query.period, req.query.text);
    const stream = await accXlsxStream(src.book);
    return reply.header('content-disposition', attachment(src.fileName)).type(XLSX_TYPE).send(stream);
  });
}
