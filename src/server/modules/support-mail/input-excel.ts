// /input_excel's support mail list (issue 32): the list's own reader (import.ts). The list lives on the device
// until it is sent (the support mail screen keeps it as a draft), so the confirm stores nothing on the server:
// it answers the checked list, which the import screen hands to the support mail screen.
import type { ImportedList } from '../../../contract/support-mail';
import { inputExcelApi } from '../../../contract/input-excel';
import type { ServerContext, ZodApp } from '../../context';
import { excelImportRoutes, type ExcelSheet } from '../../plugins/excel-import';
import { readRecipientList } from './import';

export const DUPLICATE = 'E-mail already in the list';

const sheet: ExcelSheet<ImportedList> = {
  async read(_db, _me, _place, body) {
    const list = await readRecipientList(body);
    const ok = list.recipients.filter((r) => !r.problem);
    return {
      columns: ['Name', 'Email'],
      rows: ok.map((r) => ({ row: r.row, cells: [r.name, r.email] })),
      refusals: [
        ...list.recipients.flatMap((r) => (r.problem ? [{ row: r.row, msg: r.problem }] : [])),
        ...list.duplicates.map((row) => ({ row, msg: DUPLICATE })),
      ].sort((a, b) => a.row - b.row),
      write: list,
      hashed: ok,
    };
  },
  async write(_db, _me, _place, plan) {
    return { count: plan.rows.length, list: plan.write };
  },
};

export function supportMailInputExcelRoutes(app: ZodApp, { db }: ServerContext): void {
  excelImportRoutes(app, db, {
    kind: 'support_mail',
    preview: inputExcelApi.supportMailPreview,
    confirm: inputExcelApi.supportMailConfirm,
    sheet,
  });
}
