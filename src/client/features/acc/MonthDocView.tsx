import {
  add,
  brushOutline,
  cloudDownloadOutline,
  cloudUploadOutline,
  refreshOutline,
  saveOutline,
  trashOutline,
} from 'ionicons/icons';
import { useMemo, useState } from 'react';
import { ACC_WRITE_ROLES } from '../../../domain/acc-rules';
import { rcColumns } from '../../../domain/rc-columns';
import { mayEditCharges } from '../../../domain/rc-roles';
import type { Role } from '../../../domain/roles';
import { reportMakerLabel } from '../../../domain/versions';
import { useT } from '../../lib/i18n';
import type { ReportAction } from '../../ui/ReportActions';
import { useConfirm } from '../../ui/sheet/use-confirm';
import { useReportConfirms } from '../../ui/use-report-confirms';
import { AccSheet, type MakerLabel } from './AccSheet';
import { getDebitOnSum } from './acc-api';
import { ImportPreviewDialog } from './ImportPreviewDialog';
import { SheetDialogs, type RowDialog } from './SheetDialogs';
import type { AccMonthState } from './use-acc-docs';
import { useExcel } from './use-excel';
import { useSelection } from './use-selection';

/**
 * The month's debit on sum (SAVE REPORT, RESET DATA: the month's debit rows again, the Excel form, rows)
 * or its waiting list (SAVE REPORT only).
 */
export function MonthDocView({
  doc: sum,
  kind,
  role,
  wide,
  saveRefusal,
}: {
  doc: AccMonthState;
  kind: 'debit' | 'waiting';
  role: Role;
  wide: boolean;
  saveRefusal: () => string | null;
}) {
  const t = useT('acc');
  const d = sum.doc;
  const branchId = d?.branch ?? 0;
  const confirm = useConfirm();
  const confirms = useReportConfirms(sum, {
    save: kind === 'debit' ? t('Save this debit on sum?') : t('Save this waiting list?'),
    refusal: saveRefusal,
  });
  const selection = useSelection();
  const excel = useExcel(branchId);
  const [dialog, setDialog] = useState<RowDialog>({ kind: null });
  const columns = useMemo(() => rcColumns(branchId), [branchId]);
  const edit = !!d?.edit && ACC_WRITE_ROLES.includes(role);
  if (!d) return null;
  const reset = () =>
    confirm({
      header: t('RESET DATA'),
      message: t("Take the month's debit rows from its day reports again? The rows shown are replaced."),
      ok: t('Reset'),
      destructive: true,
      onOk: () =>
        void getDebitOnSum(branchId, d.month).then((res) => {
          if (!res.ok) return sum.notice(res.error.msg, t('Load Debit'));
          sum.change(() => res.data.start);
          sum.commitEdit();
        }),
    });
  const actions = (addRow: () => void): ReportAction[] => {
    const saveAction: ReportAction = {
      label: sum.dirty ? t('SAVE REPORT •') : t('SAVE REPORT'),
      handler: confirms.confirmSave,
      primary: true,
      disabled: sum.saving,
      icon: saveOutline,
    };
    if (!edit) return [];
    if (kind === 'waiting') return [saveAction];
    return [
      saveAction,
      { label: t('RESET DATA'), handler: reset, primary: true, icon: refreshOutline, color: 'warning' },
      { label: t('Add New Row'), handler: addRow, primary: wide, icon: add },
      { label: t('DOWN FORM EXCEL'), handler: () => void excel.downForm('debitOnSum'), icon: cloudDownloadOutline },
      { label: t('INPUT FORM EXCEL'), handler: () => excel.pickFile('debitOnSum'), icon: cloudUploadOutline },
      ...(mayEditCharges(role)
        ? [
            {
              label: t('Row style'),
              handler: () =>
                selection.selected.size ? setDialog({ kind: 'style' }) : sum.notice(t('No item selected')),
              icon: brushOutline,
            },
          ]
        : []),
      { label: t('Delete'), handler: () => confirms.confirmDelete(selection), role: 'destructive', icon: trashOutline },
    ];
  };
  return (
    <>
      <AccSheet
        sheet={sum}
        editing={edit}
        wide={wide}
        role={role}
        branchId={branchId}
        day={d.month}
        columns={columns}
        actions={actions}
        makerLabel={kind === 'debit' ? t(reportMakerLabel(role) as MakerLabel) : undefined}
        selection={selection}
        onOpenRow={(id) => setDialog({ kind: 'row', id })}
        countAll={kind === 'debit'}
      />
      <SheetDialogs
        dialog={dialog}
        setDialog={setDialog}
        rows={sum.work.rows}
        columns={columns}
        branchId={branchId}
        role={role}
        editing={edit}
        selected={selection.selected}
        onChangeRow={sum.updateRow}
        onDeleteRow={(id) => sum.deleteRows([id])}
        onStyle={(fn) => sum.change((rows) => rows.map((r) => (selection.selected.has(r.ID) ? fn(r) : r)))}
      />
      <ImportPreviewDialog
        preview={excel.preview}
        branchId={branchId}
        onAdd={(rows) => {
          sum.change((cur) => [...cur, ...rows]);
          sum.commitEdit();
          excel.closePreview();
        }}
        onClose={excel.closePreview}
      />
      {excel.fileInput}
    </>
  );
}
