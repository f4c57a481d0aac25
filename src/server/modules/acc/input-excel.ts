// /input_excel's accountant sum (issue 32): INPUT FORM EXCEL's reader and the day report's own save; a day
// without a version starts from its sent reception sum (taken over), as the first save of the screen does.
import { inputExcelApi } from '../../../contract/input-excel';
import type { ServerContext, ZodApp } from '../../context';
import { sumSheet } from '../../docs/sheet-import';
import { excelImportRoutes } from '../../plugins/excel-import';
import { readImport } from './import-read';
import { accKind } from './kind';
import { sentReceptionSum, takenOverRows } from './source';

export function accInputExcelRoutes(app: ZodApp, { db }: ServerContext): void {
  excelImportRoutes(app, db, {
    kind: 'acc',
    preview: inputExcelApi.accPreview,
    confirm: inputExcelApi.accConfirm,
    branch: 'branchId',
    sheet: sumSheet(
      accKind,
      (body, branchId) => readImport(body, 'accMakeSum', branchId),
      async (trx, branchId, day) => takenOverRows(await sentReceptionSum(trx, branchId, day)),
    ),
  });
}
