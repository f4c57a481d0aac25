// /input_excel's reception sum (issue 32): the reception sum form has the sum's own columns (rc-columns, the
// accountant template's headings), so it is read by the same invoice-row reader (docs/invoice-sheet.ts) with
// the sum's rules (no debit style), and written through the reception sum's own save.
import { inputExcelApi } from '../../../contract/input-excel';
import type { ServerContext, ZodApp } from '../../context';
import { readImport } from '../../docs/invoice-sheet';
import { sumSheet } from '../../docs/sheet-import';
import { excelImportRoutes } from '../../plugins/excel-import';
import { rcKind } from './kind';

export function rcInputExcelRoutes(app: ZodApp, { db }: ServerContext): void {
  excelImportRoutes(app, db, {
    kind: 'rc',
    preview: inputExcelApi.rcPreview,
    confirm: inputExcelApi.rcConfirm,
    branch: 'branchId',
    sheet: sumSheet(
      rcKind,
      (body, branchId) => readImport(body, 'accMakeSum', branchId),
      async () => [],
    ),
  });
}
