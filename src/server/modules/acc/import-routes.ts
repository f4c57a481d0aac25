// Excel in (spec 2 sections 5.6, 7.2): the templates format_input_ACC_Sum.xls and format_input_debit.xls
// (real legacy .xls files, written with SheetJS), and import_excel, which reads an uploaded .xls or .xlsx
// into a preview and stores nothing: the screen adds the rows to the report, which is then saved as usual.
import { accExcelApi } from '../../../contract/acc-excel';
import { templateHeader, TEMPLATE_FILES, type ImportTemplate } from '../../../domain/acc-import';
import { ACC_WRITE_ROLES } from '../../../domain/acc-rules';
import type { ServerContext, ZodApp } from '../../context';
import { route } from '../../kernel/route';
import { attachment } from '../../lib/xlsx';
import { checkedBranch } from '../../plugins/guard';
import { loadSheetjs, readImport } from './import-read';

/** Largest upload taken (a 5,000-row .xls is about 2 MB). */
export const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;
const XLS_TYPE = 'application/vnd.ms-excel';

/** The template as a legacy .xls (BIFF8): its header row, the columns a little wider than their headings. */
async function templateXls(template: ImportTemplate): Promise<Buffer> {
  const X = await loadSheetjs();
  const header = templateHeader(template);
  const ws = X.utils.aoa_to_sheet([header]);
  ws['!cols'] = header.map((h) => ({ wch: Math.max(10, h.length + 2) }));
  const wb = X.utils.book_new();
  X.utils.book_append_sheet(wb, ws, template === 'sum' ? 'ACC SUM' : 'DEBIT');
  return X.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

export function importRoutes(app: ZodApp, _ctx: ServerContext): void {
  route(app, accExcelApi.downFormatExcel, {}, async (req, reply) => {
    const body = await templateXls(req.params.type);
    return reply.header('content-disposition', attachment(TEMPLATE_FILES[req.params.type])).type(XLS_TYPE).send(body);
  });

  // The upload is the file itself: in this scope every content type is read as raw bytes (up to the limit),
  // and the bytes decide whether it is an Excel file.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    route(scope as ZodApp, accExcelApi.importExcel, { branch: 'branchId', roles: ACC_WRITE_ROLES }, async (req) => {
      const { type } = req.params;
      const preview = await readImport(req.body as unknown, type, checkedBranch(req));
      const { rows, warnings, format, template, sheet } = preview;
      return {
        status: 1 as const,
        msg: `${rows.length} row(s) read: check them, then save the report`,
        data: { type, template, format, sheet, rows, warnings },
      };
    });
  });
}
