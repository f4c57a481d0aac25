import { useRef, useState, type ChangeEvent } from 'react';
import type { ImportAnswer, ImportType } from '../../../contract/acc-excel';
import { ONLY_EXCEL } from '../../../domain/acc-rules';
import { TEMPLATE_FILES, templateFor } from '../../../domain/acc-import';
import { downloadBlob } from '../../lib/image/sheet-canvas';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { accExcel, importExcel, templateFile } from './acc-more-api';

export type ImportPreview = ImportAnswer['data'];

/** A file the import may take: .xls (the legacy templates) or .xlsx. */
const isExcelName = (name: string) => /\.xlsx?$/i.test(name.trim());

/**
 * Excel out and in: DOWN EXCEL (a day's version or a month), DOWN FORM EXCEL (the template), and
 * INPUT FORM EXCEL (pick a file, preview its rows; nothing is added until the preview is confirmed).
 */
export function useExcel(branchId: number) {
  const t = useT('acc');
  const notice = useNotice();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [importType, setImportType] = useState<ImportType>('accMakeSum');

  const downExcel = async (date: string, version: number | 'current', range: 'month' | '10' | '20' = 'month') => {
    setBusy(true);
    const res = await accExcel(branchId, date, version, range);
    setBusy(false);
    if (!res.ok) return notice(res.error.msg, t('Down Excel'));
    downloadBlob(res.data.blob, res.data.fileName);
    toast(t('Downloaded {{file}}', { file: res.data.fileName }));
  };

  const downForm = async (type: ImportType) => {
    const template = templateFor(type);
    const res = await templateFile(template);
    if (!res.ok) return notice(res.error.msg, t('Down Excel'));
    downloadBlob(res.data, TEMPLATE_FILES[template]);
  };

  const pickFile = (type: ImportType) => {
    setImportType(type);
    input.current?.click();
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!isExcelName(file.name)) return notice(t(ONLY_EXCEL));
    setBusy(true);
    const res = await importExcel(branchId, importType, file);
    setBusy(false);
    if (!res.ok) return notice(res.error.msg, t('INPUT FORM EXCEL'));
    setPreview(res.data.data);
  };

  const fileInput = (
    <input
      ref={input}
      type="file"
      accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      hidden
      data-testid="excel-file"
      onChange={(e) => void onFile(e)}
    />
  );
  return { busy, downExcel, downForm, pickFile, fileInput, preview, closePreview: () => setPreview(null) };
}
