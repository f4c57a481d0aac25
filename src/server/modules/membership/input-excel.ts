// /input_excel's members (issue 32): the reader and the write in import-read.ts.
import { inputExcelApi } from '../../../contract/input-excel';
import { MEMBER_COLUMNS } from '../../../domain/input-excel';
import type { ServerContext, ZodApp } from '../../context';
import { excelImportRoutes, type ExcelSheet } from '../../plugins/excel-import';
import { readMembers, writeMembers, type MemberLine } from './import-read';

const sheet: ExcelSheet<MemberLine[]> = {
  async read(db, _me, _place, body) {
    const { lines, refusals } = await readMembers(db, body);
    return {
      columns: [...MEMBER_COLUMNS],
      rows: lines.map((l) => ({ row: l.row, cells: [l.userId, l.name, l.email, l.loginType, String(l.points)] })),
      refusals,
      write: lines,
      hashed: lines,
    };
  },
  async write(db, me, _place, plan) {
    return { count: await writeMembers(db, me, plan.write) };
  },
};

export function membershipInputExcelRoutes(app: ZodApp, { db }: ServerContext): void {
  excelImportRoutes(app, db, {
    kind: 'members',
    preview: inputExcelApi.membersPreview,
    confirm: inputExcelApi.membersConfirm,
    sheet,
  });
}
