import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ACC_VERSION_ROLES, ACC_WRITE_ROLES } from '../../../domain/acc-rules';
import { rcColumns } from '../../../domain/rc-columns';
import { mayEditCharges } from '../../../domain/rc-roles';
import type { Role } from '../../../domain/roles';
import { reportMakerLabel } from '../../../domain/versions';
import { useT } from '../../lib/i18n';
import { AccSheet, type MakerLabel } from './AccSheet';
import { findOnAccSum } from './acc-api';
import { versionHref } from './acc-modes';
import { CashRegister } from './CashRegister';
import { useCost } from './cost-document';
import { CostTable } from './CostTable';
import { dayActions } from './day-actions';
import { DoubleDebitDialog } from './DoubleDebitDialog';
import { ImportPreviewDialog } from './ImportPreviewDialog';
import { SheetDialogs, type RowDialog } from './SheetDialogs';
import type { AccDayState } from './use-acc-docs';
import { useDayCommands } from './use-day-commands';
import { useExcel } from './use-excel';
import { useSelection } from './use-selection';
import { useWaitingCommands } from './use-waiting-commands';

/** The day report (load mode Day): the rows (ACC SUM) and the cost of the day with the cash register. */
export function DayView({
  sum,
  role,
  wide,
  saveRefusal,
  costRestore,
  onCostRestored,
}: {
  sum: AccDayState;
  role: Role;
  wide: boolean;
  saveRefusal: () => string | null;
  /** A cost-sheet draft the drafts screen asked to put back (`acccost:<branch>:<day>`, or its set-aside copy). */
  costRestore?: string;
  onCostRestored?: () => void;
}) {
  const t = useT('acc');
  const doc = sum.doc;
  const branchId = doc?.branch ?? 0;
  const day = doc?.day ?? '';
  const [tab, setTab] = useState<'sum' | 'cost'>('sum');
  const [dialog, setDialog] = useState<RowDialog>({ kind: null });
  const selection = useSelection();
  const cmd = useDayCommands(sum, { role, selection, saveRefusal });
  const waiting = useWaitingCommands(sum, selection);
  const excel = useExcel(branchId);
  const cost = useCost();
  const columns = useMemo(() => rcColumns(branchId), [branchId]);
  const writer = ACC_WRITE_ROLES.includes(role);
  const edit = !!doc?.edit && writer;
  // The cost of the day loads when its tab is first shown, or at once with the draft the drafts screen restores.
  const costAsked = useRef('');
  useEffect(() => {
    if (!costRestore || !branchId || !day) return;
    costAsked.current = day;
    setTab('cost');
    void cost.load({ branch: branchId, day }, { restore: costRestore });
    onCostRestored?.();
  }, [costRestore, branchId, day]);
  useEffect(() => {
    if (tab === 'cost' && branchId && day && cost.doc?.day !== day && costAsked.current !== day)
      void cost.load({ branch: branchId, day });
  }, [tab, branchId, day]);
  if (!doc) return null;
  const withSelection = (fn: () => void) => () => {
    if (selection.selected.size === 0) sum.notice(t('No item selected'));
    else fn();
  };
  const actions = (addRow: () => void) =>
    dayActions(
      t,
      {
        save: cmd.confirmSave,
        send: cmd.confirmSend,
        add: addRow,
        downForm: () => void excel.downForm('accMakeSum'),
        inputForm: () => excel.pickFile('accMakeSum'),
        loadWaiting: waiting.loadWaiting,
        moveToDebit: cmd.confirmMove,
        toWaiting: waiting.toWaiting,
        find: () => setDialog({ kind: 'find' }),
        style: mayEditCharges(role) ? withSelection(() => setDialog({ kind: 'style' })) : undefined,
        remove: cmd.confirmDelete,
        requestEdit: !doc.edit && (writer || ACC_VERSION_ROLES.includes(role)) ? cmd.requestEdit : undefined,
        downExcel: () => void excel.downExcel(day, doc.version),
      },
      { edit, wide, day, saving: sum.saving || excel.busy, dirty: sum.dirty, selected: selection.selected.size },
    );
  return (
    <>
      <IonSegment
        value={tab}
        onIonChange={(e) => setTab(e.detail.value === 'cost' ? 'cost' : 'sum')}
        className="acc-tabs"
      >
        <IonSegmentButton value="sum">
          <IonLabel>{t('ACC SUM')}</IonLabel>
        </IonSegmentButton>
        <IonSegmentButton value="cost">
          <IonLabel>{t('COST THIS DAY')}</IonLabel>
        </IonSegmentButton>
      </IonSegment>
      {tab === 'sum' ? (
        <AccSheet
          sheet={sum}
          editing={edit}
          wide={wide}
          role={role}
          branchId={branchId}
          day={day}
          columns={columns}
          actions={actions}
          makerLabel={t(reportMakerLabel(role) as MakerLabel)}
          selection={selection}
          onOpenRow={(id) => setDialog({ kind: 'row', id })}
        />
      ) : (
        <div className="acc-scroll">
          <CostTable cost={cost} editable={writer} />
          <CashRegister branch={branchId} day={day} wide={wide} stamp={`${cost.doc?.revision ?? 0}`} />
        </div>
      )}
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
        find={{
          search: (type, value) => findOnAccSum(branchId, day, type, value),
          href: (h) => versionHref(branchId, h.day, h.version),
        }}
      />
      <DoubleDebitDialog
        rows={cmd.dupes?.rows ?? null}
        month={cmd.dupes?.month ?? ''}
        branchId={branchId}
        onAdd={(rows, all) => void cmd.addDupe(rows, all)}
        onClose={cmd.closeDupes}
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
