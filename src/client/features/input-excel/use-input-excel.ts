import { useState } from 'react';
import type { ExcelConfirmed, ExcelPreview } from '../../../contract/input-excel';
import { ONLY_EXCEL, SELECT_AREA_BRANCH } from '../../../domain/acc-rules';
import { branchToday } from '../../../domain/branches';
import { EXCEL_KIND_INFO, excelKindsFor, type ExcelKind } from '../../../domain/input-excel';
import { SUPPORT_LIST_DRAFT } from '../../../domain/support-mail';
import { keepDraft } from '../../lib/drafts';
import { newId } from '../../lib/new-id';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { useBranchChoice } from '../../ui/use-branch-choice';
import { confirmFile, previewFile } from './input-excel-api';

const isExcelName = (name: string) => /\.xlsx?$/i.test(name.trim());

/** The import's steps: pick the kind and its place, choose a file (a preview), CONFIRM (the write). */
export function useInputExcel() {
  const t = useT('input-excel');
  const notice = useNotice();
  const b = useBranchChoice();
  const kinds = excelKindsFor(b.role);
  const [kind, setKindState] = useState<ExcelKind | null>(kinds[0] ?? null);
  const today = branchToday(b.own || 1);
  const [day, setDay] = useState(today);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ExcelPreview | null>(null);
  const [done, setDone] = useState<ExcelConfirmed | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setDone(null);
  };
  const place = () => {
    const info = kind ? EXCEL_KIND_INFO[kind] : null;
    if (!info || info.place === 'none') return { ok: true as const, p: { branchId: 0, day, month } };
    const r = b.resolve();
    return r.ok ? { ok: true as const, p: { branchId: r.branch, day, month } } : r;
  };

  const choose = async (f: File | undefined) => {
    reset();
    if (!f || !kind) return;
    if (!isExcelName(f.name)) return notice(t(ONLY_EXCEL));
    const at = place();
    if (!at.ok) return notice(at.msg === SELECT_AREA_BRANCH ? t(SELECT_AREA_BRANCH) : at.msg);
    setBusy(true);
    const res = await previewFile(kind, at.p, f);
    setBusy(false);
    if (!res.ok) return notice(res.error.msg, t('INPUT EXCEL'));
    setFile(f);
    setPreview(res.data.data);
  };

  const confirm = async () => {
    const at = place();
    if (!kind || !file || !preview || !at.ok) return;
    setBusy(true);
    const res = await confirmFile(kind, at.p, file, preview.hash);
    setBusy(false);
    if (!res.ok) return notice(res.error.msg, t('INPUT EXCEL'));
    // The support mail list lives on the device until it is sent: handed to its screen as its draft.
    if (kind === 'support_mail')
      keepDraft(SUPPORT_LIST_DRAFT, {
        kind: 'guest',
        fileName: file.name,
        list: res.data.list,
        key: newId(),
        replyTo: '',
      });
    toast(t('{{n}} row(s) imported', { n: res.data.count }));
    setPreview(null);
    setDone(res.data);
  };

  const setKind = (k: ExcelKind) => {
    setKindState(k);
    reset();
  };
  return {
    ...b,
    kinds,
    kind,
    setKind,
    day,
    setDay,
    month,
    setMonth,
    file,
    preview,
    done,
    busy,
    choose,
    confirm,
    reset,
  };
}
export type InputExcelState = ReturnType<typeof useInputExcel>;
