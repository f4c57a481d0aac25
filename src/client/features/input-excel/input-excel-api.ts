// /input_excel's calls (src/contract/input-excel.ts): the file itself is the body of the preview and of the confirm.
import { inputExcelApi as api } from '../../../contract/input-excel';
import type { ExcelKind } from '../../../domain/input-excel';
import { uploadFile } from '../../lib/request';

export interface Place {
  branchId: number;
  day: string;
  month: string;
}

export function previewFile(kind: ExcelKind, p: Place, file: Blob) {
  const day = { branchId: p.branchId, day: p.day };
  const month = { branchId: p.branchId, month: p.month };
  if (kind === 'acc') return uploadFile(api.accPreview, day, file);
  if (kind === 'rc') return uploadFile(api.rcPreview, day, file);
  if (kind === 'storage') return uploadFile(api.storagePreview, month, file);
  if (kind === 'support_mail') return uploadFile(api.supportMailPreview, {}, file);
  return uploadFile(api.membersPreview, {}, file);
}

export function confirmFile(kind: ExcelKind, p: Place, file: Blob, hash: string) {
  const day = { branchId: p.branchId, day: p.day };
  const month = { branchId: p.branchId, month: p.month };
  const q = { hash };
  if (kind === 'acc') return uploadFile(api.accConfirm, day, file, q);
  if (kind === 'rc') return uploadFile(api.rcConfirm, day, file, q);
  if (kind === 'storage') return uploadFile(api.storageConfirm, month, file, q);
  if (kind === 'support_mail') return uploadFile(api.supportMailConfirm, {}, file, q);
  return uploadFile(api.membersConfirm, {}, file, q);
}
