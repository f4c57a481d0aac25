// /input_excel's storage items and start stock (issue 32): the reader and the write in import-read.ts.
import { inputExcelApi } from '../../../contract/input-excel';
import { STORAGE_COLUMNS } from '../../../domain/input-excel';
import type { ServerContext, ZodApp } from '../../context';
import { excelImportRoutes, type ExcelSheet } from '../../plugins/excel-import';
import { readStorageItems, writeStorageItems, type StorageLine } from './import-read';

const sheet: ExcelSheet<StorageLine[]> = {
  async read(db, _me, { branchId, period }, body) {
    const { lines, refusals } = await readStorageItems(db, { branchId, month: period }, body);
    return {
      columns: [...STORAGE_COLUMNS, 'Change'],
      rows: lines.map((l) => ({
        row: l.row,
        cells: [
          l.tab,
          l.itemId,
          l.name,
          l.unit,
          l.start === null ? '' : String(l.start),
          l.known ? 'update item' : 'new item',
        ],
      })),
      refusals,
      write: lines,
      hashed: lines.map(({ row: _row, ...l }) => l),
    };
  },
  async write(db, me, { branchId, period }, plan, hash) {
    return { count: await writeStorageItems(db, me, { branchId, month: period }, plan.write, hash) };
  },
};

export function storageInputExcelRoutes(app: ZodApp, { db }: ServerContext): void {
  excelImportRoutes(app, db, {
    kind: 'storage',
    preview: inputExcelApi.storagePreview,
    confirm: inputExcelApi.storageConfirm,
    branch: 'branchId',
    sheet,
  });
}
